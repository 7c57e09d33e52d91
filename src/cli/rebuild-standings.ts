import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from '../app.module.js';
import { startupSettings } from '../config/startup.js';
import { RebuildStandingsCommand } from '../modules/leaderboards/application/commands/rebuild-standings.command.js';
import { migrateDatabase } from '../shared/infrastructure/database/migrate.js';
import { progressBar } from './progress-bar.js';

/**
 * Recomputes the whole standings read model from the point records:
 *   npm run standings:rebuild
 * Safe while the site runs (each batch of scopes is its own short transaction, and the
 * workers' jobs recompute the same way); the read caches are dropped at the end.
 */
const settings = startupSettings();
await migrateDatabase(settings.databaseUrl);
const app = await NestFactory.createApplicationContext(AppModule.forRoot(settings), { logger: ['error'] });
try {
  const started = Date.now();
  const scopes = await app.get(CommandBus).execute(new RebuildStandingsCommand(progressBar('Standings')));
  console.log(`Standings rebuilt: ${scopes} scopes and periods in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await app.close();
}
