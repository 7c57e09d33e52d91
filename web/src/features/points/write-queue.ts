/**
 * The points screen's writes on bar Wi-Fi (docs/decisions/0066-points-screen.md). Writes
 * go out one at a time, in the order the host made them. A write that fails for lack
 * of network keeps its place at the head of the queue and is sent again with the same
 * Idempotency-Key, so the server applies it once however many tries reach it: after
 * 1, 2, 4, 8 and 16 s, then every 30 s for as long as it takes, and at once when the
 * browser says it is online again (or the host presses Retry). Writes behind it wait.
 * A refusal (the server's answer, e.g. "Player is banned") ends that write only.
 * A server that answers it is busy (503, e.g. its database restarting) is treated the same
 * way, except that the next try waits as long as its Retry-After asks and the screen says
 * the server is busy rather than that the phone is offline.
 *
 * Pure of React and of fetch: it is handed each write's `send`, a test for network
 * failures and timers, so the specs drive it by hand.
 */

export interface QueuedWrite<T> {
  /** The Idempotency-Key: one per user action, the same on every try. */
  readonly key: string;
  readonly send: (key: string) => Promise<T>;
}

export interface WriteQueueState {
  /** Writes not yet answered, the one being sent included. */
  readonly waiting: number;
  /** The last try failed for lack of network: the head write is waiting to be sent again. */
  readonly offline: boolean;
  /** Failed tries of the head write since it last reached the server (0 when not offline). */
  readonly failedTries: number;
  /** The last try reached a server that said it is busy (503): the phone is not the one offline. */
  readonly busy: boolean;
}

/** Why a failed write is tried again: lack of network, or a busy server and how long it asked us to wait. */
export interface RetryHint {
  readonly busy: boolean;
  readonly afterSeconds?: number | undefined;
}

/** A Retry-After is honoured up to this: a longer one would leave the host staring at a waiting change. */
const MAX_RETRY_AFTER_MS = 60_000;

export interface RetryTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Waits before try n+1 after n failed tries; the last one repeats for ever. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

export const retryDelay = (failedTries: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failedTries, 1), RETRY_DELAYS_MS.length) - 1]!;

// Called as plain functions: a browser's setTimeout refuses another `this`.
const browserTimers: RetryTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Entry {
  readonly write: QueuedWrite<unknown>;
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const IDLE: WriteQueueState = { waiting: 0, offline: false, failedTries: 0, busy: false };

export class WriteQueue {
  private readonly entries: Entry[] = [];
  private sending = false;
  private retryTimer: unknown = null;
  private state: WriteQueueState = IDLE;
  private readonly listeners = new Set<() => void>();

  /**
   * @param retryable whether a failure is tried again: true (or a hint without busy) for lack of
   * network, a hint with busy and the server's Retry-After for a busy server, false for a refusal.
   */
  constructor(
    private readonly retryable: (error: unknown) => boolean | RetryHint,
    private readonly timers: RetryTimers = browserTimers,
  ) {}

  /** Sends the write after those before it; settles with the server's answer or refusal, never with a network failure. */
  enqueue<T>(write: QueuedWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.entries.push({ write, resolve: resolve as (answer: unknown) => void, reject });
      this.update({ waiting: this.entries.length });
      this.pump();
    });
  }

  /** Tries the waiting write now (the browser is online again, or the host asked). */
  retryNow(): void {
    if (!this.state.offline || this.sending) return;
    this.cancelRetry();
    this.pump();
  }

  getState = (): WriteQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private pump(): void {
    if (this.sending || this.retryTimer !== null) return;
    const head = this.entries[0];
    if (!head) return;
    this.sending = true;
    head.write.send(head.write.key).then(
      (answer) => this.settle(() => head.resolve(answer)),
      (error: unknown) => {
        const retry = this.retryable(error);
        if (!retry) return this.settle(() => head.reject(error));
        this.sending = false;
        const failedTries = this.state.failedTries + 1;
        const hint: RetryHint = retry === true ? { busy: false } : retry;
        this.update({ offline: true, failedTries, busy: hint.busy });
        const asked =
          hint.afterSeconds !== undefined && hint.afterSeconds > 0
            ? Math.min(hint.afterSeconds * 1000, MAX_RETRY_AFTER_MS)
            : undefined;
        this.retryTimer = this.timers.set(
          () => {
            this.retryTimer = null;
            this.pump();
          },
          asked ?? retryDelay(failedTries),
        );
      },
    );
  }

  /** The head write has its answer: the next one goes out. */
  private settle(tell: () => void): void {
    this.entries.shift();
    this.sending = false;
    this.update({ waiting: this.entries.length, offline: false, failedTries: 0, busy: false });
    tell();
    this.pump();
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) this.timers.clear(this.retryTimer);
    this.retryTimer = null;
  }

  private update(change: Partial<WriteQueueState>): void {
    const next = { ...this.state, ...change };
    if (
      next.waiting === this.state.waiting &&
      next.offline === this.state.offline &&
      next.failedTries === this.state.failedTries &&
      next.busy === this.state.busy
    )
      return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** A fresh Idempotency-Key (a UUID v4); crypto.randomUUID needs a secure page, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure context: fall through
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the screen says about its writes: "Offline: 2 changes waiting to be sent...", "Server busy: 1 change waiting to be sent...", "Sending...", or "". */
export function queueStatusText(state: WriteQueueState): string {
  if (state.offline) {
    const changes = state.waiting === 1 ? '1 change' : `${state.waiting} changes`;
    return state.busy ? `Server busy: ${changes} waiting to be sent...` : `Offline: ${changes} waiting to be sent...`;
  }
  return state.waiting > 0 ? 'Sending...' : '';
}
