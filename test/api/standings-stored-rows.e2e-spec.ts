import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { RecomputeGameStandingsCommand } from '../../src/modules/leaderboards/application/commands/recompute-game-standings.command.js';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { standingsScopesOf } from '../../src/modules/leaderboards/domain/standings-scope.js';
import { api, type Rows } from '../support/api.js';
import { aGameWithEntries, aVenueWithEvent, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const zone = 'America/Los_Angeles';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone }).toJSDate();

/**
 * Issue 24: a leaderboard page is the rows' stored JSON between two stored places. PostgreSQL
 * keeps both right (docs/decisions.md "Stored leaderboard rows kept by PostgreSQL"): a rename
 * shows at once, in its new place among ties, and an ending moves the places of everyone after.
 */
describe('stored leaderboard rows: a rename and an ending show at once, in place', () => {
  let app: TestApp;
  let manager: string;
  let venueID: number;
  let players: BuiltPlayer[];
  let fresh = 0;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
    const { venue, event } = await aVenueWithEvent(app);
    venueID = venue.venueID;
    players = await somePlayers(app, 14);
    // Twelve entries: the four past 8th place tie on the same points.
    await aGameWithEntries(app, 12, { venueID, eventID: event.eventID, gameAt: pacific('2026-03-03T19:00'), ended: true, players });
    await rebuildStandings(app);
  });
  afterAll(() => app.close());

  /** A URL asked for the first time: no kept answer serves it. */
  const url = (path: string) => `${path}?fresh=${(fresh += 1)}`;
  const whole = async (board: string) => (await api(app).get<Rows<LeaderboardRow>>(url(`${board}/1/0`))).body;
  const pageText = async (board: string, page: number, size: number) => (await fetch(`${app.url}${url(`${board}/${page}/${size}`)}`)).text();

  /** Every scope's stored form is whole: each row placed and serialized, places 1..n, n the stored row count (so no page falls back to the join). */
  async function expectStoredFormWhole(): Promise<void> {
    expect(
      await app.sql(
        `select t.scope_type, t.scope_id, t.period from leaderboard_totals t join leaderboard_scopes s using (scope_type, scope_id, period)
          group by t.scope_type, t.scope_id, t.period, s.row_count
          having count(t.row_json) <> count(*) or count(distinct t.position) <> count(*) or min(t.position) <> 1 or max(t.position) <> count(*) or s.row_count <> count(*)`,
      ),
    ).toEqual([]);
  }

  /** Pages of `size` add up to the whole list, each byte for byte what JSON.stringify writes of its rows. */
  async function expectPagesMakeTheWhole(board: string, size: number): Promise<Rows<LeaderboardRow>> {
    const all = await whole(board);
    expect(all.total).toBe(all.rows.length);
    for (let page = 1; page <= Math.ceil(all.rows.length / size) + 1; page += 1) {
      const text = await pageText(board, page, size);
      expect({ board, page, text }).toEqual({ board, page, text: JSON.stringify({ rows: all.rows.slice((page - 1) * size, page * size), total: all.total }) });
    }
    return all;
  }

  it('a player renamed by a manager shows on a fresh page at once, in the new tie order', async () => {
    const board = '/v1/point/totals/0/0/2026/M3';
    const before = (await whole(board)).rows;
    const lastRank = before[before.length - 1]!.ranked;
    const tied = before.filter((row) => row.ranked === lastRank);
    expect(tied.length).toBeGreaterThan(2);
    const renamed = tied[tied.length - 1]!;
    await expectStoredFormWhole();

    const record = (await api(app).as(manager).get<Rows<Record<string, unknown>>>(`/v1/player/id/${renamed.playerID}`)).body.rows[0]!;
    const saved = await api(app).as(manager).post('/v1/player?confirmDuplicate=true', { data: { ...record, title: 'Aaron Aardvark', firstName: 'Aaron' } });
    expect(saved.status).toBeLessThan(300);

    const text = await pageText(board, 1, 100);
    const page = JSON.parse(text) as Rows<LeaderboardRow>;
    const nowTied = page.rows.filter((row) => row.ranked === lastRank);
    expect(nowTied[0]).toMatchObject({ playerID: renamed.playerID, playerName: 'Aaron Aardvark', firstName: 'Aaron' });
    expect(nowTied.slice(1).map((row) => row.playerID)).toEqual(tied.slice(0, -1).map((row) => row.playerID));
    expect(text).toBe(JSON.stringify(await whole(board)));
    for (const board of ['/v1/point/totals/0/0/2026/M3', `/v1/point/totals/${venueID}/0/0/All`, '/v1/point/totals/0/0/2026/All']) await expectPagesMakeTheWhole(board, 3);
    await expectStoredFormWhole();
  });

  it('a page whose stored rows fall short (the triggers off, a scope not restored) is joined and serialized as before', async () => {
    const board = '/v1/point/totals/0/0/2026/M3';
    await app.sql('alter table leaderboard_totals disable trigger user');
    try {
      await app.sql("update leaderboard_totals set position = null, row_json = null where scope_type = 'league' and period = '2026-03' and ranked > 2");
      await expectPagesMakeTheWhole(board, 3);
    } finally {
      await app.sql('alter table leaderboard_totals enable trigger user');
    }
    await app.sql("select leaderboard_restore('league', 0, '2026-03')");
    await expectStoredFormWhole();
  });

  it('a game ending moves the places of the rows after its players: pages add up to the whole list', async () => {
    // The last players of the first game (and two new ones) take the top places.
    const order = [...players].reverse();
    const game = await aGameWithEntries(app, 10, { venueID, gameAt: pacific('2026-03-20T19:00'), ended: true, players: order });
    await app.app.get(CommandBus).execute(new RecomputeGameStandingsCommand(game.gameID, standingsScopesOf({ venueID, eventID: null, gameAt: game.gameAt }, zone)));
    await expectStoredFormWhole();
    const board = await expectPagesMakeTheWhole('/v1/point/totals/0/0/2026/M3', 4);
    expect(board.rows[0]!.playerID).toBe(order[0]!.playerID);
    for (const path of [`/v1/point/totals/${venueID}/0/2026/M3`, '/v1/point/totals/0/0/0/All', `/v1/point/totals/${venueID}/0/2026/Q1`]) {
      for (const size of [1, 5]) await expectPagesMakeTheWhole(path, size);
    }
  });
});
