import { randomUUID } from 'node:crypto';
import type { GameHistoryRow } from '../../src/modules/games/domain/game-history.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aPlayerWithPoints,
  aPointRecord,
  type BuiltGame,
} from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;

/**
 * Issue 18 item 8, the audit trail of results: every change to a game's records and totals
 * leaves one row (who, with their name at the time; when, by the server's clock; what, old
 * -> new; the session's id), written in the change's own transaction, never twice for a
 * replayed request, never updated or deleted (the database refuses), read by staff only.
 */
describe('games: audit trail of results (GET /v1/game/history/{gameID})', () => {
  let app: TestApp;
  let host: string;
  let manager: string;
  let hostSession: number;
  beforeAll(async () => {
    app = await startTestApp();
    host = await app.login('host');
    hostSession = await latestSessionOf(app.accounts.host);
    manager = await app.login('manager');
    for (const token of [host, manager])
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
  });
  afterAll(() => app.close());

  async function latestSessionOf(playerID: number): Promise<number> {
    const [row] = await app.sql<{ sessionID: number }>(
      'select max(session_id)::int as "sessionID" from sessions where player_id = ?',
      [playerID],
    );
    return row!.sessionID;
  }
  const as = (token: string) => api(app).as(token);
  const historyOf = async (game: { gameID: number }, token = manager) => {
    const answer = await as(token).get<Rows<GameHistoryRow> & ApiError>(`/v1/game/history/${game.gameID}`);
    expect(answer.status).toBe(200);
    return answer.body.rows;
  };
  const rowCount = async (gameID: number) =>
    (await app.sql<{ n: number }>('select count(*)::int as n from game_history where game_id = ?', [gameID]))[0]!.n;
  const placeOf = async (pointID: number) =>
    (await app.sql<{ place: number }>('select place from points where point_id = ?', [pointID]))[0]?.place;
  const hostRow = { actorID: 0, actorName: 'Hank Host', sessionID: 0 };
  beforeAll(() => Object.assign(hostRow, { actorID: app.accounts.host, sessionID: hostSession }));

  it('check-in, place, removal: one row each, with who (id, name at the time), when, what (old -> new) and the session', async () => {
    const game = await aGame(app);
    const player = await aPlayer(app, { firstName: 'Audra', lastName: 'Ames' });
    const before = Date.now();
    const checkIn = await as(host).post<{ points: { pointID: number }[] }>('/v1/point/check-in', {
      data: { gameID: game.gameID, playerID: player.playerID },
    });
    expect(checkIn.status).toBe(200);
    const pointID = checkIn.body.points[0]!.pointID;
    expect((await as(host).post('/v1/point/place', { data: { pointID, place: 3 } })).status).toBe(200);
    expect((await as(host).delete('/v1/point', { data: { pointID } })).status).toBe(200);

    const rows = await historyOf(game);
    expect(rows.map((row) => row.action)).toEqual(['check-in', 'place', 'removal']);
    for (const row of rows) {
      expect(row).toMatchObject({ ...hostRow, pointID, playerID: player.playerID, playerName: 'Audra Ames' });
      expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(row.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(rows[0]!.changes).toEqual([{ field: 'checkedIn', from: false, to: true }]);
    expect(rows[1]!.changes).toEqual([{ field: 'place', from: 0, to: 3 }]);
    expect(rows[2]!.changes).toEqual([
      { field: 'checkedIn', from: true, to: false },
      { field: 'place', from: 3, to: 0 },
    ]);
  });

  it("a satellite's points: one row, old -> new", async () => {
    const game = await aGameWithEntries(app, 1, { eventType: EventType.Satellite });
    const { pointID } = game.entries[0]!;
    expect((await as(host).post('/v1/point/points', { data: { pointID, points: 40 } })).status).toBe(200);
    const rows = await historyOf(game);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...hostRow,
      action: 'points',
      pointID,
      changes: [{ field: 'points', from: 0, to: 40 }],
    });
  });

  it('a satellite scan and quarterly buys: one row each (buys in thousands, as the points screen shows them)', async () => {
    const satellite = await aGame(app, { eventType: EventType.Satellite });
    const scanned = await aPlayer(app);
    const scanAt = new Date(Date.now() - 3 * MINUTE);
    const satellitePoint = await aPointRecord(app, satellite.gameID, scanned.playerID, {
      points: 10,
      entryAt: new Date(Date.now() - 60 * MINUTE),
      updatedAt: scanAt,
    });
    const scan = await as(host).post<{ message: string }>('/v1/point/check-in', {
      data: { gameID: satellite.gameID, scan: String(scanned.playerNumber) },
    });
    expect(scan.body.message).toBe('10 points added');
    expect(await historyOf(satellite)).toMatchObject([
      { ...hostRow, action: 'scan', pointID: satellitePoint, changes: [{ field: 'points', from: 10, to: 20 }] },
    ]);

    const quarterly = await aGame(app, { eventType: EventType.Quarterly, gameAt: new Date('2026-03-14T18:00:00Z') });
    const qualified = await aPlayerWithPoints(app, 130, new Date('2025-10-11T02:00:00Z'));
    const checkIn = await as(host).post<{ points: { pointID: number }[] }>('/v1/point/check-in', {
      data: { gameID: quarterly.gameID, playerID: qualified.playerID },
    });
    const pointID = checkIn.body.points[0]!.pointID;
    expect((await as(host).post('/v1/point/buys', { data: { pointID, addOn: 5 } })).status).toBe(200);
    const rows = await historyOf(quarterly);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      [
        'check-in',
        [
          { field: 'checkedIn', from: false, to: true },
          { field: 'buyIn', from: 0, to: 15 },
        ],
      ],
      ['buys', [{ field: 'addOn', from: 0, to: 5 }]],
    ]);
  });

  it("ending and a correction: one row each, the game's totals and every record it changed; the correction re-ends the game", async () => {
    const game = await aGameWithEntries(app, 4);
    const end = (places: number[]) =>
      as(host).post('/v1/point/end', {
        data: { gameID: game.gameID, places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })) },
      });
    expect((await end([1, 2, 3, 4])).status).toBe(200);
    expect((await end([2, 1, 3, 4])).status).toBe(200);

    const rows = await historyOf(game);
    expect(rows.map((row) => row.action)).toEqual(['end', 'correction']);
    expect(rows[0]).toMatchObject({ ...hostRow, pointID: null, playerID: null });
    const [first, second] = game.entries;
    const names = await app.sql<{ playerID: number; title: string }>(
      'select player_id as "playerID", title from players where player_id in (?, ?)',
      [first!.playerID, second!.playerID],
    );
    const nameOf = (playerID: number) => names.find((row) => row.playerID === playerID)!.title;
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'totalPlayers', from: 0, to: 4 },
        { field: 'endedAt', from: null, to: expect.any(String) },
        { field: 'place', from: 0, to: 1, playerID: first!.playerID, player: nameOf(first!.playerID) },
      ]),
    );
    // The correction: the two swapped records, and the new end time.
    const correction = rows[1]!.changes;
    expect(correction.filter((change) => change.field === 'place')).toEqual([
      { field: 'place', from: 1, to: 2, playerID: first!.playerID, player: nameOf(first!.playerID) },
      { field: 'place', from: 2, to: 1, playerID: second!.playerID, player: nameOf(second!.playerID) },
    ]);
    expect(correction.some((change) => change.field === 'endedAt')).toBe(true);
  });

  it('a save of a game after it started: one row naming the fields it changed; none before it starts', async () => {
    const started = await aGame(app, { gameAt: new Date(Date.now() - 60 * MINUTE) });
    const later = await aGame(app, { gameAt: new Date(Date.now() + 24 * 60 * MINUTE) });
    const managerSession = await latestSessionOf(app.accounts.manager);
    for (const game of [started, later]) {
      const { body } = await as(manager).get<Rows<Record<string, unknown>>>(`/v1/game/id/${game.gameID}`);
      const saved = await as(manager).post('/v1/game', {
        data: { ...pick(body.rows[0]!), earningsActual: 80, notice: 'Moved upstairs' },
      });
      expect(saved.status).toBe(200);
    }
    const rows = await historyOf(started);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorID: app.accounts.manager,
      actorName: 'Maria Manager',
      sessionID: managerSession,
      action: 'game',
    });
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'earningsActual', from: 0, to: 80 },
        { field: 'notice', from: null, to: 'Moved upstairs' },
      ]),
    );
    expect(await rowCount(later.gameID)).toBe(0);
  });

  it("deposit application (the admin's game-list form): one row per game, the deposited figures old -> new", async () => {
    const admin = await app.login('admin');
    const game = await aGameWithEntries(app, 4, { ended: true, hostID: app.accounts.host, earningsActual: 35 });
    const applied = await as(admin).post('/v1/game', { data: [{ gameID: game.gameID, earningsDeposited: 35 }] });
    expect(applied.status).toBe(200);
    const rows = await historyOf(game);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorID: app.accounts.admin,
      actorName: 'Adam Admin',
      sessionID: await latestSessionOf(app.accounts.admin),
      action: 'deposit',
    });
    expect(rows[0]!.changes).toEqual([
      { field: 'earningsDeposited', from: 0, to: 35 },
      { field: 'earningsReconciled', from: false, to: true },
    ]);

    // A host's own deposit (Manage Deposits) applied to their only game: one row, from that host's session.
    const depositor = await aPlayer(app, { userType: UserType.Host, firstName: 'Dee', lastName: 'Positor' });
    const depositorToken = await depositor.login();
    expect((await as(depositorToken).post('/v1/user/agreement', { data: { accepted: true } })).status).toBe(200);
    const own = await aGameWithEntries(app, 4, { ended: true, hostID: depositor.playerID, earningsActual: 20 });
    const deposit = await as(depositorToken).post('/v1/deposit', {
      data: { title: 'Night deposit', depositAmount: 20 },
    });
    expect(deposit.status).toBe(200);
    expect(await historyOf(own)).toMatchObject([
      {
        actorID: depositor.playerID,
        actorName: 'Dee Positor',
        sessionID: await latestSessionOf(depositor.playerID),
        action: 'deposit',
        changes: [
          { field: 'earningsDeposited', from: 0, to: 20 },
          { field: 'earningsReconciled', from: false, to: true },
          { field: 'depositID', from: null, to: expect.any(Number) },
        ],
      },
    ]);
  });

  it('a replayed idempotent request leaves one row', async () => {
    const game = await aGameWithEntries(app, 1);
    const headers = { 'idempotency-key': randomUUID() };
    const body = { data: { pointID: game.entries[0]!.pointID, place: 2 } };
    const first = await as(host).with(headers).post('/v1/point/place', body);
    const replay = await as(host).with(headers).post('/v1/point/place', body);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.body).toEqual(first.body);
    expect(await rowCount(game.gameID)).toBe(1);
  });

  describe("in the change's own transaction", () => {
    afterEach(async () => {
      await app.sql('drop trigger if exists test_refuse_answer on idempotency_keys');
      await app.sql('drop trigger if exists test_refuse_history on game_history');
      await app.sql('drop function if exists test_refuse()');
    });
    const refusing = () =>
      app.sql(
        "create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$",
      );

    it('a change that rolls back after its row was written leaves no row (and no change)', async () => {
      const game = await aGameWithEntries(app, 1);
      const { pointID } = game.entries[0]!;
      // The write succeeds, then storing its answer fails: the whole transaction rolls back.
      await refusing();
      await app.sql(
        "create trigger test_refuse_answer before update on idempotency_keys for each row when (new.key like 'rollback-%') execute function test_refuse()",
      );
      const answer = await as(host)
        .with({ 'idempotency-key': `rollback-${randomUUID()}` })
        .post('/v1/point/place', { data: { pointID, place: 5 } });
      expect(answer.status).toBe(500);
      expect(await placeOf(pointID)).toBe(0);
      expect(await rowCount(game.gameID)).toBe(0);
    });

    it('a row that cannot be written rolls the change back', async () => {
      const game = await aGameWithEntries(app, 1);
      const { pointID } = game.entries[0]!;
      await refusing();
      await app.sql(
        `create trigger test_refuse_history before insert on game_history for each row when (new.game_id = ${game.gameID}) execute function test_refuse()`,
      );
      const answer = await as(host).post('/v1/point/place', { data: { pointID, place: 6 } });
      expect(answer.status).toBe(500);
      expect(await placeOf(pointID)).toBe(0);
    });
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of its rows, whoever asks', async () => {
    const game = await aGameWithEntries(app, 1);
    expect(
      (await as(host).post('/v1/point/place', { data: { pointID: game.entries[0]!.pointID, place: 1 } })).status,
    ).toBe(200);
    await expect(
      app.sql("update game_history set actor_name = 'Someone else' where game_id = ?", [game.gameID]),
    ).rejects.toThrow(/append-only/);
    await expect(app.sql('delete from game_history where game_id = ?', [game.gameID])).rejects.toThrow(/append-only/);
    await expect(app.sql('truncate game_history')).rejects.toThrow(/append-only/);
    expect(await rowCount(game.gameID)).toBe(1);
    expect((await historyOf(game))[0]!.actorName).toBe('Hank Host');
  });

  it('deleting a game (one without records) keeps its trail, the deletion its last row: managers still read it, a host gets 404', async () => {
    const game = await aGame(app, { gameAt: new Date(Date.now() + 24 * 60 * MINUTE), hostID: app.accounts.host });
    const player = await aPlayer(app);
    const checkIn = await as(host).post<{ points: { pointID: number }[] }>('/v1/point/check-in', {
      data: { gameID: game.gameID, playerID: player.playerID },
    });
    expect((await as(host).delete('/v1/point', { data: { pointID: checkIn.body.points[0]!.pointID } })).status).toBe(
      200,
    );
    expect((await as(manager).delete('/v1/game', { data: { gameID: game.gameID } })).status).toBe(200);
    const rows = await historyOf(game);
    expect(rows.map((row) => row.action)).toEqual(['check-in', 'removal', 'deleted']);
    expect(rows[2]).toMatchObject({ actorID: app.accounts.manager, actorName: 'Maria Manager' });
    expect(rows[2]!.changes).toEqual(expect.arrayContaining([{ field: 'hostID', from: app.accounts.host, to: null }]));
    expect((await as(host).get(`/v1/game/history/${game.gameID}`)).status).toBe(404);
    // A game not yet started and never changed goes without a trail.
    const untouched = await aGame(app, { gameAt: new Date(Date.now() + 24 * 60 * MINUTE) });
    expect((await as(manager).delete('/v1/game', { data: { gameID: untouched.gameID } })).status).toBe(200);
    expect(await rowCount(untouched.gameID)).toBe(0);
  });

  it('a merge keeps the names at the time: the duplicate stays named in the rows it made', async () => {
    const game = await aGameWithEntries(app, 0, { gameAt: new Date(Date.now() - 60 * MINUTE) });
    const duplicate = await aPlayer(app, { firstName: 'Dupe', lastName: 'Doe' });
    const survivor = await aPlayer(app, { firstName: 'Sure', lastName: 'Vivor' });
    expect(
      (await as(host).post('/v1/point/check-in', { data: { gameID: game.gameID, playerID: duplicate.playerID } }))
        .status,
    ).toBe(200);
    const merged = await as(manager).post('/v1/player/merge', {
      data: { survivorID: survivor.playerID, duplicateID: duplicate.playerID },
    });
    expect(merged.status).toBe(200);
    const rows = await historyOf(game);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'check-in', playerID: duplicate.playerID, playerName: 'Dupe Doe' });
  });

  describe('who may read it', () => {
    let game: BuiltGame;
    beforeAll(async () => {
      game = await aGameWithEntries(app, 1, { hostID: null });
      expect(
        (await as(host).post('/v1/point/place', { data: { pointID: game.entries[0]!.pointID, place: 1 } })).status,
      ).toBe(200);
    });

    it('a visitor: 401; a player: 403', async () => {
      expect(await as('').get(`/v1/game/history/${game.gameID}`)).toEqual({
        status: 401,
        body: { error: 'Please log in first', code: 'NOT_LOGGED_IN' },
      });
      expect(await as(await app.login('player')).get(`/v1/game/history/${game.gameID}`)).toEqual({
        status: 403,
        body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
      });
    });

    it('an Assistant or Host: the games they host or changed, 403 for others; a manager and up: any game', async () => {
      const assistant = await app.login('assistant');
      expect((await as(assistant).get(`/v1/game/history/${game.gameID}`)).status).toBe(403);
      expect((await as(host).get(`/v1/game/history/${game.gameID}`)).status).toBe(200);
      const hosted = await aGameWithEntries(app, 1, { hostID: app.accounts.assistant });
      expect(
        (await as(manager).post('/v1/point/place', { data: { pointID: hosted.entries[0]!.pointID, place: 1 } })).status,
      ).toBe(200);
      expect((await as(assistant).get(`/v1/game/history/${hosted.gameID}`)).status).toBe(200);
      expect((await as(host).get(`/v1/game/history/${hosted.gameID}`)).status).toBe(403);
      for (const role of ['manager', 'admin', 'owner'] as const)
        expect((await as(await app.login(role)).get(`/v1/game/history/${hosted.gameID}`)).status).toBe(200);
      expect(await as(manager).get('/v1/game/history/999999')).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'GAME_NOT_FOUND' },
      });
    });
  });
});

/** The form's fields of a game row, as Manage Games posts them back. */
function pick(row: Record<string, unknown>): Record<string, unknown> {
  const fields = [
    'gameID',
    'title',
    'venueID',
    'eventID',
    'hostID',
    'eventType',
    'doublePoints',
    'gameAt',
    'totalPlayers',
    'earningsActual',
    'earningsNote',
    'notice',
    'canceled',
    'unlisted',
  ];
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}
