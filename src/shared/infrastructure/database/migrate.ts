import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { grantAppRole } from './app-role.js';
import { buildOrmConfig } from './mikro-orm.config.js';
import { MIGRATIONS } from './migrations/index.js';

/** Any constant works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 7_210_421;

export interface MigrateOptions {
  /**
   * The app's own connection, when `databaseUrl` is the owner's (DATABASE_OWNER_URL): its role
   * is made if missing and granted the rights the app needs, no more (app-role.ts), after
   * every run, so a new table is covered too.
   */
  appDatabaseUrl?: string;
}

/** Who migrates: the owner when DATABASE_OWNER_URL is set (granting DATABASE_URL's role its rights), else DATABASE_URL's role. */
export function migrationOf(settings: { databaseUrl: string; databaseOwnerUrl?: string }): {
  url: string;
  options: MigrateOptions;
} {
  return settings.databaseOwnerUrl
    ? { url: settings.databaseOwnerUrl, options: { appDatabaseUrl: settings.databaseUrl } }
    : { url: settings.databaseUrl, options: {} };
}

/**
 * Creates the database if it is missing and applies pending migrations. An
 * advisory lock makes processes that start together take turns.
 */
export async function migrateDatabase(databaseUrl: string, options: MigrateOptions = {}): Promise<string[]> {
  try {
    return await migrateOnce(databaseUrl, options);
  } catch (error) {
    // The API and the worker of `npm start` both find the database missing and both create it:
    // the one that loses goes on with the database the other made.
    if (!databaseCreatedMeanwhile(error)) throw error;
    return migrateOnce(databaseUrl, options);
  }
}

/** Errors that say PostgreSQL cannot be reached (yet): not refused by it. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P03',
  '08001',
  '08006',
]);
export const databaseUnreachable = (error: unknown): boolean =>
  UNREACHABLE.has(String((error as { code?: unknown } | null)?.code));

/**
 * `migrateDatabase` for a process starting up: while PostgreSQL cannot be reached (a restart,
 * a failover, compose starting everything at once) it tries again every `everyMs` for up to
 * `forMs`, with one line when it starts waiting and one when it got through, instead of the
 * process dying on its first try. Any other error (a migration that fails) is thrown at once.
 */
export async function migrateDatabaseWhenReachable(
  databaseUrl: string,
  log: { warn(message: string): void; log(message: string): void },
  { everyMs = 2_000, forMs = 120_000, ...options }: { everyMs?: number; forMs?: number } & MigrateOptions = {},
): Promise<string[]> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const applied = await migrateDatabase(databaseUrl, options);
      if (attempt > 1) log.log(`PostgreSQL reached after ${((Date.now() - started) / 1000).toFixed(1)} s; starting`);
      return applied;
    } catch (error) {
      if (!databaseUnreachable(error) || Date.now() - started + everyMs > forMs) throw error;
      if (attempt === 1)
        log.warn(
          `PostgreSQL cannot be reached (${(error as Error).message}); trying again every ${everyMs / 1000} s for up to ${forMs / 1000} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

const databaseCreatedMeanwhile = (error: unknown): boolean =>
  (error instanceof UniqueConstraintViolationException && error.message.includes('pg_database_datname_index')) ||
  (error as { code?: unknown } | null)?.code === '42P04';

async function migrateOnce(databaseUrl: string, { appDatabaseUrl }: MigrateOptions): Promise<string[]> {
  // Migrations carry their own SQL: the outbox entity (always in the config) is model enough.
  const orm = await MikroORM.init({ ...buildOrmConfig(databaseUrl, []), ensureDatabase: true });
  const connection = orm.em.getConnection();
  try {
    await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
    // The app's role, connected as it starts, has nothing to apply: it only looks (and may not change the schema).
    const applied = (await orm.migrator.getPending()).length ? await orm.migrator.up() : [];
    if (appDatabaseUrl) await grantAppRole(connection, appDatabaseUrl);
    return applied.map((migration) => migration.name);
  } finally {
    await connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await orm.close();
  }
}

/**
 * The migrations not yet applied to `databaseUrl`, read without writing anything (no database
 * made, no ledger table created): null when the database does not exist. A dry run asks this.
 */
export async function pendingMigrations(databaseUrl: string): Promise<string[] | null> {
  const missing = (error: unknown) => (error as { code?: unknown } | null)?.code === '3D000';
  const orm = await MikroORM.init({ ...buildOrmConfig(databaseUrl, []), ensureDatabase: false }).catch(
    (error: unknown) => {
      if (missing(error)) return null;
      throw error;
    },
  );
  if (!orm) return null;
  try {
    const connection = orm.em.getConnection();
    const ledger = await connection
      .execute<{ name: string | null }[]>("select to_regclass('public.mikro_orm_migrations')::text as name")
      .catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
    if (!ledger) return null;
    const names = MIGRATIONS.map((migration) => migration.name);
    if (!ledger[0]?.name) return names;
    // The ledger names a migration as the list does (MikroORM may add the file's extension).
    const done = new Set(
      (await connection.execute<{ name: string }[]>('select name from mikro_orm_migrations')).map((row) =>
        row.name.replace(/\.[jt]s$/, ''),
      ),
    );
    return names.filter((name) => !done.has(name));
  } finally {
    await orm.close();
  }
}
