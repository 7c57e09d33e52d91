// Issue 24 part 3's live standings, measured by `npm run bench` on the demo league, with an
// API and a worker process as production runs them:
// - the ending's answer with 16 hosts ending games at once (POST /v1/point/end, 30-player
//   games, each host its own game, ROUNDS rounds): p50/p95 over every ending;
// - push latency, over `endings` endings one after another: a socket.io client subscribed as
//   a page is (`watchStandings`, the site's Origin) hears `standingsChanged` for the game, then
//   waits as the page does (COALESCE_MS + a random 0-JITTER_MS, web/src/lib/live-standings.ts)
//   and reads the venue's leaderboard again until it shows the game (its winner's games + 1).
//   Reported: ending's answer -> message, and ending's answer -> leaderboard showing it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';

const HOSTS = 16;
const ROUNDS = 5;
const PLAYERS_PER_GAME = 30;
const PLACES = [1, 2, 3, 4, 5, 6, 7, 8];
/** The page's own pause before it reads (web/src/lib/live-standings.ts). */
const COALESCE_MS = 300;
const JITTER_MS = 500;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
const figures = (latencies, failures = 0) => ({
  count: latencies.length,
  p50: percentile(latencies, 0.5),
  p95: percentile(latencies, 0.95),
  max: Math.max(...latencies),
  failures,
});

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

async function freshGames(db, venueID, count, players) {
  const { rows } = await db.query(
    `insert into games (title, venue_id, event_type, game_at) select 'Live night ' || k, $1, 1, now() - interval '3 hours' from generate_series(1, $2) as k returning game_id`,
    [venueID, count],
  );
  const gameIDs = rows.map((row) => row.game_id);
  await db.query(
    `insert into points (game_id, player_id, entry_at, updated_at) select g, p, now(), now() from unnest($1::int[]) as g cross join unnest($2::int[]) as p`,
    [gameIDs, players],
  );
  return gameIDs;
}

export async function benchLiveStandings({ base, databaseUrl, origin, endings = 20, profile }) {
  // A pool: the 16 hosts read their games' records at once.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const socket = io(base, { transports: ['websocket'], extraHeaders: { origin } });
  try {
    const {
      rows: [{ venue_id: venueID }],
    } = await db.query('select venue_id from venues order by venue_id limit 1');
    const all = (
      await db.query('select player_id from players where not banned and not suspended order by player_id limit $1', [
        PLAYERS_PER_GAME * 2,
      ])
    ).rows.map((row) => row.player_id);
    // The worker's first work (the demo league's standings rebuilt) done: no outbox row nor ledger row waiting.
    for (let waited = 0; ; waited += 250) {
      const { rows } = await db.query(
        'select (select count(*) from outbox where completed_at is null)::int + (select count(*) from queued_work)::int as left',
      );
      if (rows[0].left === 0) break;
      if (waited > 300_000) throw new Error('the worker did not finish its first work in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sessions = [];
    for (let i = 0; i < HOSTS; i++) sessions.push(await hostSession(base));
    const end = async (token, gameID) => {
      const pointIDs = (
        await db.query('select point_id, player_id from points where game_id = $1 order by point_id', [gameID])
      ).rows;
      const places = pointIDs.map((row, i) => ({ pointID: row.point_id, place: PLACES[i] ?? 0 }));
      const started = performance.now();
      const response = await fetch(`${base}/v1/point/end`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ data: { gameID, places } }),
      });
      await response.arrayBuffer();
      return {
        ms: performance.now() - started,
        answeredAt: performance.now(),
        ok: response.ok,
        winner: pointIDs[0].player_id,
      };
    };

    // ---- socket: subscribed as a page is; every message stamped on arrival ---------------------
    const heard = new Map();
    const waiters = new Map();
    socket.on('standingsChanged', (message) => {
      const at = performance.now();
      if (message.gameID && !heard.has(message.gameID)) heard.set(message.gameID, at);
      waiters.get(message.gameID)?.(at);
    });
    if (!socket.connected) {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }
    await socket.timeout(5000).emitWithAck('watchStandings');
    const messageFor = (gameID, timeoutMs = 30_000) =>
      heard.has(gameID)
        ? Promise.resolve(heard.get(gameID))
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no standingsChanged for game ${gameID}`)), timeoutMs);
            waiters.set(gameID, (at) => (clearTimeout(timer), waiters.delete(gameID), resolve(at)));
          });
    const gamesOf = async (playerID) => {
      const response = await fetch(`${base}/v1/point/totals/${venueID}/0/0/All/1/0`);
      const { rows } = await response.json();
      return rows.find((row) => row.playerID === playerID)?.totalGames ?? 0;
    };

    // ---- 16 hosts ending at once ----------------------------------------------------------
    const atOnce = async () => {
      const latencies = [];
      let failures = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const gameIDs = await freshGames(db, venueID, HOSTS, all.slice(0, PLAYERS_PER_GAME));
        const results = await Promise.all(sessions.map((token, h) => end(token, gameIDs[h])));
        for (const result of results) {
          latencies.push(result.ms);
          if (!result.ok) failures += 1;
        }
        // Let the worker catch up before the next round (as between game nights' endings).
        await Promise.all(gameIDs.map((gameID) => messageFor(gameID, 120_000).catch(() => undefined)));
      }
      return figures(latencies, failures);
    };
    // Yardstick of the same moment: the same 16 sessions asking who they are, at once (the machine's load shows in both).
    const lookups = async () => {
      const latencies = [];
      for (let round = 0; round < ROUNDS; round++) {
        const results = await Promise.all(
          sessions.map(async (token) => {
            const started = performance.now();
            await (await fetch(`${base}/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
            return performance.now() - started;
          }),
        );
        latencies.push(...results);
      }
      return figures(latencies);
    };
    await end(sessions[0], (await freshGames(db, venueID, 1, all.slice(0, PLAYERS_PER_GAME)))[0]); // warm-up
    await lookups();
    const lookedUp = await lookups();
    // BENCH_PROFILE=file: the API's CPU profile of the endings at once (open it in Chrome's DevTools).
    const endedAtOnce = profile ? await profile(atOnce) : await atOnce();

    // ---- push latency, one ending after another --------------------------------------------
    const toMessage = [];
    const toPage = [];
    let failures = 0;
    for (let i = 0; i < endings; i++) {
      // Players the earlier endings did not all use, winner first.
      const players = all
        .slice(PLAYERS_PER_GAME - (i % PLAYERS_PER_GAME))
        .concat(all.slice(0, PLAYERS_PER_GAME - (i % PLAYERS_PER_GAME)))
        .slice(0, PLAYERS_PER_GAME);
      const [gameID] = await freshGames(db, venueID, 1, players);
      const winner = (
        await db.query('select player_id from points where game_id = $1 order by point_id limit 1', [gameID])
      ).rows[0].player_id;
      const before = await gamesOf(winner);
      const ended = await end(sessions[i % HOSTS], gameID);
      if (!ended.ok) {
        failures += 1;
        continue;
      }
      const messageAt = await messageFor(gameID);
      toMessage.push(messageAt - ended.answeredAt);
      await new Promise((resolve) => setTimeout(resolve, COALESCE_MS + Math.random() * JITTER_MS));
      let reads = 0;
      while ((await gamesOf(winner)) !== before + 1) {
        reads += 1;
        if (reads > 100) throw new Error(`game ${gameID}: the leaderboard never showed it`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (reads > 0) failures += 1; // the first read after the message must show it
      toPage.push(performance.now() - ended.answeredAt);
    }
    return { lookedUp, endedAtOnce, toMessage: figures(toMessage), toPage: figures(toPage, failures), endings };
  } finally {
    socket.close();
    await db.end();
  }
}

export function printLiveStandings({ lookedUp, endedAtOnce, toMessage, toPage, endings }) {
  const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
  const rows = [
    [`GET /v1/user/me, ${HOSTS} sessions at once (yardstick, ${ROUNDS} rounds)`, lookedUp, ''],
    [`end a ${PLAYERS_PER_GAME}-player game, ${HOSTS} hosts at once (${ROUNDS} rounds)`, endedAtOnce, '< 300'],
    [`ending's answer -> standingsChanged heard, ${endings} endings`, toMessage, ''],
    [
      `ending's answer -> leaderboard shows it (page's ${COALESCE_MS} + 0-${JITTER_MS} ms pause included)`,
      toPage,
      '< 2000',
    ],
  ];
  const header = ['live standings (issue 24)', 'count', 'p50 ms', 'p95 ms', 'max ms', 'goal p95', 'failed'];
  const lines = rows.map(([label, run, goal]) => [
    label,
    String(run.count),
    ms(run.p50),
    ms(run.p95),
    ms(run.max),
    goal,
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
    'failed: an ending not answered 200, or (push) a first read after the message that did not show the game yet.',
  );
}
