import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadSettings } from '../config/settings.js';
import { ALL_ENTITIES } from '../entities.js';
import { buildOrmConfig } from '../shared/infrastructure/database/mikro-orm.config.js';

/**
 * Writes a migration for the difference between the entities and the database
 * named by DATABASE_URL (which should be at the latest migration). Then add the
 * new class to migrations/index.ts.
 */
const settings = loadSettings();
const orm = await MikroORM.init(buildOrmConfig(settings.databaseUrl, ALL_ENTITIES));
try {
  const result = await orm.migrator.create(undefined, false, process.argv.includes('--initial'));
  console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: the database matches the entities');
} finally {
  await orm.close();
}
