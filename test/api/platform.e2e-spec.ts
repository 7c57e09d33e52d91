import { SERIES_FIELDS } from '../../src/modules/venues/domain/series.fields.js';
import { VENUE_FIELDS } from '../../src/modules/venues/domain/venue.fields.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { call, startTestApp, type TestApp } from '../support/test-app.js';

/** A test that starts an app of its own (a fresh database, migrated, its roles hashed): minutes on a busy machine, seconds on a quiet one. */
const APP_OF_ITS_OWN = 240_000;
import { eventually } from '../support/eventually.js';

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

  it('answers health from the status probed in the background (no probe per call), and 503 once PostgreSQL fails', async () => {
    const connection = app.app.get(MikroORM).em.getConnection();
    const execute = connection.execute.bind(connection);
    let probes = 0;
    let failing = false;
    connection.execute = ((...args: Parameters<typeof execute>) => {
      probes++;
      return failing ? Promise.reject(new Error('connection refused')) : execute(...args);
    }) as typeof execute;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${app.url}/v1/health`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
      }
      expect(probes).toBeLessThan(5);

      failing = true;
      // The status is probed once a second.
      await eventually(
        async () =>
          expect(await call(app, 'GET', '/v1/health')).toEqual({
            status: 503,
            body: { status: 'down', postgres: 'down', redis: 'up' },
          }),
        { timeoutMs: 15_000, everyMs: 100 },
      );
      failing = false;
      await eventually(
        async () =>
          expect(await call(app, 'GET', '/v1/health')).toEqual({
            status: 200,
            body: { status: 'up', postgres: 'up', redis: 'up' },
          }),
        { timeoutMs: 15_000, everyMs: 100 },
      );
    } finally {
      connection.execute = execute;
    }
  });

  it('answers an unknown API path with a JSON 404 in the { error, code } shape, whatever the method', async () => {
    expect(await call(app, 'GET', '/v1/nothing/here')).toEqual({
      status: 404,
      body: { error: expect.any(String), code: 'NOT_FOUND' },
    });
    expect(await call(app, 'POST', '/v1/nothing/here', { body: {} })).toEqual({
      status: 404,
      body: { error: expect.any(String), code: 'NOT_FOUND' },
    });
    expect(await call(app, 'GET', '/docs/nothing')).toEqual({
      status: 404,
      body: { error: expect.any(String), code: 'NOT_FOUND' },
    });
  });

  it('refuses a body that is too large, or not JSON at all, with stable codes', async () => {
    const huge = await fetch(`${app.url}/v1/venue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { notes: 'x'.repeat(3 * 1024 * 1024) } }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.any(String), code: 'BODY_TOO_LARGE' });
    const xml = await fetch(`${app.url}/v1/venue`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<venue/>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toEqual({ error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
    // Refused by Node's HTTP parser before any route, and still in the { error, code } shape.
    const longAddress = await fetch(`${app.url}/v1/venue/id/${'9'.repeat(20_000)}`);
    expect(longAddress.status).toBe(431);
    expect(await longAddress.json()).toEqual({
      error: 'The request address or headers are too long',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/v1/venue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    // Prototype-poisoning keys are refused by the JSON parser, never merged into an object.
    for (const body of ['{"data":{"__proto__":{"userType":50}}}', '{"constructor":{"prototype":{"userType":50}}}']) {
      const poisoned = await fetch(`${app.url}/v1/venue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect([poisoned.status, await poisoned.json()]).toEqual([
        400,
        { error: 'The request body is not valid JSON', code: 'INVALID_JSON' },
      ]);
    }
  });

  it('describes every API route in the OpenAPI document', async () => {
    const { status, body } = await call<{ paths: Record<string, Record<string, unknown>> }>(app, 'GET', '/docs/json');
    expect(status).toBe(200);
    const documented = new Set(
      Object.entries(body.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Every route the server answers under /v1, as Fastify's router knows them.
    const served = new Set<string>();
    const fastify = app.app.getHttpAdapter().getInstance();
    for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'PATCH'] as const) {
      for (const line of fastify.printRoutes({ method, commonPrefix: false }).split('\n')) {
        const path = line.replace(/^[\s│├└─]+/, '').split(' ')[0];
        if (path?.startsWith('/v1/')) served.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
    expect(served.size).toBeGreaterThan(15);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('describes request bodies from the field tables', async () => {
    type Schema = {
      properties: Record<string, { type: string; maxLength?: number; enum?: unknown[] }>;
      required?: string[];
    };
    const { body } = await call<{ components: { schemas: Record<string, Schema> } }>(app, 'GET', '/docs/json');
    const venue = body.components.schemas.VenueDto!;
    expect(Object.keys(venue.properties)).toEqual(Object.keys(VENUE_FIELDS));
    expect(venue.required).toEqual(['title', 'address', 'city']);
    expect(venue.properties.title).toMatchObject({ type: 'string', maxLength: 64 });
    expect(venue.properties.state?.enum).toContain('WA');
    expect(Object.keys(body.components.schemas.EventDto!.properties)).toEqual(Object.keys(SERIES_FIELDS));
    expect(body.components.schemas.LoginDto!.required).toEqual(['userName', 'password']);
  });

  it('moves "now" for one request with X-Test-Today outside production, ignoring invalid values', async () => {
    const token = await app.login('manager');
    const venue = await call<{ venue: { venueID: number } }>(app, 'POST', '/v1/venue', {
      token,
      body: { data: { title: 'Clock Tavern', address: '1 Main St', city: 'Everett' } },
    });
    const saveEvent = (today: string) =>
      call<{ event: { startDate: string } }>(app, 'POST', '/v1/event', {
        token,
        headers: { 'x-test-today': today },
        body: { data: { venueID: venue.body.venue.venueID, eventDay: 2, eventTime: '19:00' } },
      });
    expect((await saveEvent('2020-06-01')).body.event.startDate).toBe('2020-06-01');
    expect((await saveEvent('2020-06-01T06:30:00Z')).body.event.startDate).toBe('2020-05-31'); // still May 31 in Seattle
    expect((await saveEvent('yesterday')).body.event.startDate).not.toMatch(/^2020/);
  });

  it(
    'answers client routes with the built site, carrying the configured name, contact address and league time zone',
    async () => {
      const custom = await startTestApp({
        env: {
          SITE_NAME: 'Puget "Sound" Poker',
          CONTACT_EMAIL: 'hello@puget.example',
          LEAGUE_TIME_ZONE: 'America/Denver',
        },
      });
      try {
        const response = await fetch(`${custom.url}/players/leaderboard/2025/Q1`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain('<meta name="league-site-name" content="Puget &quot;Sound&quot; Poker"');
        expect(html).toContain('<meta name="league-contact-email" content="hello@puget.example"');
        // The league's time zone reaches the site the same way (config/site.ts reads it).
        expect(html).toContain('<meta name="league-time-zone" content="America/Denver"');
        // The API keeps its JSON 404s.
        expect((await fetch(`${custom.url}/v1/players/leaderboard`)).status).toBe(404);
        // Only GETs are client routes; anything else is the JSON 404.
        const posted = await fetch(`${custom.url}/players/leaderboard`, { method: 'POST' });
        expect([posted.status, await posted.json()]).toEqual([404, { error: expect.any(String), code: 'NOT_FOUND' }]);
      } finally {
        await custom.close();
      }
    },
    APP_OF_ITS_OWN,
  );

  it('sends the site precompressed, with a CSP that admits its inline script by hash, and security headers', async () => {
    const index = await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'br' } });
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await index.text();
    const bundle = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(bundle).toBeDefined();
    const asset = await fetch(`${app.url}${bundle}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // The bare file is never served: it would skip the settings and the CSP.
    expect((await fetch(`${app.url}/index.html`)).headers.get('content-security-policy')).toBe(csp);
  });

  it('serves the installable app: the service worker and the manifest, never kept by the browser, allowed by the CSP (issue 30)', async () => {
    const index = await fetch(`${app.url}/games/monitor/1`);
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const html = await index.text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const worker = await fetch(`${app.url}/sw.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // A new deploy's worker is found at the next load: neither the browser nor a proxy may keep it.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const source = await worker.text();
    // Pages are asked of the server first (issue 31); the kept shell answers the site's routes offline, never the server's own paths.
    expect(source).toContain('NetworkFirst');
    expect(source).toContain('PrecacheFallbackPlugin({fallbackURL:"index.html"})');
    expect(source).not.toContain('createHandlerBoundToURL("index.html")');
    for (const path of ['v1', 'docs', 'socket\\.io', 'metrics', 'admin\\/jobs', 'uploads', 'embed'])
      expect(source).toContain(path);
    const runtime = /"\.\/(workbox-[\w-]+)"/.exec(source)?.[1];
    expect(runtime).toBeDefined();
    const library = await fetch(`${app.url}/${runtime}.js`);
    expect([library.status, library.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(library.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);

    const manifest = await fetch(`${app.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const described = (await manifest.json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect([described.display, described.start_url]).toEqual(['standalone', '/']);
    expect(described.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of described.icons) {
      const image = await fetch(`${app.url}${icon.src}`);
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }
  });

  it('compresses larger API answers for clients that accept it', async () => {
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request(`${app.url}/docs/json`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('gzip');
  });

  it(
    'has no test clock in production',
    async () => {
      const production = await startTestApp({ env: { APP_MODE: 'production' } });
      try {
        const token = await production.login('manager');
        const venue = await call<{ venue: { venueID: number } }>(production, 'POST', '/v1/venue', {
          token,
          body: { data: { title: 'Prod Tavern', address: '1 Main St', city: 'Everett' } },
        });
        const { body } = await call<{ event: { startDate: string } }>(production, 'POST', '/v1/event', {
          token,
          headers: { 'x-test-today': '2020-06-01' },
          body: { data: { venueID: venue.body.venue.venueID, eventDay: 2, eventTime: '19:00' } },
        });
        expect(body.event.startDate).not.toBe('2020-06-01');
      } finally {
        await production.close();
      }
    },
    APP_OF_ITS_OWN,
  );
});
