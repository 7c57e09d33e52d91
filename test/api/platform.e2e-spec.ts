import { call, startTestApp, type TestApp } from '../support/test-app.js';

describe('the platform: health, errors, OpenAPI, test clock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('reports PostgreSQL and Redis as up', async () => {
    const { status, body } = await call(app, 'GET', '/v1/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'up', postgres: 'up', redis: 'up' });
  });

  it('answers an unknown API path with a JSON 404 in the { error } shape', async () => {
    const { status, body } = await call(app, 'GET', '/v1/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.any(String) });
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/v1/venue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('describes every API route in the OpenAPI document', async () => {
    const { status, body } = await call<{ paths: Record<string, Record<string, unknown>> }>(app, 'GET', '/docs/json');
    expect(status).toBe(200);
    const documented = new Set(Object.entries(body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    const routes: string[] = [];
    app.app.getHttpAdapter().getInstance().addHook; // the router is Fastify's; list it through printRoutes
    const printed = app.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
    for (const line of printed.split('\n')) {
      const match = /(\/v1\/\S*) \(([A-Z, ]+)\)/.exec(line.replace(/^[\s│├└─]+/, ''));
      if (match) for (const method of match[2]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${match[1]}`);
    }
    expect(routes.length).toBeGreaterThan(10);
    const openApiPath = (route: string) => route.replace(/:(\w+)\??/g, '{$1}');
    const undocumented = routes.filter((route) => ![...documented].some((doc) => openApiPath(route).startsWith(doc.split('{')[0]!)));
    expect(undocumented).toEqual([]);
  });

  it('moves "now" for one request with X-Test-Today outside production', async () => {
    const { body } = await call<{ rows: unknown[] }>(app, 'GET', '/v1/event/list/0/2020-01-01', { headers: { 'x-test-today': '2020-06-01' } });
    expect(body.rows).toEqual([]);
  });
});
