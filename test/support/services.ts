/**
 * Where the integration suites find PostgreSQL and Redis: DATABASE_URL and
 * REDIS_URL when set (scripts/test.mjs sets them to the local ports when those
 * answer), otherwise containers started once for the whole run (globalSetup).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';

export const randomSuffix = (): string => randomBytes(5).toString('hex');

function requireUrl(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suites through npm test (scripts/test.mjs) or set it`);
  return value;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A brand-new database on the test server; dropped at the end of the suite. Empty, or with
 * `migrated` a copy of the run's migrated template (test/support/global-setup.ts) when there
 * is one: about a second of migrations saved per suite's server.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = new URL(requireUrl('DATABASE_URL'));
  const name = `league_test_${randomSuffix()}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    const template = options.migrated ? await migratedTemplate(admin, serverUrl) : undefined;
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The run's migrated template (named by the global setup's TEST_RUN_ID, dropped by its
 * teardown): the first suite to ask makes it, under a lock, the others wait and copy it.
 * It is built under another name and renamed when whole, so a failed migration leaves none.
 */
async function migratedTemplate(admin: pg.Client, serverUrl: URL): Promise<string | undefined> {
  const run = process.env.TEST_RUN_ID;
  if (!run) return undefined;
  const name = `league_template_${run}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    await migrateDatabase(url.toString());
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

export const testRedisUrl = (): string => requireUrl('REDIS_URL');

/** The test PostgreSQL server's URL (each suite makes its own database on it). */
export const testDatabaseUrl = (): string => requireUrl('DATABASE_URL');
