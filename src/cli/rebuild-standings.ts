import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from '../app.module.js';
import { startupSettings } from '../config/startup.js';
import { rebuildAllInvites } from '../modules/bonuses/application/commands/rebuild-all-invites.command.js';
import { BonusesCliModule } from '../modules/bonuses/bonuses-cli.module.js';
import { RebuildStandingsCommand } from '../modules/leaderboards/application/commands/rebuild-standings.command.js';
import { migrateDatabase } from '../shared/infrastructure/database/migrate.js';
import { progressBar } from './progress-bar.js';

/**
 * Recomputes the whole standings read model and every Vegas Invites year from the point records:
 *   npm run standings:rebuild
 * Safe while the site runs (each batch of scopes is its own short transaction, and the
 * workers' jobs recompute the same way); the read caches are dropped at the end.
 */
const settings = startupSettings();
await migrateDatabase(settings.databaseUrl);
@Module({ imports: [AppModule.forRoot(settings), BonusesCliModule] })
class RebuildCliModule {}
const app = await NestFactory.createApplicationContext(RebuildCliModule, { logger: ['error'] });
try {
  const started = Date.now();
  const scopes = await app.get(CommandBus).execute(new RebuildStandingsCommand(progressBar('Standings')));
  console.log(`Standings rebuilt: ${scopes} scopes and periods in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const invites = await rebuildAllInvites(app.get(CommandBus));
  console.log(`Vegas Invites rebuilt: ${invites.awards} awards in invite years ${invites.inviteYears.join(', ') || 'none'}`);
} finally {
  await app.close();
}
