import { ReadsInFlight } from './reads-in-flight.js';

describe('reads in flight', () => {
  it('lets the first read of a key compute it and the next ones wait for it to end', async () => {
    const reads = new ReadsInFlight();
    const end = reads.begin('/v1/point/totals/0/0/0/All/1/0');
    expect(end).toBeDefined();
    expect(reads.begin('/v1/point/totals/0/0/0/All/1/0')).toBeUndefined();
    const waited = reads.waitFor('/v1/point/totals/0/0/0/All/1/0', 60_000);
    let done = false;
    void waited!.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    end!();
    await waited;
    expect(done).toBe(true);
    expect(reads.size).toBe(0);
    expect(reads.waitFor('/v1/point/totals/0/0/0/All/1/0', 60_000)).toBeUndefined();
  });

  it('bounds a wait: a read that hangs does not hold the others', async () => {
    const reads = new ReadsInFlight();
    reads.begin('/slow');
    const started = Date.now();
    await reads.waitFor('/slow', 20);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps other keys apart', () => {
    const reads = new ReadsInFlight();
    reads.begin('/a');
    expect(reads.waitFor('/b', 10)).toBeUndefined();
    expect(reads.begin('/b')).toBeDefined();
  });
});
