/**
 * Security review (issue 18), chart labels: ApexCharts writes legends and tooltips with
 * innerHTML. Names stored through the API with markup in them — a player's own name and
 * title, a venue's title — must reach every chart as text: no element is made from them
 * (not in the axis, the legend or any tooltip, hovered) and no handler runs. The page's
 * CSP is bypassed here, so an injected handler would run: the escaping alone is under test
 * (web/src/lib/chart-text.ts).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { api, type Rows } from '../support/api.js';
import { browserSuite, LAPTOP_VIEWPORT, logInThroughApi, waitForHeading } from '../support/browser.js';
import { aGameWithEntries, aPlayer, somePlayers } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 240_000;
const TODAY = 'today=2026-03-01';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

/** Markup a name may hold: an image whose handler marks the page, a frame and a style sheet. */
const PLAYER_TITLE = '<img src=x onerror=window.__xss=1><iframe></iframe><style>';
const PLAYER_FIRST = '<img src=x onerror=__xss=2>';
const PLAYER_LAST = '<iframe><style>';
const VENUE_TITLE = '<img src=x onerror=window.__xss=3><iframe><style>*{}';

/** Everything a name could have made anywhere on the page, and whether a handler ran. */
async function injected(
  page: Page,
): Promise<{ xss: unknown; images: number; frames: number; chartStyles: number; elementsInTexts: number }> {
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    frames: document.querySelectorAll('iframe').length,
    // ApexCharts' own legend style sheet is a text/css one; a style from a label would have no type.
    chartStyles: document.querySelectorAll('.apexcharts-canvas style:not([type="text/css"])').length,
    // The texts ApexCharts writes as HTML hold text only.
    elementsInTexts: document.querySelectorAll(
      ':is(.apexcharts-legend-text, .apexcharts-tooltip-title, .apexcharts-tooltip-text-y-label, .apexcharts-tooltip-text-y-value, .apexcharts-xaxistooltip-text) *',
    ).length,
  }));
}
const NOTHING = { xss: null, images: 0, frames: 0, chartStyles: 0, elementsInTexts: 0 };

/**
 * A point of the page where this very mark is what the mouse would touch (a slice's box
 * centre may be the doughnut's hole), found by probing its box.
 */
async function pointOn(mark: Locator): Promise<{ x: number; y: number } | null> {
  return mark.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let step = 2; step <= 16; step *= 2) {
      for (let i = 1; i < step; i++) {
        for (let j = 1; j < step; j++) {
          const x = box.left + (box.width * i) / step;
          const y = box.top + (box.height * j) / step;
          if (document.elementFromPoint(x, y) === element) return { x, y };
        }
      }
    }
    return null;
  });
}

/** Hovers each of the chart's marks in turn (bars or slices), so every tooltip is written at least once. */
async function hoverEach(page: Page, marks: Locator): Promise<void> {
  const count = await marks.count();
  let hovered = 0;
  for (let i = 0; i < count; i++) {
    // A bar of height 0 (no final table won, at the log axis' floor) cannot be touched; the shared tooltip shows it anyway.
    const point = await pointOn(marks.nth(i));
    if (!point) continue;
    await page.mouse.move(point.x, point.y, { steps: 2 });
    await page.waitForTimeout(80);
    hovered++;
  }
  expect(hovered).toBeGreaterThan(0);
}

describe('security review: chart labels stay text', () => {
  const suite = browserSuite();

  /** A page whose CSP is off: an injected handler would run. */
  async function openWithoutCsp(): Promise<Page> {
    const context = await suite.browser.newContext({
      baseURL: suite.testApp.url,
      viewport: LAPTOP_VIEWPORT,
      bypassCSP: true,
    });
    return context.newPage();
  }

  beforeAll(async () => {
    const app = suite.testApp;
    // A player sets their own name and title through the API (their profile).
    const mallory = await aPlayer(app, { firstName: 'Mallory', lastName: 'Markup' });
    const token = await mallory.login();
    const own = await api(app).as(token).get<Rows<Record<string, unknown>>>(`/v1/player/id/${mallory.playerID}`);
    const saved = await api(app)
      .as(token)
      .post<{ message: string; player: { title: string } }>('/v1/player', {
        data: { ...own.body.rows[0], firstName: PLAYER_FIRST, lastName: PLAYER_LAST, title: PLAYER_TITLE },
      });
    expect(saved.status).toBe(200);
    expect(saved.body.player.title).toBe(PLAYER_TITLE);
    // A manager names a venue so, through the API.
    const venue = await api(app)
      .as(await app.login('manager'))
      .post<{ venue: { venueID: number; title: string } }>('/v1/venue', {
        data: { title: VENUE_TITLE, address: '1 Tag St', city: 'Tacoma' },
      });
    expect(venue.status).toBe(200);
    expect(venue.body.venue.title).toBe(VENUE_TITLE);

    const others = await somePlayers(app, 7);
    for (const day of ['2025-01-07', '2025-02-04']) {
      await aGameWithEntries(app, 8, {
        venueID: venue.body.venue.venueID,
        gameAt: pacific(`${day}T19:00:00`),
        ended: true,
        players: [mallory, ...others],
      });
    }
    await rebuildStandings(app);
  }, SLOW);

  it("keeps a player's own title text in the public player leaderboard's chart: axis, legend and every tooltip", async () => {
    const page = await openWithoutCsp();
    await page.goto(`/players/leaderboard/2025/All?${TODAY}`);
    await waitForHeading(page, 'Player Leaderboard');
    const chart = page.getByTestId('leaderboard-chart');
    // ApexCharts takes over the SVG drawing when a pointer reaches it (issue 31).
    await chart.hover();
    await eventually(async () => expect(await chart.locator('.apexcharts-bar-area').count()).toBeGreaterThan(0), {
      timeoutMs: 20_000,
    });
    // The axis names the player with the very characters they typed.
    await expect(chart.locator('.apexcharts-xaxis-label title').allTextContents()).resolves.toContain(PLAYER_TITLE);
    await expect(chart.locator('.apexcharts-legend-text').allInnerTexts()).resolves.toEqual([
      'Total Points',
      'Final Tables Won',
    ]);

    await hoverEach(page, chart.locator('.apexcharts-bar-area'));
    // The leader's bar (Mallory won both games) shows their title as the tooltip's title, as text.
    const leader = (await pointOn(chart.locator('.apexcharts-bar-area').first()))!;
    await page.mouse.move(leader.x, leader.y, { steps: 2 });
    await eventually(async () =>
      expect(await chart.locator('.apexcharts-tooltip-title').innerText()).toBe(PLAYER_TITLE),
    );
    await expect(chart.locator('.apexcharts-tooltip-text-y-label').first().innerText()).resolves.toMatch(
      /^Total Points:\s*$/,
    );
    expect(await injected(page)).toEqual(NOTHING);
  });

  it("keeps a venue's and a player's title text in the activity dashboard's doughnuts: legend, slices and their tooltips", async () => {
    const page = await openWithoutCsp();
    await logInThroughApi(page, 'admin');
    await page.goto(`/activities/dashboard?year=2025&period=All&${TODAY}`);
    await waitForHeading(page, 'Activity Dashboard');
    const byVenue = page.getByTestId('chart-games-by-venue');
    const byPlayer = page.getByTestId('chart-games-by-player');
    await byVenue.locator('.apexcharts-pie-area').first().waitFor();
    await byPlayer.locator('.apexcharts-pie-area').first().waitFor();

    // The legends (the site's own list under each doughnut, "title (games)") name them with the very characters typed.
    const legend = async (chart: typeof byVenue): Promise<string[]> =>
      (await chart.locator('[data-legend-entry]').allInnerTexts()).map((entry) =>
        entry.replace(/\s*\(\d+\)\s*$/, '').trim(),
      );
    await expect(legend(byVenue)).resolves.toEqual([VENUE_TITLE]);
    await expect(legend(byPlayer)).resolves.toContain(PLAYER_TITLE);

    await hoverEach(page, byVenue.locator('.apexcharts-pie-area'));
    await eventually(async () =>
      expect((await byVenue.locator('.apexcharts-tooltip-text-y-label').first().innerText()).trim()).toBe(
        `${VENUE_TITLE}:`,
      ),
    );
    await hoverEach(page, byPlayer.locator('.apexcharts-pie-area'));
    expect(await injected(page)).toEqual(NOTHING);
  });
});
