import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { buildOrmConfig } from './mikro-orm.config.js';

/** Any constant works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 7_210_421;

/**
 * Creates the database if it is missing and applies pending migrations. An
 * advisory lock makes processes that start together take turns.
 */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  try {
    return await migrateOnce(databaseUrl);
  } catch (error) {
    // The API and the worker of `npm start` both find the database missing and both create it:
    // the one that loses goes on with the database the other made.
    if (!databaseCreatedMeanwhile(error)) throw error;
    return migrateOnce(databaseUrl);
  }
}

const databaseCreatedMeanwhile = (error: unknown): boolean =>
  (error instanceof UniqueConstraintViolationException && error.message.includes('pg_database_datname_index')) ||
  (error as { code?: unknown } | null)?.code === '42P04';

async function migrateOnce(databaseUrl: string): Promise<string[]> {
  // Migrations carry their own SQL: the outbox entity (always in the config) is model enough.
  const orm = await MikroORM.init({ ...buildOrmConfig(databaseUrl, []), ensureDatabase: true });
  const connection = orm.em.getConnection();
  try {
    await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await orm.close();
  }
}
