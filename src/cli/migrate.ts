import 'reflect-metadata';
import { startupSettings } from '../config/startup.js';
import { migrateDatabase } from '../shared/infrastructure/database/migrate.js';

const applied = await migrateDatabase(startupSettings().databaseUrl);
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
