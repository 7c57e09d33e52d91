/**
 * Reads being computed right now, by the key their answer will be kept under (issue 35). After a
 * write drops an answer (an ending drops the standings), every open page asks for it again within a
 * second: the first request computes it, and the same read asked meanwhile waits for that answer to
 * be kept instead of computing it again, so the query path sees one request per answer, not one per
 * viewer. A wait is bounded: past it, or when the answer could not be kept (a drop came in between,
 * an error), the waiting request computes its own, as before.
 */
export class ReadsInFlight {
  private readonly reads = new Map<string, { settled: Promise<void>; settle: () => void }>();

  /** Marks key as being computed; the answer ends the mark (call it when the answer is kept or given up). Undefined when one is already computing it. */
  begin(key: string): (() => void) | undefined {
    if (this.reads.has(key)) return undefined;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const read = { settled, settle };
    this.reads.set(key, read);
    return () => {
      if (this.reads.get(key) === read) this.reads.delete(key);
      settle();
    };
  }

  /** Settles when the read computing key ends, or after waitMs at most; undefined when none is computing it. */
  waitFor(key: string, waitMs: number): Promise<void> | undefined {
    const read = this.reads.get(key);
    if (!read) return undefined;
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      void read.settled.then(() => (clearTimeout(timer), resolve()));
    });
  }

  /** How many reads are being computed (for the specs). */
  get size(): number {
    return this.reads.size;
  }
}
