import 'reflect-metadata';
import { join, resolve } from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Settings, TrustProxy } from './config/settings.js';
import { ALL_QUEUES } from './queues.js';
import { RedisIoAdapter } from './shared/infrastructure/realtime/redis-io.adapter.js';
import { originOf } from './shared/infrastructure/realtime/socket-origin.js';
import { answerSessionsUncached } from './shared/interface/auth/no-store.js';
import { MULTIPART_LIMITS } from './shared/interface/images/image-upload.js';
import { answerClientError, answerFrameworkError, DomainErrorFilter } from './shared/interface/domain-error.filter.js';
import { createApiMetrics, mountApiMetrics } from './shared/interface/metrics/api-metrics.js';
import { buildApiDocument } from './shared/interface/openapi/api-document.js';
import { shedExcessLoad } from './shared/interface/overload/shed-excess-load.js';
import { SHED_ROUTE } from './shared/infrastructure/metrics/league-metrics.js';
import { mountJobsDashboard } from './shared/interface/jobs-dashboard/jobs-dashboard.js';
import {
  BROTLI_QUALITY,
  COMPRESS_THRESHOLD_BYTES,
  serveCachedReads,
} from './shared/interface/read-cache/cached-read.js';
import { isSourceMap, SiteFallbackFastifyAdapter } from './shared/interface/site/site-fallback.adapter.js';
import { SiteIndex } from './shared/interface/site/site-index.js';
import { SitePages } from './shared/interface/site/site-pages.js';
import { SpecValidationPipe } from './shared/interface/validation/spec-validation.pipe.js';

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 no longer honours a bare hop count (it cannot tell a
 * proxy from a client that sent the header itself), so a count becomes "the nearest n hops are
 * proxies": right only when nothing reaches the app except through them (README, Settings).
 */
function trustedProxies(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
  return trust;
}

/**
 * Builds the API process: JSON API under /v1, OpenAPI at /docs, the socket.io
 * gateway, and the built site with client-side routes falling back to index.html.
 */
export async function createApp(settings: Settings): Promise<NestFastifyApplication> {
  const siteDir = resolve(settings.webDistDir);
  const siteIndex = SiteIndex.load(siteDir, settings);
  // Site routes are answered in the adapter's not-found handler: rendered public pages (issue 31), else index.html.
  const sitePages = siteIndex ? await SitePages.load(siteIndex, siteDir, settings) : undefined;
  const adapter = new SiteFallbackFastifyAdapter(sitePages, {
    trustProxy: trustedProxies(settings.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // A pasted card link with tracking parameters, URL-encoded in the player search path, is longer than Fastify's 100.
    routerOptions: { maxParamLength: 1024 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  // Kept public answers (CachedRead) and /v1/health are replayed before Fastify sees the request
  // (no plugin, hook or Nest code runs for them); they carry the headers helmet and compress give a normal answer.
  // Prometheus metrics at /metrics (docs/metrics.md): made first, so replayed answers are counted too.
  const metrics = createApiMetrics(adapter.getInstance<FastifyInstance>());
  // Past MAX_IN_FLIGHT requests at work, one more is answered 503 with Retry-After at once (issue 34);
  // installed first, so kept answers and the health routes (replayed by serveCachedReads) are never shed.
  shedExcessLoad(adapter, settings.maxInFlight, (method) => metrics.http.observe(method, SHED_ROUTE, 503, 0));
  const cachedReads = serveCachedReads(adapter, metrics.http);
  // Security headers everywhere; the site's own CSP rides on index.html (SiteIndex), so /docs keeps working.
  await adapter.getInstance<FastifyInstance>().register(fastifyHelmet, { contentSecurityPolicy: false });
  cachedReads.learnSecurityHeaders();
  // Answers to a session (and to writes) are never kept by a browser or a proxy: Cache-Control: no-store.
  answerSessionsUncached(adapter.getInstance<FastifyInstance>());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(settings), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  cachedReads.use(app);
  sitePages?.use(app);
  // Bar Wi-Fi: API answers are compressed on the fly (brotli kept light), the site's files ahead of time.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  // Image uploads (readImageUpload): parts are read by the route, never buffered for others.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  if (siteIndex) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      // index.html is answered by SiteIndex (with the settings and its CSP), never as a bare file.
      // Production publishes no source maps (the whole source): they stay on disk for error reports.
      allowedPath: (path) => path !== '/index.html' && !(settings.mode === 'production' && isSourceMap(path)),
      // robots.txt and sitemap.xml are the server's (SitemapController: they carry SITE_URL); a file of that name
      // in an older build would claim the same route, and the app would not start.
      globIgnore: ['robots.txt*', 'sitemap.xml*'],
      // scripts/precompress.mjs writes .br and .gz beside each file at build time.
      preCompressed: true,
      // Vite fingerprints everything under /assets, so it may be cached for good. Everything else is
      // asked again each time: the service worker (sw.js, workbox-*.js) and the manifest above all,
      // so a new deploy reaches the installed app at its next online load (issue 30).
      setHeaders: (response, path) => {
        response.header(
          'Cache-Control',
          path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Jobs dashboard (bull-board) at /admin/jobs, Admin and up on every path (docs/decisions/0082-jobs-dashboard.md).
  await mountJobsDashboard(app, { redisUrl: settings.redisUrl, queuePrefix: settings.queuePrefix, queues: ALL_QUEUES });
  app.useGlobalFilters(new DomainErrorFilter());
  app.useGlobalPipes(new SpecValidationPipe());

  // Sockets from other sites' pages are refused; in test and demo mode a page of the host connected to is the site's own too.
  const sockets = new RedisIoAdapter(app, settings.redisUrl, settings.queuePrefix, {
    siteOrigin: originOf(settings.siteUrl),
    sameHostToo: settings.mode !== 'production',
  });
  app.useWebSocketAdapter(sockets);
  mountApiMetrics(app, metrics, {
    settings,
    queueNames: ALL_QUEUES.map(({ name }) => name),
    socketConnections: () => sockets.connectedSockets(),
  });

  // API_DOCS: off in production unless asked for; /docs then answers the API's JSON 404 like any unknown server path.
  if (settings.apiDocs)
    SwaggerModule.setup('docs', app, buildApiDocument(app, settings), { jsonDocumentUrl: 'docs/json' });
  return app;
}
