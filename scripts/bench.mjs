#!/usr/bin/env node
// `npm run bench`: speed goals as measurements, never as timed tests (loopback only, ~2 minutes).
// 1. Builds the server, migrates and seeds the demo league into a scratch database (timed).
// 2. Starts the API as a child process, configured as production runs it (APP_MODE=production,
//    LOG_LEVEL info unless set), and a bare Fastify server (scripts/bench/bare-server.mjs) that
//    answers the very bytes the API answered, with the same content-type.
// 3. With autocannon at 32 connections, measures each compared read on the API and on the bare
//    server, back to back in the same run: ROUNDS pairs of runs, the ratio being the median of
//    the pairs' ratios (a pair shares the load of its moment, so a neighbour's burst on a shared
//    machine hits both sides alike). Prints requests/s, the ratio, p50/p99 (medians) and whether
//    issue 7's goal is met (reads >= 0.5 of bare, health >= 0.8, p99 < 20 ms).
// 4. Measures what has no bare twin: the session lookup, the site's index.html, a login.
// 5. Hands over to scripts/bench-lighthouse.mjs when it exists (see the hook at the end).
// 6. Measures issue 8's game reads (calendar month, browse page, game detail) at the demo
//    league's size and at ten times its games (scripts/bench/game-reads.mjs).
// 7. Measures issue 9's game-night writes: ending a 60-player game, and check-in latency with
//    16 hosts checking in at once (scripts/bench/game-night.mjs), against yardsticks of the same run.
// 8. Measures issue 10's standings (scripts/bench/standings.mjs) on a league grown to
//    `--points N` point records (`npm run bench -- --points 1000000`; default: the demo's size):
//    GET /v1/point/totals beside bare Fastify, against a live aggregate, and from ending a game
//    to fresh standings (with a worker process). On a scratch database of its own unless it runs alone.
// 9. Measures issue 23's embeddable widget (scripts/bench/embed.mjs): GET /embed/standings and
//    GET /embed/games beside bare Fastify answering the same bytes (goal: ratio >= 0.7, p99 < 20 ms).
// 10. Measures issue 24's live standings (scripts/bench/live-standings.mjs), with an API and a worker:
//    the ending's answer with 16 hosts ending at once, and push latency from the ending's answer to a
//    socket-subscribed page's leaderboard showing it (BENCH_LIVE_ENDINGS endings, default 20).
// 11. Measures issue 24's event-loop blocks (scripts/bench/event-loop.mjs): on a league grown to
//    `--points N`, the worker process runs each queue's heaviest jobs; the longest block of each.
// 12. Measures issue 31's server-rendered pages (scripts/bench/site-pages.mjs): home, a leaderboard,
//    a game detail and the quarterly page, kept (beside bare Fastify answering the same bytes) and
//    rendered for every request (?bench=N). Needs the built site (`npm run build:web`).
// BENCH_SECONDS (default 2) and BENCH_ROUNDS (default 5) size the runs; BENCH_ONLY=games runs
// steps 1 and 6 only, BENCH_ONLY=night steps 1 and 7 only (BENCH_NIGHT_RUNS endings, default 40),
// BENCH_ONLY=standings steps 1 and 8 only (BENCH_STANDINGS_SECONDS per run, default 10, BENCH_STANDINGS_ROUNDS pairs, default 3);
// BENCH_ONLY=embed steps 1 and 9 only (BENCH_EMBED_SECONDS per run, default 5, BENCH_EMBED_ROUNDS pairs, default 3), BENCH_ONLY=live steps 1 and 10 only, BENCH_ONLY=loop steps 1 and 11 only, BENCH_ONLY=pages steps 1 and 12 only (BENCH_PAGES_SECONDS per run, default 3, BENCH_PAGES_ROUNDS pairs, default 3); BENCH_MODE and LOG_LEVEL override the API's settings;
// BENCH_DIST measures another build of the server (e.g. the code before a change:
// `git archive REV | tar -x -C DIR`, build it there, BENCH_DIST=DIR/dist).
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nproc, release } from './bench/machine.mjs';
import { benchGameNight, printGameNight } from './bench/game-night.mjs';
import { benchEmbed, printEmbed } from './bench/embed.mjs';
import { benchGameReads, printGameReads } from './bench/game-reads.mjs';
import { load, scratchDatabase, startChild } from './bench/harness.mjs';
import { benchLiveStandings, printLiveStandings } from './bench/live-standings.mjs';
import { benchStandings, printStandings } from './bench/standings.mjs';
import { benchEventLoop, printEventLoop } from './bench/event-loop.mjs';
import { benchSitePages, printSitePages } from './bench/site-pages.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const P99_GOAL_MS = 20;
/** BENCH_ONLY=games: migrate and seed, then only the game reads (step 6). */
const GAMES_ONLY = process.env.BENCH_ONLY === 'games';
/** BENCH_ONLY=night: migrate and seed, then only the game-night writes (step 7). */
const NIGHT_ONLY = process.env.BENCH_ONLY === 'night';
/** BENCH_ONLY=standings: migrate and seed, then only the standings (step 8). */
const STANDINGS_ONLY = process.env.BENCH_ONLY === 'standings';
/** BENCH_ONLY=embed: migrate and seed, then only the embeddable widget (step 9). */
const EMBED_ONLY = process.env.BENCH_ONLY === 'embed';
/** BENCH_ONLY=live: migrate and seed, then only the live standings (step 10). */
const LIVE_ONLY = process.env.BENCH_ONLY === 'live';
/** BENCH_ONLY=loop: migrate and seed, then only the event-loop blocks (step 11). */
const LOOP_ONLY = process.env.BENCH_ONLY === 'loop';
/** BENCH_ONLY=pages: migrate and seed, then only the server-rendered pages (step 12). */
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
/** `npm run bench -- --points 1000000`: the league the standings step grows to (0: the demo's size). */
const POINTS_ARG = process.argv.indexOf('--points');
const STANDINGS_POINTS = POINTS_ARG > 0 ? Number(process.argv[POINTS_ARG + 1]) : 0;
if (!Number.isInteger(STANDINGS_POINTS) || STANDINGS_POINTS < 0)
  throw new Error('--points takes a whole number of point records');

/** The reads compared with bare Fastify, and the share of its requests/s each must reach. */
const COMPARED = [
  { path: '/v1/health', goal: 0.8 },
  { path: '/v1/venue/list/0', goal: 0.5 },
  { path: '/v1/venue/id/1', goal: 0.5 },
  { path: '/v1/event/list/0', goal: 0.5 },
  { path: '/v1/event/id/1', goal: 0.5 },
];

const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`bench on ${nproc()} cores, kernel ${release()}, node ${process.version}, ${new Date().toISOString()}`);
// BENCH_PREFIX names the scratch database and the queue prefix (several people benching on one machine).
const database = await scratchDatabase(process.env.BENCH_PREFIX ?? 'league_bench');
let api;
let bare;
try {
  const { loadSettings } = await import('../dist/src/config/settings.js');
  const { migrateDatabase } = await import('../dist/src/shared/infrastructure/database/migrate.js');
  const { seedDemoDataIfEmpty } = await import('../dist/src/demo/seed-on-start.js');
  const settings = loadSettings({ ...process.env, DATABASE_URL: database.url });

  let started = performance.now();
  await migrateDatabase(settings.databaseUrl);
  console.log(`migrate: ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await seedDemoDataIfEmpty(settings);
  console.log(`seed demo league: ${(performance.now() - started).toFixed(0)} ms`);

  const mode = process.env.BENCH_MODE ?? 'production';
  // Production mode starts only with its public address and its own secrets (made up here).
  const BENCH_PRODUCTION_SETTINGS = {
    SITE_URL: 'http://localhost',
    MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
    TOTP_KEY: 'bench-totp-key-0123456789',
  };
  const apiEnv = {
    APP_MODE: mode,
    DATABASE_URL: database.url,
    QUEUE_PREFIX: process.env.BENCH_PREFIX ? database.name : `bench-${database.name}`,
    DEMO_DATA: 'false',
    WEB_DIST_DIR: 'web/dist',
    ...BENCH_PRODUCTION_SETTINGS,
  };
  if (!GAMES_ONLY && !NIGHT_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LIVE_ONLY && !LOOP_ONLY && !PAGES_ONLY) {
    api = await startChild('app-server.mjs', { env: apiEnv });
    console.log(
      `API${process.env.BENCH_DIST ? ` from ${process.env.BENCH_DIST}` : ''}: APP_MODE=${mode}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'the mode default'}; ${CONNECTIONS} connections; compared reads: ${ROUNDS} pairs of ${SECONDS} s runs`,
    );

    // The bytes the API answers, served by the bare twin on the same paths.
    const routes = [];
    for (const { path } of COMPARED) {
      const response = await fetch(`${api.base}${path}`);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      routes.push({
        path,
        contentType: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      });
    }
    bare = await startChild('bare-server.mjs', { message: routes });

    const rows = [];
    const measure = async (label, options, extra = {}) => {
      await load({ ...options, amount: undefined, duration: 1 }); // warm-up: JIT, pools, caches
      const figures = await api.costed(() => load({ duration: SECONDS, ...options }));
      rows.push({ label, ...figures, ...extra });
      return figures;
    };

    const middle = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const median = (runs) => ({
      rps: middle(runs.map((run) => run.rps)),
      p50: middle(runs.map((run) => run.p50)),
      p99: middle(runs.map((run) => run.p99)),
      cpuPerRequest: middle(runs.map((run) => run.cpuPerRequest)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
    });
    // Warm both servers on every path first, so the first endpoint measured is not the one paying for it.
    for (const { path } of COMPARED)
      for (const server of [api, bare]) await load({ url: `${server.base}${path}`, duration: 1 });
    for (const { path, goal } of COMPARED) {
      const sides = [
        { server: api, url: `${api.base}${path}`, runs: [] },
        { server: bare, url: `${bare.base}${path}`, runs: [] },
      ];
      for (let round = 0; round < ROUNDS; round++) {
        // Each round measures both sides back to back, taking turns at going first.
        for (const side of round % 2 ? [...sides].reverse() : sides)
          side.runs.push(await side.server.costed(() => load({ url: side.url, duration: SECONDS })));
      }
      const [app, yardstick] = sides.map((side) => median(side.runs));
      // The ratio of each round's pair, then their median: a pair shares the machine's load of that moment.
      const ratio = middle(sides[0].runs.map((run, i) => run.rps / sides[1].runs[i].rps));
      // CPU per request, bare over API: what the ratio of requests/s is on a machine with nothing else to do.
      const cpuRatio = yardstick.cpuPerRequest / app.cpuPerRequest;
      rows.push({
        label: `GET ${path}`,
        ...app,
        bare: yardstick,
        goal,
        ratio,
        cpuRatio,
        bytes: Buffer.from(routes.find((r) => r.path === path).body, 'base64').length,
      });
    }

    const login = await fetch(`${api.base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'manager', password: 'demo-league' }),
    });
    const { authToken } = await login.json();
    await measure('GET /v1/user/me (session lookup)', {
      url: `${api.base}/v1/user/me`,
      headers: { authorization: `Bearer ${authToken}` },
    });
    await measure('GET /v1/venue/list/0 as a manager', {
      url: `${api.base}/v1/venue/list/0`,
      headers: { authorization: `Bearer ${authToken}` },
    });
    if (existsSync('web/dist/index.html'))
      await measure('GET /players/leaderboard (index.html)', { url: `${api.base}/players/leaderboard` });
    else console.log('(web/dist is not built: index.html not measured; `npm run build:web` first)');
    // argon2id is deliberately slow: a fixed number of logins shows the cost of one.
    await measure('POST /v1/user/login (argon2id)', {
      url: `${api.base}/v1/user/login`,
      method: 'POST',
      connections: 8,
      amount: 16,
      timeout: 30,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'owner', password: 'demo-league' }),
    });

    printTable(rows);

    // ---- Lighthouse hook -------------------------------------------------------------------
    // scripts/bench-lighthouse.mjs (a separate script) measures the site's first page. It runs
    // here, while the API is still up: BENCH_SITE_URL is its base URL (production settings,
    // the demo league, web/dist as built). Its exit status does not fail the bench.
    if (existsSync('scripts/bench-lighthouse.mjs')) {
      console.log('\nLighthouse (scripts/bench-lighthouse.mjs)');
      spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_SITE_URL: api.base },
      });
    }
    // -----------------------------------------------------------------------------------------

    await api.stop();
    api = undefined;
  }

  // Then, as it grows the data: the game reads at the demo size and at ten times its games.
  if (!NIGHT_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LIVE_ONLY && !LOOP_ONLY && !PAGES_ONLY)
    printGameReads(
      await benchGameReads({
        databaseUrl: database.url,
        seconds: SECONDS,
        startApi: () => startChild('app-server.mjs', { env: apiEnv }),
      }),
    );

  // Last, as it adds games of its own: the game-night writes, on an API process of their own.
  if (!GAMES_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LIVE_ONLY && !LOOP_ONLY && !PAGES_ONLY) {
    api = await startChild('app-server.mjs', { env: apiEnv });
    printGameNight(
      await benchGameNight({
        base: api.base,
        databaseUrl: database.url,
        runs: Number(process.env.BENCH_NIGHT_RUNS ?? 40),
      }),
    );
    await api.stop();
    api = undefined;
  }

  // The embeddable widget, on the demo league (before the standings step, which grows a league of its own).
  if (!GAMES_ONLY && !NIGHT_ONLY && !STANDINGS_ONLY && !LIVE_ONLY && !LOOP_ONLY && !PAGES_ONLY) {
    api = await startChild('app-server.mjs', { env: apiEnv });
    printEmbed(
      await benchEmbed({
        api,
        databaseUrl: database.url,
        seconds: Number(process.env.BENCH_EMBED_SECONDS ?? 5),
        rounds: Number(process.env.BENCH_EMBED_ROUNDS ?? 3),
        startBare: (routes) => startChild('bare-server.mjs', { message: routes }),
      }),
    );
    await api.stop();
    api = undefined;
  }

  // Live standings: an API and a worker on this database (games of their own at the first venue).
  if (!GAMES_ONLY && !NIGHT_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LOOP_ONLY && !PAGES_ONLY) {
    const env = { ...apiEnv, QUEUE_PREFIX: `${apiEnv.QUEUE_PREFIX}-live` };
    api = await startChild('app-server.mjs', { env });
    const worker = await startWorker(env);
    try {
      printLiveStandings(
        await benchLiveStandings({
          base: api.base,
          databaseUrl: database.url,
          origin: BENCH_PRODUCTION_SETTINGS.SITE_URL,
          endings: Number(process.env.BENCH_LIVE_ENDINGS ?? 20),
          profile: process.env.BENCH_PROFILE ? (work) => api.profiled(process.env.BENCH_PROFILE, work) : undefined,
        }),
      );
    } finally {
      await worker.stop();
      await api.stop();
      api = undefined;
    }
  }

  // The server-rendered pages, on the demo league (before the standings step, which grows a league of its own).
  if (!GAMES_ONLY && !NIGHT_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LIVE_ONLY && !LOOP_ONLY) {
    if (!existsSync('web/dist-server/entry-server.js'))
      console.log('\n(web/dist-server is not built: the rendered pages are not measured; `npm run build:web` first)');
    else {
      api = await startChild('app-server.mjs', { env: apiEnv });
      printSitePages(
        await benchSitePages({
          api,
          databaseUrl: database.url,
          seconds: Number(process.env.BENCH_PAGES_SECONDS ?? 3),
          rounds: Number(process.env.BENCH_PAGES_ROUNDS ?? 3),
          startBare: (routes) => startChild('bare-server.mjs', { message: routes }),
        }),
      );
      await api.stop();
      api = undefined;
    }
  }

  // The standings grow the league: alone, on this database; after the other steps (which added games of their own), on a fresh demo league.
  if (!GAMES_ONLY && !NIGHT_ONLY && !EMBED_ONLY && !LIVE_ONLY && !LOOP_ONLY && !PAGES_ONLY) {
    const standingsDatabase = STANDINGS_ONLY
      ? database
      : await scratchDatabase(`${process.env.BENCH_PREFIX ?? 'league_bench'}_standings`);
    try {
      const standingsSettings = loadSettings({ ...process.env, DATABASE_URL: standingsDatabase.url });
      if (!STANDINGS_ONLY) {
        await migrateDatabase(standingsSettings.databaseUrl);
        await seedDemoDataIfEmpty(standingsSettings);
      }
      const env = { ...apiEnv, DATABASE_URL: standingsDatabase.url, QUEUE_PREFIX: `${apiEnv.QUEUE_PREFIX}-standings` };
      printStandings(
        await benchStandings({
          databaseUrl: standingsDatabase.url,
          points: STANDINGS_POINTS,
          seconds: Number(process.env.BENCH_STANDINGS_SECONDS ?? 10),
          rounds: Number(process.env.BENCH_STANDINGS_ROUNDS ?? 3),
          startApi: () => startChild('app-server.mjs', { env }),
          startBare: (routes) => startChild('bare-server.mjs', { message: routes }),
          startWorker: () => startWorker(env),
        }),
      );
    } finally {
      if (!STANDINGS_ONLY) await standingsDatabase.drop();
    }
  }

  // The event-loop blocks grow the league too: alone, on this database; else on a fresh demo league.
  if (!GAMES_ONLY && !NIGHT_ONLY && !STANDINGS_ONLY && !EMBED_ONLY && !LIVE_ONLY && !PAGES_ONLY) {
    const loopDatabase = LOOP_ONLY
      ? database
      : await scratchDatabase(`${process.env.BENCH_PREFIX ?? 'league_bench'}_loop`);
    try {
      if (!LOOP_ONLY) {
        const loopSettings = loadSettings({ ...process.env, DATABASE_URL: loopDatabase.url });
        await migrateDatabase(loopSettings.databaseUrl);
        await seedDemoDataIfEmpty(loopSettings);
      }
      const env = { ...apiEnv, DATABASE_URL: loopDatabase.url, QUEUE_PREFIX: `${apiEnv.QUEUE_PREFIX}-loop` };
      printEventLoop(await benchEventLoop({ databaseUrl: loopDatabase.url, points: STANDINGS_POINTS, env }));
    } finally {
      if (!LOOP_ONLY) await loopDatabase.drop();
    }
  }
} finally {
  await bare?.stop();
  await api?.stop();
  await database.drop();
}

/** A worker process (outbox relay and queues) as production runs it: `npm run start:worker`. */
async function startWorker(env) {
  const child = fork('dist/src/worker.js', [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // It logs nothing on the IPC channel: give it a moment to connect its queues.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}`);
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function printTable(rows) {
  const ms = (value) => (value === undefined ? '' : `${value}`);
  const header = [
    'endpoint',
    'bytes',
    'API req/s',
    'bare req/s',
    'ratio',
    'goal',
    'p50 ms',
    'p99 ms',
    'bare p99',
    'API µs/req',
    'bare µs/req',
    'CPU ratio',
    'met',
  ];
  const lines = rows.map((row) => {
    const ratioMet = row.goal === undefined || row.ratio >= row.goal;
    const p99Met = row.label.includes('login') || row.p99 < P99_GOAL_MS;
    const met = row.failures
      ? `NO (${row.failures} failed)`
      : ratioMet && p99Met
        ? 'yes'
        : `NO${ratioMet ? '' : ' (ratio)'}${p99Met ? '' : ' (p99)'}`;
    return [
      row.label,
      row.bytes ?? '',
      row.rps.toFixed(0),
      row.bare ? row.bare.rps.toFixed(0) : '',
      row.ratio === undefined ? '' : row.ratio.toFixed(2),
      row.goal === undefined ? (row.label.includes('login') ? '' : `p99<${P99_GOAL_MS}`) : `>=${row.goal}`,
      ms(row.p50),
      ms(row.p99),
      row.bare ? ms(row.bare.p99) : '',
      row.cpuPerRequest.toFixed(0),
      row.bare ? row.bare.cpuPerRequest.toFixed(0) : '',
      row.cpuRatio === undefined ? '' : row.cpuRatio.toFixed(2),
      row.label.includes('login') ? (row.failures ? `NO (${row.failures} failed)` : '') : met,
    ].map(String);
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  const compared = rows.filter((row) => row.goal !== undefined);
  const allMet = compared.every((row) => row.ratio >= row.goal && row.p99 < P99_GOAL_MS && !row.failures);
  console.log(
    `\nissue 7 goal (reads >= 0.5 of bare Fastify, health >= 0.8, p99 < ${P99_GOAL_MS} ms at ${CONNECTIONS} connections): ${allMet ? 'met' : 'NOT met'}`,
  );
  console.log(
    'ratio: requests/s, API over bare (median of paired runs); CPU ratio: bare µs/req over API µs/req (the server process only, not PostgreSQL),',
  );
  console.log('which is what the requests/s ratio comes to when the machine has nothing else to do.');
}
