import pg from 'pg';
import type { GameRow } from '../../src/modules/games/domain/game-row.js';
import type { PointWriteAnswer } from '../../src/modules/points/domain/point-calls.js';
import { placementPoints } from '../../src/modules/points/domain/placement.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aGame, aGameWithEntries, type BuiltGame } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60_000;

describe('points: ending a game (POST /v1/point/end)', () => {
  let app: TestApp;
  let host: string;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    host = await inHostMode('host');
    manager = await inHostMode('manager');
  });
  afterAll(() => app.close());

  async function inHostMode(role: 'host' | 'manager'): Promise<string> {
    const token = await app.login(role);
    expect(
      (
        await api(app)
          .as(token)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    return token;
  }

  /** Ends `game` giving its entries these places, in entry order (entries past the list keep theirs). */
  const end = (game: BuiltGame, places: number[], token = host, extra: Record<string, unknown> = {}) =>
    api(app)
      .as(token)
      .post<PointWriteAnswer & ApiError>('/v1/point/end', {
        data: {
          gameID: game.gameID,
          places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })),
          ...extra,
        },
      });

  const recordsOf = (game: BuiltGame) =>
    app.sql<{
      pointID: number;
      place: number;
      points: number;
      bonusType: number;
      bonuses: number;
      hostID: number | null;
    }>(
      'select point_id as "pointID", place, points, bonus_type as "bonusType", bonuses, host_id as "hostID" from points where game_id = ? order by point_id',
      [game.gameID],
    );
  const gameRow = async (game: BuiltGame) =>
    (await api(app).as(manager).get<Rows<GameRow>>(`/v1/game/id/${game.gameID}`)).body.rows[0]!;
  const gameEndedRows = (game: BuiltGame) =>
    app.sql<{ payload: Record<string, unknown> }>(
      "select payload from outbox where type = 'GameEnded' and (payload->>'gameID')::int = ? order by id",
      [game.gameID],
    );

  describe('each game type', () => {
    it('Regular: places from the request, ties share the average, double points doubled; totals, earnings, host and GameEnded saved', async () => {
      const game = await aGameWithEntries(app, 7, { doublePoints: true });
      const { status, body } = await end(game, [1, 2, 2, 4, 0, 9999]);

      expect(status).toBe(200);
      expect(body.message).toBe('Game successfully ended');
      const expected = [
        placementPoints(1, 1, true),
        placementPoints(2, 2, true),
        placementPoints(2, 2, true),
        placementPoints(4, 1, true),
        0,
        0,
        0,
      ];
      expect(expected).toEqual([40, 30, 30, 24, 0, 0, 0]);
      expect((await recordsOf(game)).map((record) => [record.place, record.points, record.bonuses])).toEqual(
        expected.map((points, i) => [[1, 2, 2, 4][i] ?? 0, points, 0]),
      );
      // Every record of the game, by place (unplaced last), then name.
      expect(body.points).toHaveLength(7);
      expect(body.points.map((row) => row.sortedPlace)).toEqual([1, 2, 2, 4, 9999, 9999, 9999]);
      expect(body.game).toMatchObject({
        gameID: game.gameID,
        totalPlayers: 7,
        totalRecords: 7,
        totalPoints: 124,
        earningsEstimated: 35,
        earningsActual: 35,
        hostID: app.accounts.host,
      });
      // Only the records the ending changed are marked as saved by the host.
      expect((await recordsOf(game)).map((record) => record.hostID)).toEqual([
        app.accounts.host,
        app.accounts.host,
        app.accounts.host,
        app.accounts.host,
        null,
        null,
        null,
      ]);

      const row = await gameRow(game);
      expect(row).toMatchObject({
        totalPlayers: 7,
        totalRecords: 7,
        earningsEstimated: 35,
        earningsActual: 35,
        hostID: app.accounts.host,
      });
      expect(row.endedAt).toBe(body.game!.endedAt);
      const events = await gameEndedRows(game);
      expect(events.map((event) => event.payload)).toEqual([
        {
          gameID: game.gameID,
          venueID: game.venueID,
          eventID: null,
          eventType: EventType.Regular,
          gameAt: game.gameAt.toISOString(),
          endedAt: body.game!.endedAt,
          correction: false,
        },
      ]);
    });

    it('Quarterly: Vegas Invites 3, 2, 1 for 1st, 2nd and 3rd to 8th; no earnings', async () => {
      const game = await aGameWithEntries(app, 9, { eventType: EventType.Quarterly });
      const { status, body } = await end(game, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
      expect(status).toBe(200);
      expect((await recordsOf(game)).map((record) => [record.points, record.bonusType, record.bonuses])).toEqual([
        [20, 1, 3],
        [16, 1, 2],
        [14, 1, 1],
        [12, 1, 1],
        [10, 1, 1],
        [8, 1, 1],
        [6, 1, 1],
        [4, 1, 1],
        [0, 0, 0],
      ]);
      expect(body.game).toMatchObject({ totalPlayers: 9, earningsEstimated: 0, earningsActual: 0 });
    });

    it('Tournament: no points, one invite to 1st; fewer than four players are enough', async () => {
      const game = await aGameWithEntries(app, 3, { eventType: EventType.Tournament });
      expect((await end(game, [2, 1, 0])).status).toBe(200);
      expect(
        (await recordsOf(game)).map((record) => [record.place, record.points, record.bonusType, record.bonuses]),
      ).toEqual([
        [2, 0, 0, 0],
        [1, 0, 1, 1],
        [0, 0, 0, 0],
      ]);
    });

    it('Satellite: sums the points the scans gave, says the total, and ignores places', async () => {
      const game = await aGameWithEntries(app, 4, { eventType: EventType.Satellite });
      await app.sql('update points set points = 10 * point_id % 7 + 5 where game_id = ?', [game.gameID]);
      const [{ total }] = await app.sql<{ total: number }>(
        'select sum(points)::int as total from points where game_id = ?',
        [game.gameID],
      );
      const before = await recordsOf(game);

      const { status, body } = await end(game, [1, 2, 3, 4]);
      expect(status).toBe(200);
      expect(body.message).toBe(`Game successfully ended. Total points: ${total}`);
      expect(body.game!.totalPoints).toBe(total);
      expect(await recordsOf(game)).toEqual(before);

      // Ended, and nothing scanned since: the same End Game again changes nothing.
      expect((await end(game, [])).body).toEqual({ error: 'No changes detected', code: 'NO_CHANGES_DETECTED' });
      // A scan after the ending makes it end again.
      await app.sql(
        "update points set points = points + 10, updated_at = now() + interval '1 second' where point_id = ?",
        [game.entries[0]!.pointID],
      );
      expect((await end(game, [])).body.message).toBe(`Game successfully ended. Total points: ${total + 10}`);
    });
  });

  describe('the points screen messages', () => {
    it.each([
      ['Not enough players', 3, [1, 2, 3], 'NOT_ENOUGH_PLAYERS'],
      ['Missing 1st', 4, [2, 3, 0, 0], 'MISSING_PLACE'],
      ['Missing 3rd', 5, [1, 2, 4, 0, 0], 'MISSING_PLACE'],
      ['More than one player in 1st', 4, [1, 1, 0, 0], 'MORE_THAN_ONE_PLAYER_IN_PLACE'],
      ['More than one player in 3rd', 5, [1, 2, 2, 3, 0], 'MORE_THAN_ONE_PLAYER_IN_PLACE'],
    ])('%s, and nothing saved', async (message, players, places, code) => {
      const game = await aGameWithEntries(app, players);
      const { status, body } = await end(game, places);
      expect([status, body]).toEqual([400, { error: message, code }]);
      expect((await recordsOf(game)).every((record) => record.place === 0 && record.hostID === null)).toBe(true);
      expect((await gameRow(game)).endedAt).toBeNull();
      expect(await gameEndedRows(game)).toEqual([]);
    });

    it('No changes detected when the same ending comes again', async () => {
      const game = await aGameWithEntries(app, 4);
      expect((await end(game, [1, 2, 3, 4])).status).toBe(200);
      expect((await end(game, [1, 2, 3, 4])).body).toEqual({
        error: 'No changes detected',
        code: 'NO_CHANGES_DETECTED',
      });
      expect(await gameEndedRows(game)).toHaveLength(1);
    });

    it('never reads points or bonuses a client sends', async () => {
      const game = await aGameWithEntries(app, 4);
      const places = game.entries.map((entry, i) => ({
        pointID: entry.pointID,
        place: i + 1,
        points: 999,
        bonusType: 1,
        bonuses: 7,
        hostID: app.accounts.admin,
      }));
      const { status } = await api(app)
        .as(host)
        .post('/v1/point/end', { data: { gameID: game.gameID, places, totalPoints: 5000, earningsActual: 900 } });
      expect(status).toBe(200);
      expect(
        (await recordsOf(game)).map((record) => [record.points, record.bonusType, record.bonuses, record.hostID]),
      ).toEqual([20, 16, 14, 12].map((points) => [points, 0, 0, app.accounts.host]));
      expect(await gameRow(game)).toMatchObject({ earningsActual: 0, earningsEstimated: 0 });
    });
  });

  describe("SPEC's form: an array of records posted to POST /v1/point", () => {
    it('ends the game from the places alone: the points, bonuses and host it sends are ignored', async () => {
      const game = await aGameWithEntries(app, 9, { eventType: EventType.Quarterly });
      const entries = game.entries.map((entry, i) => ({
        pointID: entry.pointID,
        place: i < 8 ? i + 1 : 0,
        points: 999,
        bonusType: 0,
        bonuses: 9,
        hostID: app.accounts.admin,
      }));
      const { status, body } = await api(app).as(host).post<PointWriteAnswer>('/v1/point', { data: entries });
      expect(status).toBe(200);
      expect(body.message).toBe('Game successfully ended');
      expect(body.points).toHaveLength(9);
      expect((await recordsOf(game)).map((record) => [record.points, record.bonuses, record.hostID])).toEqual([
        [20, 3, app.accounts.host],
        [16, 2, app.accounts.host],
        [14, 1, app.accounts.host],
        [12, 1, app.accounts.host],
        [10, 1, app.accounts.host],
        [8, 1, app.accounts.host],
        [6, 1, app.accounts.host],
        [4, 1, app.accounts.host],
        [0, 0, null],
      ]);
      expect(await gameEndedRows(game)).toHaveLength(1);
      // The same list again: nothing to change.
      expect((await api(app).as(host).post<ApiError>('/v1/point', { data: entries })).body.code).toBe(
        'NO_CHANGES_DETECTED',
      );
    });

    it('a satellite ends with its total', async () => {
      const game = await aGameWithEntries(app, 4, { eventType: EventType.Satellite });
      await app.sql('update points set points = 20 where game_id = ?', [game.gameID]);
      const entries = game.entries.map((entry) => ({
        pointID: entry.pointID,
        place: 0,
        points: 1,
        bonusType: 0,
        bonuses: 0,
        hostID: null,
      }));
      expect((await api(app).as(host).post<PointWriteAnswer>('/v1/point', { data: entries })).body.message).toBe(
        'Game successfully ended. Total points: 80',
      );
    });
  });

  describe('refusals', () => {
    it('404 for an unknown game', async () => {
      const { status, body } = await api(app)
        .as(host)
        .post('/v1/point/end', { data: { gameID: 999_999, places: [] } });
      expect([status, body]).toEqual([404, { error: 'Game not found', code: 'GAME_NOT_FOUND' }]);
    });

    it('a record of another game: refused, coded, nothing saved', async () => {
      const game = await aGameWithEntries(app, 4);
      const other = await aGameWithEntries(app, 1);
      const places = [
        ...game.entries.map((entry, i) => ({ pointID: entry.pointID, place: i + 1 })),
        { pointID: other.entries[0]!.pointID, place: 0 },
      ];
      const { status, body } = await api(app)
        .as(host)
        .post('/v1/point/end', { data: { gameID: game.gameID, places } });
      expect([status, body]).toEqual([
        404,
        { error: 'Player is not checked in to this game', code: 'POINT_NOT_FOUND' },
      ]);
      expect((await recordsOf(game)).every((record) => record.place === 0)).toBe(true);
    });

    it.each([[9], [-1], [1.5], ['1'], [10000]])('place %p: refused with field place', async (place) => {
      const game = await aGameWithEntries(app, 4);
      const { status, body } = await api(app)
        .as(host)
        .post('/v1/point/end', {
          data: { gameID: game.gameID, places: [{ pointID: game.entries[0]!.pointID, place }] },
        });
      expect([status, body]).toEqual([
        400,
        { error: 'The "Place" field is not valid.', code: 'FIELD_NOT_VALID', field: 'place' },
      ]);
    });

    it('a record listed twice, or a body without places: refused with their field', async () => {
      const game = await aGameWithEntries(app, 4);
      const pointID = game.entries[0]!.pointID;
      const twice = await api(app)
        .as(host)
        .post<ApiError>('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: [
              { pointID, place: 1 },
              { pointID, place: 2 },
            ],
          },
        });
      expect([twice.status, twice.body.field]).toEqual([400, 'pointID']);
      const none = await api(app)
        .as(host)
        .post<ApiError>('/v1/point/end', { data: { gameID: game.gameID } });
      expect([none.status, none.body.field]).toEqual([400, 'places']);
    });

    it('a canceled game: refused for everyone', async () => {
      const game = await aGameWithEntries(app, 4, { canceled: true });
      for (const token of [host, manager]) {
        expect((await end(game, [1, 2, 3, 4], token)).body).toEqual({
          error: 'This game has been canceled',
          code: 'GAME_CANCELED',
        });
      }
    });

    it('an ended game past its 7 days: locked to hosts, a manager may correct it', async () => {
      const game = await aGameWithEntries(app, 5, { ended: true, gameAt: new Date(Date.now() - 8 * DAY) });
      const swapped = [2, 1, 3, 4, 5];
      expect(await end(game, swapped, host)).toMatchObject({ status: 409, body: { code: 'GAME_LOCKED' } });
      expect((await end(game, swapped, manager)).status).toBe(200);
    });

    it('an ended game within its 7 days: a host may correct it', async () => {
      const game = await aGameWithEntries(app, 5, { ended: true, gameAt: new Date(Date.now() - 6 * DAY) });
      expect((await end(game, [2, 1, 3, 4, 5], host)).status).toBe(200);
    });
  });

  describe('acting host', () => {
    it('a manager may name a host-level player; not a player below host level', async () => {
      const game = await aGameWithEntries(app, 4);
      const refused = await end(game, [1, 2, 3, 4], manager, { hostID: app.accounts.player });
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'HOST_NOT_ELIGIBLE', 'hostID']);
      const { body } = await end(game, [1, 2, 3, 4], manager, { hostID: app.accounts.assistant });
      expect(body.game!.hostID).toBe(app.accounts.assistant);
      expect((await recordsOf(game)).map((record) => record.hostID)).toEqual(Array(4).fill(app.accounts.assistant));
    });

    it('a host always acts as themselves', async () => {
      const game = await aGameWithEntries(app, 4);
      const { body } = await end(game, [1, 2, 3, 4], host, { hostID: app.accounts.manager });
      expect(body.game!.hostID).toBe(app.accounts.host);
    });
  });

  describe('one transaction, and endings at once', () => {
    it('GameEnded is saved with the records and totals: a failure on the outbox insert leaves nothing saved', async () => {
      const game = await aGameWithEntries(app, 4);
      // The outbox insert is the last write of the ending: records and game are already updated when it fails.
      await app.sql(`create or replace function refuse_game_ended() returns trigger language plpgsql as $$
        begin if new.type = 'GameEnded' and (new.payload->>'gameID')::int = ${game.gameID} then raise exception 'outbox refused'; end if; return new; end $$`);
      await app.sql(
        'create trigger refuse_game_ended before insert on outbox for each row execute function refuse_game_ended()',
      );
      try {
        const { status, body } = await end(game, [1, 2, 3, 4]);
        expect([status, body.code]).toEqual([500, 'INTERNAL_ERROR']);
      } finally {
        await app.sql('drop trigger refuse_game_ended on outbox');
      }
      expect((await recordsOf(game)).map((record) => [record.place, record.points, record.hostID])).toEqual(
        Array(4).fill([0, 0, null]),
      );
      expect(await gameRow(game)).toMatchObject({ totalPlayers: 0, earningsActual: 0, endedAt: null, hostID: null });
      expect(await gameEndedRows(game)).toEqual([]);

      // Nothing half-done stands in the way of ending it now.
      expect((await end(game, [1, 2, 3, 4])).status).toBe(200);
    });

    it('two endings at once end the game once: one success, one "No changes detected", one GameEnded', async () => {
      const game = await aGameWithEntries(app, 6);
      const answers = await Promise.all([end(game, [1, 2, 3, 4, 5, 6]), end(game, [1, 2, 3, 4, 5, 6], manager)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)!.body.code).toBe('NO_CHANGES_DETECTED');
      expect(await gameEndedRows(game)).toHaveLength(1);
    });

    it('a correction ends it again and emits GameEnded again, marked as one', async () => {
      const game = await aGameWithEntries(app, 5);
      expect((await end(game, [1, 2, 3, 4, 5])).status).toBe(200);
      const corrected = await end(game, [2, 1, 3, 4, 5]);
      expect(corrected.status).toBe(200);
      expect((await recordsOf(game)).slice(0, 2).map((record) => record.points)).toEqual([16, 20]);
      expect((await gameEndedRows(game)).map((event) => event.payload.correction)).toEqual([false, true]);
    });

    it('with an Idempotency-Key: one transaction of eleven round trips (issue 24), its statements as listed', async () => {
      const game = await aGameWithEntries(app, 30);
      const key = `round-trips-${game.gameID}`;
      // Every statement the API's pg clients send while the ending runs, by client: the ending's is the one that claims the key.
      const sent = new Map<object, string[]>();
      const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const query = client.query;
      client.query = function (this: object, ...args: unknown[]) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
        sent.set(this, [...(sent.get(this) ?? []), text.replace(/\s+/g, ' ').trim()]);
        return query.apply(this, args);
      };
      try {
        const places = game.entries.map((entry, i) => ({ pointID: entry.pointID, place: i < 8 ? i + 1 : 0 }));
        expect(
          (
            await api(app)
              .as(host)
              .with({ 'idempotency-key': key })
              .post('/v1/point/end', { data: { gameID: game.gameID, places } })
          ).status,
        ).toBe(200);
      } finally {
        client.query = query;
      }
      const statements = [...sent.values()].find((texts) => texts.some((text) => text.includes(`'${key}'`)))!;
      const transaction = statements.slice(statements.indexOf('begin'), statements.lastIndexOf('commit') + 1);
      expect(transaction.map((text) => /^(\w+)(?: into| \w+)?/.exec(text)![0])).toEqual([
        'begin',
        'insert into', // the key claimed
        'select game_id', // the game locked
        'select point_id', // its records
        'update points', // the changed records, one statement
        'update games', // the game's totals and earnings
        'insert into', // the audit trail's row, with the names
        'with message', // the GameEnded outbox row and its pg_notify
        'select p', // the answer's records, with the viewer's check on the game
        'update idempotency_keys', // the answer kept with the key
        'commit',
      ]);
    });

    it('drops the cached game answers: the next anonymous read shows the ending', async () => {
      const game = await aGameWithEntries(app, 4);
      expect((await api(app).get<Rows<GameRow>>(`/v1/game/id/${game.gameID}`)).body.rows[0]!.endedAt).toBeNull();
      await end(game, [1, 2, 3, 4]);
      expect((await api(app).get<Rows<GameRow>>(`/v1/game/id/${game.gameID}`)).body.rows[0]!.endedAt).not.toBeNull();
    });
  });

  describe('who may end a game', () => {
    it.each([
      ['anonymous', 401, 'NOT_LOGGED_IN'],
      ['player', 403, 'UNAUTHORIZED'],
      ['assistant', 403, 'UNAUTHORIZED'],
      ['host without the agreement', 403, 'HOST_MODE_REQUIRED'],
      ['manager without the agreement', 403, 'HOST_MODE_REQUIRED'],
    ])('%s: %i, nothing saved', async (who, status, code) => {
      const game = await aGameWithEntries(app, 4);
      const role = who.split(' ')[0] as 'player' | 'assistant' | 'host' | 'manager';
      const token = who === 'anonymous' ? '' : await app.login(role);
      const answer = await end(game, [1, 2, 3, 4], token);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
      expect((await recordsOf(game)).every((record) => record.place === 0)).toBe(true);
    });

    it.each(['host', 'manager', 'admin'] as const)('%s in host mode (automatic for admin): ends it', async (role) => {
      const game = await aGameWithEntries(app, 4);
      const token = role === 'admin' ? await app.login('admin') : role === 'host' ? host : manager;
      expect((await end(game, [1, 2, 3, 4], token)).status).toBe(200);
    });

    it('a game with no records cannot end', async () => {
      const game = await aGame(app);
      expect((await end({ ...game, entries: [] }, [])).body.code).toBe('NOT_ENOUGH_PLAYERS');
    });
  });
});
