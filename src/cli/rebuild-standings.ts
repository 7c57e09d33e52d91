import { commandLine } from './command-line.js';

/**
 * Recomputes the whole standings read model and every Vegas Invites year from the point records:
 *   npm run standings:rebuild
 * Safe while the site runs (each batch of scopes is its own short transaction, and the
 * workers' jobs recompute the same way); the read caches are dropped at the end.
 */
commandLine({
  usage: 'usage: npm run standings:rebuild',
  about: `Recomputes the standings of every scope and period and every Vegas Invites year from the point records, in the
database of DATABASE_URL (migrating it first). Safe while the site runs. No options but -h, --help.`,
});

await import('reflect-metadata');
const { Module } = await import('@nestjs/common');
const { NestFactory } = await import('@nestjs/core');
const { CommandBus } = await import('@nestjs/cqrs');
const { AppModule } = await import('../app.module.js');
const { startupSettings } = await import('../config/startup.js');
const { rebuildAllInvites } = await import('../modules/bonuses/application/commands/rebuild-all-invites.command.js');
const { BonusesCliModule } = await import('../modules/bonuses/bonuses-cli.module.js');
const { RebuildStandingsCommand } =
  await import('../modules/leaderboards/application/commands/rebuild-standings.command.js');
const { migrateDatabase } = await import('../shared/infrastructure/database/migrate.js');
const { closeWithin } = await import('../shared/interface/close-within.js');
const { progressBar } = await import('./progress-bar.js');

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
  console.log(
    `Vegas Invites rebuilt: ${invites.awards} awards in invite years ${invites.inviteYears.join(', ') || 'none'}`,
  );
} finally {
  await closeWithin(app);
}
