import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 32, low 13: production does not publish the site's source maps (they hold the whole
 * source). The built files stay on disk for error reports; the server refuses them. The site
 * here is a small stand-in for web/dist, so the suite needs no build.
 */
describe('source maps of the built site', () => {
  let site: string;

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'league-site-maps-'));
    await mkdir(join(site, 'assets'));
    await writeFile(
      join(site, 'index.html'),
      '<!doctype html><html><head><title>League</title></head><body><script type="module" src="/assets/index-abc123.js"></script></body></html>',
    );
    await writeFile(join(site, 'assets', 'index-abc123.js'), 'console.log("league");\n');
    await writeFile(
      join(site, 'assets', 'index-abc123.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../src/secret-source.tsx'],
        sourcesContent: ['the whole source'],
        mappings: '',
      }),
    );
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  describe('production mode', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ roles: false, env: { APP_MODE: 'production', WEB_DIST_DIR: site } });
    });
    afterAll(() => app?.close());

    it('answers a source map 404 in JSON (not the file, not the site page), with or without a query or compression', async () => {
      for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?v=1', '/assets/missing.js.map']) {
        for (const encoding of ['identity', 'br, gzip']) {
          const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': encoding } });
          const text = await response.text();
          expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
            path,
            status: 404,
            type: expect.stringMatching(/^application\/json/),
          });
          expect(text).not.toContain('the whole source');
          expect(JSON.parse(text)).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
    });

    it('still serves the scripts themselves and the site page', async () => {
      const script = await fetch(`${app.url}/assets/index-abc123.js`);
      expect([script.status, await script.text()]).toEqual([200, 'console.log("league");\n']);
      expect((await fetch(`${app.url}/players/leaderboard`)).status).toBe(200);
    });
  });

  describe('test mode (a developer debugging the built site)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ roles: false, env: { WEB_DIST_DIR: site } });
    });
    afterAll(() => app?.close());

    it('serves the map', async () => {
      const response = await fetch(`${app.url}/assets/index-abc123.js.map`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('the whole source');
    });
  });
});
