// Issue 8's reads, measured by `npm run bench`: the calendar's month, a page of Events
// (browse) and a game's detail (the game and its point records), at the demo league's size
// and again with ten times its games (each game copied nine times with its point records,
// in the same weeks, so a month and a page hold ten times as much to choose from).
//
// Each read is measured twice: as a visitor (the read cache keeps the answer after the first
// request, so this is the price of a replay) and as a logged-in player (callers with a session
// never share kept answers, so every request runs the query: the price of the SQL). Figures:
// requests/s, and p50 / p95 / p99 latency from every response's own time (autocannon's
// 'response' event), at 32 connections.
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 32;

/** One run: requests/s and latency percentiles (ms) over every response. */
async function measure(url, { seconds, headers }) {
  const latencies = [];
  let unexpected = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status !== 200) unexpected += 1;
  });
  const result = await new Promise((resolve, reject) => instance.once('done', resolve).once('error', reject));
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures: unexpected + result.errors + result.timeouts };
}

const isoDate = (date) => date.toISOString().slice(0, 10);

/** The paths measured, chosen from the data: this month, last year's first page, the played game with the most records. */
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
    { label: 'game detail: game', path: `/v1/game/id/${played.game_id}` },
    { label: 'game detail: points', path: `/v1/game/points/${played.game_id}/1` },
  ];
}

/** Copies every game nine times (a few minutes apart, same weeks) with its point records. */
async function tenTimesTheGames(db) {
  const columnsOf = async (table, without) =>
    (await db.query('select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema() order by ordinal_position', [table])).rows
      .map((row) => row.column_name)
      .filter((name) => !without.includes(name));
  const gameColumns = await columnsOf('games', ['game_id']);
  const pointColumns = await columnsOf('points', ['point_id', 'game_id']);
  const quoted = (names) => names.map((name) => `"${name}"`).join(', ');
  const shifted = (names, prefix) => names.map((name) => (name === 'game_at' || name === 'original_at' ? `${prefix}."${name}" + make_interval(mins => m.copy)` : `${prefix}."${name}"`)).join(', ');
  await db.query('begin');
  try {
    await db.query(`create temp table game_copies on commit drop as
      select g.game_id as source_id, k as copy, nextval(pg_get_serial_sequence('games', 'game_id')) as game_id
      from games g cross join generate_series(1, 9) as k`);
    await db.query(`insert into games (game_id, ${quoted(gameColumns)}) select m.game_id, ${shifted(gameColumns, 'g')} from game_copies m join games g on g.game_id = m.source_id`);
    await db.query(`insert into points (game_id, ${quoted(pointColumns)}) select m.game_id, ${pointColumns.map((name) => `p."${name}"`).join(', ')} from game_copies m join points p on p.game_id = m.source_id`);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('analyze games; analyze points');
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
        const login = await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'player', password: 'demo-league' }) });
        const { authToken: playerToken } = await login.json();
        for (const { label, path } of await readsOf(db)) {
          const probe = await fetch(`${base}${path}`);
          if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}: ${await probe.text()}`);
          for (const [who, headers] of [
            ['visitor (kept answer)', undefined],
            ['player (query runs)', { authorization: `Bearer ${playerToken}` }],
          ]) {
            await measure(`${base}${path}`, { seconds: 1, headers }); // warm-up
            rows.push({ size, label, who, path, ...(await measure(`${base}${path}`, { seconds, headers })) });
          }
        }
      } finally {
        await api.stop();
      }
    };
    const before = (await db.query('select (select count(*) from games)::int as games, (select count(*) from points)::int as points')).rows[0];
    await round(`demo (${before.games} games)`);
    const after = await tenTimesTheGames(db);
    await round(`10x (${after.games} games, ${after.points} points)`);
    return rows;
  } finally {
    await db.end();
  }
}

export function printGameReads(rows) {
  const header = ['size', 'read', 'caller', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'];
  const lines = rows.map((row) => [row.size, row.label, row.who, row.rps.toFixed(0), String(row.p50), String(row.p95), String(row.p99), String(row.failures)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\nGame reads (issue 8), ${CONNECTIONS} connections\n${format(header)}\n|${widths.map((w, i) => (i < 3 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log('visitor: anonymous, answered from the read cache after the first request; player: a session, so the query runs every time.');
}
