import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Settings } from '../../../config/settings.js';
import {
  HttpMetrics,
  processRegistry,
  SecurityEventMetrics,
  watchDatabasePool,
  watchLeagueState,
} from '../../infrastructure/metrics/league-metrics.js';
import { databasePoolOf, outboxBacklogOf, queueCountsOf } from '../../infrastructure/metrics/scrape-sources.js';
import { mountMetricsRoute, observeHttpRequests } from './metrics-endpoint.js';

/**
 * The API's metrics, made before the app: the read cache's replays are counted from the
 * first, and the hook that counts requests is on the root before any plugin (the static
 * files, the jobs dashboard) registers, so their routes inherit it.
 */
export function createApiMetrics(fastify: FastifyInstance): { registry: Registry; http: HttpMetrics } {
  const registry = processRegistry();
  const http = new HttpMetrics(registry);
  observeHttpRequests(fastify, http);
  return { registry, http };
}

/**
 * Wires the API's /metrics (docs/metrics.md): requests by route and status (an onResponse
 * hook), and read at scrape time the queues' depths and failed jobs (Redis), the outbox
 * backlog and its oldest row's age (PostgreSQL), the pool and the sockets of this process,
 * and the security events this process recorded.
 */
export function mountApiMetrics(
  app: NestFastifyApplication,
  metrics: { registry: Registry; http: HttpMetrics },
  options: { settings: Settings; queueNames: readonly string[]; socketConnections: () => number },
): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const em = app.get(EntityManager);
  watchDatabasePool(metrics.registry, databasePoolOf(em), options.settings.databasePoolMax);
  const queues = queueCountsOf(options.settings.redisUrl, options.settings.queuePrefix, options.queueNames);
  watchLeagueState(metrics.registry, {
    queueCounts: () => queues.read(),
    outbox: outboxBacklogOf(em),
    socketConnections: options.socketConnections,
  });
  app.get(SecurityEventMetrics).registerOn(metrics.registry);
  mountMetricsRoute(fastify, metrics.registry, options.settings);
  fastify.addHook('onClose', () => queues.close());
}
