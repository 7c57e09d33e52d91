import { describe, expect, it } from '@jest/globals';
import {
  GameWatcher,
  IDLE_DISCONNECT_MS,
  SERVER_DROP_RETRY_MS,
  type GameMessage,
  type GameSocket,
  type IdleTimers,
  type RealtimeStatus,
} from './socket';

/** A socket.io client socket stand-in: records what is sent, and lets the test play the server. */
class FakeSocket implements GameSocket {
  connected = false;
  readonly sent: [string, number][] = [];
  connects = 0;
  disconnects = 0;
  private readonly handlers = new Map<string, ((payload?: unknown) => void)[]>();

  on(event: string, listener: (payload?: unknown) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, payload: { gameID: number }): this {
    this.sent.push([event, payload.gameID]);
    return this;
  }
  connect(): this {
    this.connects += 1;
    return this;
  }
  disconnect(): this {
    this.disconnects += 1;
    this.down('io client disconnect');
    return this;
  }
  /** The server accepts the connection (first time or after a drop). */
  up(): void {
    this.connected = true;
    for (const handler of this.handlers.get('connect') ?? []) handler();
  }
  down(reason = 'transport close'): void {
    this.connected = false;
    for (const handler of this.handlers.get('disconnect') ?? []) handler(reason);
  }
  serverSends(event: 'refreshGame' | 'displayPlayer', payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

/** Timers the test fires by hand. */
function manualTimers(): IdleTimers & { runAll(): void; count(): number; delays(): number[] } {
  const pending = new Map<unknown, () => void>();
  const asked: number[] = [];
  let next = 1;
  return {
    set: (fn, ms) => {
      const id = next++;
      pending.set(id, fn);
      asked.push(ms);
      return id;
    },
    delays: () => asked,
    clear: (id) => {
      pending.delete(id);
    },
    runAll: () => {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((fn) => fn());
    },
    count: () => pending.size,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const socket = new FakeSocket();
  let opened = 0;
  const timers = manualTimers();
  const watcher = new GameWatcher(async () => {
    opened += 1;
    return socket;
  }, timers);
  return { socket, watcher, timers, opened: () => opened };
}

describe('GameWatcher (lib/socket.ts)', () => {
  it('opens no connection until a game is watched', () => {
    const { opened } = setUp();
    expect(opened()).toBe(0);
  });

  it('joins the game’s room once connected, and hears only that game', async () => {
    const { socket, watcher, opened } = setUp();
    const heard: GameMessage[] = [];
    watcher.watch(12, (message) => heard.push(message));
    await settle();
    expect(opened()).toBe(1);
    expect(socket.connects).toBe(1);
    socket.up();
    expect(socket.sent).toEqual([['watchGame', 12]]);

    socket.serverSends('refreshGame', { gameID: 13 });
    socket.serverSends('refreshGame', { gameID: 12 });
    socket.serverSends('refreshGame', { gameID: 'nonsense' });
    expect(heard).toEqual([{ type: 'refreshGame', gameID: 12 }]);
  });

  it('joins at once when the connection is already up, and shares one socket between games', async () => {
    const { socket, watcher, opened } = setUp();
    watcher.watch(1, () => undefined);
    await settle();
    socket.up();
    watcher.watch(2, () => undefined);
    await settle();
    expect(opened()).toBe(1);
    expect(socket.sent).toEqual([
      ['watchGame', 1],
      ['watchGame', 2],
    ]);
  });

  it('rejoins every watched room after a reconnection and asks the screens to read again', async () => {
    const { socket, watcher } = setUp();
    const heard: GameMessage[] = [];
    watcher.watch(7, (message) => heard.push(message));
    await settle();
    socket.up();
    expect(heard).toEqual([]); // the first connection is not a reconnection
    socket.down();
    socket.up();
    expect(socket.sent).toEqual([
      ['watchGame', 7],
      ['watchGame', 7],
    ]);
    expect(heard).toEqual([{ type: 'refreshGame', gameID: 7 }]);
  });

  it('leaves the room when the last watcher of a game stops, and closes the idle connection later', async () => {
    const { socket, watcher, timers } = setUp();
    const first = watcher.watch(5, () => undefined);
    const second = watcher.watch(5, () => undefined);
    await settle();
    socket.up();
    first();
    expect(socket.sent).toEqual([['watchGame', 5]]);
    second();
    second(); // stopping twice is harmless
    expect(socket.sent).toEqual([
      ['watchGame', 5],
      ['unwatchGame', 5],
    ]);
    expect(watcher.watchedGames()).toEqual([]);
    expect(socket.disconnects).toBe(0);
    expect(timers.count()).toBe(1);
    timers.runAll();
    expect(socket.disconnects).toBe(1);
    expect(IDLE_DISCONNECT_MS).toBeGreaterThan(0);
  });

  it('keeps the connection when another game is watched before the idle delay ends, and reopens it after', async () => {
    const { socket, watcher, timers, opened } = setUp();
    watcher.watch(1, () => undefined)();
    await settle();
    socket.up();
    watcher.watch(2, () => undefined);
    expect(timers.count()).toBe(0);
    await settle();
    expect(socket.disconnects).toBe(0);

    const { socket: later, watcher: again, timers: laterTimers } = setUp();
    const stop = again.watch(3, () => undefined);
    await settle();
    later.up();
    stop();
    laterTimers.runAll();
    expect(later.disconnects).toBe(1);
    const heard: GameMessage[] = [];
    again.watch(4, (message) => heard.push(message));
    await settle();
    expect(later.connects).toBe(2);
    later.up();
    expect(later.sent.at(-1)).toEqual(['watchGame', 4]);
    expect(heard).toEqual([]); // a fresh connection, not a reconnection
    expect(opened()).toBe(1);
  });

  it('passes the monitor’s displayPlayer messages on with their fields', async () => {
    const { socket, watcher } = setUp();
    const heard: GameMessage[] = [];
    watcher.watch(9, (message) => heard.push(message));
    await settle();
    socket.up();
    socket.serverSends('displayPlayer', { gameID: 9, playerName: 'Ann Lee', buys: null, totalPoints: 40, collect: '' });
    expect(heard).toEqual([
      { type: 'displayPlayer', gameID: 9, playerName: 'Ann Lee', buys: null, totalPoints: 40, collect: '' },
    ]);
  });

  it('closes an idle connection with the real timers too (called unbound, as browsers require)', async () => {
    const socket = new FakeSocket();
    const watcher = new GameWatcher(async () => socket);
    const stop = watcher.watch(3, () => undefined);
    await settle();
    socket.up();
    const realSetTimeout = globalThis.setTimeout;
    const delays: number[] = [];
    globalThis.setTimeout = function (this: unknown, run: () => void, ms?: number) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      delays.push(ms ?? 0);
      run();
      return 0 as unknown as ReturnType<typeof setTimeout>;
    } as typeof setTimeout;
    try {
      stop();
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(delays).toEqual([IDLE_DISCONNECT_MS]);
    expect(socket.disconnects).toBe(1);
  });

  it('tries to open the connection again when loading it failed', async () => {
    const socket = new FakeSocket();
    let attempts = 0;
    const watcher = new GameWatcher(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return socket;
    });
    watcher.watch(1, () => undefined);
    await settle();
    watcher.watch(2, () => undefined);
    await settle();
    expect(attempts).toBe(2);
    socket.up();
    expect(socket.sent).toEqual([
      ['watchGame', 1],
      ['watchGame', 2],
    ]);
  });

  it('tells a screen how the connection is: connecting, connected, reconnecting after a drop, idle when closed', async () => {
    const { socket, watcher, timers } = setUp();
    const seen: RealtimeStatus[] = [];
    watcher.onStatus(() => seen.push(watcher.status()));
    expect(watcher.status()).toBe('idle');
    const stop = watcher.watch(8, () => undefined);
    await settle();
    expect(watcher.status()).toBe('connecting');
    socket.up();
    socket.down();
    expect(watcher.status()).toBe('reconnecting');
    socket.up();
    stop();
    timers.runAll();
    expect(seen).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'idle']);
  });

  it('dials again after a pause when the server drops the socket (socket.io itself would not)', async () => {
    const { socket, watcher, timers } = setUp();
    const heard: GameMessage[] = [];
    watcher.watch(6, (message) => heard.push(message));
    await settle();
    socket.up();
    socket.down('io server disconnect');
    expect(socket.connects).toBe(1);
    expect(timers.delays()).toEqual([SERVER_DROP_RETRY_MS]);
    timers.runAll();
    expect(socket.connects).toBe(2);
    socket.up();
    expect(socket.sent).toEqual([
      ['watchGame', 6],
      ['watchGame', 6],
    ]);
    expect(heard).toEqual([{ type: 'refreshGame', gameID: 6 }]);

    socket.down('transport close'); // a lost network: socket.io retries on its own
    timers.runAll();
    expect(socket.connects).toBe(2);
  });

  it('connects again when the session changes (security review: unlisted rooms need host mode), joining its rooms under the new session', async () => {
    const { socket, watcher } = setUp();
    const heard: GameMessage[] = [];
    watcher.renewSession(); // nothing open yet: nothing to do
    expect(socket.connects).toBe(0);
    watcher.watch(21, (message) => heard.push(message));
    await settle();
    socket.up();
    expect(socket.sent).toEqual([['watchGame', 21]]);

    watcher.renewSession();
    expect(socket.disconnects).toBe(1);
    expect(socket.connects).toBe(2);
    socket.up();
    expect(socket.sent).toEqual([
      ['watchGame', 21],
      ['watchGame', 21],
    ]);
    // What was sent while it reconnected is read again.
    expect(heard).toEqual([{ type: 'refreshGame', gameID: 21 }]);
  });
});
