import { commandLine } from './command-line.js';

/**
 * Writes a migration for the difference between the entities and the database
 * named by DATABASE_URL (which should be at the latest migration), and adds it to
 * migrations/index.ts (migrations-index.ts).
 */
const INDEX = 'src/shared/infrastructure/database/migrations/index.ts';

const { values } = commandLine({
  usage: 'usage: npm run db:migration:create [-- --initial]',
  about: `Writes a migration for the difference between the entities and the database of DATABASE_URL (at the latest migration),
and adds it to ${INDEX}. Keep it one the previous release survives
(docs/operations.md "Upgrades": add first, remove a release later).

  --initial    the whole schema, for an empty database
  -h, --help   this text`,
  options: { initial: { type: 'boolean' } },
});
await import('reflect-metadata');
const { MikroORM } = await import('@mikro-orm/postgresql');
const { loadSettings } = await import('../config/settings.js');
const { ALL_ENTITIES } = await import('../entities.js');
const { buildOrmConfig } = await import('../shared/infrastructure/database/mikro-orm.config.js');

const settings = loadSettings();
const orm = await MikroORM.init(buildOrmConfig(settings.databaseUrl, ALL_ENTITIES));
try {
  const result = await orm.migrator.create(undefined, false, values.initial ?? false);
  if (result.fileName) {
    const { readFileSync, writeFileSync } = await import('node:fs');
    const { indexWithMigration } = await import('../shared/infrastructure/database/migrations-index.js');
    writeFileSync(INDEX, indexWithMigration(readFileSync(INDEX, 'utf8'), result.fileName));
    console.log(`Created ${result.fileName} and listed it in ${INDEX}`);
  } else console.log('No changes: the database matches the entities');
} finally {
  await orm.close();
}
