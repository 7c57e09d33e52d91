import { type CachedAnswer, type KeptAnswer, tagsMeet, wholesOf } from '../../application/read-cache.js';

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  expiresAt: number;
  /** How long it may still be served after a drop or its age ended it, while it is drawn again (rendered pages only). */
  staleForMs: number;
}

/** Tags whose last drop is remembered; past it the history is forgotten and the answers being read refused. */
const MAX_DROPS_REMEMBERED = 10_000;

/** A kept answer a drop or its age ended, servable until `until` while its replacement is drawn. */
interface Retired {
  answer: CachedAnswer;
  until: number;
}

/**
 * One process's kept answers. Bounded (oldest out first), each with a maximum age as a
 * safety net for changes no write announced (a day rolling over, a hand-made SQL fix).
 * An answer kept with `staleForMs` (a rendered page) is not forgotten when a drop or its age
 * ends it: lookup() no longer answers it, but lookupStale() does for that long, so a page can
 * go out at once while one render draws its new copy
 * (docs/decisions/0139-a-dropped-page-goes-out-once-more-while-it-is-drawn-again.md).
 */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private readonly retired = new Map<string, Retired>();
  /** Moves on every drop and clear: a stamp is its value before a read. */
  private sequence = 0;
  /** Where the sequence stood at each tag's last drop: an answer read before it may show what that drop was about. */
  private readonly droppedAt = new Map<string, number>();
  /** Where it stood at the last drop of a part of each tag (`points:game:12` for `points`): ends an answer that read the whole. */
  private readonly partDroppedAt = new Map<string, number>();
  /** Where it stood at the last clear: every answer read before it is refused. */
  private clearedAt = 0;

  constructor(
    private readonly limits: { maxEntries: number; defaultMaxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string): CachedAnswer | undefined {
    return this.lookupKept(key)?.answer;
  }

  lookupKept(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.retire(key, entry);
      return undefined;
    }
    return entry;
  }

  /** A page a drop or its age ended moments ago (within its staleForMs), to send while it is drawn again. */
  lookupStale(key: string): CachedAnswer | undefined {
    this.lookupKept(key);
    const retired = this.retired.get(key);
    if (!retired) return undefined;
    if (retired.until > this.now()) return retired.answer;
    this.retired.delete(key);
    return undefined;
  }

  stamp(): number {
    return this.sequence;
  }

  keep(
    key: string,
    answer: CachedAnswer,
    {
      tags,
      stamp,
      maxAgeMs,
      staleForMs = 0,
    }: { tags: readonly string[]; stamp: number; maxAgeMs?: number; staleForMs?: number },
  ): void {
    // Only a drop of one of its own tags refuses it: on a busy night (a check-in every moment) a
    // refusal on any drop kept almost nothing, and every reader of a dropped answer computed it again.
    if (stamp < this.clearedAt || tags.some((tag) => this.droppedSince(tag, stamp))) return;
    this.entries.delete(key);
    this.retired.delete(key);
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, {
      answer,
      tags,
      expiresAt: this.now() + (maxAgeMs ?? this.limits.defaultMaxAgeMs),
      staleForMs,
    });
  }

  /** Forgets a key's stale copy: what replaced it could not be kept (a page that now fails a read must not go out stale meanwhile). */
  forgetStale(key: string): void {
    this.retired.delete(key);
  }

  drop(tags: readonly string[]): void {
    // Per record tags (partTag) make the history grow with the records written: forgotten past a bound, as clear() does.
    if (this.droppedAt.size > MAX_DROPS_REMEMBERED) this.forgetDrops();
    const at = this.sequence++;
    for (const tag of tags) {
      this.droppedAt.set(tag, at);
      for (const whole of wholesOf(tag)) this.partDroppedAt.set(whole, at);
    }
    for (const [key, entry] of this.entries)
      if (entry.tags.some((tag) => tags.some((dropped) => tagsMeet(tag, dropped)))) this.retire(key, entry);
  }

  clear(): void {
    this.forgetDrops();
    this.entries.clear();
    this.retired.clear();
  }

  /** Whether a tag, what it is part of, or a part of it was dropped since the stamp. */
  private droppedSince(tag: string, stamp: number): boolean {
    if ((this.droppedAt.get(tag) ?? -1) >= stamp || (this.partDroppedAt.get(tag) ?? -1) >= stamp) return true;
    return wholesOf(tag).some((whole) => (this.droppedAt.get(whole) ?? -1) >= stamp);
  }

  /** Refuses every answer being read (as if everything was dropped), and forgets which tags were. */
  private forgetDrops(): void {
    this.clearedAt = ++this.sequence;
    this.droppedAt.clear();
    this.partDroppedAt.clear();
  }

  private retire(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.staleForMs <= 0) return;
    if (this.retired.size >= this.limits.maxEntries) this.retired.delete(this.retired.keys().next().value!);
    this.retired.set(key, { answer: entry.answer, until: this.now() + entry.staleForMs });
  }
}
