/**
 * Issue 31: the public pages arrive server-rendered. Without JavaScript (a search engine, a
 * chat app's link preview, a slow phone before its script runs) each page's HTML holds its
 * real content, its own title, description, canonical address and Open Graph tags. In
 * Chromium the page hydrates without a mismatch and asks the API nothing on load. Unknown
 * addresses and missing records answer 404 with the Unknown Page; HEAD answers as GET.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import { api } from '../support/api.js';
import {
  aGameWithEntries,
  aPlayerWithPoints,
  aPost,
  aVenue,
  logIn,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { answerHeadersOf, rawRequest } from '../support/raw-http.js';
import { rebuildStandings } from '../support/standings.js';
import { LEAGUE_TIME_ZONE } from '../../src/shared/domain/period.js';
import { browserSuite, newContextWithoutScript, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { ReadCache } from '../../src/shared/application/read-cache.js';
import { cacheKeyOf } from '../../src/shared/interface/read-cache/cached-read.js';

const SLOW = 120_000;
const DAY = 24 * 3_600_000;

interface PublicPage {
  readonly name: string;
  readonly path: string;
  /** Text the page's own read put there: found in #root as the server sent it. */
  readonly content: readonly string[];
  /** A part of the page's own title. */
  readonly title: string;
}

/** The attribute of the first tag matching `pattern` in `html` (the tag's attributes are in group 0). */
function attributeOf(html: string, pattern: RegExp, attribute: string): string | undefined {
  const tag = pattern.exec(html)?.[0];
  if (!tag) return undefined;
  return new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1];
}
const metaContent = (html: string, key: string): string | undefined =>
  attributeOf(html, new RegExp(`<meta\\s[^>]*(?:name|property)="${key.replace(/[.:]/g, '\\$&')}"[^>]*>`), 'content');
const titleOf = (html: string): string | undefined => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const rootOf = (html: string): string => {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="league-page-data">');
  return start < 0 ? '' : html.slice(start, end < 0 ? undefined : end);
};
/** The visible text of some HTML, entities decoded (enough for the checks here). */
const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** "2026/12": the calendar address of a moment's month in the league's zone (the venues' here). */
const calendarMonthOf = (at: Date | string): string => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: LEAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(at))
    .split('-');
  return `${year}/${Number(month)}`;
};

describe('server-rendered public pages (issue 31)', () => {
  // Each test a first visit, as a search engine, a link preview or a new visitor: the server's page is what
  // they are about. In a warm context the site's service worker answers a navigation the busy server has
  // not answered in 4 s with the kept shell (as on bar Wi-Fi), which has no server render to hydrate.
  const suite = browserSuite({ contexts: 'fresh' });
  let venue: { venueID: number; title: string };
  let game: BuiltGame;
  let leader: BuiltPlayer;
  let firstPlayer: string;
  let post: { postID: number; title: string };
  let pages: PublicPage[];

  beforeAll(async () => {
    const app = suite.testApp;
    venue = await aVenue(app, { title: 'The Lucky Otter' });
    const yesterday = new Date(Date.now() - DAY);
    leader = await aPlayerWithPoints(app, 4321, yesterday, { game: { venueID: venue.venueID, title: 'Otter Open' } });
    const players = await somePlayers(app, 4);
    game = await aGameWithEntries(app, 4, {
      venueID: venue.venueID,
      gameAt: new Date(Date.now() - 2 * DAY),
      title: 'Friday Regular',
      ended: true,
      players,
    });
    firstPlayer = players[0]!.title;
    await rebuildStandings(app);
    post = await aPost(app, { title: 'Season finale this Friday', story: '<p>Everyone is welcome at the finale.</p>' });
    const leaderName = `${leader.firstName} ${leader.lastName}`;
    pages = [
      { name: 'home', path: '/', content: ['Season finale this Friday'], title: '' },
      // The month of the game (the venue's zone, the league's), drawn by the server as a list: its games are in the HTML.
      {
        name: 'calendar',
        path: `/events/calendar/${calendarMonthOf(game.gameAt)}`,
        content: ['Calendar', 'Friday Regular', 'The Lucky Otter'],
        title: 'Calendar',
      },
      {
        name: 'events browse',
        path: '/events/browse',
        content: ['Friday Regular', 'The Lucky Otter'],
        title: 'Events',
      },
      {
        name: 'game detail',
        path: `/games/detail/${game.gameID}`,
        content: ['Friday Regular', 'The Lucky Otter', firstPlayer],
        title: 'The Lucky Otter',
      },
      {
        name: 'player leaderboard',
        path: '/players/leaderboard',
        content: [leaderName, '4321'],
        title: 'Player Leaderboard',
      },
      {
        name: 'event leaderboard',
        path: `/events/leaderboard/${venue.venueID}`,
        content: ['The Lucky Otter'],
        title: 'Leaderboard',
      },
      { name: 'quarterly', path: '/events/quarterly', content: ['Quarterly'], title: 'Quarterly' },
      { name: 'Vegas Invites', path: '/players/invites', content: ['Vegas'], title: 'Vegas' },
      { name: 'news list', path: '/posts/browse', content: ['Season finale this Friday'], title: 'News' },
      {
        name: 'news post',
        path: `/posts/browse/${post.postID}`,
        content: ['Season finale this Friday', 'Everyone is welcome at the finale.'],
        title: 'Season finale this Friday',
      },
      {
        name: 'player dashboard',
        path: `/players/dashboard/${leader.playerNumber}`,
        content: [leaderName],
        title: leaderName,
      },
      {
        name: 'player card',
        path: `/players/card/${leader.playerNumber}`,
        content: [leaderName, String(leader.playerNumber)],
        title: leaderName,
      },
      { name: 'player search', path: '/players/search', content: ['Player Search'], title: 'Player Search' },
      { name: 'about', path: '/about/gpf', content: ['Vision'], title: 'League Vision' },
      { name: 'rules', path: '/about/rules/general', content: ['General Rules'], title: 'General Rules' },
    ];
  }, SLOW);

  it(
    'sends each public page whole without JavaScript: its content, its own title, description, canonical address and Open Graph tags',
    async () => {
      // No SITE_URL in the suite: the address the page was asked at.
      const siteUrl = suite.testApp.url;
      const seen = [];
      const expected = [];
      for (const page of pages) {
        const answer = await rawRequest(suite.testApp, 'GET', page.path, { 'accept-encoding': 'identity' });
        const html = answer.body.toString('utf8');
        const root = rootOf(html);
        const text = textOf(root);
        const canonical = attributeOf(html, /<link\s[^>]*rel="canonical"[^>]*>/, 'href');
        const title = titleOf(html) ?? '';
        seen.push({
          page: page.name,
          status: answer.status,
          rendered: attributeOf(root, /<div id="root"[^>]*>/, 'data-rendered'),
          missing: page.content.filter((content) => !text.includes(content)),
          shell: text.includes('This site needs JavaScript'),
          title: title.includes(page.title) ? 'own' : title,
          lang: /<html lang="en/.test(html),
          tags: ['description', 'og:title', 'og:description', 'og:url', 'twitter:card'].filter(
            (key) => !metaContent(html, key),
          ),
          canonical,
          ogUrl: metaContent(html, 'og:url'),
          // The reads it was drawn with go along, so the browser need not ask again.
          state: html.includes('<script type="application/json" id="league-page-data">'),
        });
        const address = `${siteUrl}${page.path}`;
        expected.push({
          page: page.name,
          status: 200,
          rendered: 'page',
          missing: [],
          shell: false,
          title: 'own',
          lang: true,
          tags: [],
          canonical: address,
          ogUrl: address,
          state: true,
        });
      }
      expect(seen).toEqual(expected);
      // Each page its own title.
      const titles = new Set(
        await Promise.all(
          pages.map(async (page) => titleOf((await rawRequest(suite.testApp, 'GET', page.path)).body.toString('utf8'))),
        ),
      );
      expect(titles.size).toBe(pages.length);
    },
    SLOW,
  );

  it(
    'lights the menu link of each page, though the server draws the header once for each link (drawn-header.ts)',
    async () => {
      const headerOf = async (path: string) => {
        const html = (await rawRequest(suite.testApp, 'GET', path, { 'accept-encoding': 'identity' })).body.toString(
          'utf8',
        );
        return /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      };
      const lit = (header: string) => ({
        home: attributeOf(header, /<a\s[^>]*data-testid="menu-home"[^>]*>/, 'aria-current') ?? null,
        calendar: attributeOf(header, /<a\s[^>]*data-testid="menu-calendar"[^>]*>/, 'aria-current') ?? null,
        leaderboards: attributeOf(header, /<button\s[^>]*data-testid="menu-leaderboards"[^>]*>/, 'data-variant'),
      });
      const unlit = { home: null, calendar: null, leaderboards: 'subtle' };
      // Each page, then another address of it (drawn with its link's kept header, or its kept page), in an
      // order where each link follows another's.
      const seen = [];
      for (const path of ['/', '/players/leaderboard', `/games/detail/${game.gameID}`, '/events/calendar', '/'])
        seen.push({ path, first: lit(await headerOf(path)), again: lit(await headerOf(`${path}?page=2`)) });
      const home = { ...unlit, home: 'page' };
      expect(seen).toEqual([
        { path: '/', first: home, again: home },
        {
          path: '/players/leaderboard',
          first: { ...unlit, leaderboards: 'light' },
          again: { ...unlit, leaderboards: 'light' },
        },
        { path: `/games/detail/${game.gameID}`, first: unlit, again: unlit },
        { path: '/events/calendar', first: { ...unlit, calendar: 'page' }, again: { ...unlit, calendar: 'page' } },
        { path: '/', first: home, again: home },
      ]);
    },
    SLOW,
  );

  it(
    "draws the player leaderboard's chart in the server's HTML as SVG, each bar titled with its figures (issue 31: no script for the content)",
    async () => {
      const html = (
        await rawRequest(suite.testApp, 'GET', '/players/leaderboard', { 'accept-encoding': 'identity' })
      ).body.toString('utf8');
      const figure = rootOf(html).match(/<div[^>]*data-testid="leaderboard-chart"[\s\S]*?<\/svg>/)?.[0] ?? '';
      expect(figure).toMatch(/role="figure"/);
      expect(figure).toMatch(/<svg[^>]*data-testid="leaderboard-chart-svg"/);
      expect(figure).toContain(`<title>${leader.firstName} ${leader.lastName}: 4321 points`);
    },
    SLOW,
  );

  it("names the venue in the title and preview of a venue's leaderboard link (the one its group chat shares)", async () => {
    const html = (
      await rawRequest(suite.testApp, 'GET', `/players/leaderboard?venue=${venue.venueID}`, {
        'accept-encoding': 'identity',
      })
    ).body.toString('utf8');
    expect(titleOf(html)).toMatch(/^Player Leaderboard, The Lucky Otter, \d{4} · /);
    expect(metaContent(html, 'og:title')).toMatch(/^Player Leaderboard, The Lucky Otter, /);
    expect(textOf(rootOf(html))).toContain(`${leader.firstName} ${leader.lastName}`);
  });

  it("names a game's venue and date in its title and preview, and carries it as a schema.org Event", async () => {
    const html = (await rawRequest(suite.testApp, 'GET', `/games/detail/${game.gameID}`)).body.toString('utf8');
    expect(titleOf(html)).toMatch(/^Friday Regular at The Lucky Otter, (\w+, )?[A-Z][a-z]{2} \d{1,2} · /);
    expect(metaContent(html, 'og:title')).toMatch(/The Lucky Otter/);
    const jsonLd = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!) as { '@type': string; location?: { name?: string } };
    expect(data['@type']).toBe('Event');
    expect(data.location?.name).toBe('The Lucky Otter');
  });

  it(
    'answers 404 with the Unknown Page for an unknown address and a missing game, post or player; HEAD as GET without a body',
    async () => {
      // A player number nobody holds: the player screens' own words (product §2's Unknown Player), 404 all the same.
      const missing: Record<string, string> = {
        '/no/such/page': 'Unknown Page',
        '/games/detail/987654': 'Unknown Page',
        '/posts/browse/987654': 'Unknown Page',
        '/players/dashboard/987654': 'No player has the number 987654',
        '/players/card/987654': 'Unknown Player',
      };
      for (const [path, words] of Object.entries(missing)) {
        const get = await rawRequest(suite.testApp, 'GET', path, { 'accept-encoding': 'identity' });
        const html = get.body.toString('utf8');
        expect({ path, status: get.status }).toEqual({ path, status: 404 });
        expect({ path, text: textOf(rootOf(html)) }).toEqual({ path, text: expect.stringContaining(words) });
        const head = await rawRequest(suite.testApp, 'HEAD', path, { 'accept-encoding': 'identity' });
        expect({ path, status: head.status, headers: answerHeadersOf(head), body: head.body.length }).toEqual({
          path,
          status: 404,
          headers: answerHeadersOf(get),
          body: 0,
        });
      }
      for (const page of pages.slice(0, 4)) {
        const get = await rawRequest(suite.testApp, 'GET', page.path);
        const head = await rawRequest(suite.testApp, 'HEAD', page.path);
        expect({
          path: page.path,
          status: head.status,
          length: head.headers['content-length'],
          body: head.body.length,
        }).toEqual({ path: page.path, status: 200, length: String(get.body.length), body: 0 });
      }
    },
    SLOW,
  );

  it("answers the league's old addresses 301 to their pages, the query string kept, to GET and HEAD", async () => {
    const moved: Record<string, string> = {
      '/rules': '/about/rules/general',
      '/news?utm_source=chat': '/posts/browse?utm_source=chat',
      '/p?N=9000006': '/players/dashboard/9000006',
      '/player-card//evil.example/x': '/players/card/evil.example/x',
    };
    for (const [path, location] of Object.entries(moved)) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await rawRequest(suite.testApp, method, path);
        expect({ path, method, status: answer.status, location: answer.headers['location'] }).toEqual({
          path,
          method,
          status: 301,
          location,
        });
      }
    }
  });

  it(
    'after a write, sends the page it dropped once more, marked stale, while one render draws it from what is true now; visitors asking at once share a page',
    async () => {
      // Drawn once and kept, then changed.
      const doomed = await aPost(suite.testApp, {
        title: 'Cancelled: the Tuesday game',
        story: '<p>No game this Tuesday.</p>',
      });
      const path = `/posts/browse/${doomed.postID}`;
      expect((await rawRequest(suite.testApp, 'GET', path)).status).toBe(200);
      const manager = await logIn(suite.testApp, 'manager');
      expect(
        (
          await api(suite.testApp)
            .as(manager)
            .delete('/v1/post', { data: { postID: doomed.postID } })
        ).status,
      ).toBe(200);
      // The first visitor after the write gets the old copy at once, saying it is stale; the render it started answers the next ones.
      const stale = await rawRequest(suite.testApp, 'GET', path, { 'accept-encoding': 'identity' });
      expect({
        status: stale.status,
        stale: stale.body.toString('utf8').includes('<div id="root" data-stale="true"'),
      }).toEqual({ status: 200, stale: true });
      const gone = await eventually(async () => {
        const answer = await rawRequest(suite.testApp, 'GET', path, { 'accept-encoding': 'identity' });
        expect(answer.status).toBe(404);
        return answer;
      });
      expect(textOf(rootOf(gone.body.toString('utf8')))).toContain('Unknown Page');

      // A link shared in a chat, with its click and campaign tags: the kept page itself.
      const plain = await rawRequest(suite.testApp, 'GET', '/players/leaderboard', { 'accept-encoding': 'identity' });
      const shared = await rawRequest(suite.testApp, 'GET', '/players/leaderboard?fbclid=IwAR0x&utm_source=chat', {
        'accept-encoding': 'identity',
      });
      expect({ status: shared.status, same: shared.body.equals(plain.body) }).toEqual({ status: 200, same: true });
      // Any query string its screen does not read (decision 0176) is that page too; one it reads is its own page.
      const [cacheBuster, pageTwo] = await Promise.all(
        ['/players/leaderboard?ref=chat&v=2', '/players/leaderboard?ref=chat&page=2'].map((asked) =>
          rawRequest(suite.testApp, 'GET', asked, { 'accept-encoding': 'identity' }),
        ),
      );
      expect({ status: cacheBuster!.status, same: cacheBuster!.body.equals(plain.body) }).toEqual({
        status: 200,
        same: true,
      });
      expect({ status: pageTwo!.status, same: pageTwo!.body.equals(plain.body) }).toEqual({ status: 200, same: false });

      // Ten at once on a page at an address with a query string its screen reads, not kept yet: one page for all, each whole.
      const paged = '/players/leaderboard?page=1';
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => rawRequest(suite.testApp, 'GET', paged, { 'accept-encoding': 'identity' })),
      );
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.length}`)).size).toBe(1);
      expect(answers[0]!.status).toBe(200);
      expect(textOf(rootOf(answers[0]!.body.toString('utf8')))).toContain(`${leader.firstName} ${leader.lastName}`);
      // Then kept for the next visitor, aside (decision 0178): under its own address, and ended by its reads' writes
      // as any kept page (its copy from before may go out once more while it is drawn again).
      const readCache = suite.testApp.app.get(ReadCache);
      const keyOf = (url: string) =>
        cacheKeyOf(
          { url, headers: { host: new URL(suite.testApp.url).host }, socket: {} as Socket },
          suite.testApp.settings,
        );
      expect(readCache.lookup(keyOf(paged))?.plain.body.equals(answers[0]!.body)).toBe(true);
      await readCache.drop('leaderboard_totals');
      expect({
        kept: readCache.lookup(keyOf(paged)),
        stale: readCache.lookupStale(keyOf(paged))?.plain.body.equals(answers[0]!.body),
      }).toEqual({ kept: undefined, stale: true });
    },
    SLOW,
  );

  it("answers /index.html, which the app's worker keeps for opening offline (issue 30), as the shell", async () => {
    const answer = await rawRequest(suite.testApp, 'GET', '/index.html', { 'accept-encoding': 'identity' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toContain('<div id="root">');
  });

  it(
    'reads a stale copy again once hydrated: the visitor sees the change a moment later',
    async () => {
      const news = await aPost(suite.testApp, { title: 'Doors open at 7', story: '<p>Doors open at 7.</p>' });
      const path = `/posts/browse/${news.postID}`;
      expect((await rawRequest(suite.testApp, 'GET', path)).status).toBe(200);
      const manager = await logIn(suite.testApp, 'manager');
      const saved = await api(suite.testApp)
        .as(manager)
        .post('/v1/post', {
          data: {
            postID: news.postID,
            title: 'Doors open at 8',
            category: 2,
            summary: '<p>Doors open at 8.</p>',
            story: '<p>Doors open at 8.</p>',
          },
        });
      expect(saved.status).toBe(200);
      // The first page load after the save is the stale copy (the old title in its HTML); the screen reads the post again and shows the new one.
      const page = suite.page;
      const served = page.waitForResponse(
        (response) => new URL(response.url()).pathname === path && response.request().resourceType() === 'document',
      );
      await page.goto(path);
      expect(await (await served).text()).toContain('data-stale="true"');
      await page.getByRole('heading', { name: 'Doors open at 8' }).first().waitFor({ timeout: 30_000 });
    },
    SLOW,
  );

  /** Loads a page and answers what it asked the API before it hydrated (a part drawn later, below the fold, may ask after), and React's console errors. */
  async function loadWatched(page: Page, path: string) {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', undefined, {
      timeout: 60_000,
    });
    // The browser's own record of what the page fetched and when, against the moment it hydrated.
    const askedBeforeHydrated = await page.evaluate(() => {
      const hydratedAt = performance.getEntriesByName('league-hydrated')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/v1/'));
    });
    page.off('console', onConsole);
    return { askedBeforeHydrated, errors };
  }

  it(
    'hydrates every public page without a mismatch and without asking the API for what the page brought',
    async () => {
      for (const viewport of [undefined, PHONE_VIEWPORT]) {
        const page = viewport ? await suite.reopen(viewport) : suite.page;
        for (const publicPage of pages) {
          const { askedBeforeHydrated, errors } = await loadWatched(page, publicPage.path);
          expect({ page: publicPage.name, errors }).toEqual({ page: publicPage.name, errors: [] });
          // The visitor's session check is the only read the page did not bring.
          expect({
            page: publicPage.name,
            asked: askedBeforeHydrated.filter((path) => !path.startsWith('/v1/session')),
          }).toEqual({ page: publicPage.name, asked: [] });
        }
      }
    },
    SLOW * 2,
  );

  it(
    'hydrates a page asked with a query string its screen does not read (the kept page itself) without a mismatch',
    async () => {
      for (const path of ['/players/leaderboard', '/']) {
        await rawRequest(suite.testApp, 'GET', path);
        const { askedBeforeHydrated, errors } = await loadWatched(suite.page, `${path}?ref=chat&v=2`);
        expect({ path, errors, asked: askedBeforeHydrated.filter((read) => !read.startsWith('/v1/session')) }).toEqual({
          path,
          errors: [],
          asked: [],
        });
      }
    },
    SLOW,
  );

  it(
    "hydrates home, the leaderboard, a game and the news without one Intl formatter (the first loads ICU's data: a phone's longest task after first paint) or a request for a screen's styles",
    async () => {
      const context = await suite.browser.newContext({ baseURL: suite.testApp.url, viewport: PHONE_VIEWPORT });
      try {
        // Every way a page can make the browser load ICU, recorded with the moment it was asked.
        await context.addInitScript(() => {
          const asked: { what: string; at: number }[] = [];
          (window as unknown as { intlAsked: typeof asked }).intlAsked = asked;
          const note = (what: string) => asked.push({ what, at: performance.now() });
          const intl = Intl as unknown as Record<string, unknown>;
          for (const name of [
            'DateTimeFormat',
            'NumberFormat',
            'Collator',
            'PluralRules',
            'RelativeTimeFormat',
            'ListFormat',
          ]) {
            const Real = intl[name] as new (...args: unknown[]) => object;
            const Watched = function (...args: unknown[]) {
              note(`Intl.${name} ${JSON.stringify(args)}`);
              return new Real(...args);
            };
            Object.assign(Watched, Real);
            Watched.prototype = Real.prototype;
            intl[name] = Watched;
          }
          const watch = (owner: object, method: string, label: string) => {
            const methods = owner as Record<string, (...args: unknown[]) => unknown>;
            const real = methods[method]!;
            methods[method] = function (this: unknown, ...args: unknown[]) {
              note(label);
              return real.apply(this, args);
            };
          };
          for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
            watch(Date.prototype, method, `Date.${method}`);
          watch(Number.prototype, 'toLocaleString', 'Number.toLocaleString');
          watch(String.prototype, 'localeCompare', 'String.localeCompare');
        });
        const page = await context.newPage();
        for (const publicPage of pages.filter((one) =>
          ['home', 'player leaderboard', 'game detail', 'news list', 'news post'].includes(one.name),
        )) {
          await page.goto(publicPage.path);
          await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', undefined, {
            timeout: 60_000,
          });
          const askedBeforeHydrated = await page.evaluate(() => {
            const hydratedAt = performance.getEntriesByName('league-hydrated')[0]?.startTime ?? Infinity;
            return (window as unknown as { intlAsked: { what: string; at: number }[] }).intlAsked
              .filter((call) => call.at < hydratedAt)
              .map((call) => call.what);
          });
          expect({ page: publicPage.name, askedBeforeHydrated }).toEqual({
            page: publicPage.name,
            askedBeforeHydrated: [],
          });
          // Its first paint waited for its heading (the largest text of most pages), so the two come together.
          expect({
            page: publicPage.name,
            expects: await page.locator('link[rel="expect"][blocking="render"]').getAttribute('href'),
            heading: await page.locator('#page-title').evaluate((element) => element.tagName),
          }).toEqual({ page: publicPage.name, expects: '#page-title', heading: 'H1' });
          // The screen's styles came in the page (one request each would hold its first paint): the shell's is the one
          // fetched before the page was hydrated. Read from this page's own list of what it loaded, not from the browser's
          // requests: a busy CI once counted home's carousel styles (asked for 3 s after home shows) against the game's page.
          const stylesheets = await page.evaluate(() => {
            const hydratedAt = performance.getEntriesByName('league-hydrated')[0]?.startTime ?? Infinity;
            return performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime < hydratedAt)
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.endsWith('.css'));
          });
          expect({
            page: publicPage.name,
            stylesheets: stylesheets.filter((path) => !/^\/assets\/index-[\w-]+\.css$/.test(path)),
          }).toEqual({
            page: publicPage.name,
            stylesheets: [],
          });
        }
      } finally {
        await context.close();
      }
    },
    SLOW,
  );

  it(
    'shows each page with JavaScript turned off, at 375 and 1280 px',
    async () => {
      for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
        const context = await newContextWithoutScript(suite.browser, { baseURL: suite.testApp.url, viewport });
        try {
          const page = await context.newPage();
          for (const publicPage of pages) {
            await page.goto(publicPage.path);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            expect({
              page: publicPage.name,
              shown: (await page.getByRole('main').innerText()).includes(publicPage.content[0]!),
            }).toEqual({ page: publicPage.name, shown: true });
            // Nothing wider than the screen (the server knows no width: the layout must be CSS's).
            const wider = await page.evaluate(() => {
              const { scrollWidth, clientWidth } = document.documentElement;
              if (scrollWidth <= clientWidth) return [];
              return [...document.querySelectorAll('body *')]
                .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
                .slice(0, 5)
                .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
            });
            expect({ page: publicPage.name, wider }).toEqual({ page: publicPage.name, wider: [] });
            if (['home', 'game detail', 'player leaderboard'].includes(publicPage.name))
              await shoot(page, 'server-render', `${publicPage.name.replace(/ /g, '-')}-no-js-${viewport.width}`);
          }
        } finally {
          await context.close();
        }
      }
    },
    SLOW * 2,
  );
});
