import { commandLine } from './command-line.js';

/**
 * The first owner account of a fresh install:
 *   npm run owner:create -- --user jane --email jane@example.org --first Jane --last Doe
 * The password comes from OWNER_PASSWORD (so it stays out of shell history).
 * Running it again for the same userName resets that account's password.
 * The command line and the password's length are checked before the app loads.
 */
const usage = 'Usage: OWNER_PASSWORD=... npm run owner:create -- --user NAME --email ADDRESS --first FIRST --last LAST';
const { values } = commandLine({
  usage,
  about: `Makes the owner account (or, for an existing user name, resets its password) in the database of DATABASE_URL.

  --user NAME       the log-in name
  --email ADDRESS   the account's email address
  --first FIRST     first name
  --last LAST       last name
  -h, --help        this text

Settings: OWNER_PASSWORD (never an argument: it would stay in the shell history), and the app's (DATABASE_URL, ...).`,
  options: { user: { type: 'string' }, email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});
const password = process.env.OWNER_PASSWORD;
const missing = [
  !values.user && '--user',
  !values.email && '--email',
  !values.first && '--first',
  !values.last && '--last',
  !password && 'OWNER_PASSWORD',
]
  .filter(Boolean)
  .join(', ');
if (missing) {
  console.error(`Missing ${missing}. ${usage}`);
  process.exit(1);
}
// The same bounds as every other password (the API's), not a stricter copy of its own.
const { PASSWORD_MAX, PASSWORD_MIN } = await import('../modules/players/domain/credentials.js');
if (password!.length < PASSWORD_MIN || password!.length > PASSWORD_MAX) {
  console.error(`OWNER_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  process.exit(1);
}

await import('reflect-metadata');
const { NestFactory } = await import('@nestjs/core');
const { CommandBus } = await import('@nestjs/cqrs');
const { AppModule } = await import('../app.module.js');
const { startupSettings } = await import('../config/startup.js');
const { CreateOwnerCommand } = await import('../modules/accounts/application/commands/create-owner.command.js');
const { migrateDatabase } = await import('../shared/infrastructure/database/migrate.js');
const { closeWithin } = await import('../shared/interface/close-within.js');

const settings = startupSettings();
await migrateDatabase(settings.databaseUrl);
const app = await NestFactory.createApplicationContext(AppModule.forRoot(settings), { logger: ['error'] });
try {
  const owner = await app
    .get(CommandBus)
    .execute(new CreateOwnerCommand(values.user!, password!, values.email!, values.first!, values.last!));
  console.log(`Owner ${owner.userName} is player ${owner.playerNumber} (playerID ${owner.playerID})`);
} finally {
  await closeWithin(app);
}
