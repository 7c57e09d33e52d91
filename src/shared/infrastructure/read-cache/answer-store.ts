import type { CachedAnswer, KeptAnswer } from '../../application/read-cache.js';

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  expiresAt: number;
}

/**
 * One process's kept answers. Bounded (oldest out first), each with a maximum age as a
 * safety net for changes no write announced (a day rolling over, a hand-made SQL fix).
 */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
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
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  stamp(): number {
    return this.generation;
  }

  keep(key: string, answer: CachedAnswer, { tags, stamp, maxAgeMs }: { tags: readonly string[]; stamp: number; maxAgeMs?: number }): void {
    if (stamp !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { answer, tags, expiresAt: this.now() + (maxAgeMs ?? this.limits.defaultMaxAgeMs) });
  }

  drop(tags: readonly string[]): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
