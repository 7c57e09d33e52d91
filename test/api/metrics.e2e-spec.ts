import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { io } from 'socket.io-client';
import { Settings } from '../../src/config/settings.js';
import { ALL_QUEUES } from '../../src/queues.js';
import { DOMAIN_EVENTS_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { WorkerMetricsServer } from '../../src/shared/interface/metrics/worker-metrics.server.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api } from '../support/api.js';
import { aGameWithEntries } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * /metrics (docs/metrics.md): Prometheus text on the API's port, behind METRICS_TOKEN; a
 * worker's own on METRICS_PORT. Scraped around a game's ending: the request counter of
 * the ending's route, the outbox backlog and the worker's job metrics all move.
 */
const TOKEN = 'metrics-token-for-the-suite';

/** One sample's value from Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(
  url: string,
  token: string | null = TOKEN,
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${url}/metrics`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('metrics: /metrics for Prometheus', () => {
  let app: TestApp;
  let host: string;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    host = await app.login('host');
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
  });

  async function startWorker(): Promise<{ context: INestApplicationContext; url: string }> {
    // The suite's settings, with the worker's own /metrics on any free port.
    const settings = Object.assign(Object.create(Settings.prototype) as Settings, app.settings, { metricsPort: 0 });
    const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(settings), { logger: false });
    await context.init();
    return { context, url: `http://127.0.0.1:${context.get(WorkerMetricsServer).address()!.port}` };
  }

  it('answers only the METRICS_TOKEN bearer (a session opens nothing), never kept by a cache; /metrics/… is a JSON 404', async () => {
    const anonymous = await scrape(app.url, null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await scrape(app.url, 'a-wrong-token-of-some-length')).status).toBe(401);
    expect((await scrape(app.url, await app.login('owner'))).status).toBe(401);

    const allowed = await scrape(app.url);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    expect(allowed.text).toContain('# TYPE league_http_requests_total counter');

    const under = await fetch(`${app.url}/metrics/anything`);
    expect(under.status).toBe(404);
    expect(await under.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts requests by route pattern, with fixed labels for unknown paths: never a raw address', async () => {
    await api(app).get('/v1/game/id/987654');
    await api(app).get('/v1/no-such-route-31337');
    await fetch(`${app.url}/some/page-31337?ref=424242`);
    await fetch(`${app.url}/v1/health`);
    // A plugin's routes (the jobs dashboard's, refused without a session) by their pattern too.
    expect((await fetch(`${app.url}/admin/jobs/api/queues/domain-events/31337/logs`)).status).toBe(401);
    const { text } = await scrape(app.url);
    expect(
      sample(text, 'league_http_requests_total', {
        method: 'GET',
        route: '/admin/jobs/api/queues/:queueName/:jobId/logs',
        status: '401',
      }),
    ).toBe(1);
    expect(
      sample(text, 'league_http_requests_total', { method: 'GET', route: '/v1/game/id/:gameID' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'league_http_request_duration_seconds_count', { method: 'GET', route: '/v1/game/id/:gameID' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'league_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'league_http_requests_total', { method: 'GET', route: '/v1/health', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of ['987654', '31337', '424242']) expect(text).not.toContain(raw);
  });

  it('after a game ends: the ending is counted, the outbox backlog rises then clears, and the worker’s jobs are timed', async () => {
    const before = await scrape(app.url);
    const endings = (text: string) =>
      sample(text, 'league_http_requests_total', { method: 'POST', route: '/v1/point/end', status: '200' }) ?? 0;
    const game = await aGameWithEntries(app, 5);
    const ended = await api(app)
      .as(host)
      .post('/v1/point/end', {
        data: {
          gameID: game.gameID,
          places: [1, 2, 3, 4, 5].map((place, i) => ({ pointID: game.entries[i]!.pointID, place })),
        },
      });
    expect(ended.status).toBe(200);

    // No worker yet: the GameEnded event waits in the outbox.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const waiting = await scrape(app.url);
    expect(endings(waiting.text)).toBe(endings(before.text) + 1);
    expect(sample(waiting.text, 'league_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(sample(waiting.text, 'league_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(1);
    expect(sample(waiting.text, 'league_metrics_source_up', { source: 'postgres' })).toBe(1);
    expect(sample(waiting.text, 'league_metrics_source_up', { source: 'redis' })).toBe(1);
    for (const { name } of ALL_QUEUES) {
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect([name, state, sample(waiting.text, 'league_queue_jobs', { queue: name, state })]).toEqual([
          name,
          state,
          expect.any(Number),
        ]);
    }
    expect(sample(waiting.text, 'league_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(waiting.text, 'league_db_pool_max_connections')).toBe(10);
    expect(sample(waiting.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const started = await startWorker();
    worker = started.context;
    await eventually(
      async () => {
        const { text } = await scrape(app.url);
        expect(sample(text, 'league_outbox_backlog')).toBe(0);
        expect(sample(text, 'league_outbox_oldest_age_seconds')).toBe(0);
      },
      { timeoutMs: 20_000, everyMs: 200 },
    );
    await eventually(
      async () => {
        const { status, text } = await scrape(started.url);
        expect(status).toBe(200);
        expect(
          sample(text, 'league_job_duration_seconds_count', { queue: DOMAIN_EVENTS_QUEUE, outcome: 'completed' }),
        ).toBeGreaterThanOrEqual(1);
        expect(
          sample(text, 'league_job_duration_seconds_count', { queue: STANDINGS_QUEUE, outcome: 'completed' }),
        ).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'league_db_pool_connections')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      },
      { timeoutMs: 20_000, everyMs: 200 },
    );
    // The worker's port asks for the same token.
    expect((await scrape(started.url, null)).status).toBe(401);
    expect((await fetch(`${started.url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('counts the sockets open to this process', async () => {
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.on('connect', resolve).on('connect_error', reject));
      expect(sample((await scrape(app.url)).text, 'league_socket_connections')).toBe(1);
    } finally {
      socket.close();
    }
    await eventually(async () => expect(sample((await scrape(app.url)).text, 'league_socket_connections')).toBe(0));
  });

  it('readiness names each dependency; liveness answers whatever they do', async () => {
    expect(await api(app).get('/v1/health/ready')).toEqual({
      status: 200,
      body: { status: 'up', process: 'up', postgres: 'up', redis: 'up' },
    });
    expect(await api(app).get('/v1/health/live')).toEqual({ status: 200, body: { status: 'up' } });
  });
});
