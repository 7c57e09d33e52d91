/**
 * Where the integration suites find PostgreSQL and Redis: DATABASE_URL and
 * REDIS_URL when set (scripts/test.mjs sets them to the local ports when those
 * answer), otherwise containers started once for the whole run (globalSetup).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

/** A brand-new database on the test server; dropped at the end of the suite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = new URL(requireUrl('DATABASE_URL'));
  const name = `league_test_${randomSuffix()}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
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

export const testRedisUrl = (): string => requireUrl('REDIS_URL');

/** The test PostgreSQL server's URL (each suite makes its own database on it). */
export const testDatabaseUrl = (): string => requireUrl('DATABASE_URL');
