#!/usr/bin/env node
// `npm run bench`: speed goals as measurements, never as timed tests.
// Builds the server, seeds the demo league into a scratch database (timing it),
// starts the API in this process on a loopback port, and measures a bounded number
// of requests per endpoint at a fixed concurrency. Prints p50/p95/max and requests/s.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const name = `league_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

await admin(`create database "${name}"`);
let app;
try {
  const { loadSettings } = await import('../dist/src/config/settings.js');
  const { migrateDatabase } = await import('../dist/src/shared/infrastructure/database/migrate.js');
  const { seedDemoDataIfEmpty } = await import('../dist/src/demo/seed-on-start.js');
  const { createApp } = await import('../dist/src/bootstrap.js');
  const settings = loadSettings({
    ...process.env,
    APP_MODE: 'test',
    DATABASE_URL: databaseUrl.toString(),
    QUEUE_PREFIX: `bench-${name}`,
    LOG_LEVEL: 'warn',
    PORT: '0',
    WEB_DIST_DIR: 'web/dist',
  });

  let started = performance.now();
  await migrateDatabase(settings.databaseUrl);
  console.log(`migrate: ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await seedDemoDataIfEmpty(settings);
  console.log(`seed demo league: ${(performance.now() - started).toFixed(0)} ms`);

  app = await createApp(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  const login = await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'manager', password: 'demo-league' }) });
  const { authToken } = await login.json();

  const measure = async (label, request, count = REQUESTS) => {
    const times = [];
    let next = 0;
    let failures = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          next++;
          const t0 = performance.now();
          const response = await request();
          await response.arrayBuffer();
          if (!response.ok && response.status !== 401) failures++;
          times.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${label.padEnd(34)} n=${count} p50=${at(0.5)}ms p95=${at(0.95)}ms max=${at(1)}ms ${(count / elapsed).toFixed(0)} req/s${failures ? ` FAILURES=${failures}` : ''}`);
  };

  const get = (path, token) => () => fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  console.log(`concurrency ${CONCURRENCY}`);
  await measure('GET /v1/health', get('/v1/health'));
  await measure('GET /v1/venue/list/0', get('/v1/venue/list/0'));
  await measure('GET /v1/venue/list/0/{180 days}', get(`/v1/venue/list/0/${new Date(Date.now() - 180 * 864e5).toISOString().slice(0, 10)}`));
  await measure('GET /v1/event/list/0', get('/v1/event/list/0'));
  await measure('GET /v1/user/me (session lookup)', get('/v1/user/me', authToken));
  await measure('GET / (the site, index.html)', get('/players/leaderboard'));
  // argon2id is deliberately slow: fewer requests, and it shows the cost a login has.
  await measure('POST /v1/user/login (argon2id)', () =>
    fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'owner', password: 'demo-league' }) }),
    40,
  );
} finally {
  await app?.close();
  await admin(`drop database if exists "${name}" with (force)`);
}
