// The app from the production build on a scratch database with the demo league and its standings
// computed, as a visitor meets it: what Lighthouse (bench-lighthouse.mjs) and the page profiler
// (profile-page.mjs) measure. Builds only what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { scratchDatabase } from './harness.mjs';

function buildIfMissing(path, script) {
  if (existsSync(path)) return;
  console.log(`${path} is missing: npm run ${script}`);
  const build = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the app from dist/ on a scratch database with the demo league; answers its base URL and a stop(). */
export async function startDemoApp() {
  buildIfMissing('dist/src/bootstrap.js', 'build:server');
  const siteDir = process.env.WEB_DIST_DIR ?? 'web/dist';
  if (!process.env.WEB_DIST_DIR) buildIfMissing('web/dist/index.html', 'build:web');

  const database = await scratchDatabase('league_lighthouse');
  let app;
  const stop = async () => {
    await app?.close();
    await database.drop();
  };
  try {
    const { loadSettings } = await import('../../dist/src/config/settings.js');
    const { migrateDatabase } = await import('../../dist/src/shared/infrastructure/database/migrate.js');
    const { createApp } = await import('../../dist/src/bootstrap.js');
    const settings = loadSettings({
      ...process.env,
      APP_MODE: 'test',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `lighthouse-${database.name}`,
      LOG_LEVEL: 'warn',
      PORT: '0',
      WEB_DIST_DIR: siteDir,
    });
    await migrateDatabase(settings.databaseUrl);
    // Home shows no league data yet, but the demo league makes the run look like the real site.
    const { seedDemoDataIfEmpty } = await import('../../dist/src/demo/seed-on-start.js').catch(() => ({}));
    await seedDemoDataIfEmpty?.(settings);
    app = await createApp(settings);
    // No worker runs here, so the standings are computed once in this process (its command handlers are
    // registered once it listens): the leaderboards and their chart are measured as a visitor sees them.
    const { CommandBus } = await import('@nestjs/cqrs');
    const { RebuildStandingsCommand } =
      await import('../../dist/src/modules/leaderboards/application/commands/rebuild-standings.command.js');
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.get(CommandBus).execute(new RebuildStandingsCommand());
    return { base: `http://127.0.0.1:${app.getHttpServer().address().port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
