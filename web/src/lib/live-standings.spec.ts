import { describe, expect, it } from '@jest/globals';
import { COALESCE_MS, IDLE_DISCONNECT_MS, JITTER_MS, StandingsWatcher, UNHEARD_AFTER_MS, type StandingsSocket, type WatcherTimers } from './live-standings';

/** A socket.io client socket stand-in: records what is sent, and lets the test play the server. */
class FakeSocket implements StandingsSocket {
  connected = false;
  readonly sent: string[] = [];
  disconnects = 0;
  private readonly handlers = new Map<string, ((payload?: unknown) => void)[]>();

  on(event: string, listener: (payload?: unknown) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string): this {
    this.sent.push(event);
    return this;
  }
  connect(): this {
    return this;
  }
  disconnect(): this {
    this.disconnects += 1;
    this.connected = false;
    return this;
  }
  up(): void {
    this.connected = true;
    for (const handler of this.handlers.get('connect') ?? []) handler();
  }
  down(): void {
    this.connected = false;
    for (const handler of this.handlers.get('disconnect') ?? []) handler('transport close');
  }
  serverSends(payload: unknown): void {
    for (const handler of this.handlers.get('standingsChanged') ?? []) handler(payload);
  }
}

/** Timers the test fires by hand, in order of their due time. */
class ManualTimers implements WatcherTimers {
  now = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; run: () => void }>();
  set(run: () => void, ms: number): number {
    const handle = this.next++;
    this.due.set(handle, { at: this.now + ms, run });
    return handle;
  }
  clear(handle: unknown): void {
    this.due.delete(handle as number);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [handle, timer] = [...this.due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!timer || timer.at > until) break;
      this.due.delete(handle!);
      this.now = timer.at;
      timer.run();
    }
    this.now = until;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setUp(random = 0.5) {
  const socket = new FakeSocket();
  const timers = new ManualTimers();
  let opened = 0;
  const watcher = new StandingsWatcher(
    async () => {
      opened += 1;
      return socket;
    },
    timers,
    () => random,
  );
  const reads: (readonly number[])[] = [];
  const stop = watcher.watch((gameIDs) => reads.push(gameIDs));
  await flush();
  socket.up();
  return { socket, timers, watcher, reads, stop, opened: () => opened };
}

describe('StandingsWatcher', () => {
  it('joins the standings room on connect, and again after a reconnection (then reads once: messages were lost)', async () => {
    const { socket, timers, reads } = await setUp();
    expect(socket.sent).toEqual(['watchStandings']);
    timers.advance(5_000);
    expect(reads).toEqual([]);
    socket.down();
    socket.up();
    expect(socket.sent).toEqual(['watchStandings', 'watchStandings']);
    timers.advance(COALESCE_MS + JITTER_MS);
    expect(reads).toEqual([[0]]);
  });

  it("coalesces one ending's messages (and endings close together) into one read, after a pause plus this page's jitter", async () => {
    const { socket, timers, reads } = await setUp(0.5);
    socket.serverSends({ gameID: 7, scopes: [] });
    timers.advance(200);
    socket.serverSends({ gameID: 7, scopes: [] });
    timers.advance(200);
    socket.serverSends({ gameID: 8, scopes: [] });
    timers.advance(COALESCE_MS + JITTER_MS / 2 - 1);
    expect(reads).toEqual([]);
    timers.advance(1);
    expect(reads).toEqual([[7, 8]]);
    timers.advance(10_000);
    expect(reads).toHaveLength(1);
  });

  it('spreads the pages: the pause grows with the random draw, up to JITTER_MS', async () => {
    for (const [random, wait] of [
      [0, COALESCE_MS],
      [0.999, COALESCE_MS + JITTER_MS - 1],
    ] as const) {
      const { socket, timers, reads } = await setUp(random);
      socket.serverSends({ gameID: 3, scopes: [] });
      timers.advance(wait - 1);
      expect(reads).toEqual([]);
      timers.advance(1);
      expect(reads).toEqual([[3]]);
    }
  });

  it('reads once when its first connection opens late (the visitor began reading after a while): changes before it were not heard', async () => {
    const socket = new FakeSocket();
    const timers = new ManualTimers();
    const watcher = new StandingsWatcher(async () => socket, timers, () => 0);
    const reads: (readonly number[])[] = [];
    watcher.watch((gameIDs) => reads.push(gameIDs));
    await flush();
    timers.advance(UNHEARD_AFTER_MS);
    socket.up();
    timers.advance(COALESCE_MS);
    expect(reads).toEqual([[0]]);
    expect(socket.sent).toEqual(['watchStandings']);
  });

  it('does not read again when its first connection opens at once (the page was just drawn)', async () => {
    const { timers, reads } = await setUp();
    timers.advance(UNHEARD_AFTER_MS * 3);
    expect(reads).toEqual([]);
  });

  it('opens one connection for every page, and closes it a while after the last page goes', async () => {
    const { socket, timers, watcher, stop, opened } = await setUp();
    const other = watcher.watch(() => undefined);
    await flush();
    expect(opened()).toBe(1);
    stop();
    timers.advance(IDLE_DISCONNECT_MS * 2);
    expect(socket.disconnects).toBe(0);
    other();
    timers.advance(IDLE_DISCONNECT_MS - 1);
    expect(socket.disconnects).toBe(0);
    timers.advance(1);
    expect(socket.disconnects).toBe(1);
  });
});
