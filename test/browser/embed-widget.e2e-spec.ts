/**
 * The embeddable widget (issue 23) in a real headless Chromium: a page of ANOTHER origin
 * (a second local HTTP server) frames /embed/standings and the frame shows the same top 10
 * as GET /v1/point/totals; framing any other route of the site is refused. Then the snippet
 * page a manager reaches from Manage Venues, at laptop and phone size (screenshots in
 * /tmp/embed-*.png).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Frame, Page } from 'playwright-core';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { api, type Rows } from '../support/api.js';
import { browserSuite, logInThroughApi, PHONE_VIEWPORT } from '../support/browser.js';
import { aGameWithEntries, aVenue, somePlayers } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 180_000;
const YEAR = DateTime.now().setZone('America/Los_Angeles').minus({ hours: 12 }).year;

/** A venue's own site, elsewhere: serves whatever page the test hands it, on another port of another host name. */
async function anotherSite(): Promise<{ url: string; show(html: string): void; close(): Promise<void> }> {
  let page = '<!doctype html><p>empty</p>';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // "localhost", not 127.0.0.1: another host and another port, so another origin (and site) than the league's.
    url: `http://localhost:${port}/`,
    show: (html) => (page = html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The rows a widget frame shows: "rank name points". */
async function frameRows(frame: Frame): Promise<string[]> {
  await frame.locator('tbody tr').first().waitFor();
  return frame.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
      return `${cells[0]} ${cells[1]} ${cells[2]}`;
    }),
  );
}

async function frameNamed(page: Page, name: string): Promise<Frame> {
  const handle = await page.locator(`iframe[name="${name}"]`).elementHandle();
  const frame = await handle!.contentFrame();
  return frame!;
}

describe('the embeddable widget in the browser', () => {
  // A brand-new context per test: a browser may keep a widget's page a minute (max-age=60).
  const suite = browserSuite({ contexts: 'fresh' });
  let venueID: number;
  let venueTitle: string;

  beforeAll(async () => {
    const app = suite.testApp;
    venueTitle = 'Embed Browser Tavern';
    venueID = (await aVenue(app, { title: venueTitle })).venueID;
    const players = await somePlayers(app, 13);
    for (let i = 0; i < 8; i++) {
      const order = [...players.slice(i), ...players.slice(0, i)];
      await aGameWithEntries(app, 9, {
        venueID,
        ended: true,
        players: order,
        gameAt: new Date(Date.now() - (12 + i) * 3_600_000),
      });
    }
    // A practice game: counts for nobody, on the site or in the widget.
    await aGameWithEntries(app, 8, {
      venueID,
      ended: true,
      unlisted: true,
      players: [...players].reverse(),
      gameAt: new Date(Date.now() - 30 * 3_600_000),
    });
    await rebuildStandings(app);
  }, SLOW);

  it(
    "is shown inside another origin's page, with the same top 10 as /v1/point/totals; other routes refuse the frame",
    async () => {
      const { page, testApp } = suite;
      const site = await anotherSite();
      try {
        const widget = `${testApp.url}/embed/standings?venue=${venueID}&year=${YEAR}&rows=10&theme=dark&accent=aa3300`;
        site.show(
          `<!doctype html><html><body><h1>Our bar</h1>` +
            `<iframe name="widget" src="${widget}" width="480" height="420"></iframe>` +
            `<iframe name="site" src="${testApp.url}/" width="480" height="200"></iframe>` +
            `<iframe name="api" src="${testApp.url}/v1/venue/list/0" width="480" height="200"></iframe>` +
            `</body></html>`,
        );
        const refusals: string[] = [];
        page.on('console', (message) => {
          if (/Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
        });
        await page.goto(site.url);
        expect(new URL(page.url()).origin).not.toBe(new URL(testApp.url).origin);

        const { body } = await api(testApp).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/${YEAR}/All/1/10`);
        expect(body.rows).toHaveLength(10);
        const frame = await frameNamed(page, 'widget');
        expect(await frameRows(frame)).toEqual(
          body.rows.map((row) => `${row.ranked} ${row.playerName} ${row.totalPoints}`),
        );
        expect(await frame.locator('h1').textContent()).toBe(`${venueTitle} standings`);
        expect(await frame.locator('a', { hasText: 'Full leaderboard' }).getAttribute('target')).toBe('_top');
        // The dark theme and the accent reached the page's CSS.
        expect(await frame.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          'rgb(26, 27, 30)',
        );
        expect(await frame.locator('main').evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
          'rgb(170, 51, 0)',
        );

        // The site's own page and an API answer: Chromium blocks them (an error page, not their content).
        for (const name of ['site', 'api']) {
          const blocked = await frameNamed(page, name);
          await eventually(async () => expect(blocked.url()).toMatch(/^chrome-error:|^about:blank$/), {
            timeoutMs: 10_000,
          });
          expect(
            await blocked
              .locator('body')
              .textContent()
              .catch(() => ''),
          ).not.toMatch(/rows|venueID|Free Poker League/);
        }
        // Chromium says so on the console (once per page at least; it may fold the two messages into one).
        await eventually(async () => expect(refusals.length).toBeGreaterThanOrEqual(1), { timeoutMs: 10_000 });
        // And each refused route says why in its own headers, fresh or replayed from the kept answers.
        for (const path of ['/', '/v1/venue/list/0', '/v1/venue/list/0']) {
          const response = await fetch(`${testApp.url}${path}`);
          expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
          expect(response.headers.get('content-security-policy') ?? '').not.toMatch(/frame-ancestors [^;]*\*/);
        }
      } finally {
        await site.close();
      }
    },
    SLOW,
  );

  it(
    "gives a manager the snippet, its choices, a copy button and a live preview, from the venue's manage screen (1280 and 375 px)",
    async () => {
      const { page: laptop, testApp } = suite;
      await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testApp.url });
      await laptop.goto('/users/login');
      await logInThroughApi(laptop, 'manager');
      await laptop.goto('/update/venues');
      await laptop.getByRole('navigation', { name: 'Venues' }).getByRole('button', { name: venueTitle }).click();
      await laptop.getByRole('link', { name: /Embed on your site/ }).click();
      await laptop.getByRole('heading', { name: 'Embed on Your Site' }).waitFor();
      expect(new URL(laptop.url()).pathname).toBe(`/update/venues/${venueID}/embed`);

      const snippet = laptop.getByLabel('Snippet to paste');
      await eventually(
        async () =>
          expect(await snippet.inputValue()).toContain(
            `/embed/standings?venue=${venueID}&amp;rows=10&amp;accent=1c7ed6`,
          ),
        { timeoutMs: 10_000 },
      );
      const preview = await (await laptop.getByTestId('embed-preview').elementHandle())!.contentFrame();
      const { body } = await api(testApp).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/${YEAR}/All/1/10`);
      expect(await frameRows(preview!)).toEqual(
        body.rows.map((row) => `${row.ranked} ${row.playerName} ${row.totalPoints}`),
      );

      // Choices: dark, another accent, 5 rows; a bad accent is refused on the page and left out of the snippet.
      await laptop.getByLabel('Theme').selectOption('dark');
      await laptop.getByLabel('Rows').fill('5');
      const accent = laptop.getByLabel('Accent colour');
      await accent.fill('nonsense');
      await laptop.getByText('Six hex digits, like #aa3300').waitFor();
      await eventually(async () => expect(await snippet.inputValue()).not.toContain('accent='), { timeoutMs: 10_000 });
      await accent.fill('#aa3300');
      await eventually(
        async () =>
          expect(await snippet.inputValue()).toContain(`venue=${venueID}&amp;rows=5&amp;theme=dark&amp;accent=aa3300`),
        { timeoutMs: 10_000 },
      );
      await laptop.keyboard.press('Escape');
      await eventually(
        async () => {
          const frame = await (await laptop.getByTestId('embed-preview').elementHandle())!.contentFrame();
          expect(await frame!.locator('tbody tr').count()).toBe(5);
        },
        { timeoutMs: 10_000 },
      );

      // Watched from before the click: "Copied" lasts 2 s, and on a busy machine the click's own
      // round trip took longer than the 1 s it used to last.
      const copied = laptop.getByRole('button', { name: 'Copied' }).waitFor();
      await laptop.getByRole('button', { name: 'Copy snippet' }).click();
      await copied;
      expect(await laptop.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());

      await laptop.locator('label', { hasText: 'Next games' }).click();
      await eventually(
        async () => expect(await snippet.inputValue()).toContain(`/embed/games?venue=${venueID}&amp;rows=5`),
        { timeoutMs: 10_000 },
      );
      await laptop.locator('label', { hasText: /^Standings$/ }).click();
      await laptop.waitForTimeout(500);
      await laptop.screenshot({ path: '/tmp/embed-1280.png', fullPage: true });

      const phone = await suite.reopen(PHONE_VIEWPORT);
      await phone.goto('/users/login');
      await logInThroughApi(phone, 'manager');
      await phone.goto(`/update/venues/${venueID}/embed`);
      await phone.getByLabel('Snippet to paste').waitFor();
      const phonePreview = await (await phone.getByTestId('embed-preview').elementHandle())!.contentFrame();
      await phonePreview!.locator('tbody tr').first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phone.screenshot({ path: '/tmp/embed-375.png', fullPage: true });
    },
    SLOW,
  );

  it(
    'keeps a player away from the snippet page',
    async () => {
      const { page } = suite;
      await page.goto('/users/login');
      await logInThroughApi(page, 'player');
      await page.goto(`/update/venues/${venueID}/embed`);
      await page.waitForURL('**/unauthorized');
    },
    SLOW,
  );
});
