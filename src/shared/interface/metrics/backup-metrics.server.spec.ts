import { serveBackupMetrics } from './backup-metrics.server.js';

describe("the backup service's /metrics", () => {
  it("answers the newest backup's time to the token only", async () => {
    const { server, port } = await serveBackupMetrics(0, 't'.repeat(32), {
      newestBackup: async () => new Date('2026-12-05T03:00:00Z'),
    });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${'x'.repeat(32)}` } })).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${'t'.repeat(32)}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^league_backup_newest_timestamp_seconds 1796439600$/m);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers nobody without a token (production mode)', async () => {
    const { server, port } = await serveBackupMetrics(0, undefined, { newestBackup: async () => null });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
