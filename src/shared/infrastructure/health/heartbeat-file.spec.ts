import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heartbeatAgeMs, startHeartbeat } from './heartbeat-file.js';

describe("the worker's heartbeat file (its health check, issue 22)", () => {
  let folder: string;
  beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'league-heartbeat-'))));
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('is touched at start and then every period, and stops when told', async () => {
    const file = join(folder, 'worker.heartbeat');
    expect(await heartbeatAgeMs(file)).toBeNull();
    const stop = startHeartbeat(file, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await heartbeatAgeMs(file)).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Touched again meanwhile: younger than the time since start.
      expect(await heartbeatAgeMs(file)).toBeLessThan(150);
    } finally {
      stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await heartbeatAgeMs(file)).toBeGreaterThanOrEqual(150);
  });
});
