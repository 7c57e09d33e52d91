import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Registry } from 'prom-client';
import { Settings } from '../../../config/settings.js';
import { JOB_METRICS, processRegistry, watchDatabasePool } from '../../infrastructure/metrics/league-metrics.js';
import { databasePoolOf } from '../../infrastructure/metrics/scrape-sources.js';
import { METRICS_PATH, scrapeAnswer } from './metrics-endpoint.js';

/**
 * A worker's own /metrics, on METRICS_PORT (unset: none): its jobs' durations and outcomes
 * (observed as its BullMQ workers report them), its database pool and its process. The
 * API's /metrics says what is waiting in the queues; this says how the work went. Same
 * token rule as the API's (METRICS_TOKEN). Nothing else is served on the port.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerMetrics');
  private server?: Server;

  constructor(
    private readonly settings: Settings,
    private readonly em: EntityManager,
  ) {}

  /** Where it listens (port 0 asks for any free port): undefined when METRICS_PORT is unset. */
  address(): AddressInfo | undefined {
    return (this.server?.address() as AddressInfo | null) ?? undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.metricsPort === undefined) return;
    const own = processRegistry();
    watchDatabasePool(own, databasePoolOf(this.em), this.settings.databasePoolMax);
    const registry = Registry.merge([own, JOB_METRICS.registry]);
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response
          .writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
          .end(JSON.stringify({ error: 'Not Found', code: 'NOT_FOUND' }));
        return;
      }
      void scrapeAnswer(registry, this.settings, request.headers).then(
        (answer) =>
          response
            .writeHead(answer.status, { ...answer.headers, 'content-type': answer.contentType })
            .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.settings.metricsPort, '0.0.0.0', () => resolve());
    });
    this.server = server;
    this.logger.log(`Worker metrics at http://0.0.0.0:${this.address()?.port}${METRICS_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
