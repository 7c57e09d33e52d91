import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aVenue } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { answerHeadersOf, rawRequest } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 31: HEAD answers as GET does, without the body, for every page (link checkers and
 * uptime monitors ask HEAD; `HEAD /` used to answer 404 while `GET /` answered 200). Checked
 * over plain node:http, which shows the bytes that really arrive. The site is a small stand-in
 * for web/dist (big enough to be worth compressing), so the suite needs no build.
 */
describe('HEAD answers as GET does, without the body', () => {
  let site: string;
  let app: TestApp;
  const SCRIPT = 'console.log("league");\n'.repeat(200);

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'league-site-head-'));
    await mkdir(join(site, 'assets'));
    await writeFile(
      join(site, 'index.html'),
      `<!doctype html><html><head><title>League</title></head><body><div id="root">${'Loading... '.repeat(200)}</div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
    );
    await writeFile(join(site, 'assets', 'index-abc123.js'), SCRIPT);
    app = await startTestApp({ roles: false, env: { WEB_DIST_DIR: site } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(site, { recursive: true, force: true });
  });

  /** GET then HEAD of a path: the same status and headers, and no byte of body for the HEAD. */
  async function headMatchesGet(path: string, headers: Record<string, string> = {}) {
    const get = await rawRequest(app, 'GET', path, headers);
    const head = await rawRequest(app, 'HEAD', path, headers);
    expect({ path, status: head.status, headers: answerHeadersOf(head) }).toEqual({
      path,
      status: get.status,
      headers: answerHeadersOf(get),
    });
    expect(head.body.length).toBe(0);
    return { get, head };
  }

  it("answers HEAD / and HEAD of a deep page 200, the page's type and length, no body", async () => {
    for (const path of [
      '/',
      '/players/leaderboard/2025/Q1',
      '/games/detail/12',
      '/about/rules/general',
      '/posts/browse/3?utm_source=chat',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const { get, head } = await headMatchesGet(path, { 'accept-encoding': encoding });
        expect({ path, status: head.status, type: head.headers['content-type'] }).toEqual({
          path,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
        expect(get.body.toString('utf8')).toContain('<div id="root">');
        expect(head.headers['content-length']).toBe(String(get.body.length));
        expect(head.headers['content-security-policy']).toContain("default-src 'self'");
      }
    }
  });

  it('answers HEAD of the built files as GET, compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const { get, head } = await headMatchesGet('/assets/index-abc123.js', { 'accept-encoding': encoding });
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/^application\/javascript/);
      if (encoding === 'identity') expect(get.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it("answers the old addresses with the site's page where no server render is built (its router redirects them)", async () => {
    // The league's earlier addresses (web/src/config/paths.ts `redirects`): the server render answers them 301
    // (test/browser/server-render.e2e-spec.ts); the shell alone leaves them to the site's router.
    for (const path of ['/leaderboards', '/p/1234', '/rules']) {
      const { head } = await headMatchesGet(path);
      expect(head.status).toBe(200);
    }
  });

  it('answers HEAD of an API read as its GET, fresh and replayed by the read cache', async () => {
    const venue = await aVenue(app, { title: 'Head Tavern' });
    const path = `/v1/venue/id/${venue.venueID}`;
    // First asked with HEAD: Fastify's own HEAD route for the GET, the answer computed.
    const first = await rawRequest(app, 'HEAD', path);
    expect([first.status, first.body.length]).toEqual([200, 0]);
    const { head: fresh } = await headMatchesGet(path);
    expect(fresh.status).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    // Kept: a change behind the cache's back is not seen, so the HEAD below is the kept answer's, headers alone.
    await eventually(async () => {
      const kept = await rawRequest(app, 'GET', path);
      await app.sql('update venues set title = ? where venue_id = ?', [
        'Head Tavern Renamed Behind The Cache',
        venue.venueID,
      ]);
      try {
        const replayed = await rawRequest(app, 'HEAD', path);
        expect({ status: replayed.status, headers: answerHeadersOf(replayed), body: replayed.body.length }).toEqual({
          status: 200,
          headers: answerHeadersOf(kept),
          body: 0,
        });
      } finally {
        await app.sql('update venues set title = ? where venue_id = ?', ['Head Tavern', venue.venueID]);
      }
    });
    // Health is replayed before routing too.
    expect((await headMatchesGet('/v1/health')).head.status).toBe(200);
  });

  it("keeps unknown API paths the API's 404, with no body for HEAD", async () => {
    const head = await rawRequest(app, 'HEAD', '/v1/no/such/read');
    expect([head.status, head.headers['content-type'], head.body.length]).toEqual([
      404,
      'application/json; charset=utf-8',
      0,
    ]);
    // A source map is never a page (site-fallback.adapter.ts): a missing one stays a 404.
    expect((await rawRequest(app, 'HEAD', '/assets/missing.js.map')).status).toBe(404);
  });
});
