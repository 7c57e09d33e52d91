import pg from 'pg';
import { randomUUID } from 'node:crypto';
const base = 'http://127.0.0.1:3390';
const db = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/big1m' }); await db.connect();
const session = async (u) => (await (await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: u, password: 'demo-league' }) })).json()).authToken;
const host = await session('host');
await fetch(`${base}/v1/user/agreement`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${host}` }, body: JSON.stringify({ data: { accepted: true } }) });
const reader = await session('player');
const venueID = 2;
const { rows: candidates } = await db.query('select player_id from players where not banned and not suspended and user_name is null order by random() limit 200');
const year = new Date().getUTCFullYear();
const totalsPath = `/v1/point/totals/${venueID}/0/${year}-01-01/${year}-12-31/0/0`;
const totalOf = async (playerID) => { const r = await fetch(`${base}${totalsPath}`, { headers: { authorization: `Bearer ${reader}` } }); const { rows } = await r.json(); return rows.find((row) => row.playerID === playerID)?.totalPoints ?? 0; };
for (let g = 0; g < Number(process.argv[2] ?? 5); g++) {
  const players = candidates.slice((g * 10) % 190, ((g * 10) % 190) + 10).map((row) => row.player_id);
  const { rows: [{ game_id: gameID }] } = await db.query(`insert into games (title, venue_id, event_type, game_at) values ('Fresh ' || $2, $1, 1, now() - interval '2 hours') returning game_id`, [venueID, g]);
  const { rows: records } = await db.query(`insert into points (game_id, player_id, entry_at, updated_at) select $1, p, now(), now() from unnest($2::int[]) as p returning point_id, player_id`, [gameID, players]);
  records.sort((a, b) => a.point_id - b.point_id);
  const winner = records[0].player_id;
  const before = await totalOf(winner);
  const places = records.map((record, i) => ({ pointID: record.point_id, place: i < 8 ? i + 1 : 0 }));
  const started = performance.now();
  const ended = await fetch(`${base}/v1/point/end`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${host}`, 'idempotency-key': randomUUID() }, body: JSON.stringify({ data: { gameID, places } }) });
  const endMs = performance.now() - started;
  console.log('end', ended.status, endMs.toFixed(0));
  let fresh = false;
  while (performance.now() - started < 15000) { if ((await totalOf(winner)) >= before + 20) { fresh = true; break; } await new Promise((r) => setTimeout(r, 10)); }
  console.log(g, fresh, (performance.now() - started).toFixed(0));
}
await db.end();
