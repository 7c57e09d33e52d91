/**
 * The points screen's writes not yet answered, kept on the device
 * (docs/decisions/0127-issue-30-the-points-screen-on-bar-wi-fi-queue-store.md): each is written to
 * the store before its first try goes out, and forgotten once the server has answered it, so a
 * reload, a closed tab, a locked phone or a killed browser loses none. The next load sends them
 * again, in the order they were made, with their own Idempotency-Keys (a write that had reached the
 * server answers its first answer).
 */
import type { PointWrite } from './api/points';

/** The server remembers a key for a day; a write older than a game night is not sent again (it could apply twice). */
export const KEPT_FOR_MS = 12 * 60 * 60_000;

export interface KeptWrite {
  /** The Idempotency-Key, also the write's key in the store. */
  readonly key: string;
  /** Who made it: only that user's session sends it. */
  readonly userID: number;
  /** Date.now() when the host made it (a check-in also carries it as `scannedAt`). */
  readonly madeAt: number;
  /** Orders writes made in the same millisecond. */
  readonly seq: number;
  readonly write: PointWrite;
  /** A check-in: the player as the screen could name them when it was made ("Pat Player", "Card 1234567"). */
  readonly label?: string;
  /** A check-in: what spots a second scan of the same player while this one waits (waiting-check-ins.ts). */
  readonly code?: string;
}

/** Where the writes are kept (the port): IndexedDB in the browser (idb-keyval-kept-writes.store.ts). */
export abstract class KeptWritesStore {
  /** Every kept write, in no particular order. */
  abstract all(): Promise<KeptWrite[]>;
  /** Resolves once the write is stored. */
  abstract put(kept: KeptWrite): Promise<void>;
  abstract remove(key: string): Promise<void>;
}

/** The order writes are sent in: the order they were made. */
export const inMadeOrder = (kept: readonly KeptWrite[]): KeptWrite[] =>
  [...kept].sort((a, b) => a.madeAt - b.madeAt || a.seq - b.seq);

/** Too old to send again (KEPT_FOR_MS). */
export const isStale = (kept: KeptWrite, nowMs: number): boolean => nowMs - kept.madeAt >= KEPT_FOR_MS;

/** Accepts only what looks like a kept write (the store may hold an older shape, or junk). */
export function toKeptWrite(value: unknown): KeptWrite | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<KeptWrite>;
  if (typeof entry.key !== 'string' || typeof entry.write?.kind !== 'string' || typeof entry.write.body !== 'object')
    return null;
  return {
    key: entry.key,
    userID: typeof entry.userID === 'number' ? entry.userID : 0,
    madeAt: typeof entry.madeAt === 'number' ? entry.madeAt : 0,
    seq: typeof entry.seq === 'number' ? entry.seq : 0,
    write: entry.write,
    ...(typeof entry.label === 'string' ? { label: entry.label } : {}),
    ...(typeof entry.code === 'string' ? { code: entry.code } : {}),
  };
}

/** Holds the writes in memory: where the browser has no IndexedDB (some private modes), and for specs. */
export class MemoryKeptWritesStore extends KeptWritesStore {
  private readonly kept = new Map<string, KeptWrite>();
  all(): Promise<KeptWrite[]> {
    return Promise.resolve([...this.kept.values()]);
  }
  put(kept: KeptWrite): Promise<void> {
    this.kept.set(kept.key, kept);
    return Promise.resolve();
  }
  remove(key: string): Promise<void> {
    this.kept.delete(key);
    return Promise.resolve();
  }
}

/** Before issue 30 the writes were kept in localStorage under this name: moved to the store once. */
export const LEGACY_KEPT_WRITES = 'league.pointWrites';

/**
 * Moves writes an older version of the site left in localStorage into the store (once:
 * the localStorage entry is removed only after every one is stored).
 */
export async function moveLegacyWrites(
  store: KeptWritesStore,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
): Promise<void> {
  let raw: string | null;
  try {
    raw = storage?.getItem(LEGACY_KEPT_WRITES) ?? null;
  } catch {
    return;
  }
  if (raw === null) return;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Unreadable: nothing to move.
  }
  const entries = (Array.isArray(parsed) ? parsed : [])
    .map(toKeptWrite)
    .filter((entry): entry is KeptWrite => entry !== null);
  for (const entry of entries) await store.put(entry);
  storage?.removeItem(LEGACY_KEPT_WRITES);
}
