import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Settings } from '../../../config/settings.js';
import {
  HttpMetrics,
  SITE_PAGE_ROUTE,
  STATIC_FILE_ROUTE,
  UNMATCHED_ROUTE,
} from '../../infrastructure/metrics/league-metrics.js';
import { NO_STORE } from '../auth/no-store.js';
import { describeFailure, type FailureBody } from '../domain-error.filter.js';
import { isSitePageRequest } from '../site/site-fallback.adapter.js';

/** Where Prometheus scrapes the API (and a worker with METRICS_PORT): not under /v1, outside the API's sessions. */
export const METRICS_PATH = '/metrics';

/**
 * Who may read /metrics (docs/decisions/0100-metrics.md): with METRICS_TOKEN set,
 * a request with `Authorization: Bearer <METRICS_TOKEN>` only (a session token opens
 * nothing here); without it, anyone in test and demo mode, and nobody in production, where
 * /metrics then answers 404 as if absent: a public site never shows its traffic by accident.
 */
export type ScrapeDecision = 'allowed' | 'no-token' | 'off';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function scrapeDecision(
  settings: Pick<Settings, 'mode' | 'metricsToken'>,
  headers: IncomingHttpHeaders,
): ScrapeDecision {
  if (!settings.metricsToken) return settings.mode === 'production' ? 'off' : 'allowed';
  const header = headers.authorization;
  const sent = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  // Compared as digests in constant time: the answer's timing tells nothing of the token.
  return sent && timingSafeEqual(digest(sent), digest(settings.metricsToken)) ? 'allowed' : 'no-token';
}

/** A scrape's answer: the registry's text, or a refusal in the API's `{ error, code }` shape; never kept by a cache. */
export async function scrapeAnswer(
  registry: Registry,
  settings: Pick<Settings, 'mode' | 'metricsToken'>,
  headers: IncomingHttpHeaders,
): Promise<{ status: number; contentType: string; body: string | FailureBody; headers: Record<string, string> }> {
  const decision = scrapeDecision(settings, headers);
  if (decision !== 'allowed') {
    const { status, body } = describeFailure(
      decision === 'off'
        ? new NotFoundException()
        : new UnauthorizedException('Send the metrics token (METRICS_TOKEN) as Authorization: Bearer'),
    );
    const challenge: Record<string, string> =
      decision === 'no-token' ? { 'www-authenticate': 'Bearer realm="metrics"' } : {};
    return {
      status,
      contentType: 'application/json; charset=utf-8',
      body,
      headers: { 'cache-control': NO_STORE, ...challenge },
    };
  }
  return {
    status: 200,
    contentType: registry.contentType,
    body: await registry.metrics(),
    headers: { 'cache-control': NO_STORE },
  };
}

/** The route label of a request: its route's pattern, or a fixed label when no route matched; never its own path. */
export function routeLabel(
  request: Pick<FastifyRequest, 'is404' | 'routeOptions' | 'method' | 'url'>,
  status: number,
): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  // A file of the built site: one route per file, and every build names them anew.
  if (
    pattern !== undefined &&
    !pattern.includes(':') &&
    /\.[a-z0-9]{1,8}$/i.test(pattern) &&
    !pattern.startsWith('/v1/')
  )
    return STATIC_FILE_ROUTE;
  if (pattern !== undefined) return pattern;
  return status < 400 && isSitePageRequest(request.method, request.url) ? SITE_PAGE_ROUTE : UNMATCHED_ROUTE;
}

/** Counts and times every request Fastify answers (kept answers replayed before it are counted by serveCachedReads). */
export function observeHttpRequests(fastify: FastifyInstance, http: HttpMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    http.observe(request.method, routeLabel(request, reply.statusCode), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** GET /metrics on the API's own port. */
export function mountMetricsRoute(fastify: FastifyInstance, registry: Registry, settings: Settings): void {
  fastify.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await scrapeAnswer(registry, settings, request.headers);
    return reply.status(answer.status).headers(answer.headers).type(answer.contentType).send(answer.body);
  });
}
