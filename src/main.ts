import 'reflect-metadata';
import { createApp } from './bootstrap.js';
import { settingWarnings } from './config/settings.js';
import { startupSettings } from './config/startup.js';
import { seedDemoDataIfEmpty } from './demo/seed-on-start.js';
import { migrateDatabaseWhenReachable, migrationOf } from './shared/infrastructure/database/migrate.js';

/** The API process: migrations, demo data when asked, then the site and API. */
const settings = startupSettings();
// Allowed but risky settings (the test clock, demo accounts in production): said once, at start.
for (const line of settingWarnings(settings)) console.warn(`Setting warning: ${line}`);
// PostgreSQL may still be starting (compose) or be restarting: wait for it rather than die.
const migration = migrationOf(settings);
await migrateDatabaseWhenReachable(migration.url, {
  warn: (line) => console.warn(line),
  log: (line) => console.log(line),
  ...migration.options,
});
if (settings.demoData) await seedDemoDataIfEmpty(settings);
const app = await createApp(settings);
await app.listen({ port: settings.port, host: '0.0.0.0' });
console.log(`${settings.siteName} is serving http://localhost:${settings.port} (API docs at /docs)`);
