import { call, startTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { ReadCache } from '../../src/shared/application/read-cache.js';

type VenueRows = { rows: { venueID: number; title: string; notes?: string }[] };
type Board = { rows: { playerID: number; totalPoints: number }[]; total: number };

/**
 * Issue 24: logged-in viewers share the kept answers of reads that are the same for everyone
 * at their level (`@CachedRead({ by: 'level' })`), keyed by that level, sent `no-store`, and
 * only to a session the access guard checked (a logout or a ban ends it at once here).
 */
describe('kept answers shared by logged-in viewers of one level', () => {
  let app: TestApp;
  let manager: string;
  let venueID: number;
  const BOARD = '/v1/point/totals/0/0/2026/All/1/100';
  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
    const venue = await call<{ venue: { venueID: number } }>(app, 'POST', '/v1/venue', {
      token: manager,
      body: {
        data: { title: 'Shared Tavern', address: '1 Main St', city: 'Kent', notes: 'Staff only: back door code' },
      },
    });
    venueID = venue.body.venue.venueID;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A leaderboard row written behind the cache's back (no drop): a kept answer does not show it. */
  const hiddenRow = () => ({
    sql: `insert into leaderboard_totals (scope_type, scope_id, period, player_id, total_points, total_games, total_placed, total_won, ranked)
      values ('league', 0, '2026', ${app.roles.host.playerID}, 77, 1, 1, 1, 1)`,
    undo: `delete from leaderboard_totals where scope_type = 'league' and scope_id = 0 and period = '2026' and player_id = ${app.roles.host.playerID}`,
  });

  /** Reads `path` as `token` until its answer is kept: a change made behind the cache then stays unseen. */
  async function keptFor(
    token: string | undefined,
    path: string,
    change: { sql: string; undo: string },
  ): Promise<unknown> {
    let kept: unknown;
    await eventually(async () => {
      const first = await call(app, 'GET', path, { token });
      await app.sql(change.sql);
      try {
        kept = (await call(app, 'GET', path, { token })).body;
      } finally {
        await app.sql(change.undo);
      }
      expect(kept).toEqual(first.body);
    });
    return kept;
  }

  it("gives a logged-in player the visitor's leaderboard, from a kept answer, with Cache-Control: no-store", async () => {
    const player = await app.login('player');
    const visitorBody = (await call<Board>(app, 'GET', BOARD)).body;
    const kept = await keptFor(player, BOARD, hiddenRow());
    expect(kept).toEqual(visitorBody);
    await app.sql(hiddenRow().sql);
    try {
      const replay = await fetch(`${app.url}${BOARD}`, { headers: { authorization: `Bearer ${player}` } });
      expect(await replay.json()).toEqual(visitorBody);
      expect(replay.headers.get('cache-control')).toBe('no-store');
      expect(replay.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.sql(hiddenRow().undo);
    }
  });

  it("never serves a manager's kept answer (staff fields) to a player, nor a player's to a manager", async () => {
    const player = await app.login('player');
    const retitle = {
      sql: `update venues set title = 'Behind' where venue_id = ${venueID}`,
      undo: `update venues set title = 'Shared Tavern' where venue_id = ${venueID}`,
    };
    const asManager = (await keptFor(manager, `/v1/venue/id/${venueID}`, retitle)) as VenueRows;
    expect(asManager.rows[0]).toMatchObject({ notes: 'Staff only: back door code' });
    const asPlayer = (await keptFor(player, `/v1/venue/id/${venueID}`, retitle)) as VenueRows;
    expect(asPlayer.rows[0]).not.toHaveProperty('notes');
    expect(
      (await call<VenueRows>(app, 'GET', `/v1/venue/id/${venueID}`, { token: manager })).body.rows[0],
    ).toMatchObject({ notes: 'Staff only: back door code' });
    expect((await call<VenueRows>(app, 'GET', `/v1/venue/id/${venueID}`)).body.rows[0]).not.toHaveProperty('notes');
  });

  it('keeps nothing for a made-up token: it is answered fresh, as a visitor', async () => {
    await keptFor(undefined, BOARD, hiddenRow());
    await app.sql(hiddenRow().sql);
    try {
      const fresh = await call<Board>(app, 'GET', BOARD, { token: 'not-a-session' });
      expect(fresh.body.rows.map((row) => row.totalPoints)).toEqual([77]);
    } finally {
      await app.sql(hiddenRow().undo);
    }
  });

  it('stops replaying kept answers to a session at once when it logs out', async () => {
    const player = await app.login('player');
    await keptFor(player, BOARD, hiddenRow());
    expect((await call(app, 'POST', '/v1/user/logout', { token: player })).status).toBe(200);
    await app.sql(hiddenRow().sql);
    try {
      // The logged-out token is a visitor again: answered fresh (it sees the row), never from the player's kept answer.
      const after = await fetch(`${app.url}${BOARD}`, { headers: { authorization: `Bearer ${player}` } });
      expect(((await after.json()) as Board).rows.map((row) => row.totalPoints)).toEqual([77]);
      expect(after.headers.get('cache-control')).toBe('no-store');
    } finally {
      await app.sql(hiddenRow().undo);
    }
  });

  it('stops replaying kept answers to a banned player at once', async () => {
    const banned = app.roles.assistant;
    const token = await app.login('assistant');
    await keptFor(token, BOARD, hiddenRow());
    const ban = await call(app, 'POST', '/v1/player', {
      token: await app.login('admin'),
      body: {
        data: {
          playerID: banned.playerID,
          firstName: banned.firstName,
          lastName: banned.lastName,
          email: banned.email,
          userName: banned.userName,
          playerNumber: banned.playerNumber,
          userType: banned.userType,
          banned: true,
        },
      },
    });
    expect(ban.status).toBe(200);
    expect(await app.sql('select banned from players where player_id = ?', [banned.playerID])).toEqual([
      { banned: true },
    ]);
    await app.sql(hiddenRow().sql);
    try {
      expect((await call<Board>(app, 'GET', BOARD, { token })).body.rows.map((row) => row.totalPoints)).toEqual([77]);
    } finally {
      await app.sql(hiddenRow().undo);
    }
  });

  it('drops the shared answers when the standings change (the worker drops leaderboard_totals after an ending)', async () => {
    const player = await app.login('player');
    await keptFor(player, BOARD, hiddenRow());
    await app.sql(hiddenRow().sql);
    try {
      await app.app.get(ReadCache).drop('leaderboard_totals');
      expect((await call<Board>(app, 'GET', BOARD, { token: player })).body.rows.map((row) => row.totalPoints)).toEqual(
        [77],
      );
    } finally {
      await app.sql(hiddenRow().undo);
      await app.app.get(ReadCache).drop('leaderboard_totals');
    }
  });

  it('answers a URL with a query string its route never reads, but keeps nothing under it (a flood of such URLs cannot empty the cache)', async () => {
    const player = await app.login('player');
    const plain = (await keptFor(undefined, BOARD, hiddenRow())) as Board;
    await keptFor(player, BOARD, hiddenRow());
    expect((await call<Board>(app, 'GET', `${BOARD}?n=1`)).body).toEqual(plain);
    expect((await call<Board>(app, 'GET', `${BOARD}?n=1`, { token: player })).body).toEqual(plain);
    await app.sql(hiddenRow().sql);
    try {
      // Each such read runs the query: the row written behind the cache shows at once.
      expect((await call<Board>(app, 'GET', `${BOARD}?n=1`)).body.rows.map((row) => row.totalPoints)).toEqual([77]);
      expect(
        (await call<Board>(app, 'GET', `${BOARD}?n=1`, { token: player })).body.rows.map((row) => row.totalPoints),
      ).toEqual([77]);
      // The plain URL's kept answers stayed.
      expect((await call<Board>(app, 'GET', BOARD)).body).toEqual(plain);
      expect((await call<Board>(app, 'GET', BOARD, { token: player })).body).toEqual(plain);
    } finally {
      await app.sql(hiddenRow().undo);
      await app.app.get(ReadCache).drop('leaderboard_totals');
    }
  });

  it("answers a page's total from the scope's stored row count (leaderboard_scopes), not by counting", async () => {
    await app.sql(hiddenRow().sql);
    await app.sql("insert into leaderboard_scopes values ('league', 0, '2026', 5)");
    try {
      await app.app.get(ReadCache).drop('leaderboard_totals');
      expect((await call<Board>(app, 'GET', BOARD)).body).toMatchObject({ total: 5, rows: [{ totalPoints: 77 }] });
    } finally {
      await app.sql(hiddenRow().undo);
      await app.sql("delete from leaderboard_scopes where scope_type = 'league' and scope_id = 0 and period = '2026'");
      await app.app.get(ReadCache).drop('leaderboard_totals');
    }
  });
});
