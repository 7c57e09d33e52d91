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
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { api, type ApiMethod } from './api.js';
import { anAccountOfEachRole, logIn, TEST_PASSWORD, type BuiltPlayer, type RoleName } from './builders.js';
import { createTestDatabase, randomSuffix, testRedisUrl } from './services.js';

/** Made-up values of the settings production mode cannot start without (REQUIRED_IN_PRODUCTION). */
export const PRODUCTION_ENV = {
  SITE_URL: 'https://league.test.example',
  MAIL_LINK_SECRET: 'test-production-mail-link-secret',
  TOTP_KEY: 'test-production-totp-key-0123456789',
};

export interface TestApp {
  /** http://127.0.0.1:{port}, serving the API and (when built) the site. */
  url: string;
  app: NestFastifyApplication;
  settings: Settings;
  databaseUrl: string;
  /** This suite's database, for the builders (test/support/builders.ts). */
  orm: MikroORM;
  /** One account of each role, made by anAccountOfEachRole() (userName = role, password TEST_PASSWORD); empty with `roles: false`. */
  roles: Record<RoleName, BuiltPlayer>;
  /** playerID of each role account. */
  accounts: Record<RoleName, number>;
  /** Logs in through the API (a role account, or any userName with its password) and answers the authToken. */
  login(userName: RoleName | (string & {}), password?: string): Promise<string>;
  /** A raw SQL query against this suite's database. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The real server on a random port, on a fresh database (migrated, with one
 * account of each role unless `roles: false`) and its own queue prefix, so suites
 * never see each other's data. Suites build the rest with test/support/builders.ts.
 */
export async function startTestApp(
  options: {
    smtpUrl?: string;
    env?: Record<string, string>;
    shareWith?: TestApp;
    roles?: boolean;
    /** The database URL the app itself uses (e.g. through a PostgresProxy); the suite's own `orm` and `sql` keep the direct one. */
    appDatabaseUrl?: (databaseUrl: string) => string;
    /** An existing database instead of a fresh one (migrated at start; dropped by close() through its own drop). */
    database?: { url: string; drop(): Promise<void> };
  } = {},
): Promise<TestApp> {
  // A second process of the same install shares the first one's database and queue prefix.
  const shared = options.shareWith;
  const database = shared
    ? { url: shared.databaseUrl, drop: async () => undefined }
    : (options.database ?? (await createTestDatabase({ migrated: true })));
  // A template's copy is migrated already: this only checks that (a few ms).
  if (!shared) await migrateDatabase(database.url);
  const orm = await MikroORM.init(buildOrmConfig(database.url, ALL_ENTITIES));

  const queuePrefix = shared ? shared.settings.queuePrefix : `test-${randomSuffix()}`;
  const settings = loadSettings({
    APP_MODE: 'test',
    DATABASE_URL: options.appDatabaseUrl ? options.appDatabaseUrl(database.url) : database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: queuePrefix,
    PORT: '0',
    MAIL_DIR: await mkdtemp(join(tmpdir(), 'league-mail-')),
    UPLOAD_DIR: await mkdtemp(join(tmpdir(), 'league-uploads-')),
    LOG_LEVEL: 'warn',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    // Production mode refuses to start without its public address and its own secrets (settings.ts).
    ...(options.env?.APP_MODE === 'production' ? PRODUCTION_ENV : {}),
    ...options.env,
  });
  const app = await createApp(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const roles = shared
    ? shared.roles
    : options.roles === false
      ? ({} as Record<RoleName, BuiltPlayer>)
      : await anAccountOfEachRole({ url, orm });

  return {
    url,
    app,
    settings,
    databaseUrl: database.url,
    orm,
    roles,
    accounts: Object.fromEntries(Object.entries(roles).map(([role, player]) => [role, player.playerID])) as Record<
      RoleName,
      number
    >,
    login: (userName, password = TEST_PASSWORD) => logIn({ url }, userName, password),
    sql: (query, params = []) => orm.em.fork().execute(query, params),
    async close() {
      await slowStepNamed('the app', () => app.close());
      await slowStepNamed('the ORM', () => orm.close());
      await slowStepNamed("the queue's keys", async () => {
        const redis = new Redis(testRedisUrl());
        const keys = await redis.keys(`${queuePrefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      });
      await slowStepNamed('the database', () => database.drop());
    },
  };
}

/**
 * Runs one step of closing a test app, and says which step it was when it takes over 20 s: a
 * close that hangs past the hook's timeout otherwise names only the hook (CI saw two at once).
 */
async function slowStepNamed(step: string, close: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  const warning = setInterval(
    () => console.warn(`TestApp.close: closing ${step} has taken ${Math.round((Date.now() - started) / 1000)} s`),
    20_000,
  ).unref();
  try {
    await close();
  } finally {
    clearInterval(warning);
  }
}

/**
 * The older form of api() (test/support/api.ts), kept for the suites that still use
 * it: `call(app, 'GET', path, { token, body, headers })` is
 * `api(app).as(token).with(headers).request('GET', path, body)`. New code uses api().
 */
export function call<T = Record<string, unknown>>(
  testApp: Pick<TestApp, 'url'>,
  method: ApiMethod,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  return api(testApp)
    .as(options.token ?? '')
    .with(options.headers ?? {})
    .request<T>(method, path, options.body);
}
