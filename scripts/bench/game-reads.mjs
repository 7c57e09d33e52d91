// Issue 8's reads, measured by `npm run bench`: the calendar's month, a page of Events
// (browse) and a game's detail (the game and its point records), at the demo league's size
// and again with ten times its games (each game copied nine times with its point records,
// in the same weeks, so a month and a page hold ten times as much to choose from).
//
// Each read is measured twice: as a visitor (the read cache keeps the answer after the first
// request, so this is the price of a replay) and as a logged-in player (callers with a session
// never share kept answers, so every request runs the query: the price of the SQL), both
// asking for compression as a browser does. Figures: requests/s; p50 / p95 / p99 latency from
// every response's own time (autocannon's 'response' event), at 32 connections; the API
// process's CPU time per request (which a neighbour's load barely moves, unlike requests/s);
// the bytes on the wire; the load average when the run began. Each run is a fixed number of
// requests sized from its warm-up to last about `seconds` (at least 4 per connection), so a
// slow read still gets every response counted, its slowest included.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 32;
/** What Chromium sends: the API answers brotli (fresh: compressed per request; kept: the copy made once). */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** One run of `amount` requests: requests/s and latency percentiles (ms) over every response. */
async function measure(url, { amount, headers }) {
  const latencies = [];
  let unexpected = 0;
  const started = performance.now();
  let lastAt = started;
  const instance = autocannon({ url, connections: CONNECTIONS, amount, headers, timeout: 60 });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    lastAt = performance.now();
    latencies.push(responseTime);
    if (status !== 200) unexpected += 1;
  });
  const result = await new Promise((resolve, reject) => instance.once('done', resolve).once('error', reject));
  // From the first request to the last response ('done' waits for autocannon's next one-second tick).
  const seconds = (lastAt - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return {
    total: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: unexpected + result.errors + result.timeouts,
  };
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (µs) the PostgreSQL backends serving this database have used so far, read from
 * /proc (PostgreSQL on this machine); undefined when they cannot be read. The API's own
 * CPU figure leaves out what its queries cost the database, which is where an index helps.
 */
async function databaseCpu(db) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  try {
    return rows.reduce((sum, { pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND; // utime + stime
    }, 0);
  } catch {
    return undefined;
  }
}

/** The size of an answer as sent (compressed when asked), and its encoding. */
async function wireSize(url, headers) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const isoDate = (date) => date.toISOString().slice(0, 10);

/** The paths measured, chosen from the data: this month, last year's first and 20th pages, the played game with the most records. */
async function readsOf(db) {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthStop = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const {
    rows: [played],
  } = await db.query('select game_id from points group by game_id order by count(*) desc, game_id limit 1');
  return [
    { label: 'calendar month', path: `/v1/game/list/0/0/0/${isoDate(monthStart)}/${isoDate(monthStop)}` },
    { label: 'browse page (30)', path: `/v1/game/list/0/0/0/${isoDate(yearAgo)}/${isoDate(now)}/1/30` },
    // A page deep in the year (what it skips is the cost); a kept answer replays like the first page's, so players only.
    {
      label: 'browse page 20 (30)',
      path: `/v1/game/list/0/0/0/${isoDate(yearAgo)}/${isoDate(now)}/20/30`,
      playersOnly: true,
    },
    { label: 'game detail: game', path: `/v1/game/id/${played.game_id}` },
    { label: 'game detail: points', path: `/v1/game/points/${played.game_id}/1` },
  ];
}

/**
 * As tables long in use: planner statistics and the visibility map (which index-only scans
 * need) up to date, as autovacuum keeps them; a database seeded a moment ago has neither.
 */
const settle = (db) => db.query('vacuum analyze');

/** Copies every game nine times (a few minutes apart, same weeks) with its point records. */
export async function tenTimesTheGames(db) {
  const columnsOf = async (table, without) =>
    (
      await db.query(
        'select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema() order by ordinal_position',
        [table],
      )
    ).rows
      .map((row) => row.column_name)
      .filter((name) => !without.includes(name));
  const gameColumns = await columnsOf('games', ['game_id']);
  const pointColumns = await columnsOf('points', ['point_id', 'game_id']);
  const quoted = (names) => names.map((name) => `"${name}"`).join(', ');
  const shifted = (names, prefix) =>
    names
      .map((name) =>
        name === 'game_at' || name === 'original_at'
          ? `${prefix}."${name}" + make_interval(mins => m.copy)`
          : `${prefix}."${name}"`,
      )
      .join(', ');
  await db.query('begin');
  try {
    await db.query(`create temp table game_copies on commit drop as
      select g.game_id as source_id, k as copy, nextval(pg_get_serial_sequence('games', 'game_id')) as game_id
      from games g cross join generate_series(1, 9) as k`);
    await db.query(
      `insert into games (game_id, ${quoted(gameColumns)}) select m.game_id, ${shifted(gameColumns, 'g')} from game_copies m join games g on g.game_id = m.source_id`,
    );
    await db.query(
      `insert into points (game_id, ${quoted(pointColumns)}) select m.game_id, ${pointColumns.map((name) => `p."${name}"`).join(', ')} from game_copies m join points p on p.game_id = m.source_id`,
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await settle(db);
  const {
    rows: [counts],
  } = await db.query('select (select count(*) from games)::int as games, (select count(*) from points)::int as points');
  return counts;
}

/**
 * Measures the reads at the demo size, then at ten times the games; answers printable rows.
 * Each size gets an API process of its own (startApi), so no answer kept at one size is
 * replayed at the other.
 */
export async function benchGameReads({ startApi, databaseUrl, seconds }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = [];
    const round = async (size) => {
      const api = await startApi();
      const base = api.base;
      try {
        const login = await fetch(`${base}/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'player', password: 'demo-league' }),
        });
        const { authToken: playerToken } = await login.json();
        for (const { label, path, playersOnly } of await readsOf(db)) {
          const callers = [
            ['visitor (kept answer)', {}],
            ['player (query runs)', { authorization: `Bearer ${playerToken}` }],
          ];
          for (const [who, session] of playersOnly ? callers.slice(1) : callers) {
            const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...session };
            const wire = await wireSize(`${base}${path}`, headers);
            if (wire.status !== 200) throw new Error(`GET ${path} answered ${wire.status}`);
            // Warm-up (JIT, pools, the kept answer), which also sizes the run to last about `seconds`.
            const warm = await measure(`${base}${path}`, { amount: 2 * CONNECTIONS, headers });
            const amount = Math.max(4 * CONNECTIONS, Math.round(warm.rps * seconds));
            const [load] = os.loadavg();
            const databaseBefore = await databaseCpu(db);
            const figures = await api.costed(() => measure(`${base}${path}`, { amount, headers }));
            const databaseAfter = await databaseCpu(db);
            const databasePerRequest =
              databaseBefore === undefined || databaseAfter === undefined
                ? undefined
                : (databaseAfter - databaseBefore) / figures.total;
            rows.push({
              size,
              label,
              who,
              path,
              load,
              bytes: wire.bytes,
              encoding: wire.encoding,
              databasePerRequest,
              ...figures,
            });
          }
        }
      } finally {
        await api.stop();
      }
    };
    await settle(db);
    const before = (
      await db.query('select (select count(*) from games)::int as games, (select count(*) from points)::int as points')
    ).rows[0];
    await round(`demo (${before.games} games)`);
    const after = await tenTimesTheGames(db);
    await round(`10x (${after.games} games, ${after.points} points)`);
    return rows;
  } finally {
    await db.end();
  }
}

const ms = (value) => (Number.isNaN(value) ? '' : value < 10 ? value.toFixed(1) : value.toFixed(0));

export function printGameReads(rows) {
  const micros = (value) => (value === undefined ? '' : value.toFixed(0));
  const header = [
    'size',
    'read',
    'caller',
    'bytes',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'API µs/req',
    'DB µs/req',
    'load',
    'failed',
  ];
  const lines = rows.map((row) => [
    row.size,
    row.label,
    row.who,
    `${row.bytes}${row.encoding === 'identity' ? '' : ` ${row.encoding}`}`,
    row.rps.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    row.cpuPerRequest.toFixed(0),
    micros(row.databasePerRequest),
    row.load.toFixed(1),
    String(row.failures),
  ]);
  printTable(
    `Game reads (issue 8), ${CONNECTIONS} connections, Accept-Encoding: ${BROWSER_ENCODINGS}`,
    header,
    lines,
    3,
  );
  console.log(
    'visitor: anonymous, answered from the read cache after the first request; player: a session, so the query runs every time.',
  );
  console.log(
    `API µs/req: the API process's CPU time per request; DB µs/req: its PostgreSQL backends' (/proc, ${1000 / TICKS_PER_SECOND} ms ticks); load: the 1-minute load average as the run began.`,
  );

  // What ten times the games costs each read, in the same run: requests/s and CPU per request, 10x over demo.
  const [demo, tenfold] = [...new Set(rows.map((row) => row.size))];
  const pairs = rows
    .filter((row) => row.size === demo)
    .map((row) => [
      row,
      rows.find((other) => other.size === tenfold && other.label === row.label && other.who === row.who),
    ]);
  const ratio = (a, b) => (a === undefined || !b ? '' : (a / b).toFixed(2));
  printTable(
    '10x over demo',
    ['read', 'caller', 'bytes', 'req/s', 'p50', 'API µs/req', 'DB µs/req'],
    pairs
      .filter(([, big]) => big)
      .map(([small, big]) => [
        small.label,
        small.who,
        ratio(big.bytes, small.bytes),
        ratio(big.rps, small.rps),
        ratio(big.p50, small.p50),
        ratio(big.cpuPerRequest, small.cpuPerRequest),
        ratio(big.databasePerRequest, small.databasePerRequest),
      ]),
    2,
  );
}

function printTable(title, header, lines, textColumns) {
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${title}\n${format(header)}\n|${widths.map((w, i) => (i < textColumns ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}
