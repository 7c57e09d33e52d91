/**
 * Money and admin screens in a real headless Chromium against the real server and the
 * built site (issue 12): Events in earnings mode (admins: Dep. shown, Session not, under
 * construction), the activity dashboard's two doughnuts (games by player, by venue) and
 * its filters in the address, the owner's earnings report with its CSV (parsed here as a
 * spreadsheet would, totals equal to the screen's), the guards, and a phone's 375 px.
 *
 * The day is fixed with ?today=2026-03-01; the games are in 2025. Build the site first
 * (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import type { EarningsReport } from '../../src/modules/games/domain/earnings-report.js';
import type { Venue } from '../../src/modules/venues/domain/venue.js';
import { api } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { browserSuite, logIn, logInThroughApi, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';
import { aGameWithEntries, aVenue, somePlayers, type BuiltGame } from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 240_000;
const TODAY = 'today=2026-03-01';
const SHOTS = 'earnings';

const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();
const bodyRows = (table: Locator): Locator => table.locator('tbody tr');

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return lines;
}

/** The table's column headings, in order. */
const headings = async (table: Locator): Promise<string[]> =>
  (await table.locator('thead th:visible').allInnerTexts()).map((text) => text.trim());

describe('money and admin screens in the browser', () => {
  const suite = browserSuite();
  let alpha: Venue;
  let beta: Venue;
  const games: BuiltGame[] = [];

  beforeAll(async () => {
    const app = suite.testApp;
    // A comma and a leading "=" in names: the CSV must quote one and neutralise the other.
    alpha = await aVenue(app, { title: 'Alpha Tavern, Downtown' });
    beta = await aVenue(app, { title: '=Beta Saloon' });
    const players = await somePlayers(app, 12);
    const host = app.accounts.host;
    for (const [i, day] of ['2025-01-07', '2025-01-14', '2025-02-04', '2025-03-04'].entries()) {
      const game = await aGameWithEntries(app, 6, {
        venueID: alpha.venueID,
        hostID: host,
        gameAt: pacific(`${day}T19:00:00`),
        ended: true,
        players: players.slice(0, 6),
      });
      games.push(game);
      // Two deposited in full, two not yet: outstanding.
      await app.sql(
        'update games set earnings_estimated = 35, earnings_actual = 35.10, earnings_deposited = ? where game_id = ?',
        [i < 2 ? 35.1 : 0, game.gameID],
      );
    }
    for (const day of ['2025-01-10', '2025-04-11']) {
      const game = await aGameWithEntries(app, 8, {
        venueID: beta.venueID,
        hostID: host,
        gameAt: pacific(`${day}T19:00:00`),
        ended: true,
        players: players.slice(4, 12),
      });
      games.push(game);
      await app.sql(
        'update games set earnings_estimated = 35, earnings_actual = 45.33, earnings_deposited = 45 where game_id = ?',
        [game.gameID],
      );
    }
    await rebuildStandings(app);
  }, SLOW);

  it('shows an admin Events in earnings mode: title Earnings, under construction, Dep. shown and Session not', async () => {
    const { page } = suite;
    await logInThroughApi(page, 'admin');
    await page.goto(`/events/browse/earnings/0/0/0/2025?${TODAY}`);
    await waitForHeading(page, 'Earnings');
    await expect(page.getByTestId('under-construction').innerText()).resolves.toContain('Under construction');
    const table = page.getByRole('table', { name: 'Games' });
    await bodyRows(table)
      .nth(games.length - 1)
      .waitFor();
    const columns = await headings(table);
    expect(columns).toEqual(expect.arrayContaining(['Date', 'Est.', 'Act.', 'Dep.', 'Host']));
    expect(columns).not.toContain('Session');
    await expect(bodyRows(table).count()).resolves.toBe(games.length);
    // Newest first: April's game at the saloon, $45.33 collected, $45 deposited.
    await expect(bodyRows(table).first().innerText()).resolves.toMatch(/\$45\.33\s+\$45\b/);
    // A filter keeps earnings mode in the address.
    await page.getByRole('combobox', { name: 'Month' }).selectOption('1');
    await page.waitForURL((url) => url.pathname === '/events/browse/earnings/0/0/0/2025/M1');
    await eventually(async () => expect(await bodyRows(table).count()).toBe(3), { timeoutMs: 15_000 });
    await shoot(page, SHOTS, 'browse-1280');
  });

  it("draws the activity dashboard's two doughnuts with data labels, and rewrites the address on a filter change", async () => {
    const { page } = suite;
    await logInThroughApi(page, 'admin');
    await page.goto(`/activities/dashboard?year=2025&period=All&${TODAY}`);
    await waitForHeading(page, 'Activity Dashboard');
    await expect(page.getByTestId('under-construction').isVisible()).resolves.toBe(true);
    const byPlayer = page.getByTestId('chart-games-by-player');
    const byVenue = page.getByTestId('chart-games-by-venue');
    await byPlayer.locator('svg .apexcharts-pie-series path').first().waitFor();
    await byVenue.locator('svg .apexcharts-pie-series path').first().waitFor();
    // Top 10 players: ten slices; two venues: two slices, labelled with their counts of games.
    await expect(byPlayer.locator('.apexcharts-pie-series path').count()).resolves.toBe(10);
    await expect(byVenue.locator('.apexcharts-pie-series path').count()).resolves.toBe(2);
    const venueLabels = (await byVenue.locator('text.apexcharts-pie-label').allTextContents()).map(Number).sort();
    expect(venueLabels).toEqual([2, 4]);
    const playerLabels = (await byPlayer.locator('text.apexcharts-pie-label').allTextContents()).map(Number);
    expect(playerLabels.length).toBeGreaterThan(0);
    expect(Math.max(...playerLabels)).toBe(6);
    await expect(byVenue.getAttribute('aria-label')).resolves.toMatch(
      /Alpha Tavern, Downtown 4.*=Beta Saloon 2|=Beta Saloon 2.*Alpha Tavern, Downtown 4/,
    );
    await shoot(page, SHOTS, 'dashboard-1280');

    // One venue: the address follows, and the venue chart has one slice.
    await page.getByRole('combobox', { name: 'Venue' }).selectOption(String(beta.venueID));
    await page.waitForURL(
      (url) => url.searchParams.get('venue') === String(beta.venueID) && url.searchParams.get('today') === '2026-03-01',
    );
    await eventually(async () => expect(await byVenue.locator('.apexcharts-pie-series path').count()).toBe(1), {
      timeoutMs: 15_000,
    });
  });

  it('keeps non-admins out: a manager is sent to Unauthorized from earnings and the dashboard, an admin from the owner report', async () => {
    const { page } = suite;
    await logIn(page, 'manager');
    for (const path of ['/events/browse/earnings', '/activities/dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/unauthorized');
      await waitForHeading(page, 'Unauthorized');
    }
    const admin = await suite.reopen({ width: 1280, height: 800 });
    await logInThroughApi(admin, 'admin');
    await admin.goto('/activities/earnings/2025');
    await admin.waitForURL('**/unauthorized');
  });

  it('shows the owner the year per month, venue and host, outstanding highlighted, and downloads the same figures as CSV', async () => {
    const { page } = suite;
    const answer = await api(suite.testApp)
      .as(await suite.testApp.login('owner'))
      .get<EarningsReport>('/v1/game/earnings/2025');
    expect(answer.status).toBe(200);
    await logInThroughApi(page, 'owner');
    await page.goto(`/users/dashboard?${TODAY}`);
    await page.getByTestId('user-menu-earnings-report').click();
    await waitForHeading(page, 'Earnings Report');
    await page.goto(`/activities/earnings/2025?${TODAY}`);
    const table = page.getByRole('table', { name: 'Earnings' });
    await bodyRows(table)
      .nth(answer.body.rows.length - 1)
      .waitFor();
    await expect(bodyRows(table).count()).resolves.toBe(answer.body.rows.length);
    const shown = {
      estimated: await page.getByTestId('total-estimated').getAttribute('data-amount'),
      actual: await page.getByTestId('total-actual').getAttribute('data-amount'),
      deposited: await page.getByTestId('total-deposited').getAttribute('data-amount'),
      outstanding: await page.getByTestId('total-outstanding').getAttribute('data-amount'),
    };
    // 4 x 35.10 + 2 x 45.33 collected; 2 x 35.10 + 2 x 45 deposited.
    expect(shown).toEqual({ estimated: '210.00', actual: '231.06', deposited: '160.20', outstanding: '70.86' });
    // Outstanding: the two months with undeposited Alpha games, and the saloon's 33 cents twice.
    await expect(table.locator('tbody [data-outstanding="true"]').count()).resolves.toBe(
      answer.body.rows.filter((row) => row.outstanding > 0).length,
    );
    await shoot(page, SHOTS, 'report-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('earnings-2025.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = parseCsv(Buffer.concat(chunks).toString('utf8'));
    expect(lines[0]).toEqual(['Month', 'Venue', 'Host', 'Games', 'Estimated', 'Actual', 'Deposited', 'Outstanding']);
    expect(lines).toHaveLength(answer.body.rows.length + 2);
    expect(lines.at(-1)).toEqual([
      'Total',
      '',
      '',
      String(games.length),
      shown.estimated,
      shown.actual,
      shown.deposited,
      shown.outstanding,
    ]);
    // The comma survived quoting; the formula-looking name is text.
    expect(lines.map((line) => line[1])).toEqual(expect.arrayContaining(['Alpha Tavern, Downtown', "'=Beta Saloon"]));
    // The rows add up to the totals, to the cent.
    const cents = (column: number) =>
      lines.slice(1, -1).reduce((sum, line) => sum + Math.round(Number(line[column]) * 100), 0);
    expect([cents(4), cents(5), cents(6), cents(7)].map((sum) => (sum / 100).toFixed(2))).toEqual([
      shown.estimated,
      shown.actual,
      shown.deposited,
      shown.outstanding,
    ]);

    // Another year rewrites the address.
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    await page.waitForURL((url) => url.pathname === '/activities/earnings/2024');
    await page.getByText('No games this year.').waitFor();
    await expect(page.getByTestId('total-actual').getAttribute('data-amount')).resolves.toBe('0.00');
  });

  it('fits a phone (375 px): the report, earnings and the dashboard do not scroll sideways', async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    await logInThroughApi(page, 'owner');
    await page.goto(`/activities/earnings/2025?${TODAY}`);
    await bodyRows(page.getByRole('table', { name: 'Earnings' }))
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Download CSV' }).isVisible()).resolves.toBe(true);
    await expectNoSidewaysScroll(page);
    await shoot(page, SHOTS, 'report-375');

    await page.goto(`/events/browse/earnings/0/0/0/2025?${TODAY}`);
    await bodyRows(page.getByRole('table', { name: 'Games' }))
      .first()
      .waitFor();
    await expect(headings(page.getByRole('table', { name: 'Games' }))).resolves.toContain('Dep.');
    await expectNoSidewaysScroll(page);
    await shoot(page, SHOTS, 'browse-375');

    await page.goto(`/activities/dashboard?year=2025&${TODAY}`);
    await page.getByTestId('chart-games-by-venue').locator('svg .apexcharts-pie-series path').first().waitFor();
    await page.getByTestId('chart-games-by-player').locator('svg .apexcharts-pie-series path').first().waitFor();
    await expectNoSidewaysScroll(page);
    await shoot(page, SHOTS, 'dashboard-375');
  });
});
