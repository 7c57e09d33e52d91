import 'reflect-metadata';
import { startupSettings } from '../config/startup.js';
import { migrateDatabase, migrationOf } from '../shared/infrastructure/database/migrate.js';

// With DATABASE_OWNER_URL (compose's migrate service): as the owner, then the app's role granted its rights.
const migration = migrationOf(startupSettings());
const applied = await migrateDatabase(migration.url, migration.options);
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
