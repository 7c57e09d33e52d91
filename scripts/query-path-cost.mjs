#!/usr/bin/env node
// CPU per answer of a read that runs its query (a new URL each request, `?n=1`, `?n=2`…), split
// between the API process and PostgreSQL, beside bare Fastify answering the same bytes:
// unlike requests/s, barely moved by a neighbour's load (docs/performance.md "Where the query
// path's time goes (quiet)"). A scratch database with the demo league, the standings rebuilt.
// Usage (after `npm run build:server`): node scripts/query-path-cost.mjs [/v1/point/totals/0/0/2025/All/1/100] [seconds=5] [runs=2]
// PostgreSQL's share is read from /proc, so the server must run on this machine (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { load, scratchDatabase, startChild } from './bench/harness.mjs';

const [path = '/v1/point/totals/0/0/2025/All/1/100', seconds = '5', runs = '2'] = process.argv.slice(2);
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU microseconds every PostgreSQL process on this machine has used so far. */
function postgresCpu() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}

const database = await scratchDatabase('league_cost');
let api;
let bare;
try {
  const { loadSettings } = await import('../dist/src/config/settings.js');
  const { migrateDatabase } = await import('../dist/src/shared/infrastructure/database/migrate.js');
  const { seedDemoDataIfEmpty } = await import('../dist/src/demo/seed-on-start.js');
  const settings = loadSettings({ ...process.env, DATABASE_URL: database.url });
  await migrateDatabase(settings.databaseUrl);
  await seedDemoDataIfEmpty(settings);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query('vacuum analyze');
  const statementsSoFar = async () =>
    Number(
      (await db.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0]
        .xact_commit,
    );
  api = await startChild('app-server.mjs', {
    env: {
      APP_MODE: 'production',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `cost-${database.name}`,
      DEMO_DATA: 'false',
      SITE_URL: 'http://localhost',
      MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
      TOTP_KEY: 'bench-totp-key-0123456789',
    },
  });
  await api.rebuildStandings();
  const body = Buffer.from(await (await fetch(`${api.base}${path}`)).arrayBuffer());
  bare = await startChild('bare-server.mjs', {
    message: [{ path, contentType: 'application/json; charset=utf-8', body: body.toString('base64') }],
  });
  let n = 0;
  const varying = {
    requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path.split('?')[0]}?n=${++n}` }) }],
  };
  await load({ url: `${api.base}${path}`, duration: 2, ...varying });
  console.log(`GET ${path} (${body.length} bytes), a new URL each request, 32 connections, ${seconds} s per run`);
  for (let run = 1; run <= Number(runs); run++) {
    const [postgresBefore, transactionsBefore] = [postgresCpu(), await statementsSoFar()];
    const theirs = await api.costed(() => load({ url: `${api.base}${path}`, duration: Number(seconds), ...varying }));
    const postgres = (postgresCpu() - postgresBefore) / theirs.total;
    // The statistics collector reports a moment later.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const transactions = ((await statementsSoFar()) - transactionsBefore) / theirs.total;
    const yardstick = await bare.costed(() =>
      load({ url: `${bare.base}${path}`, duration: Number(seconds), ...varying }),
    );
    console.log(
      `run ${run}: API ${theirs.rps.toFixed(0)} req/s (p99 ${theirs.p99} ms), ${theirs.cpuPerRequest.toFixed(0)} µs of API CPU + ${postgres.toFixed(0)} µs of PostgreSQL CPU per answer, ` +
        `${transactions.toFixed(2)} transactions per answer | bare ${yardstick.rps.toFixed(0)} req/s, ${yardstick.cpuPerRequest.toFixed(0)} µs per answer | ratio ${(theirs.rps / yardstick.rps).toFixed(3)}`,
    );
  }
  await db.end();
} finally {
  await api?.stop();
  await bare?.stop();
  await database.drop();
}
