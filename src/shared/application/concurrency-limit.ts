/** At most `limit` calls run at once; the others wait their turn, first come first served. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`a concurrency limit must be a whole number from 1 (got ${limit})`);
  }

  /** How many calls wait for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The turn passes straight to the next one waiting (running stays the same), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
