import { ConcurrencyLimit } from './concurrency-limit.js';

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` at once, the rest in order, and every call gets its own answer or error', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const calls = Array.from({ length: 7 }, (_, i) =>
      limit.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (i === 3) throw new Error('three');
        return i * 10;
      }),
    );
    expect(limit.queued).toBe(5);
    const settled = await Promise.allSettled(calls);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(
      settled.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual([0, 10, 20, 'three', 40, 50, 60]);
    // A failure gave its turn back: the limit is whole again.
    expect(await Promise.all([limit.run(async () => 'a'), limit.run(async () => 'b')])).toEqual(['a', 'b']);
    expect(limit.queued).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
  });
});
