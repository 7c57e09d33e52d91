import { io, type Socket } from 'socket.io-client';
import { GameNotifier } from '../../src/modules/games/application/ports/game-notifier.js';
import type { PointWriteAnswer } from '../../src/modules/points/domain/point-calls.js';
import { api } from '../support/api.js';
import { aGame, aPlayer, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('realtime: rooms per game, shared between API processes through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ shareWith: first });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await second.close();
    await first.close();
  });

  const watch = async (app: TestApp, gameID: number, options: { token?: string; origin?: string } = {}) => {
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      ...(options.token ? { auth: { token: options.token } } : {}),
      ...(options.origin ? { extraHeaders: { Origin: options.origin } } : {}),
    });
    sockets.push(socket);
    const answer = await socket.timeout(5000).emitWithAck('watchGame', { gameID });
    return { socket, answer };
  };
  /** Collects every message a socket hears (and whether it ever connected), for the sockets that must hear nothing. */
  const listen = (socket: Socket) => {
    const heard: unknown[] = [];
    socket.onAny((event: string, message: unknown) => heard.push({ event, message }));
    return heard;
  };
  // Listened for before the write that sends it, which on a busy machine (a log-in's password hash,
  // two writes) can take seconds itself: the wait is long, and ends as soon as the message comes.
  const nextMessage = (socket: Socket, event: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 20_000);
      socket.once(event, (message: unknown) => (clearTimeout(timer), resolve(message)));
    });

  it('refuses a bad game id', async () => {
    expect((await watch(first, 0)).answer).toEqual({
      error: 'The "Game ID" field is not valid.',
      code: 'FIELD_NOT_VALID',
      field: 'gameID',
    });
  });

  it('delivers refreshGame and displayPlayer emitted by another process to the watchers of that game only', async () => {
    const [game, otherGame] = [await aGame(first), await aGame(first)];
    const watcher = await watch(first, game.gameID);
    const other = await watch(first, otherGame.gameID);
    expect(watcher.answer).toEqual({ watching: game.gameID });
    let otherHeard = false;
    other.socket.on('refreshGame', () => (otherHeard = true));

    const refreshed = nextMessage(watcher.socket, 'refreshGame');
    second.app.get(GameNotifier).refreshGame(game.gameID);
    expect(await refreshed).toEqual({ gameID: game.gameID });

    const displayed = nextMessage(watcher.socket, 'displayPlayer');
    const message = {
      gameID: game.gameID,
      playerName: 'Pat Player',
      buys: '',
      totalPoints: 40,
      pointsScope: 'year' as const,
      collect: 'Starting chips',
    };
    second.app.get(GameNotifier).displayPlayer(message);
    expect(await displayed).toEqual(message);
    expect(otherHeard).toBe(false);
  });
  it("carries a host's check-in on one process to a monitor and a game detail watching on the other", async () => {
    const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000) });
    const [pat] = await somePlayers(first, 1, { firstName: 'Pat', lastName: 'Across' });
    const monitor = await watch(first, game.gameID);
    const welcomed = nextMessage(monitor.socket, 'displayPlayer');
    const refreshed = nextMessage(monitor.socket, 'refreshGame');

    const pointsOnFirst = async () =>
      (await api(first).get<{ rows: { playerName: string }[] }>(`/v1/game/points/${game.gameID}/1`)).body.rows.map(
        (row) => row.playerName,
      );
    expect(await pointsOnFirst()).toEqual([]); // now cached on the first process

    const host = await second.login('host');
    expect(
      (
        await api(second)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    const { status } = await api(second)
      .as(host)
      .post<PointWriteAnswer>('/v1/point/check-in', { data: { gameID: game.gameID, playerID: pat!.playerID } });
    expect(status).toBe(200);

    expect(await welcomed).toEqual({
      gameID: game.gameID,
      playerName: 'Pat Across',
      buys: '',
      totalPoints: 0,
      pointsScope: 'year',
      collect: 'Starting chips + early sign-in chips',
    });
    expect(await refreshed).toEqual({ gameID: game.gameID });
    // The first process's cached points answer was dropped too (the read cache is per process).
    expect(await pointsOnFirst()).toEqual(['Pat Across']);
  });

  // Issue 32, low 5: rooms are checked when joined, so a session's sockets are ended when the
  // session ends, is banned or changes level (the site dials again and joins anew, under the rule).
  describe("a session's sockets when the session ends or loses its rights", () => {
    // What a socket hears of a game's two messages: waits for both (as long as a busy machine may take),
    // or half a second when none is expected, then a little more for any extra.
    const hears = async (socket: Socket, gameID: number, expected = 0) => {
      const heard = listen(socket);
      second.app.get(GameNotifier).refreshGame(gameID);
      second.app
        .get(GameNotifier)
        .displayPlayer({ gameID, playerName: 'Pat Secret', buys: '', totalPoints: 40, collect: 'Starting chips' });
      const until = Date.now() + (expected ? 20_000 : 500);
      while (heard.length < Math.max(expected, 1) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 200));
      return heard;
    };
    const disconnected = (socket: Socket) =>
      new Promise<string>((resolve, reject) => {
        if (!socket.connected) return resolve('already');
        const timer = setTimeout(() => reject(new Error('still connected')), 20_000);
        socket.once('disconnect', (reason: string) => (clearTimeout(timer), resolve(reason)));
      });
    const save = (token: string, player: BuiltPlayer, changes: Record<string, unknown>) =>
      api(second)
        .as(token)
        .post('/v1/player', {
          data: {
            playerID: player.playerID,
            firstName: player.firstName,
            lastName: player.lastName,
            email: player.email,
            userName: player.userName,
            playerNumber: player.playerNumber,
            ...changes,
          },
        });

    it('ends a host-mode socket when its session logs out (on the other process), so it hears nothing more of an unlisted game', async () => {
      const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000), unlisted: true });
      const host = await aPlayer(first, { userType: UserType.Host });
      const token = await host.login();
      expect(
        (
          await api(first)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      const watcher = await watch(first, game.gameID, { token });
      expect(watcher.answer).toEqual({ watching: game.gameID });
      // Another session of the same host, not logged out, keeps its socket.
      const otherToken = await host.login();
      expect(
        (
          await api(first)
            .as(otherToken)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      const other = await watch(first, game.gameID, { token: otherToken });
      expect(other.answer).toEqual({ watching: game.gameID });

      const ended = disconnected(watcher.socket);
      expect((await api(second).as(token).post('/v1/user/logout', {})).status).toBe(200);
      expect(await ended).toBe('io server disconnect');
      expect(await hears(watcher.socket, game.gameID)).toEqual([]);
      expect(other.socket.connected).toBe(true);
      expect((await hears(other.socket, game.gameID, 2)).length).toBe(2);
    });

    it.each([
      ['is banned', { banned: true }],
      ['is demoted below manager', { userType: UserType.Player }],
    ])("ends a manager's socket when the manager %s", async (_, changes) => {
      const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000), unlisted: true });
      const manager = await aPlayer(first, { userType: UserType.Manager });
      const watcher = await watch(first, game.gameID, { token: await manager.login() });
      expect(watcher.answer).toEqual({ watching: game.gameID });
      const ended = disconnected(watcher.socket);
      expect((await save(await second.login('owner'), manager, changes)).status).toBe(200);
      expect(await ended).toBe('io server disconnect');
      expect(await hears(watcher.socket, game.gameID)).toEqual([]);
    });

    it("ends a manager's socket when the manager is merged into another player (the duplicate's sessions are dropped)", async () => {
      const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000), unlisted: true });
      const [duplicate, survivor] = [await aPlayer(first, { userType: UserType.Manager }), await aPlayer(first)];
      const watcher = await watch(first, game.gameID, { token: await duplicate!.login() });
      expect(watcher.answer).toEqual({ watching: game.gameID });
      const ended = disconnected(watcher.socket);
      expect(
        (
          await api(second)
            .as(await second.login('owner'))
            .post('/v1/player/merge', { data: { survivorID: survivor!.playerID, duplicateID: duplicate!.playerID } })
        ).status,
      ).toBe(200);
      expect(await ended).toBe('io server disconnect');
      expect(await hears(watcher.socket, game.gameID)).toEqual([]);
    });
  });

  describe('security review: unlisted games and foreign origins', () => {
    it("refuses an unlisted game's room to an anonymous socket and to a session without host mode; a host-mode session (and a manager) hears its welcomes", async () => {
      const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000), unlisted: true });
      const [pat] = await somePlayers(first, 1, { firstName: 'Pat', lastName: 'Secret' });
      const notFound = { error: 'Game not found', code: 'GAME_NOT_FOUND' };

      const anonymous = await watch(first, game.gameID);
      expect(anonymous.answer).toEqual(notFound);
      const anonymousHeard = listen(anonymous.socket);
      const player = await watch(first, game.gameID, { token: await first.login('player') });
      expect(player.answer).toEqual(notFound);
      const playerHeard = listen(player.socket);
      // A host who has not accepted the agreement this session is not in host mode.
      const hostToken = await second.login('host');
      const hostBefore = await watch(second, game.gameID, { token: hostToken });
      expect(hostBefore.answer).toEqual(notFound);
      // Nor does a game that does not exist yet take watchers (its id could be the next unlisted game's).
      expect((await watch(first, game.gameID + 1000)).answer).toEqual(notFound);

      expect(
        (
          await api(second)
            .as(hostToken)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      const host = await watch(first, game.gameID, { token: hostToken });
      expect(host.answer).toEqual({ watching: game.gameID });
      const manager = await watch(first, game.gameID, { token: await first.login('manager') });
      expect(manager.answer).toEqual({ watching: game.gameID });

      const welcomed = nextMessage(host.socket, 'displayPlayer');
      const managerRefreshed = nextMessage(manager.socket, 'refreshGame');
      const { status } = await api(second)
        .as(hostToken)
        .post<PointWriteAnswer>('/v1/point/check-in', { data: { gameID: game.gameID, playerID: pat!.playerID } });
      expect(status).toBe(200);
      expect(await welcomed).toMatchObject({ gameID: game.gameID, playerName: 'Pat Secret' });
      expect(await managerRefreshed).toEqual({ gameID: game.gameID });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(anonymousHeard).toEqual([]);
      expect(playerHeard).toEqual([]);
    });

    it("refuses a socket opened by a page of another site, before any message; the same host's own page connects", async () => {
      const game = await aGame(first, { gameAt: new Date(Date.now() + 30 * 60_000) });
      const foreign = io(first.url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { Origin: 'https://evil.example' },
        auth: { token: await first.login('owner') },
      });
      sockets.push(foreign);
      const heard = listen(foreign);
      const refused = await new Promise<string>((resolve) => {
        foreign.on('connect', () => resolve('connected'));
        foreign.on('connect_error', () => resolve('refused'));
      });
      expect(refused).toBe('refused');
      first.app.get(GameNotifier).refreshGame(game.gameID);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      expect(foreign.connected).toBe(false);

      const own = await watch(first, game.gameID, { origin: first.url });
      expect(own.answer).toEqual({ watching: game.gameID });
    });
  });
});
