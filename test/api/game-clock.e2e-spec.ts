import { io, type Socket } from 'socket.io-client';
import {
  REGULAR_BLIND_STRUCTURE,
  QUARTERLY_BLIND_STRUCTURE,
  type ClockView,
} from '../../src/modules/games/domain/game-clock.js';
import { api, type ApiError } from '../support/api.js';
import { aGame } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ClockAnswer {
  clock: ClockView;
  serverNow: string;
  playersLeft: number;
}

const T0 = '2026-11-27T20:00:00.000Z';
const at = (iso: string, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();
const MIN = 60_000;

describe('tournament clock (issue 23): server state, ordered writes, broadcast', () => {
  let app: TestApp;
  let host: string;
  let manager: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    host = await app.login('host');
    manager = await app.login('manager');
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  const read = (gameID: number, now = T0, token = '') =>
    api(app).as(token).today(now).get<ClockAnswer>(`/v1/game/clock/${gameID}`);
  const press = (
    gameID: number,
    action: string,
    expectedVersion: number,
    now = T0,
    headers: Record<string, string> = {},
  ) =>
    api(app)
      .as(host)
      .today(now)
      .with(headers)
      .post<ClockAnswer & ApiError>(`/v1/game/clock/${gameID}`, { data: { action, expectedVersion } });

  it('answers a never-written clock: the default structure for the game type, not started, version 0, with the server time', async () => {
    const regular = await aGame(app);
    const quarterly = await aGame(app, { eventType: 3 });
    const { status, body } = await read(regular.gameID);
    expect(status).toBe(200);
    expect(body).toEqual({
      clock: {
        gameID: regular.gameID,
        levels: REGULAR_BLIND_STRUCTURE,
        levelIndex: 0,
        status: 'ready',
        endsAt: null,
        remainingMs: 20 * MIN,
        pausedAt: null,
        version: 0,
      },
      serverNow: T0,
      playersLeft: 0,
    });
    expect((await read(quarterly.gameID)).body.clock.levels).toEqual(QUARTERLY_BLIND_STRUCTURE);
  });

  it('start, pause, resume, next, previous and add a minute, all on the server clock', async () => {
    const { gameID } = await aGame(app);
    let answer = await press(gameID, 'start', 0);
    expect(answer.status).toBe(200);
    expect(answer.body.clock).toMatchObject({
      status: 'running',
      levelIndex: 0,
      endsAt: at(T0, 20 * MIN),
      remainingMs: 20 * MIN,
      version: 1,
    });

    // 5 minutes later anyone reads 15 minutes left.
    expect((await read(gameID, at(T0, 5 * MIN))).body.clock).toMatchObject({
      status: 'running',
      remainingMs: 15 * MIN,
    });

    answer = await press(gameID, 'pause', 1, at(T0, 5 * MIN));
    expect(answer.body.clock).toMatchObject({
      status: 'paused',
      remainingMs: 15 * MIN,
      pausedAt: at(T0, 5 * MIN),
      endsAt: null,
      version: 2,
    });
    // Paused: the time stands still.
    expect((await read(gameID, at(T0, 30 * MIN))).body.clock).toMatchObject({
      status: 'paused',
      remainingMs: 15 * MIN,
    });

    answer = await press(gameID, 'resume', 2, at(T0, 30 * MIN));
    expect(answer.body.clock).toMatchObject({ status: 'running', endsAt: at(T0, 45 * MIN), version: 3 });

    answer = await press(gameID, 'addMinute', 3, at(T0, 30 * MIN));
    expect(answer.body.clock).toMatchObject({ endsAt: at(T0, 46 * MIN), remainingMs: 16 * MIN, version: 4 });

    answer = await press(gameID, 'next', 4, at(T0, 31 * MIN));
    expect(answer.body.clock).toMatchObject({ status: 'running', levelIndex: 1, endsAt: at(T0, 51 * MIN), version: 5 });

    answer = await press(gameID, 'previous', 5, at(T0, 32 * MIN));
    expect(answer.body.clock).toMatchObject({ levelIndex: 0, endsAt: at(T0, 52 * MIN), version: 6 });

    // A level that ends moves on by itself (the read counts through it).
    expect((await read(gameID, at(T0, 53 * MIN))).body.clock).toMatchObject({
      levelIndex: 1,
      remainingMs: 19 * MIN,
      endsAt: at(T0, 72 * MIN),
      version: 6,
    });

    // An action that does not fit is refused, and so is an unknown one.
    expect(await press(gameID, 'resume', 6, at(T0, 53 * MIN))).toMatchObject({
      status: 409,
      body: { code: 'CLOCK_ACTION_NOT_ALLOWED', field: 'action' },
    });
    expect((await press(gameID, 'rewind', 6, at(T0, 53 * MIN))).status).toBe(400);
  });

  it('orders writes: of two hosts pressing at once with the same version, one wins and the other gets 409 with the clock as it is', async () => {
    const { gameID } = await aGame(app);
    const [first, second] = await Promise.all([press(gameID, 'start', 0), press(gameID, 'start', 0)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({
      code: 'CLOCK_VERSION_CONFLICT',
      field: 'expectedVersion',
      clock: { status: 'running', version: 1 },
    });
    expect(typeof loser.body.serverNow).toBe('string');
    expect((await read(gameID)).body.clock.version).toBe(1);

    // Next and pause pressed at once on version 1: one result.
    const both = await Promise.all([press(gameID, 'next', 1), press(gameID, 'pause', 1)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await read(gameID)).body.clock.version).toBe(2);
  });

  it('replays an Idempotency-Key: the same answer, nothing changed twice', async () => {
    const { gameID } = await aGame(app);
    await press(gameID, 'start', 0);
    const key = { 'Idempotency-Key': `clock-${gameID}` };
    const first = await press(gameID, 'next', 1, T0, key);
    const again = await press(gameID, 'next', 1, T0, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await read(gameID)).body.clock).toMatchObject({ levelIndex: 1, version: 2 });
  });

  it('access: a player is refused, host mode is needed, the structure is a manager’s; a listed game is read by anyone, an unlisted one only in host mode', async () => {
    const { gameID } = await aGame(app);
    const player = await app.login('player');
    const hostWithoutAgreement = await app.login('host');
    const body = { data: { action: 'start', expectedVersion: 0 } };
    expect((await api(app).post<ApiError>(`/v1/game/clock/${gameID}`, body)).body.code).toBe('NOT_LOGGED_IN');
    expect(await api(app).as(player).post(`/v1/game/clock/${gameID}`, body)).toMatchObject({
      status: 403,
      body: { code: 'UNAUTHORIZED' },
    });
    // Host mode is a session's (the agreement): another session of the same host without it is refused.
    expect(await api(app).as(hostWithoutAgreement).post(`/v1/game/clock/${gameID}`, body)).toMatchObject({
      status: 403,
      body: { code: 'HOST_MODE_REQUIRED' },
    });
    expect((await read(gameID)).body.clock.version).toBe(0);
    expect((await read(gameID)).status).toBe(200);

    const unlisted = await aGame(app, { unlisted: true });
    expect(await read(unlisted.gameID)).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
    expect((await read(unlisted.gameID, T0, host)).status).toBe(200);
    // A practice game's clock stays private once it runs (docs/decisions/0113-a-practice-games-phone-clock-stays-private.md): a visitor and a player get the answer an unknown id gets.
    expect((await press(unlisted.gameID, 'start', 0)).status).toBe(200);
    expect(await read(unlisted.gameID)).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
    expect(await read(unlisted.gameID, T0, player)).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
    expect((await read(unlisted.gameID, T0, manager)).body.clock).toMatchObject({ status: 'running', version: 1 });
    expect(await read(999_999)).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
    expect(await press(999_999, 'start', 0)).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });

    const structure = { data: { levels: [{ minutes: 10, small: 10, big: 20, ante: 0 }], expectedVersion: 0 } };
    expect(await api(app).as(host).request('PUT', `/v1/game/clock/${gameID}/structure`, structure)).toMatchObject({
      status: 403,
      body: { code: 'UNAUTHORIZED' },
    });
  });

  it('a manager sets the structure (validated); the clock keeps its level', async () => {
    const { gameID } = await aGame(app);
    const put = (levels: unknown, expectedVersion: number, now = T0) =>
      api(app).as(manager).today(now).request<ClockAnswer & ApiError>('PUT', `/v1/game/clock/${gameID}/structure`, {
        data: { levels, expectedVersion },
      });
    const bad: [unknown, string][] = [
      [[], 'A structure has 1 to 60 levels'],
      [
        Array.from({ length: 61 }, () => ({ minutes: 10, small: 1, big: 2, ante: 0 })),
        'A structure has 1 to 60 levels',
      ],
      [[{ minutes: 0, small: 1, big: 2, ante: 0 }], 'Level 1: minutes are a whole number from 1 to 120'],
      [[{ minutes: 121, small: 1, big: 2, ante: 0 }], 'Level 1: minutes are a whole number from 1 to 120'],
      [
        [
          { minutes: 10, small: 1, big: 2 },
          { minutes: 10, small: 0, big: 2, ante: 0 },
        ],
        'Level 2: blinds are positive whole numbers',
      ],
      [[{ minutes: 10, small: 1.5, big: 2, ante: 0 }], 'Level 1: blinds are positive whole numbers'],
      [[{ minutes: 10, small: 200, big: 100, ante: 0 }], 'Level 1: the big blind is at least the small blind'],
      [[{ minutes: 10, small: 100, big: 200, ante: -1 }], 'Level 1: the ante is a whole number, 0 or more'],
    ];
    for (const [levels, error] of bad) {
      const answer = await put(levels, 0);
      expect(answer.status).toBe(400);
      // A count out of 1-60 is the field table's refusal; the rest name the level at fault.
      if (Array.isArray(levels) && levels.length >= 1 && levels.length <= 60)
        expect(answer.body).toMatchObject({ code: 'CLOCK_STRUCTURE_INVALID', field: 'levels', error });
      else expect(answer.body.field).toBe('levels');
    }
    const levels = [
      { minutes: 15, small: 10, big: 20, ante: 0 },
      { minutes: 5, break: true },
      { minutes: 15, small: 20, big: 40, ante: 5 },
    ];
    let answer = await put(levels, 0);
    expect(answer.status).toBe(200);
    expect(answer.body.clock).toMatchObject({
      levels: [levels[0], { minutes: 5, small: 0, big: 0, ante: 0, break: true }, levels[2]],
      status: 'ready',
      remainingMs: 15 * MIN,
      version: 1,
    });
    await press(gameID, 'start', 1);
    await press(gameID, 'next', 2);
    await press(gameID, 'next', 3);
    answer = await put([{ minutes: 30, small: 50, big: 100, ante: 0 }], 4, at(T0, 2 * MIN));
    expect(answer.body.clock).toMatchObject({ levelIndex: 0, status: 'running', remainingMs: 30 * MIN, version: 5 });
    expect((await put(levels, 4)).status).toBe(409);
  });

  it('broadcasts `clock` to the game room after each write, with the server time', async () => {
    const { gameID } = await aGame(app);
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    expect(await socket.timeout(5000).emitWithAck('watchGame', { gameID })).toEqual({ watching: gameID });
    const heard = new Promise<{ gameID: number; clock: ClockView; serverNow: string }>((resolve) =>
      socket.once('clock', resolve),
    );
    await press(gameID, 'start', 0);
    const message = await heard;
    expect(message).toMatchObject({ gameID, clock: { status: 'running', version: 1, endsAt: at(T0, 20 * MIN) } });
    expect(Number.isNaN(Date.parse(message.serverNow))).toBe(false);
  });

  it('survives the server process being restarted: a new process on the same database answers the same clock', async () => {
    const { gameID } = await aGame(app);
    const writer = await startTestApp({ shareWith: app });
    const writerHost = await writer.login('host');
    expect(
      (
        await api(writer)
          .as(writerHost)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(writer)
          .as(writerHost)
          .today(T0)
          .post(`/v1/game/clock/${gameID}`, { data: { action: 'start', expectedVersion: 0 } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(writer)
          .as(writerHost)
          .today(at(T0, 3 * MIN))
          .post(`/v1/game/clock/${gameID}`, { data: { action: 'pause', expectedVersion: 1 } })
      ).status,
    ).toBe(200);
    await writer.close();

    const restarted = await startTestApp({ shareWith: app });
    try {
      const { body } = await api(restarted)
        .today(at(T0, 60 * MIN))
        .get<ClockAnswer>(`/v1/game/clock/${gameID}`);
      expect(body.clock).toMatchObject({
        status: 'paused',
        remainingMs: 17 * MIN,
        version: 2,
        pausedAt: at(T0, 3 * MIN),
      });
    } finally {
      await restarted.close();
    }
  });
});
