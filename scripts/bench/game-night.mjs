// Issue 9's game-night writes, measured by `npm run bench` on the demo league:
// - ending a 60-player game (POST /v1/point/end: lock, 60 records read, ended, saved in one
//   statement, the game's totals, the outbox row, then every record answered), one ending at
//   a time over `runs` fresh games, without and with an Idempotency-Key; yardstick in the same
//   run: reading the same 60 records as a host (GET /v1/game/points/{id}/1, the query runs);
// - check-in latency with 16 hosts checking in at once (POST /v1/point/check-in with an
//   Idempotency-Key, as the points screen sends it), each host on its own game, one check-in
//   after another (and again without a key, to show what the key costs); yardstick: the same
//   16 sessions asking GET /v1/user/me at once.
// Latencies are each request's own time (ms), p50 and p95 over every request; the ratios
// divide by the yardstick's figure measured moments before on the same machine, so a
// neighbour's load moves both alike.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const PLAYERS_PER_GAME = 60;
const HOSTS = 16;
const CHECK_INS_PER_HOST = 30;
/** 1st to 8th with a tie for 2nd (2nd, 2nd, 4th...), the rest without a place. */
const PLACES = [1, 2, 2, 4, 5, 6, 7, 8];

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
const figures = (latencies, failures) => ({
  count: latencies.length,
  p50: percentile(latencies, 0.5),
  p95: percentile(latencies, 0.95),
  failures,
});

async function timedFetch(url, init, expected = 200) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === expected, status: response.status };
}

async function hostSession(base) {
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'host', password: 'demo-league' }),
  });
  const { authToken } = await login.json();
  const agreement = await fetch(`${base}/v1/user/agreement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify({ data: { accepted: true } }),
  });
  if (!agreement.ok) throw new Error(`the host agreement answered ${agreement.status}`);
  return authToken;
}

/** Fresh Regular games at a demo venue, starting now, each with `players` checked in (the bench plays the manager's and the earlier check-ins' part in SQL). */
async function freshGames(db, count, players) {
  const {
    rows: [{ venue_id: venueID }],
  } = await db.query('select venue_id from venues order by venue_id limit 1');
  const { rows: games } = await db.query(
    `insert into games (title, venue_id, event_type, game_at) select 'Bench night ' || k, $1, 1, now() from generate_series(1, $2) as k returning game_id`,
    [venueID, count],
  );
  const gameIDs = games.map((row) => row.game_id);
  if (players.length) {
    await db.query(
      `insert into points (game_id, player_id, entry_at, updated_at)
        select g, p, now(), now() from unnest($1::int[]) as g cross join unnest($2::int[]) as p`,
      [gameIDs, players],
    );
  }
  return gameIDs;
}

async function pointIDsOf(db, gameID) {
  return (await db.query('select point_id from points where game_id = $1 order by point_id', [gameID])).rows.map(
    (row) => row.point_id,
  );
}

export async function benchGameNight({ base, databaseUrl, runs = 40 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const players = (
      await db.query('select player_id from players where not banned and not suspended order by player_id limit $1', [
        PLAYERS_PER_GAME,
      ])
    ).rows.map((row) => row.player_id);
    if (players.length < PLAYERS_PER_GAME)
      throw new Error(`the demo league has ${players.length} players in good standing, ${PLAYERS_PER_GAME} needed`);
    const sessions = [];
    for (let i = 0; i < HOSTS; i++) sessions.push(await hostSession(base));
    const [host] = sessions;
    const json = (token, extra = {}) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...extra,
    });

    // ---- ending a 60-player game ------------------------------------------------------------
    const ending = async (gameIDs, keyed) => {
      const latencies = [];
      let failures = 0;
      for (const gameID of gameIDs) {
        const pointIDs = await pointIDsOf(db, gameID);
        const places = pointIDs.map((pointID, i) => ({ pointID, place: PLACES[i] ?? 0 }));
        const headers = json(host, keyed ? { 'idempotency-key': randomUUID() } : {});
        const { ms, ok } = await timedFetch(`${base}/v1/point/end`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ data: { gameID, places } }),
        });
        latencies.push(ms);
        if (!ok) failures += 1;
      }
      return figures(latencies, failures);
    };
    const reading = async (gameIDs) => {
      const latencies = [];
      let failures = 0;
      for (const gameID of gameIDs) {
        const { ms, ok } = await timedFetch(`${base}/v1/game/points/${gameID}/1`, {
          headers: { authorization: `Bearer ${host}` },
        });
        latencies.push(ms);
        if (!ok) failures += 1;
      }
      return figures(latencies, failures);
    };
    // Warm-up (JIT, pools, statements) on games of their own.
    const warm = await freshGames(db, 3, players);
    await reading(warm);
    await ending(warm, false);

    const plain = await freshGames(db, runs, players);
    const keyed = await freshGames(db, runs, players);
    const read = await reading(plain);
    const ended = await ending(plain, false);
    const endedWithKey = await ending(keyed, true);

    // ---- 16 hosts checking in at once --------------------------------------------------------
    const checkInPlayers = players.slice(0, CHECK_INS_PER_HOST);
    const atOnce = async (request) => {
      const latencies = [];
      let failures = 0;
      await Promise.all(
        sessions.map(async (token, h) => {
          for (let i = 0; i < CHECK_INS_PER_HOST; i++) {
            const { ms, ok } = await request(token, h, i);
            latencies.push(ms);
            if (!ok) failures += 1;
          }
        }),
      );
      return figures(latencies, failures);
    };
    const sessionLookups = () =>
      atOnce((token) => timedFetch(`${base}/v1/user/me`, { headers: { authorization: `Bearer ${token}` } }));
    const checkIns = (gameIDs, keyed = true) =>
      atOnce((token, h, i) =>
        timedFetch(`${base}/v1/point/check-in`, {
          method: 'POST',
          headers: json(token, keyed ? { 'idempotency-key': randomUUID() } : {}),
          body: JSON.stringify({ data: { gameID: gameIDs[h], playerID: checkInPlayers[i] } }),
        }),
      );
    await sessionLookups();
    await checkIns(await freshGames(db, HOSTS, [])); // warm-up
    const lookups = await sessionLookups();
    const checkedIn = await checkIns(await freshGames(db, HOSTS, []));
    const checkedInWithoutKey = await checkIns(await freshGames(db, HOSTS, []), false);

    return { runs, read, ended, endedWithKey, lookups, checkedIn, checkedInWithoutKey };
  } finally {
    await db.end();
  }
}

export function printGameNight({ runs, read, ended, endedWithKey, lookups, checkedIn, checkedInWithoutKey }) {
  const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
  const ratio = (a, b) => (a / b).toFixed(1);
  const rows = [
    [`read a 60-player game's records as a host (yardstick), ${runs} runs`, read, read],
    [`end a 60-player game, ${runs} runs one after another`, ended, read],
    [`end a 60-player game with an Idempotency-Key, ${runs} runs`, endedWithKey, read],
    [`GET /v1/user/me, ${HOSTS} sessions at once (yardstick)`, lookups, lookups],
    [`check-in, ${HOSTS} hosts at once, ${CHECK_INS_PER_HOST} each (with Idempotency-Key)`, checkedIn, lookups],
    [`check-in, ${HOSTS} hosts at once, without a key`, checkedInWithoutKey, lookups],
  ];
  const header = [
    'game night (issue 9)',
    'requests',
    'p50 ms',
    'p95 ms',
    'p50 / yardstick',
    'p95 / yardstick',
    'failed',
  ];
  const lines = rows.map(([label, run, yardstick]) => [
    label,
    String(run.count),
    ms(run.p50),
    ms(run.p95),
    ratio(run.p50, yardstick.p50),
    ratio(run.p95, yardstick.p95),
    String(run.failures),
  ]);
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    'Each request timed on its own (fetch, loopback). Yardsticks: the same reads of 60 records; the same 16 sessions asking who they are, at once.',
  );
}
