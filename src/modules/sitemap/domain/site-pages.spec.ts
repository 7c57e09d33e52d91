import {
  gamePagePath,
  postPagePath,
  PUBLIC_ROUTES_NOT_LISTED,
  STATIC_SITE_PAGES,
  venuePagePath,
} from './site-pages.js';
import { robotsTxt, sitemapXml } from './sitemap-xml.js';

interface SiteRoutes {
  routes: Record<string, { path: string; access?: unknown }>;
  href(key: string, params?: Record<string, number>): string;
}

/** The site's route table, read where the server's build does not look (the site's code, not the server's). */
async function siteRoutes(): Promise<SiteRoutes> {
  const table = '../../../../web/src/config/paths.js';
  return (await import(table)) as SiteRoutes;
}

describe('the public pages the sitemap lists', () => {
  it("are the route table's public routes: each listed here or left out for a reason", async () => {
    const { routes } = await siteRoutes();
    const publicRoutes = Object.entries(routes)
      .filter(([, route]) => route.access === undefined)
      .map(([key]) => key);
    const decided = [...Object.keys(STATIC_SITE_PAGES), ...Object.keys(PUBLIC_ROUTES_NOT_LISTED)];
    expect({
      undecided: publicRoutes.filter((key) => !decided.includes(key)),
      notPublic: decided.filter((key) => !publicRoutes.includes(key)),
    }).toEqual({ undecided: [], notPublic: [] });
  });

  it("have the route table's own paths", async () => {
    const { href } = await siteRoutes();
    for (const [key, path] of Object.entries(STATIC_SITE_PAGES))
      expect({ key, path }).toEqual({ key, path: href(key) });
    expect(gamePagePath(12)).toBe(href('gameDetail', { gameID: 12 }));
    expect(postPagePath(7)).toBe(href('news', { postID: 7 }));
    expect(venuePagePath(3)).toBe(href('eventsCalendar', { year: 0, month: 0, venueID: 3 }));
  });
});

describe('sitemapXml', () => {
  it('writes a sitemaps.org urlset, each loc escaped, lastmod where known', () => {
    expect(
      sitemapXml([
        { loc: 'https://league.example/' },
        { loc: "https://league.example/players/search?q=O'Neil&x=<1>", lastmod: '2026-03-01T19:00:00.000Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://league.example/</loc></url>\n' +
        '  <url><loc>https://league.example/players/search?q=O&apos;Neil&amp;x=&lt;1&gt;</loc><lastmod>2026-03-01T19:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('keeps staff tools, the API and its documentation out, and names the sitemap by the site address', () => {
    const lines = robotsTxt('https://league.example').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /update/',
        'Disallow: /v1/',
        'Disallow: /docs',
        'Allow: /',
        'Sitemap: https://league.example/sitemap.xml',
      ]),
    );
  });
});
