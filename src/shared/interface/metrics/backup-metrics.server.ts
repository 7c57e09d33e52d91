import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { type BackupSources, processRegistry, watchBackups } from '../../infrastructure/metrics/league-metrics.js';
import { METRICS_PATH, scrapeAnswer } from './metrics-endpoint.js';

/**
 * The backup service's own /metrics (METRICS_PORT of docker/compose.prod.monitoring.yml): the
 * newest backup's time and the newest off-site copy's, and its process. Same token rule as the
 * API's (METRICS_TOKEN; production mode: nothing without it). Nothing else is served on the port.
 */
export async function serveBackupMetrics(
  port: number,
  metricsToken: string | undefined,
  sources: BackupSources,
): Promise<{ server: Server; port: number }> {
  const registry = Registry.merge([
    processRegistry(),
    (() => {
      const own = new Registry();
      watchBackups(own, sources);
      return own;
    })(),
  ]);
  const settings = { mode: 'production' as const, metricsToken };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response
        .writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify({ error: 'Not Found', code: 'NOT_FOUND' }));
      return;
    }
    void scrapeAnswer(registry, settings, request.headers).then(
      (answer) =>
        response
          .writeHead(answer.status, { ...answer.headers, 'content-type': answer.contentType })
          .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
