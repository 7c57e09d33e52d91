import { closeWithin } from './close-within.js';

describe('closing a command app within a deadline', () => {
  it('waits for a close that ends, and says nothing', async () => {
    const lines: string[] = [];
    let closed = false;
    await closeWithin(
      { close: () => new Promise<void>((resolve) => setTimeout(() => resolve(void (closed = true)), 20)) },
      1_000,
      (line) => lines.push(line),
    );
    expect({ closed, lines }).toEqual({ closed: true, lines: [] });
  });

  it('stops waiting at the deadline, naming what was left open', async () => {
    const lines: string[] = [];
    await closeWithin({ close: () => new Promise<void>(() => undefined) }, 50, (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(/^Closing took over 0\.05 s; left open: .+\. The work itself is saved\.$/),
    ]);
  });

  it('a close that fails is the caller’s to hear', async () => {
    await expect(closeWithin({ close: () => Promise.reject(new Error('no')) }, 1_000, () => undefined)).rejects.toThrow(
      'no',
    );
  });
});
