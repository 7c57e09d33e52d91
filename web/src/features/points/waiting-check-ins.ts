/**
 * Check-ins the server has not taken yet, as the points table shows them
 * (docs/decisions/0127-issue-30-the-points-screen-on-bar-wi-fi-queue-store.md): a row "waiting"
 * from the scan or pick on, "sent" for a moment once the server took it (then the server's own row
 * stands in its place), or the server's refusal in red until the host dismisses it. Pure of React:
 * the write hook feeds it, the screen reads it.
 */
import type { RetryTimers } from './write-queue';

/** How long a sent check-in keeps its "sent" mark before the server's row replaces it. */
export const SENT_MARK_MS = 1_500;

/**
 * A check-in answered this soon after it was made, with the network up all along, never
 * waited: its row goes at once, sent or refused (the notification and the status line tell
 * the answer). One that waited, for the network or behind other writes, keeps a mark.
 */
export const QUICK_ANSWER_MS = 3_000;

export type WaitingStatus = 'waiting' | 'sent' | 'refused';

export interface WaitingCheckIn {
  /** The write's Idempotency-Key. */
  readonly key: string;
  readonly gameID: number;
  /** Date.now() at the scan or pick (sent as `scannedAt`). */
  readonly madeAt: number;
  /** The player as the screen could name them: "Pat Player", else "Card 1234567". */
  readonly label: string;
  /** What makes two check-ins the same player: the scan's code (scan-gate.ts) or `player:{playerID}`. */
  readonly code: string;
  readonly status: WaitingStatus;
  /** A refusal: the server's words. */
  readonly error?: string;
  /** Sent: the record the server made (its row is hidden while the mark shows). */
  readonly pointID?: number;
  /** It waited for the network (the queue went offline while it was waiting, or it was kept from an earlier page): its answer keeps a mark. */
  readonly waited?: boolean;
}

const browserTimers: RetryTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class WaitingCheckIns {
  private entries: readonly WaitingCheckIn[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: RetryTimers = browserTimers) {}

  /** A check-in made (or found kept from an earlier page), waiting for the server. */
  add(
    entry: Omit<WaitingCheckIn, 'status' | 'error' | 'pointID'>,
    status: WaitingStatus = 'waiting',
    error?: string,
  ): void {
    this.replace([
      ...this.entries.filter((old) => old.key !== entry.key),
      { ...entry, status, ...(error === undefined ? {} : { error }) },
    ]);
  }

  /** The server took it: a brief "sent" mark, then the row goes (the server's row is in the table by then). */
  sent(key: string, pointID: number | undefined, nowMs: number): void {
    if (this.answeredQuickly(key, nowMs)) return this.dismiss(key);
    if (!this.change(key, { status: 'sent', ...(pointID === undefined ? {} : { pointID }) })) return;
    this.timers.set(() => this.dismiss(key), SENT_MARK_MS);
  }

  /** The server refused it: shown in red until dismissed (one refused at once goes: the notification says it). */
  refused(key: string, error: string, nowMs: number): void {
    if (this.answeredQuickly(key, nowMs)) return this.dismiss(key);
    this.change(key, { status: 'refused', error });
  }

  /** The queue found itself offline: every check-in waiting now has waited, and keeps a mark for its answer. */
  markWaited(): void {
    if (!this.entries.some((entry) => entry.status === 'waiting' && !entry.waited)) return;
    this.replace(
      this.entries.map((entry) => (entry.status === 'waiting' && !entry.waited ? { ...entry, waited: true } : entry)),
    );
  }

  dismiss(key: string): void {
    if (this.entries.some((entry) => entry.key === key))
      this.replace(this.entries.filter((entry) => entry.key !== key));
  }

  /** A check-in of this player for this game is still waiting (a second scan of the card is caught here). */
  waitingFor(gameID: number, code: string): WaitingCheckIn | undefined {
    return this.entries.find((entry) => entry.gameID === gameID && entry.code === code && entry.status === 'waiting');
  }

  /** Every entry, oldest first; a new array after each change. */
  getSnapshot = (): readonly WaitingCheckIn[] => this.entries;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private answeredQuickly(key: string, nowMs: number): boolean {
    const entry = this.entries.find((candidate) => candidate.key === key);
    return entry !== undefined && !entry.waited && nowMs - entry.madeAt < QUICK_ANSWER_MS;
  }

  private change(key: string, change: Partial<WaitingCheckIn>): boolean {
    if (!this.entries.some((entry) => entry.key === key)) return false;
    this.replace(this.entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    return true;
  }

  private replace(entries: readonly WaitingCheckIn[]): void {
    this.entries = [...entries].sort((a, b) => a.madeAt - b.madeAt);
    for (const listener of [...this.listeners]) listener();
  }
}
