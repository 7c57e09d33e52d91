import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from '../app.module.js';
import { startupSettings } from '../config/startup.js';
import { CreateOwnerCommand } from '../modules/players/application/commands/create-owner.command.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../modules/players/domain/credentials.js';
import { migrateDatabase } from '../shared/infrastructure/database/migrate.js';

/**
 * The first owner account of a fresh install:
 *   npm run owner:create -- --user jane --email jane@example.org --first Jane --last Doe
 * The password comes from OWNER_PASSWORD (so it stays out of shell history).
 * Running it again for the same userName resets that account's password.
 */
const { values } = parseArgs({
  options: { user: { type: 'string' }, email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});
const password = process.env.OWNER_PASSWORD;
const missing = [!values.user && '--user', !values.email && '--email', !values.first && '--first', !values.last && '--last', !password && 'OWNER_PASSWORD']
  .filter(Boolean)
  .join(', ');
if (missing) {
  console.error(`Missing ${missing}. Usage: OWNER_PASSWORD=... npm run owner:create -- --user NAME --email ADDRESS --first FIRST --last LAST`);
  process.exit(1);
}
// The same bounds as every other password (the API's), not a stricter copy of its own.
if (password!.length < PASSWORD_MIN || password!.length > PASSWORD_MAX) {
  console.error(`OWNER_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  process.exit(1);
}

const settings = startupSettings();
await migrateDatabase(settings.databaseUrl);
const app = await NestFactory.createApplicationContext(AppModule.forRoot(settings), { logger: ['error'] });
try {
  const owner = await app.get(CommandBus).execute(new CreateOwnerCommand(values.user!, password!, values.email!, values.first!, values.last!));
  console.log(`Owner ${owner.userName} is player ${owner.playerNumber} (playerID ${owner.playerID})`);
} finally {
  await app.close();
}
