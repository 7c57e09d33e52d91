/**
 * Game Detail's History (issue 18 item 8, the audit trail of results) in a real headless
 * Chromium: after an ending and a correction, staff see both with who, when (the venue's
 * zone), what and old -> new, at laptop and phone size; a player sees no History.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import { browserSuite, logIn, logInThroughApi, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { aGame, aGameWithEntries, somePlayers, type BuiltGame } from '../support/builders.js';

const SLOW = 180_000;

describe('Game Detail: History', () => {
  const suite = browserSuite();
  let game: BuiltGame;
  let firstName: string;
  /** Issue 30: a game night whose check-ins were sent after they were made (the points screen's queue). */
  let queuedGame: BuiltGame;

  beforeAll(async () => {
    const app = suite.testApp;
    game = await aGameWithEntries(app, 4, { hostID: app.accounts.host });
    const host = await app.login('host');
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    const end = (places: number[]) =>
      api(app)
        .as(host)
        .post('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })),
          },
        });
    expect((await end([1, 2, 3, 4])).status).toBe(200);
    // The correction: first and second swapped.
    expect((await end([2, 1, 3, 4])).status).toBe(200);
    firstName = (
      await app.sql<{ title: string }>('select title from players where player_id = ?', [game.entries[0]!.playerID])
    )[0]!.title;

    queuedGame = await aGame(app, { hostID: app.accounts.host, gameAt: new Date(Date.now() - 60 * 60_000) });
    const [scanned, fastClock] = await somePlayers(app, 2);
    const checkIn = (playerID: number, scannedAt: Date) =>
      api(app)
        .as(host)
        .post('/v1/point/check-in', {
          data: { gameID: queuedGame.gameID, playerID, scannedAt: scannedAt.toISOString() },
        });
    expect((await checkIn(scanned!.playerID, new Date(Date.now() - 130_000))).status).toBe(200);
    expect((await checkIn(fastClock!.playerID, new Date(Date.now() + 6 * 60 * 60_000))).status).toBe(200);
  }, SLOW);

  const historyRows = (page: Page) => page.getByRole('table', { name: 'History' }).locator('tbody tr');

  async function expectHistory(page: Page, phone = false): Promise<void> {
    await page.goto(`/games/detail/${game.gameID}`);
    await historyRows(page).nth(1).waitFor();
    await expect(page.getByRole('heading', { name: 'History' }).count()).resolves.toBe(1);
    // On a phone two columns (when and who, what and its changes), so no word is cut.
    const headings = (await page.getByRole('table', { name: 'History' }).locator('thead th:visible').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean);
    expect(headings).toEqual(phone ? ['When', 'What'] : ['When', 'Who', 'What', 'Old -> New']);
    await expect(historyRows(page).count()).resolves.toBe(2);
    const [ending, correction] = [historyRows(page).nth(0), historyRows(page).nth(1)];
    await expect(ending.innerText()).resolves.toMatch(/Game ended/);
    await expect(correction.innerText()).resolves.toMatch(/Hank Host/);
    await expect(correction.innerText()).resolves.toMatch(/Correction/);
    await expect(correction.innerText()).resolves.toContain(`${firstName}, Place: 1st -> 2nd`);
    // When, in the venue's zone as the game's time is, to the second: "Wed 11/26/26 8:05:12 AM".
    const when = (await correction.locator('td:visible').first().innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(when.slice(0, 2)).toEqual([
      expect.stringMatching(/^\w{3} \d{1,2}\/\d{1,2}\/\d{2}$/),
      expect.stringMatching(/^\d{1,2}:\d{2}:\d{2} [AP]M$/),
    ]);
    if (phone) {
      expect(when[2]).toBe('Hank Host');
      // Every cell fits its column: nothing is cut or pushed past the screen.
      const cut = await page
        .getByRole('table', { name: 'History' })
        .locator('td:visible')
        .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
      expect(cut).toBe(0);
    }
  }

  it(
    'staff see the ending and the correction with who, when and old -> new (1280 px)',
    async () => {
      const { page } = suite;
      await logIn(page, 'manager');
      await expectHistory(page);
      await shoot(page, 'games', 'history-1280');
    },
    SLOW,
  );

  it(
    'fits a phone (375 px): the History does not scroll the page sideways',
    async () => {
      const phone = await suite.reopen(PHONE_VIEWPORT);
      await logIn(phone, 'host');
      await expectHistory(phone, true);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(phone, 'games', 'history-375');
    },
    SLOW,
  );

  it(
    "shows a queued check-in's scan and receipt times, and a device time it ignored, at 1280 and 375 px",
    async () => {
      for (const [viewport, role] of [
        [undefined, 'manager'],
        [PHONE_VIEWPORT, 'host'],
      ] as const) {
        const page = viewport ? await suite.reopen(viewport) : suite.page;
        await logInThroughApi(page, role);
        await page.goto(`/games/detail/${queuedGame.gameID}`);
        await historyRows(page).nth(1).waitFor();
        const [scanned, fastClock] = [
          await historyRows(page).nth(0).innerText(),
          await historyRows(page).nth(1).innerText(),
        ];
        expect(scanned).toMatch(/Scanned \d{1,2}:\d{2}:\d{2} [AP]M offline, received \d{1,2}:\d{2}:\d{2} [AP]M/);
        expect(fastClock).toMatch(
          /Device time .*\d{1,2}:\d{2}:\d{2} [AP]M ignored \(in the future\); received \d{1,2}:\d{2}:\d{2} [AP]M/,
        );
        if (viewport) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        await shoot(page, 'games', `history-queued-${viewport ? 375 : 1280}`);
      }
    },
    SLOW,
  );

  it(
    'a player sees the game but no History',
    async () => {
      const { page } = suite;
      await logInThroughApi(page, 'player');
      await page.goto(`/games/detail/${game.gameID}`);
      await page.getByRole('table', { name: 'Points' }).locator('tbody tr').first().waitFor();
      await expect(page.getByRole('heading', { name: 'History' }).count()).resolves.toBe(0);
    },
    SLOW,
  );
});
