import { ReadsInFlight } from './reads-in-flight.js';

/** One way of sending an answer: every header it goes out with, and its bytes. */
export interface AnswerCopy {
  /** Name, value, name, value...: content-type, content-length, the security headers, Vary/Content-Encoding when compressed. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/** The compressed codings a kept answer is sent in, besides plain. */
export type AnswerCoding = 'br' | 'gzip';

/**
 * An answer as it went on the wire, replayed byte for byte to the next anonymous caller.
 * Answers worth compressing also have brotli and gzip copies, each made once, on the first ask.
 */
export interface CachedAnswer {
  readonly status: number;
  readonly plain: AnswerCopy;
  /** Its copy in a coding: at once once made; the first ask waits while it is made off the event loop. */
  readonly compressed?: (coding: AnswerCoding) => AnswerCopy | Promise<AnswerCopy>;
}

/** A kept answer, its tags and the instant (ms) it stops being kept. */
export interface KeptAnswer {
  readonly answer: CachedAnswer;
  readonly tags: readonly string[];
  readonly expiresAt: number;
}

/** The safety net for changes no write announced (e.g. "today" moving on at midnight): how long an answer is kept at most. */
export const DEFAULT_READ_MAX_AGE_MS = 60_000;

/**
 * An answer that stops being true at a known instant (a post due to publish) carries that
 * instant under this key; the cache keeps it no longer. JSON leaves symbol keys out, so the
 * answer on the wire is unchanged.
 */
export const FRESH_UNTIL = Symbol('fresh-until');

/** Marks an answer as true only until `until` (nothing when null); answers the same object. */
export function freshUntil<T extends object>(answer: T, until: Date | null): T {
  if (until) Object.defineProperty(answer, FRESH_UNTIL, { value: until, enumerable: false });
  return answer;
}

/** How long an answer may be kept: the route's maximum, cut to the instant it stops being true (0: do not keep). */
export function keepingTimeOf(answer: unknown, maxAgeMs: number | undefined, now: number): number | undefined {
  const until =
    typeof answer === 'object' && answer !== null ? (answer as { [FRESH_UNTIL]?: unknown })[FRESH_UNTIL] : undefined;
  if (!(until instanceof Date)) return maxAgeMs;
  return Math.max(0, Math.min(maxAgeMs ?? DEFAULT_READ_MAX_AGE_MS, until.getTime() - now));
}

/**
 * A tag for one record's rows of a table (`points:game:12`: game 12's point records). An answer
 * that read only those carries it instead of the table's; a write to only those drops it, which
 * also ends the answers that read the whole table. A drop of the table ends every part.
 */
export const partTag = (table: string, part: string, id: number): string => `${table}:${part}:${id}`;

/**
 * The part of `points` that counts toward results: the records of ended games (countedGameSql).
 * The lists of counted records (champions, a player's history, games by venue) carry it instead
 * of `points`, so a check-in to a game still open, which drops only its game's part, leaves them
 * kept (issue 35: home's champions were drawn again at every check-in of a Friday). A write to an
 * ended game's records drops it, and so does an ending (with its game's parts: endingTagsOf).
 */
export const COUNTED_RECORDS_TAG = 'points:counted';

/** Whether a drop of one tag ends an answer carrying the other: the same, or one a part of the other. */
export const tagsMeet = (a: string, b: string): boolean => a === b || a.startsWith(`${b}:`) || b.startsWith(`${a}:`);

/** The tags a part tag is part of (`points:game:12`: `points:game`, `points`). */
export function wholesOf(tag: string): string[] {
  const wholes: string[] = [];
  for (let at = tag.lastIndexOf(':'); at > 0; at = tag.lastIndexOf(':', at - 1)) wholes.push(tag.slice(0, at));
  return wholes;
}

/**
 * Serialized answers of public reads, kept in each app process and dropped on every
 * process when a write changes what they show (docs/architecture.md: public reads are cheap).
 * Answers are tagged by the TABLES they read (e.g. a game answer: games, venues, events,
 * players, points) and a write drops the tables it wrote, so a module never needs another
 * module's tag names: a write names only tables it wrote itself or through a command it called
 * (architecture.spec.ts checks every tag is a table of the schema).
 */
export abstract class ReadCache {
  /** The reads of this process being computed now, so the same read asked meanwhile waits for their answer (issue 35). */
  readonly inFlight = new ReadsInFlight();

  /** The answer kept for key (a GET's URL), if any. */
  abstract lookup(key: string): CachedAnswer | undefined;

  /** The answer kept for key with what drops it and when it expires: a page drawn from it is kept as long (issue 31). */
  abstract lookupKept(key: string): KeptAnswer | undefined;

  /** A rendered page a drop or its age ended moments ago, kept with `staleForMs`: sent once more while it is drawn again (issue 31). */
  abstract lookupStale(key: string): CachedAnswer | undefined;

  /** Forgets a key's stale copy: its successor was drawn but could not be kept. */
  abstract forgetStale(key: string): void;

  /** A stamp to take before reading: keep() ignores an answer read before a later drop of one of its tags. */
  abstract stamp(): number;

  /**
   * Keeps an answer read since `stamp`, unless a drop of one of its tags came in between (it may be stale).
   * `staleForMs` (rendered pages only): after a drop or its age ends it, lookupStale() still answers it that long.
   * `aside`: kept, and kept stale, within a budget of its own, oldest out first among those alone (a
   * page's address with a query string it reads: their number has no end).
   */
  abstract keep(
    key: string,
    answer: CachedAnswer,
    options: { tags: readonly string[]; stamp: number; maxAgeMs?: number; staleForMs?: number; aside?: boolean },
  ): void;

  /** Drops every answer carrying one of the tags (or a part of one, or what one is part of: tagsMeet), here at once and on the other processes within moments. */
  abstract drop(...tags: string[]): Promise<void>;
}
