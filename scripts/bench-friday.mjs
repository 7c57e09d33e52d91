#!/usr/bin/env node
// `npm run bench:friday` (issue 35): a Friday night of a whole league on this machine, compressed in time.
//
// The league under it is the demo league grown to FRIDAY_POINTS point records (default 1,000,000, about a
// year of such Fridays; 0 keeps the demo's size), its standings rebuilt. On top of it, FRIDAY_VENUES venues
// (default 400) each hold one Regular game of 15-25 players tonight. One API and one worker process run as
// production runs them (the load generator is this process, its CPU reported beside theirs). The evening's
// three hours pass in FRIDAY_SECONDS (default 180):
// - hosts check players in by scan (POST /v1/point/check-in with the card's number and the scan time) on the
//   real arrival curve: half in the last 15 minutes before the start, the rest in the 45 before that;
// - over the last hour, each game's places are set (POST /v1/point/place) and the game is ended (POST /v1/point/end);
// - each game has its TV (a socket watching the game, timing each welcome) and its clock page (another);
// - FRIDAY_PHONES phones (default 10,000), each socket-connected and watching standings, show the league's
//   leaderboard, their venue's, or their own dashboard; each reads again on a "standings changed" that names
//   its scope, after the site's own pause (300 ms + 0-500 ms), as web/src/lib/live-standings.ts does;
// - FRIDAY_VISITORS visitors (default 40) browse public pages with a pause of 1-3 s between pages.
// A write answered 503 with Retry-After is sent again with the same Idempotency-Key, as the site's write
// queue does (counted as shed, not failed). Every client talks to 127.0.0.1 only; the run stops itself.
//
// Prints one line per figure (`p95` in the latency lines) and the lost and failed counts; exits 1 when a
// request failed or a write was lost. FRIDAY_PROFILE=file records the first API process's CPU profile of the
// evening (`node scripts/cpuprofile-report.mjs file --blocks 100` shows what ran in its long blocks);
// FRIDAY_KEEP_DATABASE=true keeps the evening's database and prints its URL. Goals (issue 35): check-in and end-game p95 < 300 ms, ending -> every
// open page of its scopes read again p95 < 2 s, monitor welcome p95 < 500 ms, standings queue empty within
// 10 s of the last ending, no event-loop block > 100 ms.
import { fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { scratchDatabase, startChild } from './bench/harness.mjs';
import { nproc, postgresCpuMs, release } from './bench/machine.mjs';
import { growLeague } from './bench/standings.mjs';

const VENUES = Number(process.env.FRIDAY_VENUES ?? 400);
const PHONES = Number(process.env.FRIDAY_PHONES ?? 10_000);
const SECONDS = Number(process.env.FRIDAY_SECONDS ?? 180);
const VISITORS = Number(process.env.FRIDAY_VISITORS ?? 40);
const POINTS = Number(process.env.FRIDAY_POINTS ?? 1_000_000);
/** The production topology's shape: this many API processes (clients spread over them in turn, as a load balancer does) and workers. */
const APIS = Number(process.env.FRIDAY_APIS ?? 1);
const WORKERS = Number(process.env.FRIDAY_WORKERS ?? 1);
for (const [name, value] of Object.entries({
  FRIDAY_VENUES: VENUES,
  FRIDAY_PHONES: PHONES,
  FRIDAY_SECONDS: SECONDS,
  FRIDAY_VISITORS: VISITORS,
  FRIDAY_POINTS: POINTS,
  FRIDAY_APIS: APIS,
  FRIDAY_WORKERS: WORKERS,
})) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
}
if (APIS < 1 || WORKERS < 1) throw new Error('FRIDAY_APIS and FRIDAY_WORKERS take at least 1');
/** The evening's three hours, in this run's seconds. */
const EVENING_MS = SECONDS * 1000;
const HOUR_MS = EVENING_MS / 3;
/** The page's own pause before it reads again (web/src/lib/live-standings.ts). */
const COALESCE_MS = 300;
const JITTER_MS = 500;
/** A read the server shed is asked again this many times (web/src/lib/query-client.ts MAX_RETRIES). */
const READ_RETRIES = 2;
/** How long after the evening the run waits for the worker and the phones to finish. */
const DRAIN_MS = 60_000;
const PASSWORD = 'demo-league';
const ORIGIN = 'http://localhost';
/** The phones' connections: kept alive and shared, as fetch's were (readDrained). */
const phoneAgent = new http.Agent({ keepAlive: true });

const random = (low, high) => low + Math.random() * (high - low);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Latencies of one kind in a fixed-size histogram (buckets 0.5 % apart from 0.01 ms to about 17 minutes, 3,700
 * counts), with the count of requests that failed for good. A full-scale evening records millions of page reads:
 * kept as numbers they would cost the load generator memory, and `Math.max(...array)` of them overflows the stack.
 * A percentile is its bucket's upper bound (at most 0.5 % above the value), the max exact.
 */
class Figure {
  static #FLOOR_MS = 0.01;
  static #RATIO = Math.log(1.005);
  #buckets = new Uint32Array(Math.ceil(Math.log(1e6 / Figure.#FLOOR_MS) / Figure.#RATIO) + 1);
  #max = NaN;
  count = 0;
  failed = 0;
  shed = 0;
  record(ms) {
    const index = ms <= Figure.#FLOOR_MS ? 0 : Math.ceil(Math.log(ms / Figure.#FLOOR_MS) / Figure.#RATIO);
    this.#buckets[Math.min(index, this.#buckets.length - 1)] += 1;
    this.count += 1;
    if (!(ms <= this.#max)) this.#max = ms;
  }
  percentile(share) {
    if (this.count === 0) return NaN;
    const rank = Math.min(this.count - 1, Math.floor(this.count * share));
    let seen = 0;
    for (let index = 0; index < this.#buckets.length; index++) {
      seen += this.#buckets[index];
      if (seen > rank) return Math.min(this.#max, Figure.#FLOOR_MS * Math.exp(index * Figure.#RATIO));
    }
    return this.#max;
  }
  line(label, goal) {
    const ms = (value) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
    return `${label}: count ${this.count} p50 ${ms(this.percentile(0.5))} ms p95 ${ms(this.percentile(0.95))} ms max ${ms(this.#max)} ms failed ${this.failed} shed ${this.shed}${goal ? ` (goal p95 < ${goal} ms)` : ''}`;
  }
}

// The visitors' pages are the built site's (the API serves web/dist and renders with web/dist-server).
// FRIDAY_BUILT=true: the caller built both (npm test's smoke run, after its own build).
if (process.env.FRIDAY_BUILT !== 'true') {
  const build = spawnSync('npm', ['run', '--silent', existsSync('web/dist-server') ? 'build:server' : 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
console.log(
  `bench:friday on ${nproc()} cores, kernel ${release()}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  `friday: ${VENUES} venues, ${PHONES} phones, ${VISITORS} visitors, the evening in ${SECONDS} s, a league of ${POINTS || 'the demo'} point records, ${APIS} API and ${WORKERS} worker processes`,
);

const database = await scratchDatabase(process.env.BENCH_PREFIX ?? 'league_friday');
const queuePrefix = `friday-${database.name}`;
const stops = [];
let exitCode;
try {
  const { loadSettings } = await import('../dist/src/config/settings.js');
  const { migrateDatabase } = await import('../dist/src/shared/infrastructure/database/migrate.js');
  const { seedDemoDataIfEmpty } = await import('../dist/src/demo/seed-on-start.js');
  const settings = loadSettings({ ...process.env, DATABASE_URL: database.url });
  await migrateDatabase(settings.databaseUrl);
  await seedDemoDataIfEmpty(settings);
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  stops.push(() => db.end());
  if (POINTS > 0) {
    const grown = await growLeague(db, POINTS);
    console.log(
      `friday: the league grown in ${(grown.ms / 1000).toFixed(1)} s to ${grown.points} point records, ${grown.games} games, ${grown.players} players`,
    );
  }
  // The seeding's own rebuild request is the API's to run once, below, not the worker's during the evening.
  await db.query("delete from outbox where type = 'StandingsRebuildRequested'");
  const tonight = await setUpTonight(db);

  const env = {
    APP_MODE: 'production',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: queuePrefix,
    DEMO_DATA: 'false',
    WEB_DIST_DIR: 'web/dist',
    SITE_URL: ORIGIN,
    MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
    TOTP_KEY: 'bench-totp-key-0123456789',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const apis = [];
  for (let i = 0; i < APIS; i++) {
    const api = await startChild('app-server.mjs', { env });
    stops.push(() => api.stop());
    apis.push(api);
  }
  const rebuilt = await apis[0].rebuildStandings();
  console.log(
    `friday: standings rebuilt in ${(rebuilt.ms / 1000).toFixed(1)} s (${rebuilt.rebuilt} scopes and periods)`,
  );
  const workers = [];
  for (let i = 0; i < WORKERS; i++) {
    const worker = await startWorker(env);
    stops.push(() => worker.stop());
    workers.push(worker);
  }

  const evening = () =>
    runEvening({
      bases: apis.map((api) => api.base),
      db,
      tonight,
      api: processGroup(apis),
      worker: processGroup(workers),
    });
  // FRIDAY_PROFILE=file: the first API process records a CPU profile of the evening (scripts/cpuprofile-report.mjs reads it).
  const result = process.env.FRIDAY_PROFILE
    ? await apis[0].profiled(process.env.FRIDAY_PROFILE, evening)
    : await evening();
  // Beside the profile, the API's blocks of 50 ms or more and when they ended (`cpuprofile-report.mjs --blocks-at`).
  if (process.env.FRIDAY_PROFILE)
    writeFileSync(`${process.env.FRIDAY_PROFILE}.blocks.json`, JSON.stringify(result.loops.api.longBlocks ?? []));
  exitCode = report(result);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  // FRIDAY_KEEP_DATABASE=true leaves the evening's database for a look at its queries afterwards (dropped otherwise).
  if (process.env.FRIDAY_KEEP_DATABASE === 'true') console.log(`friday: the database is kept: ${database.url}`);
  else await database.drop();
  await dropQueueKeys(queuePrefix).catch((error) => console.error(error));
}
process.exit(exitCode);

/** Tonight's venues, games and players: each game 15-25 regulars of the league, at a start near the end of the evening's first hour. */
async function setUpTonight(db) {
  const {
    rows: [host],
  } = await db.query("select player_id from players where user_name = 'host'");
  const players = (
    await db.query(
      'select player_id, player_number, title from players where not banned and not suspended and player_number is not null order by random()',
    )
  ).rows;
  const evening = Date.now();
  const venueRows = (
    await db.query(
      `insert into venues (title, address, city, state, time_zone, created_at, updated_at)
       select 'Friday Venue ' || k, k || ' Main St', 'Tacoma', 'WA', 'America/Los_Angeles', now(), now() from generate_series(1, $1) as k returning venue_id`,
      [VENUES],
    )
  ).rows;
  const games = [];
  let next = 0;
  for (const { venue_id: venueID } of venueRows) {
    // The start as the league has it (a real hour from now: check-ins are open), and as this run plays it.
    const startAtMs = HOUR_MS + random(-HOUR_MS / 12, HOUR_MS / 12);
    const size = Math.round(random(15, 25));
    const seats = [];
    for (let i = 0; i < size; i++) seats.push(players[next++ % players.length]);
    games.push({ venueID, startAtMs, seats, endAtMs: random(2 * HOUR_MS, EVENING_MS - 1000) });
  }
  const gameRows = (
    await db.query(
      `insert into games (title, venue_id, host_id, event_type, game_at, created_at, updated_at)
       select 'Friday Night', v, $2, 1, now() + interval '1 hour', now(), now() from unnest($1::int[]) as v returning game_id, venue_id`,
      [games.map((game) => game.venueID), host.player_id],
    )
  ).rows;
  gameRows.forEach((row, i) => (games[i].gameID = row.game_id));
  return { evening, games, hostID: host.player_id };
}

/** Processes of one kind measured as one: memory and CPU added up, the longest event-loop block of any. */
function processGroup(processes) {
  const all = (ask) => Promise.all(processes.map(ask));
  return {
    memory: async () =>
      (await all((each) => each.memory())).reduce(
        (sum, { rss, heapUsed }) => ({ rss: sum.rss + rss, heapUsed: sum.heapUsed + heapUsed }),
        { rss: 0, heapUsed: 0 },
      ),
    cpuMs: async () => (await all((each) => each.cpuMs())).reduce((sum, ms) => sum + ms, 0),
    jobs: async () => (await all((each) => each.jobs?.() ?? [])).flat(),
    loopReset: () => all((each) => each.loopReset()),
    loopRead: async () =>
      (await all((each) => each.loopRead())).reduce((longest, read) =>
        read.blockedMs > longest.blockedMs ? read : longest,
      ),
  };
}

/** Plays the evening; answers what was measured. */
async function runEvening({ bases, db, tonight, api, worker }) {
  // Every request and socket goes to the next API in turn, as a load balancer spreads them.
  let turn = 0;
  const nextBase = () => bases[turn++ % bases.length];
  const checkIns = new Figure();
  const places = new Figure();
  const endings = new Figure();
  const welcomes = new Figure();
  const toPages = new Figure();
  const visits = new Figure();
  const acknowledged = { checkIns: 0, endings: 0 };
  const endedAt = new Map();
  const lastEnding = { at: 0 };

  const token = await hostToken(bases[0]);
  /** A write as the site's queue sends it: one Idempotency-Key, again after a 503's Retry-After, at most 5 tries. */
  const write = async (path, data, figure) => {
    const key = randomUUID();
    const started = performance.now();
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const response = await fetch(`${nextBase()}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': key,
            origin: ORIGIN,
          },
          body: JSON.stringify({ data }),
        });
        const body = await response.json().catch(() => ({}));
        if (response.status === 503 && response.headers.get('retry-after')) {
          figure.shed += 1;
          await sleep(Number(response.headers.get('retry-after')) * 1000);
          continue;
        }
        if (!response.ok) {
          figure.failed += 1;
          if (figure.failed <= 3)
            console.error(`friday: POST ${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
          return null;
        }
        figure.record(performance.now() - started);
        return body;
      } catch (error) {
        if (attempt === 4) {
          figure.failed += 1;
          console.error(`friday: POST ${path}: ${error.message}`);
          return null;
        }
        await sleep(500);
      }
    }
    figure.failed += 1;
    return null;
  };

  // ---- the TVs and clock pages: two sockets per game; each welcome timed from its check-in's sending --------------
  const sentAt = new Map();
  const sockets = [];
  const connect = async () => {
    // No per-message deflate: a browser's socket has its compressor in the browser, but here each of thousands
    // of clients would hold zlib contexts of its own (1.7 MB per client with it on: 17 GB for 10,000).
    const socket = io(nextBase(), {
      transports: ['websocket'],
      extraHeaders: { origin: ORIGIN },
      forceNew: true,
      reconnectionDelayMax: 2000,
      perMessageDeflate: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const memoryBefore = await api.memory();
  for (const game of tonight.games) {
    const tv = await connect();
    tv.on('displayPlayer', ({ playerName, gameID }) => {
      const at = sentAt.get(`${gameID}:${playerName}`);
      if (at !== undefined) welcomes.record(performance.now() - at);
    });
    await tv.timeout(10_000).emitWithAck('watchGame', { gameID: game.gameID });
    const clock = await connect();
    await clock.timeout(10_000).emitWithAck('watchGame', { gameID: game.gameID });
  }

  // ---- the phones: league leaderboard, a venue's, or a player's dashboard ----------------------------------------
  const year = new Date().getFullYear();
  // The leaderboard page's own read (web/src/features/standings: this year, the first page of LEADERBOARD_PAGE_SIZE).
  const leaderboardRead = (venueID) => `/v1/point/totals/${venueID}/0/${year}-01-01/${year}-12-31/1/20`;
  const pageOf = (i) => {
    const game = tonight.games[i % tonight.games.length];
    const kind = i % 3;
    if (kind === 0)
      return {
        scope: (scopes) => scopes.some((scope) => scope.scopeType === 'league'),
        path: leaderboardRead(0),
      };
    if (kind === 1)
      return {
        scope: (scopes) => scopes.some((scope) => scope.scopeType === 'venue' && scope.scopeID === game.venueID),
        path: leaderboardRead(game.venueID),
      };
    const playerID = game.seats[i % game.seats.length].player_id;
    return {
      scope: (scopes) => scopes.some((scope) => scope.scopeType === 'league'),
      path: `/v1/point/stats/0/0/${playerID}/${year}/All`,
      playerID,
    };
  };
  // As the site does (web/src/lib/live-standings.ts): a dashboard reads again at once when its player played the
  // game; another's ending moves only its rank, read again once at a random moment within a minute.
  const ownChange = (page, playerIDs) =>
    page.playerID === undefined || !Array.isArray(playerIDs) || playerIDs.includes(page.playerID);
  const RANK_REFRESH_WITHIN_MS = 60_000;
  let phoneReads = 0;
  let rankReads = 0;
  let cancelledReads = 0;
  const rankTimers = new Set();
  for (let batch = 0; batch < PHONES; batch += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, PHONES - batch) }, async (_, k) => {
        const page = pageOf(batch + k);
        const phone = await connect();
        let waiting = null;
        let rankLater = null;
        const heardGames = new Set();
        // As the site's query client does (web/src/lib/query-client.ts): a 503 is asked again when its Retry-After
        // says, twice at most; the page keeps showing what it had meanwhile. A newer change cancels the read in flight
        // (TanStack Query's invalidate and refetch cancel the running fetch, whose signal the site's reads pass), and
        // the new read answers for the games the cancelled one was reading for.
        let reading = null;
        const read = async (heard) => {
          const games = reading ? [...new Set([...reading.games, ...heard])] : heard;
          if (reading) {
            reading.controller.abort();
            cancelledReads += 1;
          }
          const mine = { controller: new AbortController(), games };
          reading = mine;
          const { signal } = mine.controller;
          try {
            for (let attempt = 0; attempt <= READ_RETRIES; attempt++) {
              const { status, retryAfter } = await readDrained(`${nextBase()}${page.path}`, signal);
              phoneReads += 1;
              if (status === 503 && retryAfter && attempt < READ_RETRIES) {
                toPages.shed += 1;
                await sleep(Math.min(Number(retryAfter) * 1000, 30_000));
                if (signal.aborted) return;
                continue;
              }
              if (status < 200 || status >= 300) {
                if (++toPages.failed <= 3) console.error(`friday: GET ${page.path} after a change answered ${status}`);
              } else for (const id of games) if (endedAt.has(id)) toPages.record(performance.now() - endedAt.get(id));
              return;
            }
          } catch (error) {
            if (!signal.aborted && ++toPages.failed <= 3)
              console.error(`friday: GET ${page.path} after a change failed: ${error?.cause?.code ?? error?.message}`);
          } finally {
            if (reading === mine) reading = null;
          }
        };
        phone.on('standingsChanged', ({ scopes, gameID, playerIDs }) => {
          if (!page.scope(scopes ?? [])) return;
          if (!ownChange(page, playerIDs)) {
            rankLater ??= setTimeout(() => {
              rankTimers.delete(rankLater);
              rankLater = null;
              rankReads += 1;
              void read([]);
            }, Math.random() * RANK_REFRESH_WITHIN_MS);
            rankTimers.add(rankLater);
            return;
          }
          if (gameID) heardGames.add(gameID);
          if (waiting) return;
          waiting = setTimeout(
            () => {
              waiting = null;
              const games = [...heardGames];
              heardGames.clear();
              void read(games);
            },
            COALESCE_MS + Math.random() * JITTER_MS,
          );
        });
        await phone.timeout(10_000).emitWithAck('watchStandings');
      }),
    );
  }
  const memoryAfter = await api.memory();
  const socketCount = sockets.length;
  console.log(
    `friday: ${socketCount} sockets open; the API's memory ${(memoryBefore.rss / 2 ** 20).toFixed(0)} -> ${(memoryAfter.rss / 2 ** 20).toFixed(0)} MB, the load generator's ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );

  // ---- visitors browsing ------------------------------------------------------------------------------------------
  const publicPages = [
    '/',
    '/players/leaderboard',
    '/events/browse',
    '/events/calendar',
    '/v1/venue/list/0',
    leaderboardRead(0),
    ...tonight.games.slice(0, 20).map((game) => `/games/detail/${game.gameID}`),
  ];
  let eveningOver = false;
  const visitors = Array.from({ length: VISITORS }, async () => {
    while (!eveningOver) {
      const path = publicPages[Math.floor(Math.random() * publicPages.length)];
      const started = performance.now();
      try {
        const response = await fetch(`${nextBase()}${path}`);
        const text = await response.text();
        if (response.ok) visits.record(performance.now() - started);
        // Shed for load, as every other figure counts it: the visitor comes back later anyway.
        else if (response.status === 503 && response.headers.get('retry-after')) visits.shed += 1;
        else if (++visits.failed <= 3)
          console.error(
            `friday: GET ${path} answered ${response.status}: ${text
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .slice(0, 300)}`,
          );
      } catch (error) {
        if (++visits.failed <= 3)
          console.error(`friday: GET ${path} failed: ${error?.cause?.code ?? error?.cause?.message ?? error?.message}`);
      }
      await sleep(random(1000, 3000));
    }
  });

  // ---- the evening --------------------------------------------------------------------------------------------------
  await api.loopReset();
  await worker.loopReset();
  const cpuBefore = {
    api: await api.cpuMs(),
    worker: await worker.cpuMs(),
    generator: process.cpuUsage(),
    postgres: postgresCpuMs(),
  };
  const jobsBefore = jobTimes(await worker.jobs());
  const generatorLoop = monitorEventLoopDelay({ resolution: 10 });
  generatorLoop.enable();
  const start = performance.now();
  const at = (ms) => sleep(start + ms - performance.now());
  const nights = tonight.games.map(async (game) => {
    const arrivals = game.seats
      .map((seat) => ({
        seat,
        at:
          Math.random() < 0.5
            ? random(game.startAtMs - HOUR_MS / 4, game.startAtMs)
            : random(game.startAtMs - HOUR_MS, game.startAtMs - HOUR_MS / 4),
      }))
      .sort((a, b) => a.at - b.at);
    const points = [];
    await Promise.all(
      arrivals.map(async ({ seat, at: arrival }) => {
        await at(Math.max(0, arrival));
        sentAt.set(`${game.gameID}:${seat.title}`, performance.now());
        const answer = await write(
          '/v1/point/check-in',
          { gameID: game.gameID, scan: String(seat.player_number), scannedAt: new Date().toISOString() },
          checkIns,
        );
        if (answer) {
          acknowledged.checkIns += 1;
          const row = answer.points?.[0];
          if (row) points.push(row.pointID);
        }
      }),
    );
    // Knockouts over the hour before the end: the paid places, from 8th to 1st (the league places 1-8).
    const finishers = points.slice(0, 8);
    for (const [i, pointID] of finishers.entries()) {
      await at(game.endAtMs - HOUR_MS + ((i + 1) * HOUR_MS) / (finishers.length + 1));
      await write('/v1/point/place', { pointID, place: finishers.length - i }, places);
    }
    await at(game.endAtMs);
    const ended = await write(
      '/v1/point/end',
      {
        gameID: game.gameID,
        places: points.map((pointID, i) => ({ pointID, place: i < finishers.length ? finishers.length - i : 0 })),
      },
      endings,
    );
    if (ended) {
      acknowledged.endings += 1;
      endedAt.set(game.gameID, performance.now());
      lastEnding.at = performance.now();
    }
  });
  await Promise.all(nights);
  eveningOver = true;
  await Promise.all(visitors);

  // ---- the drain: the standings queue back to 0, the phones' last reads ---------------------------------------------------------
  const queue = new Queue('standings', {
    connection: new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null }),
    prefix: queuePrefix,
  });
  let queueEmptyAfterMs = NaN;
  for (const deadline = performance.now() + DRAIN_MS; performance.now() < deadline;) {
    const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
    if (lastEnding.at > 0 && Object.values(counts).every((count) => count === 0)) {
      queueEmptyAfterMs = performance.now() - lastEnding.at;
      break;
    }
    await sleep(250);
  }
  await queue.close();
  await sleep(COALESCE_MS + JITTER_MS + 2000);
  // The rank reads still waiting belong to a later minute than the evening measured.
  for (const timer of rankTimers) clearTimeout(timer);
  generatorLoop.disable();
  const cpu = {
    api: (await api.cpuMs()) - cpuBefore.api,
    worker: (await worker.cpuMs()) - cpuBefore.worker,
    generator: (() => {
      const used = process.cpuUsage(cpuBefore.generator);
      return (used.user + used.system) / 1000;
    })(),
    postgres: postgresCpuMs() - cpuBefore.postgres,
  };
  const jobs = jobTimes(await worker.jobs(), jobsBefore);
  const loops = { api: await api.loopRead(), worker: await worker.loopRead(), generatorMs: generatorLoop.max / 1e6 };
  for (const socket of sockets) socket.close();
  // The phones' kept-alive connections too: the API's shutdown would otherwise wait for them to time out.
  phoneAgent.destroy();

  // ---- lost writes: every acknowledged check-in has its record, every acknowledged ending its game ended --------------------
  const gameIDs = tonight.games.map((game) => game.gameID);
  const {
    rows: [stored],
  } = await db.query(
    'select (select count(*) from points where game_id = any($1))::int as records, (select count(*) from games where game_id = any($1) and ended_at is not null)::int as ended',
    [gameIDs],
  );
  const lost = Math.max(0, acknowledged.checkIns - stored.records) + Math.max(0, acknowledged.endings - stored.ended);

  return {
    checkIns,
    places,
    endings,
    welcomes,
    toPages,
    visits,
    lost,
    stored,
    acknowledged,
    queueEmptyAfterMs,
    loops,
    cpu,
    jobs,
    socketCount,
    memoryBefore,
    memoryAfter,
    phoneReads,
    rankReads,
    cancelledReads,
    wallMs: performance.now() - start,
  };
}

function report(result) {
  const {
    checkIns,
    places,
    endings,
    welcomes,
    toPages,
    visits,
    lost,
    stored,
    acknowledged,
    queueEmptyAfterMs,
    loops,
    cpu,
    jobs,
    socketCount,
    memoryBefore,
    memoryAfter,
    phoneReads,
    rankReads,
    cancelledReads,
    wallMs,
  } = result;
  console.log('');
  console.log(checkIns.line('check-in answer', 300));
  console.log(places.line('place answer'));
  console.log(endings.line('end-game answer', 300));
  console.log(welcomes.line('check-in sent -> monitor welcome', 500));
  console.log(
    toPages.line(
      "ending's answer -> each open page of its scopes read again (the site's 300-800 ms pause included)",
      2000,
    ),
  );
  console.log(visits.line('visitor page or read'));
  const perEnding = (reads) => (endings.count ? (reads / endings.count).toFixed(1) : '-');
  console.log(
    `phone reads after changes: ${phoneReads} (${perEnding(phoneReads)} per ending), of them dashboards' later rank reads ${rankReads} (${perEnding(rankReads)} per ending); ${cancelledReads} cancelled in flight by a newer change`,
  );
  console.log(
    `standings queue empty after the last ending: ${Number.isNaN(queueEmptyAfterMs) ? `not within ${DRAIN_MS / 1000} s` : `${(queueEmptyAfterMs / 1000).toFixed(1)} s`} (goal < 10 s)`,
  );
  console.log(
    `longest event-loop block: API ${loops.api.blockedMs.toFixed(0)} ms (by the clock ${loops.api.wallMs.toFixed(0)} ms; ${loops.api.longBlocks?.length ?? 0} blocks of 50 ms or more), worker ${loops.worker.blockedMs.toFixed(0)} ms (by the clock ${loops.worker.wallMs.toFixed(0)} ms), load generator ${loops.generatorMs.toFixed(0)} ms (goal < 100 ms)`,
  );
  console.log(
    `sockets ${socketCount}: API memory ${((memoryAfter.rss - memoryBefore.rss) / Math.max(1, socketCount) / 1024).toFixed(1)} KB per socket (rss ${(memoryAfter.rss / 2 ** 20).toFixed(0)} MB, heap ${(memoryAfter.heapUsed / 2 ** 20).toFixed(0)} MB)`,
  );
  console.log(
    `CPU over the evening (${(wallMs / 1000).toFixed(0)} s): API ${(cpu.api / 1000).toFixed(1)} s, worker ${(cpu.worker / 1000).toFixed(1)} s, load generator ${(cpu.generator / 1000).toFixed(1)} s, PostgreSQL ${(cpu.postgres / 1000).toFixed(1)} s`,
  );
  for (const [queue, { count, seconds }] of Object.entries(jobs))
    console.log(
      `worker jobs completed over the evening, ${queue}: count ${count} mean ${count ? ((seconds / count) * 1000).toFixed(0) : '-'} ms, ${seconds.toFixed(1)} s in all`,
    );
  const failed = checkIns.failed + places.failed + endings.failed + toPages.failed + visits.failed;
  console.log(
    `writes acknowledged: ${acknowledged.checkIns} check-ins (${stored.records} records stored), ${acknowledged.endings} endings (${stored.ended} games ended)`,
  );
  console.log(`lost ${lost} failed ${failed}`);
  return lost > 0 || failed > 0 ? 1 : 0;
}

/**
 * A phone's GET as its browser sends it (compressed answers accepted), the answer's bytes read to the end and
 * dropped: the page's decoding and parsing are the phone's own CPU, not the server's, and here they were most of the
 * load generator's (each of thousands of reads decoded brotli through fetch's web streams). Answers { status, retryAfter }.
 */
function readDrained(url, signal) {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    const request = http.get(
      url,
      { agent: phoneAgent, signal, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        response.on('error', reject);
        response.once('end', () =>
          resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] }),
        );
        response.resume();
      },
    );
    request.on('error', reject);
  });
}

/** Deletes this run's queue keys (the API's and worker's, under its own prefix), as the scratch database is dropped. */
async function dropQueueKeys(prefix) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

async function hostToken(base) {
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'host', password: PASSWORD }),
  });
  const { authToken } = await login.json();
  if (!authToken) throw new Error(`the host could not log in (${login.status})`);
  const agreement = await fetch(`${base}/v1/user/agreement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify({ data: { accepted: true } }),
  });
  if (!agreement.ok) throw new Error(`the host agreement answered ${agreement.status}`);
  return authToken;
}

/** Completed jobs by queue, { count, seconds }, from league_job_duration_seconds values; less `before` when given. */
function jobTimes(values, before = {}) {
  const byQueue = {};
  for (const { metricName, labels, value } of values) {
    const queue = (byQueue[labels.queue] ??= { count: 0, seconds: 0 });
    if (metricName.endsWith('_count')) queue.count += value;
    else if (metricName.endsWith('_sum')) queue.seconds += value;
  }
  for (const [queue, was] of Object.entries(before)) {
    if (!byQueue[queue]) continue;
    byQueue[queue].count -= was.count;
    byQueue[queue].seconds -= was.seconds;
  }
  return byQueue;
}

/** The worker process with its event-loop watch (scripts/bench/worker-process.mjs). */
async function startWorker(env) {
  const child = fork(new URL('bench/worker-process.mjs', import.meta.url), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before it was ready`)));
  });
  const ask = (request, answer) =>
    new Promise((resolve) => {
      const heard = (message) => answer(message) && (child.off('message', heard), resolve(message));
      child.on('message', heard);
      child.send(request);
    });
  return {
    loopReset: () => ask('loop-reset', (message) => message === 'loop-reset'),
    loopRead: () => ask('loop-read', (message) => message?.blockedMs !== undefined),
    cpuMs: () => ask('cpu', (message) => message?.cpu).then(({ cpu }) => (cpu.user + cpu.system) / 1000),
    jobs: () => ask('jobs', (message) => message?.jobs).then(({ jobs }) => jobs),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
