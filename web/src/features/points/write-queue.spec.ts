import { describe, expect, it } from '@jest/globals';
import { newIdempotencyKey, queueStatusText, retryDelay, WriteQueue, type RetryTimers } from './write-queue';

class NetworkDown extends Error {}
/** A server that answered 503 with Retry-After (its database restarting, say). */
class ServerBusy extends Error {
  constructor(readonly retryAfterSeconds?: number) {
    super('busy');
  }
}

/** Timers fired by hand: the spec says when the wait is over. */
class ManualTimers implements RetryTimers {
  readonly waits: number[] = [];
  private pending: { run: () => void; ms: number } | null = null;
  set(run: () => void, ms: number): unknown {
    this.waits.push(ms);
    this.pending = { run, ms };
    return this.pending;
  }
  clear(handle: unknown): void {
    if (this.pending === handle) this.pending = null;
  }
  get armed(): boolean {
    return this.pending !== null;
  }
  fire(): void {
    const pending = this.pending;
    this.pending = null;
    pending?.run();
  }
}

/** A server stand-in: records each try (write name and key) and answers as told. */
class FakeServer {
  readonly tries: string[] = [];
  readonly applied = new Map<string, string>();
  down = false;
  /** Answers 503 with this Retry-After (null: not busy). */
  busy: number | undefined | null = null;
  refuse = new Set<string>();

  write(name: string) {
    return (key: string): Promise<string> => {
      this.tries.push(`${name}:${key}`);
      if (this.down) return Promise.reject(new NetworkDown('offline'));
      if (this.busy !== null) return Promise.reject(new ServerBusy(this.busy));
      if (this.refuse.has(name)) return Promise.reject(new Error(`${name} refused`));
      // Idempotent: a key seen before answers the first answer and changes nothing.
      if (!this.applied.has(key)) this.applied.set(key, name);
      return Promise.resolve(`${this.applied.get(key)} done`);
    };
  }
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const setUp = () => {
  const timers = new ManualTimers();
  const server = new FakeServer();
  const queue = new WriteQueue((error) => error instanceof NetworkDown, timers);
  return { timers, server, queue };
};

describe('the points screen’s write queue', () => {
  it('sends writes one at a time, in order, and settles each with its answer', async () => {
    const { server, queue } = setUp();
    const answers = await Promise.all([
      queue.enqueue({ key: 'k1', send: server.write('a') }),
      queue.enqueue({ key: 'k2', send: server.write('b') }),
    ]);
    expect(answers).toEqual(['a done', 'b done']);
    expect(server.tries).toEqual(['a:k1', 'b:k2']);
    expect(queue.getState()).toEqual({ waiting: 0, offline: false, failedTries: 0, busy: false });
  });

  it('keeps a write that failed for lack of network, tries again with the same key, and holds the later writes behind it', async () => {
    const { timers, server, queue } = setUp();
    server.down = true;
    const first = queue.enqueue({ key: 'k1', send: server.write('checkIn') });
    const second = queue.enqueue({ key: 'k2', send: server.write('place') });
    await flush();
    expect(queue.getState()).toEqual({ waiting: 2, offline: true, failedTries: 1, busy: false });
    expect(queueStatusText(queue.getState())).toBe('Offline: 2 changes waiting to be sent...');

    timers.fire();
    await flush();
    timers.fire();
    await flush();
    expect(server.tries).toEqual(['checkIn:k1', 'checkIn:k1', 'checkIn:k1']);
    expect(timers.waits).toEqual([1_000, 2_000, 4_000]);

    server.down = false;
    timers.fire();
    await expect(first).resolves.toBe('checkIn done');
    await expect(second).resolves.toBe('place done');
    expect(server.tries.slice(3)).toEqual(['checkIn:k1', 'place:k2']);
    expect([...server.applied.values()]).toEqual(['checkIn', 'place']);
    expect(queue.getState()).toEqual({ waiting: 0, offline: false, failedTries: 0, busy: false });
  });

  it('backs off to one try every 30 s and never gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tries at once when told the browser is online again', async () => {
    const { timers, server, queue } = setUp();
    server.down = true;
    const write = queue.enqueue({ key: 'k1', send: server.write('checkIn') });
    await flush();
    expect(timers.armed).toBe(true);
    server.down = false;
    queue.retryNow();
    await expect(write).resolves.toBe('checkIn done');
    expect(timers.armed).toBe(false);
    expect(server.tries).toEqual(['checkIn:k1', 'checkIn:k1']);
  });

  it('settles a refused write with the refusal and goes on with the next one', async () => {
    const { server, queue } = setUp();
    server.refuse.add('remove');
    const refused = queue.enqueue({ key: 'k1', send: server.write('remove') });
    const next = queue.enqueue({ key: 'k2', send: server.write('place') });
    await expect(refused).rejects.toThrow('remove refused');
    await expect(next).resolves.toBe('place done');
    expect(server.tries).toEqual(['remove:k1', 'place:k2']);
  });

  it('tells its listeners when the state changes', async () => {
    const { server, queue } = setUp();
    const seen: string[] = [];
    const stop = queue.subscribe(() => seen.push(queueStatusText(queue.getState()) || 'Saved'));
    await queue.enqueue({ key: 'k1', send: server.write('a') });
    stop();
    expect(seen).toEqual(['Sending...', 'Saved']);
  });

  it('makes a fresh UUID for each action', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  describe('a busy server (503 with Retry-After, e.g. its database restarting: issue 20)', () => {
    const busySetUp = () => {
      const timers = new ManualTimers();
      const server = new FakeServer();
      const queue = new WriteQueue(
        (error) =>
          error instanceof NetworkDown
            ? true
            : error instanceof ServerBusy
              ? { busy: true, afterSeconds: error.retryAfterSeconds }
              : false,
        timers,
      );
      return { timers, server, queue };
    };

    it('keeps the write, waits as long as Retry-After asks, tries again with the same key, and says the server is busy', async () => {
      const { timers, server, queue } = busySetUp();
      server.busy = 5;
      const write = queue.enqueue({ key: 'k1', send: server.write('checkIn') });
      const next = queue.enqueue({ key: 'k2', send: server.write('place') });
      await flush();
      expect(queue.getState()).toEqual({ waiting: 2, offline: true, failedTries: 1, busy: true });
      expect(queueStatusText(queue.getState())).toBe('Server busy: 2 changes waiting to be sent...');
      timers.fire();
      await flush();
      expect(timers.waits).toEqual([5_000, 5_000]);

      server.busy = null;
      timers.fire();
      await expect(write).resolves.toBe('checkIn done');
      await expect(next).resolves.toBe('place done');
      expect(server.tries).toEqual(['checkIn:k1', 'checkIn:k1', 'checkIn:k1', 'place:k2']);
      expect(queue.getState()).toEqual({ waiting: 0, offline: false, failedTries: 0, busy: false });
    });

    it('backs off as for the network when the server gave no Retry-After, and caps a long one at a minute', async () => {
      const { timers, server, queue } = busySetUp();
      server.busy = undefined;
      void queue.enqueue({ key: 'k1', send: server.write('checkIn') });
      await flush();
      timers.fire();
      await flush();
      server.busy = 3_600;
      timers.fire();
      await flush();
      expect(timers.waits).toEqual([1_000, 2_000, 60_000]);
    });
  });
});
