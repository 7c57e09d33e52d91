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

/**
 * A budget some answers are kept within, apart from the rest: a page's addresses with a query
 * string it reads (a venue's filtered leaderboard, page 2), whose number has no end and each a page
 * of up to hundreds of kilobytes. Oldest out first among them alone, so a stream of them cannot
 * push out the answers the other visitors ask for, nor hold more memory than this.
 */
export interface AsideBudget {
  readonly maxEntries: number;
  /** Of their plain bodies, kept or stale. */
  readonly maxBytes: number;
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
  /** The answers kept aside (AsideBudget), kept or stale, with their bodies' size, oldest first. */
  private readonly aside = new Map<string, number>();
  private asideBytes = 0;
  /** Moves on every drop and clear: a stamp is its value before a read. */
  private sequence = 0;
  /** Where the sequence stood at each tag's last drop: an answer read before it may show what that drop was about. */
  private readonly droppedAt = new Map<string, number>();
  /** Where it stood at the last drop of a part of each tag (`points:game:12` for `points`): ends an answer that read the whole. */
  private readonly partDroppedAt = new Map<string, number>();
  /** Where it stood at the last clear: every answer read before it is refused. */
  private clearedAt = 0;

  constructor(
    private readonly limits: { maxEntries: number; defaultMaxAgeMs: number; aside?: AsideBudget },
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
    this.release(key);
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
      aside = false,
    }: { tags: readonly string[]; stamp: number; maxAgeMs?: number; staleForMs?: number; aside?: boolean },
  ): void {
    // Only a drop of one of its own tags refuses it: on a busy night (a check-in every moment) a
    // refusal on any drop kept almost nothing, and every reader of a dropped answer computed it again.
    if (stamp < this.clearedAt || tags.some((tag) => this.droppedSince(tag, stamp))) return;
    const bytes = answer.plain.body.length;
    const budget = this.limits.aside;
    if (aside && (!budget || bytes > budget.maxBytes)) return;
    this.remove(key);
    if (aside && budget)
      while (this.aside.size >= budget.maxEntries || this.asideBytes + bytes > budget.maxBytes)
        this.remove(this.aside.keys().next().value!);
    if (this.entries.size >= this.limits.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, {
      answer,
      tags,
      expiresAt: this.now() + (maxAgeMs ?? this.limits.defaultMaxAgeMs),
      staleForMs,
    });
    if (aside) {
      this.aside.set(key, bytes);
      this.asideBytes += bytes;
    }
  }

  /** How many answers are kept aside (AsideBudget), and their bodies' bytes. */
  get keptAside(): { entries: number; bytes: number } {
    return { entries: this.aside.size, bytes: this.asideBytes };
  }

  /** Forgets a key's stale copy: what replaced it could not be kept (a page that now fails a read must not go out stale meanwhile). */
  forgetStale(key: string): void {
    this.retired.delete(key);
    this.release(key);
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
    this.aside.clear();
    this.asideBytes = 0;
  }

  /** Forgets a key's kept answer and its stale copy, and their place in the aside budget. */
  private remove(key: string): void {
    this.entries.delete(key);
    this.retired.delete(key);
    this.release(key);
  }

  /** Gives a key's place in the aside budget back once neither its answer nor its stale copy is held. */
  private release(key: string): void {
    const bytes = this.aside.get(key);
    if (bytes === undefined || this.entries.has(key) || this.retired.has(key)) return;
    this.aside.delete(key);
    this.asideBytes -= bytes;
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

  /** Its stale copy, if it has a stale window, counted in the aside budget as its answer was. */
  private retire(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.staleForMs <= 0) return this.release(key);
    if (this.retired.size >= this.limits.maxEntries) {
      const oldest = this.retired.keys().next().value!;
      this.retired.delete(oldest);
      this.release(oldest);
    }
    this.retired.set(key, { answer: entry.answer, until: this.now() + entry.staleForMs });
  }
}
