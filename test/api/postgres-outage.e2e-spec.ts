import { api } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { PostgresProxy, postgresTarget } from '../support/postgres-proxy.js';
import { testDatabaseUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 20: PostgreSQL stopped under a running app (a proxy in front of it, cut and
 * restored). Every answer meanwhile is a 503 the site can wait out, never a 500; the
 * health routes name PostgreSQL; and once it is back the next request works (no pool
 * left holding dead connections).
 */
describe('the API while PostgreSQL is unreachable', () => {
  const proxy = new PostgresProxy(postgresTarget(testDatabaseUrl()));
  let app: TestApp;
  let token: string;
  /** Every status answered during and after the outage: none may be a 500. */
  const statuses: number[] = [];

  beforeAll(async () => {
    await proxy.start();
    app = await startTestApp({ appDatabaseUrl: (url) => proxy.urlFor(url) });
    token = await app.login('manager');
    expect(
      (
        await api(app)
          .as(token)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await proxy.stop();
  });

  /** A raw call, for its Retry-After header too. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    statuses.push(response.status);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  }
  // A read no kept answer serves (the venue list is kept per level, and answers through an outage).
  const aRead = () => call('GET', '/v1/user/me');
  const aWrite = () =>
    call('POST', '/v1/venue', {
      data: { title: `Outage Tavern ${statuses.length}`, address: '1 Main St', city: 'Kent' },
    });

  it('answers reads and writes 503 SERVICE_UNAVAILABLE with Retry-After, and the health routes name PostgreSQL, while it is down', async () => {
    expect((await aRead()).status).toBe(200);
    await proxy.stop();

    for (const answer of [
      await aRead(),
      await aWrite(),
      await call('POST', '/v1/user/login', { userName: 'host', password: 'whatever-it-is' }),
    ]) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^[1-9]\d*$/),
        body: {
          error: "The league's database is not answering; please try again in a moment",
          code: 'SERVICE_UNAVAILABLE',
        },
      });
    }
    await eventually(
      async () => {
        expect(await api(app).get('/v1/health')).toEqual({
          status: 503,
          body: { status: 'down', postgres: 'down', redis: 'up' },
        });
        // Readiness is this process's own (issue 34): PostgreSQL away for every process alike takes none out of the load balancer.
        expect(await api(app).get('/v1/health/ready')).toEqual({
          status: 200,
          body: { status: 'up', process: 'up', postgres: 'down', redis: 'up' },
        });
      },
      { timeoutMs: 5_000 },
    );
    expect(await api(app).get('/v1/health/live')).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('answers 2xx within 5 s of PostgreSQL coming back, for reads and writes, and never answered 500', async () => {
    await proxy.start();
    const back = Date.now();
    await eventually(async () => expect((await aRead()).status).toBe(200), { timeoutMs: 5_000, everyMs: 100 });
    expect(Date.now() - back).toBeLessThan(5_000);
    expect((await aWrite()).status).toBe(200);
    await eventually(
      async () =>
        expect(await api(app).get('/v1/health/ready')).toEqual({
          status: 200,
          body: { status: 'up', process: 'up', postgres: 'up', redis: 'up' },
        }),
      { timeoutMs: 5_000 },
    );
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });
});
