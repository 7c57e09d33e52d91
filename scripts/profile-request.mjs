#!/usr/bin/env node
// Profiles the API under load on one path: a scratch database with the demo league, the built
// API (dist/, `npm run build:server` first) as a child, autocannon at 32 connections while the
// child records a V8 CPU profile (the .cpuprofile `node --cpu-prof` writes, minus start-up),
// then scripts/cpuprofile-report.mjs on it.
// Usage: node scripts/profile-request.mjs [/v1/venue/id/1] [seconds=10] [--svg docs/file.svg]
//   [--as player] (log in as that demo account: a session, so nothing is replayed from the read cache)
//   [--tenfold] (every game copied nine times with its point records first, as the bench's 10x size)
//   [--encoding 'gzip, deflate, br'] (ask for compression as a browser does)
//   [--standings] (rebuild the standings read model first: the seeding only asks the workers for it)
//   [--vary] (a new URL each request, `?n=1`, `?n=2`…: the query path, nothing replayed from the read cache)
//   [--connections N] (32 unless told: 1 profiles one request at a time, nothing shed for load)
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { tenTimesTheGames } from './bench/game-reads.mjs';
import { load, scratchDatabase, startChild } from './bench/harness.mjs';

const WITH_VALUE = ['--svg', '--as', '--encoding', '--connections'];
const [path = '/v1/venue/id/1', seconds = '10'] = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith('--') && !WITH_VALUE.includes(args[i - 1]));
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const svg = option('--svg');
const connections = Number(option('--connections') ?? 32);
const directory = 'var/profiles';
mkdirSync(directory, { recursive: true });
const profile = `${directory}/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`;

const database = await scratchDatabase('league_profile');
let api;
try {
  const { loadSettings } = await import('../dist/src/config/settings.js');
  const { migrateDatabase } = await import('../dist/src/shared/infrastructure/database/migrate.js');
  const { seedDemoDataIfEmpty } = await import('../dist/src/demo/seed-on-start.js');
  const settings = loadSettings({ ...process.env, DATABASE_URL: database.url });
  await migrateDatabase(settings.databaseUrl);
  await seedDemoDataIfEmpty(settings);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    if (process.argv.includes('--tenfold')) console.log('ten times the games:', await tenTimesTheGames(db));
    else await db.query('vacuum analyze');
  } finally {
    await db.end();
  }

  api = await startChild('app-server.mjs', {
    env: {
      APP_MODE: process.env.BENCH_MODE ?? 'production',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `profile-${database.name}`,
      DEMO_DATA: 'false',
      SITE_URL: 'http://localhost',
      MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
      TOTP_KEY: 'bench-totp-key-0123456789',
    },
  });
  const headers = option('--encoding') ? { 'accept-encoding': option('--encoding') } : {};
  if (option('--as')) {
    const login = await fetch(`${api.base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: option('--as'), password: 'demo-league' }),
    });
    if (!login.ok) throw new Error(`login as ${option('--as')} answered ${login.status}`);
    headers.authorization = `Bearer ${(await login.json()).authToken}`;
  }
  if (process.argv.includes('--standings')) console.log('standings rebuilt:', await api.rebuildStandings());
  let n = 0;
  const vary = process.argv.includes('--vary')
    ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path.split('?')[0]}?n=${++n}` }) }] }
    : {};
  await load({ url: `${api.base}${path}`, duration: 2, connections, headers, ...vary });
  const figures = await api.profiled(profile, () =>
    load({ url: `${api.base}${path}`, duration: Number(seconds), connections, headers, ...vary }),
  );
  console.log(
    `GET ${path}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.failures} failed\n`,
  );
} finally {
  await api?.stop();
  await database.drop();
}
const report = [
  'scripts/cpuprofile-report.mjs',
  profile,
  ...(svg ? ['--svg', svg, '--title', `GET ${path} under load (${connections} connections)`] : []),
];
spawnSync(process.execPath, report, { stdio: 'inherit' });
