import { io, type Socket } from 'socket.io-client';
import { GameNotifier } from '../../src/modules/games/application/ports/game-notifier.js';
import type { PointWriteAnswer } from '../../src/modules/points/domain/point-calls.js';
import { api } from '../support/api.js';
import { aGame, somePlayers } from '../support/builders.js';
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

  const watch = async (app: TestApp, gameID: number) => {
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const answer = await socket.timeout(5000).emitWithAck('watchGame', { gameID });
    return { socket, answer };
  };
  const nextMessage = (socket: Socket, event: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      socket.once(event, (message: unknown) => (clearTimeout(timer), resolve(message)));
    });

  it('refuses a bad game id', async () => {
    expect((await watch(first, 0)).answer).toEqual({ error: 'The "Game ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'gameID' });
  });

  it('delivers refreshGame and displayPlayer emitted by another process to the watchers of that game only', async () => {
    const watcher = await watch(first, 42);
    const other = await watch(first, 43);
    expect(watcher.answer).toEqual({ watching: 42 });
    let otherHeard = false;
    other.socket.on('refreshGame', () => (otherHeard = true));

    const refreshed = nextMessage(watcher.socket, 'refreshGame');
    second.app.get(GameNotifier).refreshGame(42);
    expect(await refreshed).toEqual({ gameID: 42 });

    const displayed = nextMessage(watcher.socket, 'displayPlayer');
    const message = { gameID: 42, playerName: 'Pat Player', buys: '', totalPoints: 40, collect: 'Starting chips' };
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

    const pointsOnFirst = async () => (await api(first).get<{ rows: { playerName: string }[] }>(`/v1/game/points/${game.gameID}/1`)).body.rows.map((row) => row.playerName);
    expect(await pointsOnFirst()).toEqual([]); // now cached on the first process

    const host = await second.login('host');
    expect((await api(second).as(host).post('/v1/user/agreement', { data: { accepted: true } })).status).toBe(200);
    const { status } = await api(second).as(host).post<PointWriteAnswer>('/v1/point/check-in', { data: { gameID: game.gameID, playerID: pat!.playerID } });
    expect(status).toBe(200);

    expect(await welcomed).toEqual({ gameID: game.gameID, playerName: 'Pat Across', buys: '', totalPoints: 0, collect: 'Starting chips + early sign-in chips' });
    expect(await refreshed).toEqual({ gameID: game.gameID });
    // The first process's cached points answer was dropped too (the read cache is per process).
    expect(await pointsOnFirst()).toEqual(['Pat Across']);
  });
});
