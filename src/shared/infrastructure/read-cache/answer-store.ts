import type { CachedAnswer, KeptAnswer } from '../../application/read-cache.js';

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  expiresAt: number;
  /** How long it may still be served after a drop or its age ended it, while it is drawn again (rendered pages only). */
  staleForMs: number;
}

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
  /** Moves on every drop: an answer read before it may show what the drop was about. */
  private generation = 0;

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
    return this.generation;
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
    if (stamp !== this.generation) return;
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
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.retire(key, entry);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.retired.clear();
  }

  private retire(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.staleForMs <= 0) return;
    if (this.retired.size >= this.limits.maxEntries) this.retired.delete(this.retired.keys().next().value!);
    this.retired.set(key, { answer: entry.answer, until: this.now() + entry.staleForMs });
  }
}
