import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../support/api.js';
import { aGame, aPost, aVenue } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { answerHeadersOf, rawRequest } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SITE_URL = 'https://league.test.example';
const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML text: only the five named entities, no bare `&` or `<`. */
function textOf(raw: string): string {
  expect(raw).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|</);
  return raw.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => ENTITIES[name]!);
}

/**
 * A strict reading of the sitemaps.org 0.9 shape (no XML parser is installed): the XML
 * declaration, one `urlset` in the sitemap namespace, holding only `url` elements, each
 * with one `loc` and at most one `lastmod` (a W3C datetime); nothing else, anywhere.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  const document =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/.exec(
      xml,
    );
  expect(document).not.toBeNull();
  const body = document![1]!;
  const url = /\s*<url>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>\s*)?<\/url>/y;
  const urls: SitemapUrl[] = [];
  let end = 0;
  for (let match = url.exec(body); match; match = url.exec(body)) {
    urls.push({ loc: textOf(match[1]!), ...(match[2] !== undefined ? { lastmod: textOf(match[2]) } : {}) });
    end = url.lastIndex;
  }
  // Everything between <urlset> and </urlset> was url elements.
  expect(body.slice(end).trim()).toBe('');
  for (const { loc, lastmod } of urls) {
    expect(new URL(loc).href).toBe(loc);
    if (lastmod !== undefined)
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/);
  }
  return urls;
}

/**
 * Issue 31: /sitemap.xml lists the public pages (the static ones, the games of the coming
 * weeks, the posts, the venues) with absolute addresses from SITE_URL, and robots.txt names
 * it. Only what a visitor may see; kept by the read cache and dropped by writes. The site is
 * a small stand-in for web/dist (with a robots.txt of an older build, which must not win).
 */
describe('sitemap.xml and robots.txt', () => {
  let site: string;
  let app: TestApp;
  let manager: string;
  const built: Record<string, number> = {};

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'league-site-sitemap-'));
    await mkdir(join(site, 'assets'));
    await writeFile(
      join(site, 'index.html'),
      '<!doctype html><html><head><title>League</title></head><body><div id="root">Loading...</div></body></html>',
    );
    await writeFile(join(site, 'robots.txt'), 'User-agent: *\nDisallow: /an-older-build\n');
    app = await startTestApp({ env: { WEB_DIST_DIR: site, SITE_URL } });
    manager = await app.login('manager');

    const venue = await aVenue(app, { title: 'Sitemap Tavern' });
    built.venue = venue.venueID;
    built.comingGame = (await aGame(app, { venueID: venue.venueID, gameAt: inDays(3), title: 'Coming Game' })).gameID;
    built.unlistedGame = (
      await aGame(app, { venueID: venue.venueID, gameAt: inDays(4), title: 'Practice Game', unlisted: true })
    ).gameID;
    built.deletedGame = (await aGame(app, { venueID: venue.venueID, gameAt: inDays(5), title: 'Deleted Game' })).gameID;
    expect(
      (
        await api(app)
          .as(manager)
          .delete('/v1/game', { data: { gameID: built.deletedGame } })
      ).status,
    ).toBe(200);
    built.pastGame = (await aGame(app, { venueID: venue.venueID, gameAt: inDays(-7), title: 'Last Week' })).gameID;
    built.farGame = (await aGame(app, { venueID: venue.venueID, gameAt: inDays(70), title: 'Far Ahead' })).gameID;
    built.post = (await aPost(app, { title: 'Published Post', publishDate: inDays(-2) })).postID;
    built.unpublishedPost = (await aPost(app, { title: 'Coming Post', publishDate: inDays(2) })).postID;
  });
  afterAll(async () => {
    await app?.close();
    await rm(site, { recursive: true, force: true });
  });

  const fetchSitemap = async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return parseSitemap(await response.text());
  };
  const locs = (urls: SitemapUrl[]) => urls.map((url) => url.loc);

  it('lists home, the static public pages, a coming game, a post and a venue, by SITE_URL', async () => {
    const urls = await fetchSitemap();
    expect(locs(urls)).toEqual(
      expect.arrayContaining([
        `${SITE_URL}/`,
        `${SITE_URL}/about/rules/general`,
        `${SITE_URL}/events/calendar`,
        `${SITE_URL}/players/leaderboard`,
        `${SITE_URL}/posts/browse`,
        `${SITE_URL}/games/detail/${built.comingGame}`,
        `${SITE_URL}/posts/browse/${built.post}`,
        `${SITE_URL}/events/calendar/0/0/${built.venue}`,
      ]),
    );
    expect(new Set(locs(urls)).size).toBe(urls.length);
    expect(urls.find((url) => url.loc.endsWith(`/posts/browse/${built.post}`))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('leaves out what a visitor may not see, and games outside the coming weeks', async () => {
    const listed = locs(await fetchSitemap());
    for (const gameID of [built.unlistedGame, built.deletedGame, built.pastGame, built.farGame])
      expect(listed).not.toContain(`${SITE_URL}/games/detail/${gameID}`);
    expect(listed).not.toContain(`${SITE_URL}/posts/browse/${built.unpublishedPost}`);
    // No staff screen, form or player page.
    expect(
      listed.filter((loc) =>
        /\/(update|users|activities)\/|\/players\/(dashboard|card)|\/games\/(monitor|clock)\//.test(loc),
      ),
    ).toEqual([]);
  });

  it('holds only addresses that answer 200 on the running app', async () => {
    for (const { loc } of await fetchSitemap()) {
      const response = await fetch(`${app.url}${new URL(loc).pathname}`);
      expect({ loc, status: response.status }).toEqual({ loc, status: 200 });
    }
  });

  it('is kept, and a write (a new post) shows in it at once', async () => {
    // Kept: the post made unpublished behind the cache's back is still listed.
    await eventually(async () => {
      await fetchSitemap();
      await app.sql(`update posts set publish_date = now() + interval '1 day' where post_id = ?`, [built.post]);
      try {
        expect(locs(await fetchSitemap())).toContain(`${SITE_URL}/posts/browse/${built.post}`);
      } finally {
        await app.sql(`update posts set publish_date = now() - interval '2 days' where post_id = ?`, [built.post]);
      }
    });
    const saved = await api(app)
      .as(manager)
      .post<{ post: { postID: number } }>('/v1/post', {
        data: { title: 'Sitemap News', category: 0, summary: '<p>Fresh</p>', story: '' },
      });
    expect(saved.status).toBe(200);
    // Well within the read cache's one-minute safety net: the write dropped it.
    await eventually(async () =>
      expect(locs(await fetchSitemap())).toContain(`${SITE_URL}/posts/browse/${saved.body.post.postID}`),
    );
  });

  it('answers robots.txt from the server, naming the sitemap by SITE_URL', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /update/',
        'Disallow: /v1/',
        'Disallow: /docs',
        'Allow: /',
        `Sitemap: ${SITE_URL}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /an-older-build');
  });

  it('answers HEAD of both as GET, without the body', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const get = await rawRequest(app, 'GET', path, { 'accept-encoding': encoding });
        const head = await rawRequest(app, 'HEAD', path, { 'accept-encoding': encoding });
        expect({ path, status: head.status, headers: answerHeadersOf(head), body: head.body.length }).toEqual({
          path,
          status: 200,
          headers: answerHeadersOf(get),
          body: 0,
        });
      }
    }
  });
});
