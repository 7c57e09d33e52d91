import { commandLine } from './command-line.js';

commandLine({
  usage: 'usage: npm run db:migrate',
  about: `Applies the migrations not yet applied to the database, making it if it is missing. With DATABASE_OWNER_URL (compose's
migrate service): as that owner, then the app's role of DATABASE_URL made if missing and granted its rights.
No options but -h, --help.`,
});
await import('reflect-metadata');
const { startupSettings } = await import('../config/startup.js');
const { migrateDatabase, migrationOf } = await import('../shared/infrastructure/database/migrate.js');

// With DATABASE_OWNER_URL (compose's migrate service): as the owner, then the app's role granted its rights.
const migration = migrationOf(startupSettings());
const applied = await migrateDatabase(migration.url, migration.options);
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
