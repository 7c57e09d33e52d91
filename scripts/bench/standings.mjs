// Issue 10's standings, measured by `npm run bench` (BENCH_ONLY=standings for this step alone):
// - growLeague: a scalable data generator. `--points N` copies the seeded demo league (its
//   players, venues, events, games and point records, played by the league's rules) as
//   many times as it takes to hold about N point records, so venues, events, games, players
//   and records keep the demo's proportions. One transaction of insert ... select, in SQL.
// - GET /v1/point/totals for one venue and year (20 rows) at 32 connections, beside a bare
//   Fastify route answering the same bytes (pairs of runs, as the compared reads), and again
//   as a logged-in player (the read cache is for visitors: every request runs the query);
// - the same 20 rows from a live aggregate over point records (SQL run here, on a pool of 32
//   connections): what the read model saves, as a ratio of answers per second;
// - issue 24: the league-year leaderboard (100 rows) at 32 connections beside the bare twin, in
//   paired runs: as a logged-in player (the kept answer shared per level) and with a varying
//   URL (`?n=…`: the query path, nothing kept), each as a ratio of bare Fastify's req/s,
//   and the query path's floor (floor-server.mjs: the page's own statement behind bare Fastify);
// - from ending a game (POST /v1/point/end) to the standings showing it, over 20 games:
//   the workers' path (outbox relay, BullMQ, recompute), polled through the API.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { load, startChild } from './harness.mjs';

const CONNECTIONS = 32;
const FRESHNESS_GAMES = 20;
const FRESHNESS_TIMEOUT_MS = 15_000;
const POLL_MS = 10;
const P99_GOAL_MS = 20;
const RATIO_GOAL = 0.7;
const LIVE_GOAL = 50;
const FRESH_P95_GOAL_MS = 1_000;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
const middle = (values) => percentile(values, 0.5);
const counts = async (db) =>
  (
    await db.query(`select (select count(*) from venues)::int as venues, (select count(*) from events)::int as events, (select count(*) from players)::int as players,
      (select count(*) from games)::int as games, (select count(*) from points)::int as points`)
  ).rows[0];

/** A table's columns (in order), less the given ones. */
const columnsOf = async (db, table, without = []) =>
  (
    await db.query(
      'select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema() order by ordinal_position',
      [table],
    )
  ).rows
    .map((row) => row.column_name)
    .filter((name) => !without.includes(name));

/**
 * Copies every row of `table` once per copy in `copies` (a temp table of copy numbers): the
 * new ids come from the table's sequence and are kept in `{table}_map` (source_id, copy,
 * new_id) for the tables after it; `overrides` gives a column's value as an expression over
 * `s` (the source row), `m` (its map row) and the joins.
 */
async function copyRows(db, { table, id, overrides = {}, joins = '' }) {
  const columns = await columnsOf(db, table, [id]);
  await db.query(`create temp table ${table}_map on commit drop as
    select s.${id} as source_id, c.copy, nextval(pg_get_serial_sequence('${table}', '${id}'))::int as new_id, row_number() over (order by c.copy, s.${id}) as n
    from ${table} s cross join copies c`);
  await db.query(`create index on ${table}_map (source_id, copy)`);
  await db.query(`analyze ${table}_map`);
  const values = columns.map((column) => overrides[column] ?? `s."${column}"`).join(', ');
  await db.query(`insert into ${table} (${id}, ${columns.map((c) => `"${c}"`).join(', ')})
    select m.new_id, ${values} from ${table}_map m join ${table} s on s.${id} = m.source_id ${joins}`);
}

/**
 * Grows the seeded demo league to about `targetPoints` point records by copying it whole
 * (each copy its own players, venues, events, games and records, in the same weeks), so
 * every proportion of the demo holds. Foreign keys are not checked while copying (the
 * copies point at their own copies by construction): replica mode skips those triggers.
 */
export async function growLeague(db, targetPoints) {
  const started = performance.now();
  const before = await counts(db);
  const copies = Math.max(0, Math.round(targetPoints / before.points) - 1);
  if (copies === 0) return { copies, ...before, ms: 0 };
  await db.query('begin');
  try {
    await db.query("set local session_replication_role = 'replica'");
    await db.query('create temp table copies on commit drop as select generate_series(1, $1) as copy', [copies]);
    const mapped = (table, column) =>
      `left join ${table}_map ${column}_m on ${column}_m.source_id = s.${column} and ${column}_m.copy = m.copy`;
    const {
      rows: [{ top }],
    } = await db.query('select coalesce(max(player_number), 0) as top from players');
    // Copies have no accounts: no user name, email or password (and so no log-in).
    await copyRows(db, {
      table: 'players',
      id: 'player_id',
      overrides: {
        player_number: `${Number(top)} + m.n`,
        user_name: 'null',
        email: 'null',
        password_hash: 'null',
        alternate_player_numbers: 'null',
        alternate_emails: 'null',
      },
    });
    await copyRows(db, { table: 'venues', id: 'venue_id', overrides: { title: "s.title || ' ' || m.copy" } });
    await copyRows(db, {
      table: 'events',
      id: 'event_id',
      overrides: { venue_id: 'venue_id_m.new_id', host_id: 'host_id_m.new_id' },
      joins: `${mapped('venues', 'venue_id')} ${mapped('players', 'host_id')}`,
    });
    await copyRows(db, {
      table: 'games',
      id: 'game_id',
      overrides: {
        venue_id: 'venue_id_m.new_id',
        event_id: 'event_id_m.new_id',
        host_id: 'host_id_m.new_id',
        deposit_id: 'null',
        earnings_deposited: '0',
        earnings_reconciled: 'false',
      },
      joins: `${mapped('venues', 'venue_id')} ${mapped('events', 'event_id')} ${mapped('players', 'host_id')}`,
    });
    await db.query(`insert into points (game_id, player_id, host_id, ${(await columnsOf(db, 'points', ['point_id', 'game_id', 'player_id', 'host_id'])).map((c) => `"${c}"`).join(', ')})
      select gm.new_id, pm.new_id, hm.new_id, ${(await columnsOf(db, 'points', ['point_id', 'game_id', 'player_id', 'host_id'])).map((c) => `s."${c}"`).join(', ')}
      from points s join games_map gm on gm.source_id = s.game_id join players_map pm on pm.source_id = s.player_id and pm.copy = gm.copy
      left join players_map hm on hm.source_id = s.host_id and hm.copy = gm.copy`);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('vacuum analyze');
  return { copies, ...(await counts(db)), ms: performance.now() - started };
}

/** The venue with the most records last year (a whole league year, in the league's zone as dates). */
async function busiestVenue(db) {
  const year = new Date().getUTCFullYear() - 1;
  const {
    rows: [row],
  } = await db.query(
    `select g.venue_id, count(*)::int as records from games g join points p on p.game_id = g.game_id
      where g.game_at >= $1 and g.game_at < $2 and g.venue_id is not null and not g.canceled and g.ended_at is not null
      group by g.venue_id order by records desc limit 1`,
    [`${year}-01-01`, `${year + 1}-01-01`],
  );
  return { venueID: row.venue_id, records: row.records, year };
}

/**
 * The totals of one venue and year straight from the point records: what GET /v1/point/totals
 * answers, aggregated per request (ended, not canceled games; ranked 1, 2, 2, 4 by points;
 * by rank then name; one page of 20). Venue 0: the whole league. The dates are the league's (America/Los_Angeles).
 */
const LIVE_TOTALS = `with totals as (
    select p.player_id, sum(p.points)::int as total_points, count(*) filter (where p.place between 1 and 8)::int as total_placed,
      count(*) filter (where p.place = 1)::int as total_won, count(*)::int as total_games
    from games g join points p on p.game_id = g.game_id
    where ($1 = 0 or g.venue_id = $1) and g.game_at >= ($2::date::timestamp at time zone 'America/Los_Angeles') and g.game_at < (($3::date + 1)::timestamp at time zone 'America/Los_Angeles')
      and g.ended_at is not null and not g.canceled
    group by p.player_id
  )
  select rank() over (order by t.total_points desc)::int as ranked, t.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
    pl.first_name as "firstName", pl.last_name as "lastName", t.total_points as "totalPoints", t.total_placed as "totalPlaced", t.total_won as "totalWon", t.total_games as "totalGames"
  from totals t join players pl on pl.player_id = t.player_id
  order by ranked, pl.title, t.player_id limit 20`;

/** The live aggregate for `seconds` at `connections` queries at once: answers/s and latency percentiles (ms). */
async function loadLiveAggregate(databaseUrl, params, { seconds, connections = CONNECTIONS }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  try {
    await Promise.all(Array.from({ length: connections }, () => pool.query(LIVE_TOTALS, params))); // warm-up: connections, plans
    const latencies = [];
    const stopAt = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < stopAt) {
          const at = performance.now();
          await pool.query(LIVE_TOTALS, params);
          latencies.push(performance.now() - at);
        }
      }),
    );
    return {
      rps: latencies.length / ((performance.now() - started) / 1000),
      p50: middle(latencies),
      p99: percentile(latencies, 0.99),
      total: latencies.length,
    };
  } finally {
    await pool.end();
  }
}

/**
 * A visitor's read where the read model's query runs every time: each request asks a URL of
 * its own (`?n=1`, `?n=2`…, which the route ignores), so no kept answer is ever replayed.
 */
async function loadUncached(url, seconds) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path.split('?')[0]}?n=${++n}` }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function session(base, userName) {
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'demo-league' }),
  });
  if (!login.ok) throw new Error(`log-in as ${userName} answered ${login.status}`);
  return (await login.json()).authToken;
}

/**
 * Ends `games` fresh games one after another at `venueID` and, after each, polls the venue's
 * totals for this year through the API (as a player: the query runs, no kept answer) until
 * the winner's total has gone up by the game's 20 points. Answers each game's milliseconds
 * from sending the ending to the first answer that shows it.
 */
async function freshness({ base, db, venueID, games }) {
  const host = await session(base, 'host');
  const agreement = await fetch(`${base}/v1/user/agreement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${host}` },
    body: JSON.stringify({ data: { accepted: true } }),
  });
  if (!agreement.ok) throw new Error(`the host agreement answered ${agreement.status}`);
  const reader = await session(base, 'player');
  const { rows: candidates } = await db.query(
    'select player_id from players where not banned and not suspended and user_name is null order by random() limit 200',
  );
  const year = new Date().getUTCFullYear();
  const totalsPath = `/v1/point/totals/${venueID}/0/${year}-01-01/${year}-12-31/0/0`;
  const totalOf = async (playerID) => {
    const response = await fetch(`${base}${totalsPath}`, { headers: { authorization: `Bearer ${reader}` } });
    if (!response.ok) throw new Error(`GET ${totalsPath} answered ${response.status}`);
    const { rows } = await response.json();
    return rows.find((row) => row.playerID === playerID)?.totalPoints ?? 0;
  };
  const latencies = [];
  let failures = 0;
  for (let g = 0; g < games; g++) {
    const players = candidates.slice((g * 10) % 190, ((g * 10) % 190) + 10).map((row) => row.player_id);
    const {
      rows: [{ game_id: gameID }],
    } = await db.query(
      `insert into games (title, venue_id, event_type, game_at) values ('Bench standings ' || $2, $1, 1, now() - interval '2 hours') returning game_id`,
      [venueID, g],
    );
    const { rows: records } = await db.query(
      `insert into points (game_id, player_id, entry_at, updated_at) select $1, p, now(), now() from unnest($2::int[]) as p returning point_id, player_id`,
      [gameID, players],
    );
    records.sort((a, b) => a.point_id - b.point_id);
    const winner = records[0].player_id;
    const before = await totalOf(winner);
    const places = records.map((record, i) => ({ pointID: record.point_id, place: i < 8 ? i + 1 : 0 }));
    const started = performance.now();
    const ended = await fetch(`${base}/v1/point/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ data: { gameID, places } }),
    });
    await ended.arrayBuffer();
    if (!ended.ok) throw new Error(`POST /v1/point/end answered ${ended.status}`);
    let fresh = false;
    while (performance.now() - started < FRESHNESS_TIMEOUT_MS) {
      if ((await totalOf(winner)) >= before + 20) {
        fresh = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (fresh) latencies.push(performance.now() - started);
    else failures += 1;
  }
  return { games, p50: middle(latencies), p95: percentile(latencies, 0.95), max: Math.max(...latencies), failures };
}

/**
 * Issue 24, "standings fast for everyone": the league-year page as a logged-in player (the
 * kept answer shared per level) and with a new URL each request (the query path), each in
 * paired runs beside the bare twin answering the same bytes (taking turns at going first);
 * ratios are per pair, the median of `rounds`.
 */
async function shared({ api, bare, path, rows, bytes, seconds, rounds, floor }) {
  const token = await session(api.base, 'player');
  const headers = { authorization: `Bearer ${token}` };
  const kinds = {
    visitor: {
      api: () => load({ url: `${api.base}${path}`, duration: seconds }),
      bare: () => load({ url: `${bare.base}${path}`, duration: seconds }),
    },
    player: {
      api: () => load({ url: `${api.base}${path}`, duration: seconds, headers }),
      bare: () => load({ url: `${bare.base}${path}`, duration: seconds, headers }),
    },
    varying: {
      api: () => loadUncached(`${api.base}${path}`, seconds),
      bare: () => loadUncached(`${bare.base}${path}`, seconds),
    },
    floor: {
      api: () => loadUncached(`${floor.base}${path}`, seconds),
      bare: () => loadUncached(`${bare.base}${path}`, seconds),
    },
  };
  await load({ url: `${api.base}${path}`, duration: 1, headers });
  await loadUncached(`${api.base}${path}`, 1);
  const out = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const runs = { api: [], bare: [] };
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? ['bare', 'api'] : ['api', 'bare']) runs[side].push(await kind[side]());
    }
    const median = (list) => ({
      rps: middle(list.map((run) => run.rps)),
      p50: middle(list.map((run) => run.p50)),
      p99: middle(list.map((run) => run.p99)),
      failures: list.reduce((sum, run) => sum + run.failures, 0),
    });
    out[name] = {
      api: median(runs.api),
      bare: median(runs.bare),
      ratio: middle(runs.api.map((run, i) => run.rps / runs.bare[i].rps)),
    };
  }
  return { path, rows, bytes, ...out };
}

/** Every Vegas Invites year, through the built app's own command (what the CLI runs after the standings). */
const REBUILD_INVITES = `
  await import('reflect-metadata');
  const { Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  const { CommandBus } = await import('@nestjs/cqrs');
  const { AppModule } = await import('./dist/src/app.module.js');
  const { loadSettings } = await import('./dist/src/config/settings.js');
  const { BonusesCliModule } = await import('./dist/src/modules/bonuses/bonuses-cli.module.js');
  const { rebuildAllInvites } = await import('./dist/src/modules/bonuses/application/commands/rebuild-all-invites.command.js');
  const settings = loadSettings();
  class Cli {}
  Module({ imports: [AppModule.forRoot(settings), BonusesCliModule] })(Cli);
  const app = await NestFactory.createApplicationContext(Cli, { logger: ['error'] });
  await rebuildAllInvites(app.get(CommandBus));
  await app.close();
`;

/**
 * The standings figures on a database holding the seeded demo league: grows it to `points`
 * records, rebuilds the read model in an API process (`startApi`), then measures with it, the
 * bare twin (`startBare`) and the workers (`startWorker`).
 */
export async function benchStandings({ databaseUrl, points, seconds, rounds, startApi, startBare, startWorker }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const stops = [];
  try {
    const grown = await growLeague(db, points);
    console.log(
      `standings: the demo league copied ${grown.copies} times in ${(grown.ms / 1000).toFixed(1)} s: ${grown.points} point records, ${grown.games} games, ${grown.players} players, ${grown.venues} venues`,
    );
    // The seeding asked the workers for a rebuild (an outbox row); the bench rebuilds once, timed, in the API process instead.
    // (Imported from the build only now: `npm run bench` builds it after loading this file.)
    const { StandingsRebuildRequestedEvent } =
      await import('../../dist/src/modules/leaderboards/domain/standings-rebuild-requested.event.js');
    await db.query('delete from outbox where type = $1', [StandingsRebuildRequestedEvent.type]);
    const api = await startApi();
    stops.push(() => api.stop());
    const { rebuilt, ms: rebuildMs } = await api.rebuildStandings();
    console.log(`standings: read model rebuilt in ${(rebuildMs / 1000).toFixed(1)} s (${rebuilt} scopes)`);
    // The Vegas Invites too, as `npm run standings:rebuild` does: else the worker started below
    // fills them at its start (every year of a million records) while the endings are timed.
    const invitesStarted = performance.now();
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', REBUILD_INVITES], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        APP_MODE: 'production',
        DEMO_DATA: 'false',
        SITE_URL: 'http://localhost',
        MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
        TOTP_KEY: 'bench-totp-key-0123456789',
      },
      maxBuffer: 1 << 20,
    });
    console.log(`standings: Vegas Invites rebuilt in ${((performance.now() - invitesStarted) / 1000).toFixed(1)} s`);
    const { venueID, year, records } = await busiestVenue(db);
    const start = `${year}-01-01`;
    const stop = `${year}-12-31`;
    const path = `/v1/point/totals/${venueID}/0/${start}/${stop}/1/20`;

    const first = await fetch(`${api.base}${path}`);
    if (!first.ok) throw new Error(`GET ${path} answered ${first.status}`);
    const contentType = first.headers.get('content-type');
    const bytes = Buffer.from(await first.arrayBuffer());
    const served = JSON.parse(bytes.toString('utf8'));
    // Issue 24: the league's year, 100 rows, as the points screen asks it (a year and a period).
    const sharedPath = `/v1/point/totals/0/0/${year}/All/1/100`;
    const sharedFirst = await fetch(`${api.base}${sharedPath}`);
    if (!sharedFirst.ok) throw new Error(`GET ${sharedPath} answered ${sharedFirst.status}`);
    const sharedBytes = Buffer.from(await sharedFirst.arrayBuffer());
    const bare = await startBare([
      { path, contentType, body: bytes.toString('base64') },
      { path: sharedPath, contentType, body: sharedBytes.toString('base64') },
    ]);
    stops.push(() => bare.stop());

    // The read model's answer against the live aggregate's, row for row.
    const { rows: live } = await db.query(LIVE_TOTALS, [venueID, start, stop]);
    const key = (row) =>
      `${row.ranked}:${row.playerID}:${row.totalPoints}:${row.totalPlaced}:${row.totalWon}:${row.totalGames}`;
    const sameRows = served.rows.length === live.length && served.rows.every((row, i) => key(row) === key(live[i]));

    // Paired runs, API and bare back to back, taking turns at going first.
    for (const server of [api, bare]) await load({ url: `${server.base}${path}`, duration: 1 });
    const sides = [
      { server: api, runs: [] },
      { server: bare, runs: [] },
    ];
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides)
        side.runs.push(await side.server.costed(() => load({ url: `${side.server.base}${path}`, duration: seconds })));
    }
    const median = (runs) => ({
      rps: middle(runs.map((run) => run.rps)),
      p50: middle(runs.map((run) => run.p50)),
      p99: middle(runs.map((run) => run.p99)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
    });
    const [visitor, yardstick] = sides.map((side) => median(side.runs));
    const ratio = middle(sides[0].runs.map((run, i) => run.rps / sides[1].runs[i].rps));

    await loadUncached(`${api.base}${path}`, 1);
    const uncached = await loadUncached(`${api.base}${path}`, seconds);
    const reader = await session(api.base, 'player');
    const headers = { authorization: `Bearer ${reader}` };
    await load({ url: `${api.base}${path}`, duration: 1, headers });
    const player = await load({ url: `${api.base}${path}`, duration: seconds, headers });
    const aggregate = await loadLiveAggregate(databaseUrl, [venueID, start, stop], { seconds });

    // The whole league's year: what grows with the league (a venue's year keeps the demo's size).
    const leaguePath = `/v1/point/totals/0/0/${start}/${stop}/1/20`;
    const leagueServed = await (await fetch(`${api.base}${leaguePath}`)).json();
    const { rows: leagueLive } = await db.query(LIVE_TOTALS, [0, start, stop]);
    const leagueSameRows =
      leagueServed.rows.length === leagueLive.length &&
      leagueServed.rows.every((row, i) => key(row) === key(leagueLive[i]));
    await loadUncached(`${api.base}${leaguePath}`, 1);
    const leagueUncached = await loadUncached(`${api.base}${leaguePath}`, seconds);
    const leagueAggregate = await loadLiveAggregate(databaseUrl, [0, start, stop], { seconds });
    const {
      rows: [{ leagueRecords }],
    } = await db.query(
      `select count(*)::int as "leagueRecords" from games g join points p on p.game_id = g.game_id where g.game_at >= $1 and g.game_at < $2`,
      [start, `${year + 1}-01-01`],
    );

    // The query path's floor: the page's own statement behind bare Fastify (no framework).
    const floor = await startChild('floor-server.mjs', {
      message: {
        databaseUrl,
        path: sharedPath,
        scope: { scopeType: 'league', scopeID: 0, period: String(year) },
        limit: 100,
        offset: 0,
        poolSize: 10,
      },
    });
    stops.push(() => floor.stop());
    const floorBytes = Buffer.from(await (await fetch(`${floor.base}${sharedPath}`)).arrayBuffer());
    if (!floorBytes.equals(sharedBytes)) throw new Error(`the floor server's ${sharedPath} is not the API's answer`);
    const everyone = await shared({
      api,
      bare,
      floor,
      path: sharedPath,
      rows: JSON.parse(sharedBytes.toString('utf8')).rows.length,
      bytes: sharedBytes.length,
      seconds,
      rounds,
    });

    const worker = await startWorker();
    stops.push(() => worker.stop());
    const fresh = await freshness({ base: api.base, db, venueID, games: FRESHNESS_GAMES });

    return {
      grown,
      rebuildMs,
      venueID,
      year,
      records,
      path,
      bytes: bytes.length,
      sameRows,
      visitor,
      yardstick,
      ratio,
      uncached,
      player,
      aggregate,
      league: {
        path: leaguePath,
        records: leagueRecords,
        sameRows: leagueSameRows,
        uncached: leagueUncached,
        aggregate: leagueAggregate,
      },
      everyone,
      fresh,
      seconds,
      rounds,
    };
  } finally {
    for (const stopIt of stops.reverse()) await stopIt();
    await db.end();
  }
}

const SHARED_GOAL = 0.5;
const QUERY_PATH_GOAL = 0.2;
const MILLION_P99_GOAL_MS = 50;

export function printStandings({
  grown,
  rebuildMs,
  venueID,
  year,
  records,
  path,
  bytes,
  sameRows,
  visitor,
  yardstick,
  ratio,
  uncached,
  player,
  aggregate,
  league,
  everyone,
  fresh,
  seconds,
  rounds,
}) {
  const ms = (value) =>
    value === undefined || Number.isNaN(value) ? '' : value < 10 ? value.toFixed(1) : value.toFixed(0);
  console.log(
    `\nStandings (issue 10): ${grown.points} point records, ${grown.games} games, ${grown.players} players, ${grown.venues} venues, ${grown.events} events`,
  );
  console.log(
    `  generated: the demo league copied ${grown.copies} times in ${(grown.ms / 1000).toFixed(1)} s; read model rebuilt in ${(rebuildMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  read: ${path} (venue ${venueID}, ${year}: ${records} records; ${bytes} bytes); same rows as the live aggregate: ${sameRows ? 'yes' : 'NO'}`,
  );
  console.log(
    `  league: ${league.path} (${league.records} records); same rows as the live aggregate: ${league.sameRows ? 'yes' : 'NO'}`,
  );
  const header = ['standings', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'goal', 'met'];
  const lines = [
    [
      `totals, visitor (kept answer), ${rounds} x ${seconds} s`,
      visitor.rps.toFixed(0),
      ms(visitor.p50),
      ms(visitor.p99),
      ratio.toFixed(2),
      `>=${RATIO_GOAL}, p99<${P99_GOAL_MS}`,
      ratio >= RATIO_GOAL && visitor.p99 < P99_GOAL_MS && !visitor.failures ? 'yes' : 'NO',
    ],
    ['bare Fastify, same bytes', yardstick.rps.toFixed(0), ms(yardstick.p50), ms(yardstick.p99), '', '', ''],
    [
      `totals, visitor, query runs (a new URL each), ${seconds} s`,
      uncached.rps.toFixed(0),
      ms(uncached.p50),
      ms(uncached.p99),
      '',
      `p99<${P99_GOAL_MS}`,
      uncached.p99 < P99_GOAL_MS && !uncached.failures ? 'yes' : 'NO',
    ],
    [
      `totals, player (session; kept answer shared per level), ${seconds} s`,
      player.rps.toFixed(0),
      ms(player.p50),
      ms(player.p99),
      '',
      '',
      player.failures ? 'NO' : '',
    ],
    [
      `live aggregate over records (SQL, ${CONNECTIONS} at once), ${seconds} s`,
      aggregate.rps.toFixed(0),
      ms(aggregate.p50),
      ms(aggregate.p99),
      `${(uncached.rps / aggregate.rps).toFixed(0)}x / ${(visitor.rps / aggregate.rps).toFixed(0)}x`,
      `>=${LIVE_GOAL}x`,
      uncached.rps / aggregate.rps >= LIVE_GOAL
        ? 'yes'
        : visitor.rps / aggregate.rps >= LIVE_GOAL
          ? 'kept answer only'
          : 'NO',
    ],
    [
      `league year: totals, visitor, query runs, ${seconds} s`,
      league.uncached.rps.toFixed(0),
      ms(league.uncached.p50),
      ms(league.uncached.p99),
      '',
      `p99<${P99_GOAL_MS}`,
      league.uncached.p99 < P99_GOAL_MS && !league.uncached.failures ? 'yes' : 'NO',
    ],
    [
      `league year: live aggregate (SQL, ${CONNECTIONS} at once), ${seconds} s`,
      league.aggregate.rps.toFixed(1),
      ms(league.aggregate.p50),
      ms(league.aggregate.p99),
      `${(league.uncached.rps / league.aggregate.rps).toFixed(0)}x`,
      `>=${LIVE_GOAL}x`,
      league.uncached.rps / league.aggregate.rps >= LIVE_GOAL ? 'yes' : 'NO',
    ],
    [
      `game ended -> standings fresh, ${fresh.games} games`,
      '',
      ms(fresh.p50),
      `p95 ${ms(fresh.p95)}`,
      '',
      `p95<${FRESH_P95_GOAL_MS}`,
      fresh.p95 < FRESH_P95_GOAL_MS && !fresh.failures
        ? 'yes'
        : `NO${fresh.failures ? ` (${fresh.failures} never fresh)` : ''}`,
    ],
  ];
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    `ratio: API over bare, median of ${rounds} paired ${CONNECTIONS}-connection runs. Live aggregate: the API's answers/s (query runs; kept answer) over the aggregate's.`,
  );
  console.log(
    "A player's read is the kept answer shared per level (issue 24), replayed after the session lookup every signed-in request pays.",
  );
  if (everyone) {
    console.log(
      `\nStandings for everyone (issue 24): ${everyone.path} (${everyone.rows} rows, ${everyone.bytes} bytes), ${rounds} paired runs x ${seconds} s at ${CONNECTIONS} connections`,
    );
    const million = grown.points >= 1_000_000;
    const rows24 = [
      [
        'league year, visitor (kept answer), for comparison',
        everyone.visitor.api,
        everyone.visitor.ratio,
        '',
        undefined,
      ],
      ['  bare Fastify, same bytes', everyone.visitor.bare, undefined, '', undefined],
      [
        'league year, logged-in player (kept answer shared per level)',
        everyone.player.api,
        everyone.player.ratio,
        `>=${SHARED_GOAL}`,
        everyone.player.ratio >= SHARED_GOAL && !everyone.player.api.failures,
      ],
      ['  bare Fastify, same bytes', everyone.player.bare, undefined, '', undefined],
      [
        'league year, varying URL (the query path)',
        everyone.varying.api,
        everyone.varying.ratio,
        million ? `p99<${MILLION_P99_GOAL_MS}` : `>=${QUERY_PATH_GOAL}`,
        million
          ? everyone.varying.api.p99 < MILLION_P99_GOAL_MS && !everyone.varying.api.failures
          : everyone.varying.ratio >= QUERY_PATH_GOAL && !everyone.varying.api.failures,
      ],
      ['  bare Fastify, same bytes, varying URL', everyone.varying.bare, undefined, '', undefined],
      [
        "floor: bare Fastify running the page's statement, varying URL",
        everyone.floor.api,
        everyone.floor.ratio,
        '',
        undefined,
      ],
      ['  bare Fastify, same bytes, varying URL', everyone.floor.bare, undefined, '', undefined],
    ];
    for (const [name, run, runRatio, goal, met] of rows24) {
      console.log(
        `| ${name.padEnd(62)} | ${run.rps.toFixed(0).padStart(6)} req/s | p50 ${ms(run.p50).padStart(4)} ms | p99 ${ms(run.p99).padStart(4)} ms | ${runRatio === undefined ? '      ' : `${runRatio.toFixed(2)} of bare`} | ${goal} ${met === undefined ? '' : met ? 'yes' : 'NO'}`,
      );
    }
  }
  if (everyone)
    console.log(
      `Floor: the same statement the API runs for the page, on a pg pool of 10, behind a bare Fastify route: what any server asking PostgreSQL for this page pays at least (docs/performance.md "The query path's floor").`,
    );
  console.log(
    "Freshness: from sending POST /v1/point/end to the first GET /v1/point/totals (as a player, polled every 10 ms) showing the winner's 20 points.",
  );
}
