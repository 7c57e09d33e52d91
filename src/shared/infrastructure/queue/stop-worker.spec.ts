import { stopWorker } from './stop-worker.js';

const aWorker = (close: () => Promise<void>) => {
  const disconnected: boolean[] = [];
  return {
    worker: {
      name: 'standings',
      close,
      disconnect: async () => void disconnected.push(true),
    },
    disconnected,
  };
};

describe('stopWorker', () => {
  it('waits for a worker that closes within the grace, and says nothing', async () => {
    const warnings: string[] = [];
    const { worker, disconnected } = aWorker(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await stopWorker(worker, { warn: (line: string) => void warnings.push(line) }, 1_000);
    expect(warnings).toEqual([]);
    expect(disconnected).toEqual([]);
  });

  it('goes on after the grace when the close never ends: the worker is disconnected and the line names it', async () => {
    const warnings: string[] = [];
    const { worker, disconnected } = aWorker(() => new Promise(() => undefined));
    const started = performance.now();
    await stopWorker(worker, { warn: (line: string) => void warnings.push(line) }, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(disconnected).toEqual([true]);
    expect(warnings).toEqual([
      'The standings worker did not stop within 0.05 s; it is disconnected, and a job it had at work runs again once its lock lapses',
    ]);
  });

  it('a close that fails still ends the stop', async () => {
    const { worker, disconnected } = aWorker(() => Promise.reject(new Error('Connection is closed.')));
    await stopWorker(worker, { warn: () => undefined }, 1_000);
    expect(disconnected).toEqual([]);
  });
});
