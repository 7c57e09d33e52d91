import { DateTime } from 'luxon';
import { io, type Socket } from 'socket.io-client';
import type { GamePointRow } from '../../src/modules/games/domain/game-row.js';
import type { PointWriteAnswer } from '../../src/modules/points/domain/point-calls.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aPlayerWithPoints,
  aPointRecord,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** An instant from a wall time in the league's zone. */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Answer = PointWriteAnswer & ApiError;

interface StoredRecord {
  pointID: number;
  playerID: number;
  hostID: number | null;
  place: number;
  points: number;
  buyIn: number;
  reBuy: number;
  addOn: number;
  updatedAt: Date;
}

describe('points: the game-night commands (check-in, scans, places, points, buys, remove)', () => {
  let app: TestApp;
  /** Host in host mode (the agreement accepted on this session). */
  let host: string;
  let hostWithoutAgreement: string;
  let manager: string;
  let admin: string;
  let assistant: string;
  let player: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    [host, hostWithoutAgreement, manager, admin, assistant, player] = await Promise.all(
      ['host', 'host', 'manager', 'admin', 'assistant', 'player'].map((role) => app.login(role)),
    );
    for (const token of [host, manager])
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  const as = (token: string) => api(app).as(token);
  const checkIn = (data: Record<string, unknown>, token = host) =>
    as(token).post<Answer>('/v1/point/check-in', { data });
  const recordsOf = (gameID: number) =>
    app.sql<StoredRecord>(
      `select point_id as "pointID", player_id as "playerID", host_id as "hostID", place, points, buy_in as "buyIn", re_buy as "reBuy", add_on as "addOn", updated_at as "updatedAt"
        from points where game_id = ? order by point_id`,
      [gameID],
    );
  const recordOf = async (pointID: number) =>
    (
      await app.sql<StoredRecord>(
        'select point_id as "pointID", host_id as "hostID", place, points, buy_in as "buyIn", re_buy as "reBuy", add_on as "addOn" from points where point_id = ?',
        [pointID],
      )
    )[0];
  const onePlayer = async (options: Parameters<typeof somePlayers>[2] = {}): Promise<BuiltPlayer> =>
    (await somePlayers(app, 1, options))[0]!;

  describe('check-in', () => {
    it('checks a picked player in: a new record with zeros, the welcome and the game totals', async () => {
      const game = await aGame(app);
      const pat = await onePlayer({ firstName: 'Pat', lastName: 'Newcomer' });
      const { status, body } = await checkIn({ gameID: game.gameID, playerID: pat.playerID });
      expect(status).toBe(200);
      expect(body.message).toBe('Player checked in');
      expect(body.points).toHaveLength(1);
      expect(body.points[0]).toMatchObject({
        gameID: game.gameID,
        playerID: pat.playerID,
        playerNumber: pat.playerNumber,
        playerName: 'Pat Newcomer',
        place: 0,
        sortedPlace: 9999,
        points: 0,
        buyIn: 0,
        reBuy: 0,
        addOn: 0,
      });
      expect(body.welcome).toEqual({
        gameID: game.gameID,
        playerName: 'Pat Newcomer',
        buys: '',
        totalPoints: 0,
        pointsScope: 'year',
        collect: 'Starting chips',
      });
      expect(body.game).toMatchObject({
        gameID: game.gameID,
        totalPlayers: 1,
        totalRecords: 1,
        totalPoints: 0,
        endedAt: null,
      });
      expect(await recordsOf(game.gameID)).toMatchObject([
        { playerID: pat.playerID, hostID: app.accounts.host, place: 0, points: 0 },
      ]);
    });

    it("issue 30: a Regular game's welcome carries the player's points this year (ended games of the game's year only); a tournament's none", async () => {
      const zone = 'America/Los_Angeles';
      const gameAt = new Date(Date.now() + 30 * MINUTE);
      const year = DateTime.fromJSDate(gameAt, { zone }).year;
      const regular = await onePlayer({ firstName: 'Rae', lastName: 'Regular' });
      await aPlayerWithPoints(
        app,
        40,
        DateTime.fromObject({ year, month: 1, day: 1, hour: 0, minute: 5 }, { zone }).toJSDate(),
        { player: regular },
      );
      await aPlayerWithPoints(app, 19, new Date(gameAt.getTime() - 2 * DAY), { player: regular });
      await aPlayerWithPoints(
        app,
        500,
        DateTime.fromObject({ year: year - 1, month: 12, day: 31, hour: 19 }, { zone }).toJSDate(),
        { player: regular },
      );
      const game = await aGame(app, { gameAt });
      const { body } = await checkIn({ gameID: game.gameID, playerID: regular.playerID });
      expect(body.welcome).toMatchObject({ playerName: 'Rae Regular', totalPoints: 59, pointsScope: 'year' });

      const tournament = await aGame(app, { gameAt, eventType: EventType.Tournament });
      const other = await onePlayer();
      const answer = await checkIn({ gameID: tournament.gameID, playerID: other.playerID });
      expect(answer.body.welcome).toMatchObject({ totalPoints: 0, pointsScope: null });
    });

    it('tells an early arrival (10 minutes or more before the start) to collect the early sign-in chips', async () => {
      const game = await aGame(app, { gameAt: new Date(Date.now() + 30 * MINUTE) });
      const { body } = await checkIn({ gameID: game.gameID, playerID: (await onePlayer()).playerID });
      expect(body.welcome?.collect).toBe('Starting chips + early sign-in chips');
    });

    it('refuses a second check-in of a player to a regular game (409), keeping one record', async () => {
      const game = await aGame(app);
      const pat = await onePlayer();
      expect((await checkIn({ gameID: game.gameID, playerID: pat.playerID })).status).toBe(200);
      const again = await checkIn({ gameID: game.gameID, playerID: pat.playerID });
      expect(again).toEqual({
        status: 409,
        body: { error: 'Player is already checked in', code: 'PLAYER_ALREADY_CHECKED_IN' },
      });
      expect(await recordsOf(game.gameID)).toHaveLength(1);
    });

    it('checks the same player in twice at once: one record, and the other call answers 409', async () => {
      const game = await aGame(app);
      const pat = await onePlayer();
      const answers = await Promise.all([1, 2].map(() => checkIn({ gameID: game.gameID, playerID: pat.playerID })));
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
      expect(answers.find(({ status }) => status === 409)?.body.code).toBe('PLAYER_ALREADY_CHECKED_IN');
      expect(await recordsOf(game.gameID)).toHaveLength(1);
    });

    it('says "Select a player first" with neither a player nor a scan (nor a player 0)', async () => {
      const game = await aGame(app);
      for (const data of [
        { gameID: game.gameID },
        { gameID: game.gameID, playerID: 0 },
        { gameID: game.gameID, scan: '  ' },
      ]) {
        expect(await checkIn(data)).toEqual({
          status: 400,
          body: { error: 'Select a player first', code: 'SELECT_PLAYER_FIRST' },
        });
      }
    });

    it('refuses banned and suspended players, saving nothing', async () => {
      const game = await aGame(app);
      const banned = await onePlayer({ banned: true, suspended: true });
      const suspended = await onePlayer({ suspended: true });
      expect(await checkIn({ gameID: game.gameID, playerID: banned.playerID })).toEqual({
        status: 400,
        body: { error: 'Player is banned', code: 'PLAYER_BANNED' },
      });
      expect(await checkIn({ gameID: game.gameID, scan: String(suspended.playerNumber) })).toEqual({
        status: 400,
        body: { error: 'Player is suspended', code: 'PLAYER_SUSPENDED' },
      });
      expect(await recordsOf(game.gameID)).toEqual([]);
    });

    it('takes what a scanner typed: a number, {host}/p/{n}, {host}/p?n={n}, the ;... wedge form', async () => {
      const game = await aGame(app);
      const players = await somePlayers(app, 4);
      const scans = [
        `${players[0]!.playerNumber}`,
        `https://league.example/p/${players[1]!.playerNumber}`,
        `http://old.example/p?n=${players[2]!.playerNumber}`,
        `;https://league.example/p/${players[3]!.playerNumber}\r`,
      ];
      for (const [i, scan] of scans.entries()) {
        const { status, body } = await checkIn({ gameID: game.gameID, scan });
        expect([scan, status, body.points[0]?.playerID]).toEqual([scan, 200, players[i]!.playerID]);
      }
      expect(await recordsOf(game.gameID)).toHaveLength(4);
    });

    it('says which scanned number it could not find (404)', async () => {
      const game = await aGame(app);
      expect(await checkIn({ gameID: game.gameID, scan: 'https://league.example/p/1234567' })).toEqual({
        status: 404,
        body: { error: 'Unable to find scanned player number 1234567', code: 'SCANNED_PLAYER_NOT_FOUND' },
      });
      expect((await checkIn({ gameID: game.gameID, scan: 'not a card' })).body.error).toBe(
        'Unable to find scanned player number not a card',
      );
    });

    it('answers 404 for an unknown game or player', async () => {
      const game = await aGame(app);
      const pat = await onePlayer();
      expect(await checkIn({ gameID: 99_999_999, playerID: pat.playerID })).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'GAME_NOT_FOUND' },
      });
      expect(await checkIn({ gameID: game.gameID, playerID: 99_999_999 })).toEqual({
        status: 404,
        body: { error: 'Player Not Found', code: 'ACCOUNT_NOT_FOUND' },
      });
    });
  });

  describe('canceled and locked games', () => {
    it('refuses every change to a canceled game, saving nothing', async () => {
      const game = await aGameWithEntries(app, 1, { canceled: true });
      const [entry] = game.entries;
      const refused = { error: 'This game has been canceled', code: 'GAME_CANCELED' };
      expect(await checkIn({ gameID: game.gameID, playerID: (await onePlayer()).playerID }, manager)).toEqual({
        status: 409,
        body: refused,
      });
      expect(await as(admin).post('/v1/point/place', { data: { pointID: entry!.pointID, place: 1 } })).toEqual({
        status: 409,
        body: refused,
      });
      expect(await as(host).delete('/v1/point', { data: { pointID: entry!.pointID } })).toEqual({
        status: 409,
        body: refused,
      });
      expect(await recordsOf(game.gameID)).toMatchObject([{ pointID: entry!.pointID, place: 0 }]);
    });

    it('lets hosts correct an ended game for 7 days after its start; after that only managers', async () => {
      const recent = await aGameWithEntries(app, 4, { ended: true, gameAt: new Date(Date.now() - 6 * DAY) });
      const old = await aGameWithEntries(app, 4, { ended: true, gameAt: new Date(Date.now() - 8 * DAY) });
      expect(
        (await as(host).post('/v1/point/place', { data: { pointID: recent.entries[3]!.pointID, place: 0 } })).status,
      ).toBe(200);

      const locked = { error: 'This game is locked: ask a manager to correct it', code: 'GAME_LOCKED' };
      const newcomer = await onePlayer();
      expect(await checkIn({ gameID: old.gameID, playerID: newcomer.playerID })).toEqual({ status: 409, body: locked });
      expect(await as(host).post('/v1/point/place', { data: { pointID: old.entries[3]!.pointID, place: 0 } })).toEqual({
        status: 409,
        body: locked,
      });
      expect(await as(host).delete('/v1/point', { data: { pointID: old.entries[0]!.pointID } })).toEqual({
        status: 409,
        body: locked,
      });
      expect(await recordsOf(old.gameID)).toHaveLength(4);
      expect((await recordOf(old.entries[3]!.pointID))?.place).toBe(4);

      expect((await checkIn({ gameID: old.gameID, playerID: newcomer.playerID }, manager)).status).toBe(200);
      expect(
        (await as(manager).post('/v1/point/place', { data: { pointID: old.entries[3]!.pointID, place: 0 } })).status,
      ).toBe(200);
    });
  });

  describe('satellites', () => {
    it('says "Game hasn\'t started yet" to a scan of an entry before the start', async () => {
      const game = await aGame(app, { eventType: EventType.Satellite, gameAt: new Date(Date.now() + 60 * MINUTE) });
      const pat = await onePlayer();
      expect((await checkIn({ gameID: game.gameID, playerID: pat.playerID })).status).toBe(200);
      expect(await checkIn({ gameID: game.gameID, scan: String(pat.playerNumber) })).toEqual({
        status: 409,
        body: { error: "Game hasn't started yet", code: 'GAME_NOT_STARTED' },
      });
    });

    it('gives nothing for a repeat scan within 2 minutes, then 10 points a scan (20 with double points)', async () => {
      const game = await aGame(app, { eventType: EventType.Satellite });
      const doubled = await aGame(app, { eventType: EventType.Satellite, doublePoints: true });
      const pat = await onePlayer({ firstName: 'Sat', lastName: 'Scanner' });
      const scannedAt = new Date();
      const pointID = await aPointRecord(app, game.gameID, pat.playerID, {
        points: 10,
        entryAt: new Date(scannedAt.getTime() - 60 * MINUTE),
        updatedAt: scannedAt,
      });
      await aPointRecord(app, doubled.gameID, pat.playerID, { entryAt: new Date(scannedAt.getTime() - 60 * MINUTE) });

      const repeat = await as(host)
        .today(new Date(scannedAt.getTime() + MINUTE).toISOString())
        .post<Answer>('/v1/point/check-in', { data: { gameID: game.gameID, scan: String(pat.playerNumber) } });
      expect(repeat.status).toBe(200);
      expect(repeat.body.message).toBe('Scanned less than 2 minutes ago: no points added');
      expect(repeat.body.welcome).toEqual({
        gameID: game.gameID,
        playerName: 'Sat Scanner',
        buys: '',
        totalPoints: 10,
        pointsScope: 'game',
        collect: '',
      });
      expect((await recordOf(pointID))?.points).toBe(10);

      const later = await as(host)
        .today(new Date(scannedAt.getTime() + 3 * MINUTE).toISOString())
        .post<Answer>('/v1/point/check-in', { data: { gameID: game.gameID, scan: String(pat.playerNumber) } });
      expect(later.body).toMatchObject({
        message: '10 points added',
        welcome: { totalPoints: 20 },
        game: { totalPoints: 20, totalPlayers: 1 },
      });
      expect((await recordOf(pointID))?.points).toBe(20);

      const double = await checkIn({ gameID: doubled.gameID, playerID: pat.playerID });
      expect(double.body).toMatchObject({ message: '20 points added', welcome: { totalPoints: 20 } });
    });

    it("saves a satellite's points cell (a whole number 0-9999), and refuses a place there", async () => {
      const game = await aGameWithEntries(app, 1, { eventType: EventType.Satellite });
      const { pointID } = game.entries[0]!;
      const saved = await as(host).post<Answer>('/v1/point/points', { data: { pointID, points: 40 } });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Points saved');
      expect(saved.body.points).toMatchObject([{ pointID, points: 40 }]);
      expect(await as(host).post('/v1/point/points', { data: { pointID, points: 10_000 } })).toEqual({
        status: 400,
        body: { error: 'The "Points" field must be no more than 9999.', code: 'FIELD_NOT_VALID', field: 'points' },
      });
      expect((await as(host).post('/v1/point/points', { data: { pointID, points: 1.5 } })).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'points',
      });
      expect(await as(host).post('/v1/point/place', { data: { pointID, place: 1 } })).toEqual({
        status: 400,
        body: { error: 'Satellite games have points, not places', code: 'PLACE_NOT_FOR_SATELLITE', field: 'place' },
      });
      expect(await recordOf(pointID)).toMatchObject({ points: 40, place: 0 });
    });
  });

  describe('places', () => {
    let game: BuiltGame;
    beforeAll(async () => {
      game = await aGameWithEntries(app, 3);
    });

    it('sets a place 1-8, and 0 or 9999 for none (kept as 0)', async () => {
      const { pointID } = game.entries[0]!;
      const saved = await as(host).post<Answer>('/v1/point/place', { data: { pointID, place: 3 } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ message: 'Place saved', points: [{ pointID, place: 3, sortedPlace: 3 }] });
      expect(
        (await as(host).post<Answer>('/v1/point/place', { data: { pointID, place: 9999 } })).body.points,
      ).toMatchObject([{ place: 0, sortedPlace: 9999 }]);
      expect((await recordOf(pointID))?.place).toBe(0);
    });

    it('refuses a place outside 0-8 and 9999, and points on a game other than a satellite', async () => {
      const { pointID } = game.entries[1]!;
      for (const place of [9, -1, 10_000, 1.5, '2']) {
        expect(await as(host).post('/v1/point/place', { data: { pointID, place } })).toEqual({
          status: 400,
          body: { error: 'The "Place" field is not valid.', code: 'FIELD_NOT_VALID', field: 'place' },
        });
      }
      expect(await as(host).post('/v1/point/points', { data: { pointID, points: 20 } })).toEqual({
        status: 400,
        body: {
          error: 'Points are entered only in satellite games',
          code: 'POINTS_ONLY_FOR_SATELLITE',
          field: 'points',
        },
      });
      expect(await recordOf(pointID)).toMatchObject({ place: 0, points: 0 });
    });

    it('says "Select a player first" without a record, 404 for an unknown one or one of another game', async () => {
      const other = await aGameWithEntries(app, 1);
      expect(await as(host).post('/v1/point/place', { data: { place: 1 } })).toEqual({
        status: 400,
        body: { error: 'Select a player first', code: 'SELECT_PLAYER_FIRST' },
      });
      const notHere = {
        status: 404,
        body: { error: 'Player is not checked in to this game', code: 'POINT_NOT_FOUND' },
      };
      expect(await as(host).post('/v1/point/place', { data: { pointID: 99_999_999, place: 1 } })).toEqual(notHere);
      expect(
        await as(host).post('/v1/point/place', {
          data: { pointID: other.entries[0]!.pointID, place: 1, gameID: game.gameID },
        }),
      ).toEqual(notHere);
      expect((await recordOf(other.entries[0]!.pointID))?.place).toBe(0);
    });
  });

  describe('quarterly buy-ins', () => {
    /** Qualifying season of a game in March 2026: Winter, August 2025 to January 2026. */
    const quarterlyAt = pacific('2026-03-14T11:00:00');
    const inWinter = pacific('2025-10-10T19:00:00');
    let quarterly: BuiltGame;
    beforeAll(async () => {
      quarterly = await aGame(app, { eventType: EventType.Quarterly, gameAt: quarterlyAt });
    });

    it('refuses a player short of 20 points in the qualifying season, naming their points', async () => {
      const short = await aPlayerWithPoints(app, 10, inWinter);
      // Points outside the season (the season after) do not count.
      await aPlayerWithPoints(app, 100, pacific('2026-02-10T19:00:00'), { player: short });
      expect(await checkIn({ gameID: quarterly.gameID, playerID: short.playerID })).toEqual({
        status: 400,
        body: { error: 'Player has only 10 points', code: 'PLAYER_HAS_TOO_FEW_POINTS' },
      });
      expect((await recordsOf(quarterly.gameID)).filter(({ playerID }) => playerID === short.playerID)).toEqual([]);
    });

    it('records the buy-in at check-in, then the rebuy, and says what is not available', async () => {
      const pat = await aPlayerWithPoints(app, 120, inWinter, {
        player: await onePlayer({ firstName: 'Quinn', lastName: 'Quarterly' }),
      });
      const first = await checkIn({ gameID: quarterly.gameID, playerID: pat.playerID });
      expect(first.status).toBe(200);
      expect(first.body.points).toMatchObject([{ buyIn: 15, reBuy: 0, addOn: 0 }]);
      expect(first.body.welcome).toEqual({
        gameID: quarterly.gameID,
        playerName: 'Quinn Quarterly',
        buys: '15K buy-in',
        totalPoints: 120,
        pointsScope: 'season',
        collect: '',
      });

      expect(await checkIn({ gameID: quarterly.gameID, playerID: pat.playerID })).toEqual({
        status: 400,
        body: { error: 'No Rebuy available', code: 'NO_REBUY_AVAILABLE' },
      });
      const rebuy = await checkIn({ gameID: quarterly.gameID, scan: String(pat.playerNumber), rebuysAllowed: true });
      expect(rebuy.body).toMatchObject({
        message: 'Rebuy recorded',
        points: [{ buyIn: 15, reBuy: 15, addOn: 0 }],
        welcome: { buys: '15K buy-in + 15K rebuy' },
      });
      expect(
        await checkIn({ gameID: quarterly.gameID, playerID: pat.playerID, rebuysAllowed: true, addOnsAllowed: true }),
      ).toEqual({
        status: 400,
        body: { error: 'No Add-On available', code: 'NO_ADD_ON_AVAILABLE' },
      });
      expect(await recordsOf(quarterly.gameID)).toEqual(
        expect.arrayContaining([expect.objectContaining({ playerID: pat.playerID, buyIn: 15, reBuy: 15, addOn: 0 })]),
      );
    });

    it('the Update: "Make a selection first", "Invalid selection", then the chosen amounts', async () => {
      const pat = await aPlayerWithPoints(app, 130, inWinter);
      const pointID = (await checkIn({ gameID: quarterly.gameID, playerID: pat.playerID })).body.points[0]!.pointID;
      expect(await as(host).post('/v1/point/buys', { data: { pointID } })).toEqual({
        status: 400,
        body: { error: 'Make a selection first', code: 'MAKE_A_SELECTION_FIRST' },
      });
      expect(await as(host).post('/v1/point/buys', { data: { pointID, reBuy: 15, addOn: 5 } })).toEqual({
        status: 400,
        body: { error: 'Invalid selection', code: 'INVALID_SELECTION' },
      });
      const saved = await as(host).post<Answer>('/v1/point/buys', { data: { pointID, addOn: 5 } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        message: 'Buys updated',
        points: [{ pointID, buyIn: 15, reBuy: 0, addOn: 5 }],
      });
      expect(await recordOf(pointID)).toMatchObject({ buyIn: 15, reBuy: 0, addOn: 5 });
    });

    it('refuses buys on a game other than a quarterly', async () => {
      const regular = await aGameWithEntries(app, 1);
      expect(
        await as(host).post('/v1/point/buys', { data: { pointID: regular.entries[0]!.pointID, buyIn: 10 } }),
      ).toEqual({
        status: 400,
        body: { error: 'Buy-ins are recorded only in quarterly games', code: 'BUYS_ONLY_FOR_QUARTERLY' },
      });
    });
  });

  describe('remove', () => {
    it('removes a record; the totals count what is left', async () => {
      const game = await aGameWithEntries(app, 2);
      const removed = await as(host).delete<Answer>('/v1/point', { data: { pointID: game.entries[0]!.pointID } });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({
        message: 'Player removed',
        points: [],
        game: { gameID: game.gameID, totalPlayers: 1 },
      });
      expect((await recordsOf(game.gameID)).map(({ pointID }) => pointID)).toEqual([game.entries[1]!.pointID]);
    });

    it('says "Select a player first" without a record, 404 for an unknown one', async () => {
      expect(await as(host).delete('/v1/point', { data: {} })).toEqual({
        status: 400,
        body: { error: 'Select a player first', code: 'SELECT_PLAYER_FIRST' },
      });
      expect((await as(host).delete('/v1/point', { data: { pointID: 99_999_999 } })).status).toBe(404);
    });
  });

  describe('POST /v1/point, dispatched by the shape of data (SPEC 7)', () => {
    it("checks in, sets a place, a satellite's points and quarterly buys", async () => {
      const game = await aGame(app);
      const pat = await onePlayer();
      const checkedIn = await as(host).post<Answer>('/v1/point', {
        data: { gameID: game.gameID, playerID: pat.playerID },
      });
      expect(checkedIn.body.message).toBe('Player checked in');
      const { pointID } = checkedIn.body.points[0]!;
      expect((await as(host).post<Answer>('/v1/point', { data: { pointID, place: 2 } })).body).toMatchObject({
        message: 'Place saved',
        points: [{ place: 2 }],
      });
      // A whole record (place and points) of a game other than a satellite is a place edit.
      expect(
        (
          await as(host).post<Answer>('/v1/point', {
            data: { pointID, gameID: game.gameID, place: 1, points: 16, bonusType: 0 },
          })
        ).body,
      ).toMatchObject({ points: [{ place: 1, points: 0 }] });
      expect((await as(host).post<Answer>('/v1/point', { data: { pointID, buyIn: 10 } })).body.code).toBe(
        'BUYS_ONLY_FOR_QUARTERLY',
      );

      const satellite = await aGameWithEntries(app, 1, { eventType: EventType.Satellite });
      const satellitePoint = satellite.entries[0]!.pointID;
      expect(
        (await as(host).post<Answer>('/v1/point', { data: { pointID: satellitePoint, points: 30 } })).body,
      ).toMatchObject({ message: 'Points saved', points: [{ points: 30 }] });
      expect(
        (await as(host).post<Answer>('/v1/point', { data: { pointID: satellitePoint, place: 0, points: 50 } })).body,
      ).toMatchObject({ message: 'Points saved', points: [{ points: 50 }] });
    });

    it('takes an array as the end-game list: every record of one game, else refused', async () => {
      const first = await aGameWithEntries(app, 2);
      const second = await aGameWithEntries(app, 2);
      const entry = (pointID: number, place: number) => ({
        pointID,
        place,
        points: 99,
        bonusType: 1,
        bonuses: 3,
        hostID: app.accounts.host,
      });
      expect(
        await as(host).post('/v1/point', {
          data: [entry(first.entries[0]!.pointID, 1), entry(second.entries[0]!.pointID, 2)],
        }),
      ).toEqual({
        status: 400,
        body: { error: 'The records to end must all belong to one game', code: 'POINTS_OF_SEVERAL_GAMES' },
      });
      expect((await as(host).post('/v1/point', { data: [entry(99_999_999, 1)] })).status).toBe(404);
      expect((await as(host).post<ApiError>('/v1/point', { data: [] })).body.code).toBe('INVALID_INPUT');
      expect((await as(host).post<ApiError>('/v1/point', { data: [{ pointID: 'x', place: 1 }] })).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'pointID',
      });
    });

    it('refuses junk with a coded 400', async () => {
      for (const data of ['text', 7, null, { gameID: 'x' }, { pointID: 1, place: 'first' }]) {
        const { status, body } = await as(host).post<ApiError>('/v1/point', { data });
        expect([data, status, typeof body.code]).toEqual([data, 400, 'string']);
      }
    });
  });

  describe('who may', () => {
    const writes: [string, 'POST' | 'DELETE', string][] = [
      ['check-in', 'POST', '/v1/point/check-in'],
      ['place', 'POST', '/v1/point/place'],
      ['points', 'POST', '/v1/point/points'],
      ['buys', 'POST', '/v1/point/buys'],
      ['remove', 'DELETE', '/v1/point'],
      ['point record', 'POST', '/v1/point'],
    ];

    it.each(writes)(
      '%s: anonymous 401, player and assistant 403, a host without the agreement 403',
      async (_name, method, path) => {
        const game = await aGameWithEntries(app, 1);
        const data = {
          gameID: game.gameID,
          pointID: game.entries[0]!.pointID,
          playerID: (await onePlayer()).playerID,
          place: 1,
          points: 1,
          buyIn: 10,
        };
        expect((await api(app).request<ApiError>(method, path, { data })).body.code).toBe('NOT_LOGGED_IN');
        for (const token of [player, assistant])
          expect(await as(token).request(method, path, { data })).toMatchObject({
            status: 403,
            body: { code: 'UNAUTHORIZED' },
          });
        expect(await as(hostWithoutAgreement).request(method, path, { data })).toMatchObject({
          status: 403,
          body: { code: 'HOST_MODE_REQUIRED' },
        });
        expect(await recordsOf(game.gameID)).toMatchObject([{ place: 0, points: 0 }]);
      },
    );

    it('lets a host in host mode, a manager and an admin write', async () => {
      const game = await aGameWithEntries(app, 1);
      const players = await somePlayers(app, 3);
      for (const [i, token] of [host, manager, admin].entries()) {
        expect((await checkIn({ gameID: game.gameID, playerID: players[i]!.playerID }, token)).status).toBe(200);
        expect(
          (await as(token).post('/v1/point/place', { data: { pointID: game.entries[0]!.pointID, place: i + 1 } }))
            .status,
        ).toBe(200);
      }
      expect((await as(admin).delete('/v1/point', { data: { pointID: game.entries[0]!.pointID } })).status).toBe(200);
    });

    it('records the acting host: a manager names any host-level player, others always act as themselves', async () => {
      const game = await aGameWithEntries(app, 1);
      const { pointID } = game.entries[0]!;
      const players = await somePlayers(app, 3);
      const hostOf = async (id: number) => (await recordOf(id))?.hostID;

      const byHost = await checkIn({
        gameID: game.gameID,
        playerID: players[0]!.playerID,
        hostID: app.accounts.manager,
      });
      expect(await hostOf(byHost.body.points[0]!.pointID)).toBe(app.accounts.host);

      const byManager = await checkIn(
        { gameID: game.gameID, playerID: players[1]!.playerID, hostID: app.accounts.assistant },
        manager,
      );
      expect(await hostOf(byManager.body.points[0]!.pointID)).toBe(app.accounts.assistant);
      await as(manager).post('/v1/point/place', { data: { pointID, place: 2, hostID: app.accounts.host } });
      expect(await hostOf(pointID)).toBe(app.accounts.host);
      const byManagerAlone = await checkIn({ gameID: game.gameID, playerID: players[2]!.playerID }, manager);
      expect(await hostOf(byManagerAlone.body.points[0]!.pointID)).toBe(app.accounts.manager);

      expect(
        await as(manager).post('/v1/point/place', { data: { pointID, place: 3, hostID: app.accounts.player } }),
      ).toEqual({
        status: 400,
        body: { error: 'The host must be a player of host level', code: 'HOST_NOT_ELIGIBLE', field: 'hostID' },
      });
      expect(await recordOf(pointID)).toMatchObject({ place: 2, hostID: app.accounts.host });
    });
  });

  describe('screens hear of every change', () => {
    const watch = async (gameID: number) => {
      const socket = io(app.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      expect(await socket.timeout(5000).emitWithAck('watchGame', { gameID })).toEqual({ watching: gameID });
      return socket;
    };
    const nextMessage = (socket: Socket, event: string) =>
      new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
        socket.once(event, (message: unknown) => (clearTimeout(timer), resolve(message)));
      });

    it('sends refreshGame and displayPlayer after a check-in, and the game points read shows it at once', async () => {
      const game = await aGame(app);
      const pat = await onePlayer({ firstName: 'Wendy', lastName: 'Welcome' });
      const before = await api(app).get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/1`);
      expect(before.body.total).toBe(0);
      await api(app).get(`/v1/game/points/${game.gameID}/1`); // kept by the read cache now

      const socket = await watch(game.gameID);
      const refreshed = nextMessage(socket, 'refreshGame');
      const displayed = nextMessage(socket, 'displayPlayer');
      expect((await checkIn({ gameID: game.gameID, playerID: pat.playerID })).status).toBe(200);
      expect(await refreshed).toEqual({ gameID: game.gameID });
      expect(await displayed).toEqual({
        gameID: game.gameID,
        playerName: 'Wendy Welcome',
        buys: '',
        totalPoints: 0,
        pointsScope: 'year',
        collect: 'Starting chips',
      });
      const after = await api(app).get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/1`);
      expect(after.body.rows.map((row) => row.playerID)).toEqual([pat.playerID]);
    });

    it('sends refreshGame after a place, and the read shows it at once', async () => {
      const game = await aGameWithEntries(app, 1);
      await api(app).get(`/v1/game/points/${game.gameID}/0`);
      const socket = await watch(game.gameID);
      const refreshed = nextMessage(socket, 'refreshGame');
      await as(host).post('/v1/point/place', { data: { pointID: game.entries[0]!.pointID, place: 1 } });
      expect(await refreshed).toEqual({ gameID: game.gameID });
      expect((await api(app).get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/0`)).body.rows).toMatchObject([
        { place: 1 },
      ]);
    });
  });

  describe('GET /v1/point/stats', () => {
    it("answers a player's points in a window and their rank among players with points", async () => {
      const venueGame = await aGame(app, { gameAt: pacific('2024-05-10T19:00:00') });
      const leader = await aPlayerWithPoints(app, 50, pacific('2024-05-03T19:00:00'));
      const second = await aPlayerWithPoints(app, 30, pacific('2024-05-04T19:00:00'));
      await aPlayerWithPoints(app, 30, pacific('2024-05-05T19:00:00'), { player: second });
      await aPointRecord(app, venueGame.gameID, leader.playerID, { points: 14 });
      const nobody = await aPlayer(app);
      // Only ended games count; the standings read model is rebuilt here (no worker in this suite).
      await app.sql(
        "update games set ended_at = game_at + interval '3 hours' where game_id in (select game_id from points) and ended_at is null",
      );
      await rebuildStandings(app);

      const stats = (path: string) => api(app).get(`/v1/point/stats/${path}`);
      expect(await stats(`0/0/${leader.playerID}/2024-05-01/2024-05-31`)).toEqual({
        status: 200,
        body: { totalPoints: 64, ranked: 1 },
      });
      expect(await stats(`0/0/${second.playerID}/2024-05-01/2024-05-31`)).toEqual({
        status: 200,
        body: { totalPoints: 60, ranked: 2 },
      });
      expect(await stats(`0/0/${nobody.playerID}/2024-05-01/2024-05-31`)).toEqual({
        status: 200,
        body: { totalPoints: 0, ranked: 0 },
      });
      expect((await stats(`0/0/${second.playerID}/2024-05-01/2024-05-04`)).body).toEqual({
        totalPoints: 30,
        ranked: 2,
      });
      expect((await stats(`${venueGame.venueID}/0/${leader.playerID}/2024-05-01/2024-05-31`)).body).toEqual({
        totalPoints: 14,
        ranked: 1,
      });
      // The points screen's form: a year and a period (May is in the Fall season, May to October).
      expect((await stats(`0/0/${second.playerID}/2024/M5`)).body).toEqual({ totalPoints: 60, ranked: 2 });
      expect((await stats(`0/0/${second.playerID}/2024/Q4`)).body).toEqual({ totalPoints: 60, ranked: 2 });
      expect((await stats(`0/0/${second.playerID}/2024/Q1`)).body).toEqual({ totalPoints: 0, ranked: 0 });
    });

    it('refuses junk windows with a coded 400', async () => {
      expect((await api(app).get<ApiError>('/v1/point/stats/0/0/1/2024-02-30/2024-03-01')).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'start',
      });
      expect((await api(app).get<ApiError>('/v1/point/stats/0/0/1/1999/Q1')).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'start',
      });
      expect((await api(app).get<ApiError>('/v1/point/stats/0/0/x/2024/Q1')).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'playerID',
      });
    });
  });
});
