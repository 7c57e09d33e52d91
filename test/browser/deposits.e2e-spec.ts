/**
 * Manage Deposits (/update/deposits) in a real headless Chromium against the real server
 * and the built site: a host in host mode records a deposit, sees it applied to their
 * oldest games, adds a picture of the slip, and the screen fits a phone.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis
 * (DATABASE_URL / REDIS_URL, as `npm test` sets them).
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { UserType } from '../../src/shared/domain/user-type.js';
import {
  browserSuite,
  expectFormHeading,
  LAPTOP_VIEWPORT,
  logIn,
  logInThroughApi,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import { aGame, aPlayer, aVenue } from '../support/builders.js';
import { aPng } from '../support/images.js';

const TODAY = '2026-03-10';
const SCREEN = `/update/deposits?today=${TODAY}`;
const SLOW = 180_000;
const DAY = 24 * 3600_000;

const depositForm = (page: Page): Locator => page.getByRole('form', { name: 'Deposit' });
const depositList = (page: Page): Locator => page.getByRole('navigation', { name: 'Deposits' });
const gamesTable = (page: Page): Locator => page.getByRole('region', { name: 'Games this deposit was applied to' });

/** Accepts the host agreement through its screen (host mode is required for deposits). */
async function acceptAgreement(page: Page): Promise<void> {
  await page.goto(`/update/agreement?today=${TODAY}`);
  const form = page.getByRole('form', { name: 'Host agreement' });
  await form.getByLabel('I have read and accept the Terms and Conditions').check();
  await form.getByRole('button', { name: 'Manage Events' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/update/agreement'));
}

describe('Manage Deposits (/update/deposits) in the browser', () => {
  const suite = browserSuite();

  /** A host with three played games (actual 35, 45, 35.10; the oldest first) and one of another host older still. */
  async function aHostWithGames() {
    const host = await aPlayer(suite.testApp, { userType: UserType.Host });
    const other = await aPlayer(suite.testApp, { userType: UserType.Host });
    const at = (days: number) => new Date(Date.parse(`${TODAY}T03:00:00Z`) - days * DAY);
    const games = [];
    for (const [days, earningsActual] of [
      [30, 35],
      [20, 45],
      [10, 35.1],
    ] as const)
      games.push(
        await aGame(suite.testApp, {
          hostID: host.playerID,
          gameAt: at(days),
          earningsActual,
          title: `Deposit Night ${days}`,
        }),
      );
    await aGame(suite.testApp, { hostID: other.playerID, gameAt: at(60), earningsActual: 35, title: 'Not Theirs' });
    return { host, games };
  }

  it(
    'a host records a deposit with a picture of the slip and sees it applied to their oldest games',
    async () => {
      const { page } = suite;
      const { host, games } = await aHostWithGames();
      await logIn(page, host.userName!, host.password);
      await acceptAgreement(page);
      await page.goto(SCREEN);
      await waitForHeading(page, 'Manage Deposits');
      const form = depositForm(page);
      await expectFormHeading(form, 'status', 'Add a deposit below.');

      // The site refuses first, in the server's words.
      await form.getByLabel('Title').fill('February earnings');
      await form.getByLabel('Deposit Amount').fill('-5');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'error', 'The "Deposit Amount" field must be at least 0.');

      await form.getByLabel('Deposit Amount').fill('50.05');
      await form.getByLabel('Period').fill('Feb 2026');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Deposit added');
      await depositList(page)
        .getByRole('button', { name: /February earnings/ })
        .waitFor();

      // Applied oldest first: the 35.00 game reconciled, 15.05 on the next, nothing on the newest.
      const table = gamesTable(page);
      await table.getByText('Deposit Night 30').waitFor();
      const rows = await table.locator('tbody tr').allInnerTexts();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/Deposit Night 30[\s\S]*\$35\.00[\s\S]*\$35\.00[\s\S]*\$35\.00/);
      expect(rows[1]).toMatch(/Deposit Night 20[\s\S]*\$45\.00[\s\S]*\$15\.05[\s\S]*\$15\.05/);
      await expect(page.getByTestId('deposit-summary').innerText()).resolves.toBe('Applied $50.05 of $50.05.');
      const stored = await suite.testApp.sql<{ deposited: string; reconciled: boolean }>(
        `select earnings_deposited::text as deposited, earnings_reconciled as reconciled from games where game_id in (${games.map((g) => g.gameID).join(', ')}) order by game_at`,
      );
      expect(stored).toEqual([
        { deposited: '35.00', reconciled: true },
        { deposited: '15.05', reconciled: false },
        { deposited: '0.00', reconciled: false },
      ]);

      // The slip's picture: a file that is not an image is refused, a real one shown.
      const image = page.getByTestId('image-upload');
      await image
        .locator('input[type=file]')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await image
        .getByTestId('image-upload-error')
        .filter({ hasText: 'The file is not a .jpg, .png or .gif image' })
        .waitFor();
      await image
        .locator('input[type=file]')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await aPng(40, 30) });
      const preview = image.getByRole('img', { name: 'Deposit slip of February earnings' });
      await preview.waitFor();
      await page.waitForFunction(
        () =>
          ((document.querySelector('[data-testid="image-upload-preview"]') as HTMLImageElement | null)?.naturalWidth ??
            0) > 0,
      );
      const [{ depositImage }] = (await suite.testApp.sql<{ depositImage: string | null }>(
        'select deposit_image as "depositImage" from deposits where title = \'February earnings\'',
      )) as [{ depositImage: string | null }];
      expect(depositImage).toMatch(/^[0-9a-f]{32}\.png$/);
      await shoot(page, 'deposits', 'laptop');

      // Edited up: the amount moves on to the next games, to the cent.
      await form.getByLabel('Deposit Amount').fill('115.10');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Deposit updated');
      await table.getByText('Deposit Night 10').waitFor();
      await expect(page.getByTestId('deposit-summary').innerText()).resolves.toBe('Applied $115.10 of $115.10.');
    },
    SLOW,
  );

  it(
    'fits a phone: filters, the 18em list, the form and the 420 px table without sideways scrolling',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      const { host } = await aHostWithGames();
      await logIn(page, host.userName!, host.password);
      await acceptAgreement(page);
      await page.goto(SCREEN);
      await waitForHeading(page, 'Manage Deposits');
      const form = depositForm(page);
      await form.getByLabel('Title').fill('Phone deposit');
      await form.getByLabel('Deposit Amount').fill('20');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Deposit added');
      await gamesTable(page).getByText('Deposit Night 30').waitFor();
      const listHeight = await depositList(page).evaluate(
        (nav) => nav.closest('.mantine-ScrollArea-root')?.getBoundingClientRect().height ?? 0,
      );
      const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(listHeight).toBeLessThanOrEqual(18 * fontSize + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      // Estimated, actual and deposited all in view on a phone, without scrolling the table sideways.
      for (const name of ['Est.', 'Act.', 'Dep.']) {
        const box = await gamesTable(page).getByRole('columnheader', { name, exact: true }).boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }
      await shoot(page, 'deposits', 'phone');
    },
    SLOW,
  );

  it(
    'turns away a host without host mode and a player',
    async () => {
      const { page } = suite;
      await logInThroughApi(page, 'player');
      await page.goto(SCREEN);
      await page.waitForURL('**/unauthorized');
    },
    SLOW,
  );

  it(
    'issue 19 item 3: shows every game date in the venue’s zone to a computer in Tokyo (deposits table, game detail, events browse)',
    async () => {
      // Sat 2/7/26 6:00 PM at a Seattle venue: Sunday 2/8 in UTC and 11:00 AM on Sunday in Tokyo.
      const venue = await aVenue(suite.testApp, { title: 'Far Zone Tavern', timeZone: 'America/Los_Angeles' });
      const host = await aPlayer(suite.testApp, { userType: UserType.Host });
      const game = await aGame(suite.testApp, {
        hostID: host.playerID,
        venueID: venue.venueID,
        gameAt: new Date('2026-02-08T02:00:00Z'),
        earningsActual: 35,
        title: 'Saturday Night in Seattle',
      });
      const context = await suite.browser.newContext({
        baseURL: suite.testApp.url,
        viewport: LAPTOP_VIEWPORT,
        timezoneId: 'Asia/Tokyo',
      });
      try {
        const page = await context.newPage();
        await expect(page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).resolves.toBe('Asia/Tokyo');
        await logIn(page, host.userName!, host.password);
        await acceptAgreement(page);
        await page.goto(SCREEN);
        await waitForHeading(page, 'Manage Deposits');
        const form = depositForm(page);
        await form.getByLabel('Title').fill('Tokyo deposit');
        await form.getByLabel('Deposit Amount').fill('35');
        await form.getByRole('button', { name: 'Save' }).click();
        await expectFormHeading(form, 'success', 'Deposit added');
        const row = gamesTable(page).locator('tbody tr').filter({ hasText: 'Saturday Night in Seattle' });
        await row.waitFor();
        await expect(row.locator('td:visible').first().innerText()).resolves.toBe('2/7/26');
        await shoot(page, 'deposits', 'tokyo-laptop');

        await page.goto(`/games/detail/${game.gameID}`);
        await page.getByText('Saturday, February 7, 2026 · 6:00 PM PST').waitFor();

        await page.goto(`/events/browse/0/0/${venue.venueID}/0/2026/M2?today=${TODAY}`);
        const listed = page.locator('tbody tr').filter({ hasText: 'Saturday Night in Seattle' });
        await listed.waitFor();
        expect(await listed.innerText()).toMatch(/Sat 2\/7\/26\s+6:00 PM/);
      } finally {
        await context.close();
      }
    },
    SLOW,
  );
});
