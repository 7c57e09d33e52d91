import 'reflect-metadata';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { createApp } from '../../src/bootstrap.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { DEMO_PASSWORD, seedRoleAccounts, type DemoUserName } from '../../src/demo/role-accounts.js';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { createTestDatabase, randomSuffix, testRedisUrl } from './services.js';

export interface TestApp {
  /** http://127.0.0.1:{port}, serving the API and (when built) the site. */
  url: string;
  app: NestFastifyApplication;
  settings: Settings;
  databaseUrl: string;
  /** playerID of each demo role account (password demo-league). */
  accounts: Record<DemoUserName, number>;
  /** Logs in through the API and answers the authToken. */
  login(userName: DemoUserName): Promise<string>;
  /** A raw SQL query against this suite's database. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The real server on a random port, on a fresh database (migrated, with the six
 * role accounts) and its own queue prefix, so suites never see each other's data.
 */
export async function startTestApp(options: { smtpUrl?: string; env?: Record<string, string>; shareWith?: TestApp } = {}): Promise<TestApp> {
  // A second process of the same install shares the first one's database and queue prefix.
  const shared = options.shareWith;
  const database = shared ? { url: shared.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  if (!shared) await migrateDatabase(database.url);
  const orm = await MikroORM.init(buildOrmConfig(database.url, ALL_ENTITIES));
  const accounts = shared ? shared.accounts : await seedRoleAccounts(orm.em.fork(), new Date());

  const queuePrefix = shared ? shared.settings.queuePrefix : `test-${randomSuffix()}`;
  const settings = loadSettings({
    APP_MODE: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: queuePrefix,
    PORT: '0',
    MAIL_DIR: await mkdtemp(join(tmpdir(), 'league-mail-')),
    UPLOAD_DIR: await mkdtemp(join(tmpdir(), 'league-uploads-')),
    LOG_LEVEL: 'warn',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const app = await createApp(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    app,
    settings,
    databaseUrl: database.url,
    accounts,
    async login(userName) {
      const response = await fetch(`${url}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { authToken?: string; error?: string };
      if (!body.authToken) throw new Error(`login as ${userName} failed: ${body.error}`);
      return body.authToken;
    },
    sql: (query, params = []) => orm.em.fork().execute(query, params),
    async close() {
      await app.close();
      await orm.close();
      const redis = new Redis(testRedisUrl());
      const keys = await redis.keys(`${queuePrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await database.drop();
    },
  };
}

/** A small fetch wrapper for API suites: JSON in, status and JSON out. */
export async function call<T = Record<string, unknown>>(
  testApp: Pick<TestApp, 'url'>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testApp.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}
