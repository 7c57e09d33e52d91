import { connect, type Socket } from 'node:net';
import { api } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { PostgresProxy, postgresTarget } from '../support/postgres-proxy.js';
import { testDatabaseUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 34: overload degrades instead of blacking out. Past MAX_IN_FLIGHT requests at work, one
 * more is answered at once 503 with Retry-After (the site's reads and write queue wait it out),
 * while kept answers and the health routes still answer; readiness is this process's own, so a
 * slow or silent PostgreSQL never takes every API out of the load balancer. Checked by outcomes,
 * not timings: requests are held in flight by sending their bodies slowly.
 */
describe('an API past its limit of requests at work', () => {
  let app: TestApp;
  const held: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_IN_FLIGHT: '2' } });
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await app.close();
  });

  /** A write whose body never finishes arriving: in flight until its socket closes. */
  async function holdARequest(): Promise<Socket> {
    const { port } = new URL(app.url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /v1/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"userName":',
    );
    held.push(socket);
    return socket;
  }

  it('answers 503 with Retry-After past the limit, never for kept answers or the health routes, and takes requests again once some end', async () => {
    // Kept before the surge: the venue list (a kept public read).
    expect((await api(app).get('/v1/venue/list/0')).status).toBe(200);
    expect((await api(app).get('/v1/venue/list/0')).status).toBe(200);
    const [first, second] = [await holdARequest(), await holdARequest()];

    const refused = await eventually(async () => {
      const response = await fetch(`${app.url}/v1/user/me`);
      expect(response.status).toBe(503);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    });
    expect(refused).toEqual({
      status: 503,
      retryAfter: '2',
      body: { error: 'The site is busy; please try again in a moment', code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await api(app).get('/v1/venue/list/0')).status).toBe(200);
    expect(await api(app).get('/v1/health/ready')).toEqual({
      status: 200,
      body: { status: 'up', process: 'up', postgres: 'up', redis: 'up' },
    });
    expect((await api(app).get('/v1/health')).status).toBe(200);
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/league_http_requests_total\{[^}]*route="shed"[^}]*status="503"[^}]*\} [1-9]/);

    first.destroy();
    second.destroy();
    await eventually(async () => expect((await fetch(`${app.url}/v1/user/me`)).status).toBe(401));
  });
});

describe('readiness while PostgreSQL is slow, then silent', () => {
  const proxy = new PostgresProxy(postgresTarget(testDatabaseUrl()));
  let app: TestApp;

  beforeAll(async () => {
    await proxy.start();
    app = await startTestApp({ appDatabaseUrl: (url) => proxy.urlFor(url) });
  });
  afterAll(async () => {
    proxy.release();
    await app.close();
    await proxy.stop();
  });

  it('keeps PostgreSQL up while it answers slowly, names it down once silent for 10 s, and stays ready throughout', async () => {
    const seen: string[] = [];
    const look = async () => {
      const [health, ready] = [
        await api(app).get<{ postgres: string }>('/v1/health'),
        await api(app).get<{ status: string }>('/v1/health/ready'),
      ];
      seen.push(`health ${health.status} postgres ${health.body.postgres}, ready ${ready.status}`);
      return { health, ready };
    };
    proxy.hold();
    // Four seconds without an answer: slow, not down (the probe's 2 s wait passes twice).
    const slowUntil = Date.now() + 4_000;
    while (Date.now() < slowUntil) {
      await look();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(new Set(seen)).toEqual(new Set(['health 200 postgres up, ready 200']));
    // Silent past SILENT_DOWN_MS: away, and this process still ready (it answers; the other would say the same).
    await eventually(async () => expect((await look()).health.body.postgres).toBe('down'), {
      timeoutMs: 15_000,
      everyMs: 250,
    });
    expect(await api(app).get('/v1/health/ready')).toEqual({
      status: 200,
      body: { status: 'up', process: 'up', postgres: 'down', redis: 'up' },
    });
    proxy.release();
    await eventually(
      async () =>
        expect(await api(app).get('/v1/health')).toEqual({
          status: 200,
          body: { status: 'up', postgres: 'up', redis: 'up' },
        }),
      { timeoutMs: 10_000 },
    );
  });
});
