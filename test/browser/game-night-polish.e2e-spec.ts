/**
 * Issue 30's TV and the smaller things around a game night, in a real headless Chromium
 * against the real server and the built site: the monitor holds each welcome for 3 s and
 * queues a burst in order, and says a Regular player's points this year (not "Total: 0
 * points"); Game Detail counts the players checked in before the ending; the player card's
 * two designs have headings in words; Earnings marks a canceled game.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import { browserSuite, logInThroughApi, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';
import { aGame, aGameWithEntries, aPlayer, aPlayerWithPoints, aVenue, type BuiltPlayer } from '../support/builders.js';

const SLOW = 240_000;
const SHOTS = 'game-night-polish';
const MINUTE = 60_000;
const ZONE = 'America/Los_Angeles';
/** The monitor's hold (web/src/features/games/monitor-welcome.ts), less a timer's slack. */
const HOLD_MS = 3_000;

/** Resolves once the page has joined the game's room (the server acknowledged its watchGame). */
function joinedRoom(page: Page, gameID: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes(`"watching":${gameID}`)) resolve();
      }),
    );
  });
}

/** Records in the page each welcome the monitor puts up (a new panel per welcome) with the time it came. */
async function recordWelcomes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { name: string; at: number }[] = [];
    let last: Element | null = null;
    const look = () => {
      const panel = document.querySelector('[data-testid="monitor-welcome"]');
      const name = panel?.querySelector('[data-testid="welcome-player"]')?.textContent ?? null;
      if (panel && name && panel !== last) {
        last = panel;
        seen.push({ name, at: performance.now() });
      }
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { welcomes: typeof seen }).welcomes = seen;
  });
}

const welcomesShown = (page: Page): Promise<{ name: string; at: number }[]> =>
  page.evaluate(() => (window as unknown as { welcomes: { name: string; at: number }[] }).welcomes);

describe('issue 30: the TV and the game-night details', () => {
  const suite = browserSuite();
  let host: string;
  const checkIn = (gameID: number, playerID: number) =>
    api(suite.testApp).as(host).post('/v1/point/check-in', { data: { gameID, playerID } });

  beforeAll(async () => {
    host = await suite.testApp.login('host');
    expect(
      (
        await api(suite.testApp)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });

  it(
    "welcomes a Regular game's player with their points this year, and a burst of five one by one, each at least 3 s, in order",
    async () => {
      const { page } = suite;
      const gameAt = new Date(Date.now() + 90 * MINUTE);
      const year = DateTime.fromJSDate(gameAt, { zone: ZONE }).year;
      const regular = await aPlayer(suite.testApp, { firstName: 'Rae', lastName: 'Regular' });
      await aPlayerWithPoints(
        suite.testApp,
        859,
        DateTime.fromObject({ year, month: 1, day: 2, hour: 19 }, { zone: ZONE }).toJSDate(),
        { player: regular },
      );
      const game = await aGame(suite.testApp, { gameAt, title: 'Welcome Night' });
      const joined = joinedRoom(page, game.gameID);
      await page.goto(`/games/monitor/${game.gameID}`);
      await page.getByTestId('monitor-title').waitFor();
      await joined;
      await recordWelcomes(page);

      expect((await checkIn(game.gameID, regular.playerID)).status).toBe(200);
      await page.getByTestId('welcome-player').filter({ hasText: 'Rae Regular' }).waitFor({ timeout: 2_000 });
      await expect(page.getByTestId('welcome-points').innerText()).resolves.toBe('This year: 859 points');
      await expect(page.getByTestId('monitor-welcome').innerText()).resolves.not.toMatch(/Total: 0/);
      await shoot(page, SHOTS, 'monitor-regular-1280');

      // Five check-ins land together (a host's queue sent after the Wi-Fi came back).
      const burst: BuiltPlayer[] = [];
      for (const lastName of ['Ames', 'Brook', 'Cole', 'Dane', 'Eve'])
        burst.push(await aPlayer(suite.testApp, { firstName: 'Burst', lastName }));
      await page.waitForTimeout(HOLD_MS);
      for (const player of burst) expect((await checkIn(game.gameID, player.playerID)).status).toBe(200);
      await page
        .getByTestId('welcome-player')
        .filter({ hasText: 'Burst Eve' })
        .waitFor({ timeout: 6 * HOLD_MS });
      const shown = (await welcomesShown(page)).slice(1);
      expect(shown.map(({ name }) => name)).toEqual(burst.map((player) => `${player.firstName} ${player.lastName}`));
      // Each held its 3 s from when it was put up; on a busy machine its drawing can come a few
      // hundred ms after that (2,859 ms between two at load 19), so the gaps are checked to 500 ms.
      for (let index = 1; index < shown.length; index++)
        expect(shown[index]!.at - shown[index - 1]!.at).toBeGreaterThanOrEqual(HOLD_MS - 500);
    },
    SLOW,
  );

  it(
    'counts the players checked in on Game Detail before the game ends, and follows each check-in',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      const game = await aGameWithEntries(suite.testApp, 3, {
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Counting Night',
      });
      await page.goto(`/games/detail/${game.gameID}`);
      await page.getByRole('table', { name: 'Points' }).locator('tbody tr').nth(2).waitFor();
      await page
        .getByTestId('game-players')
        .filter({ hasText: /^3 players$/ })
        .waitFor();
      const late = await aPlayer(suite.testApp, { firstName: 'Lee', lastName: 'Late' });
      expect((await checkIn(game.gameID, late.playerID)).status).toBe(200);
      await page
        .getByTestId('game-players')
        .filter({ hasText: /^4 players$/ })
        .waitFor({ timeout: 10_000 });
      await shoot(page, SHOTS, 'game-detail-375');
    },
    SLOW,
  );

  it(
    'heads the player card’s two designs in words, not version numbers',
    async () => {
      const { page } = suite;
      const player = await aPlayer(suite.testApp, { firstName: 'Cara', lastName: 'Card' });
      await page.goto(`/players/card/${player.playerNumber}`);
      await page.getByTestId('card-name').filter({ hasText: 'Cara Card' }).waitFor();
      const headings = (await page.getByRole('heading', { level: 2 }).allInnerTexts()).map((text) => text.trim());
      expect(headings).toEqual(expect.arrayContaining(['Wide card (pre-printed)', 'Plain card']));
      await expect(page.locator('main').innerText()).resolves.not.toMatch(/Version \d/);
      await expect(page.getByRole('region', { name: 'Plain card' }).count()).resolves.toBe(1);
      await shoot(page, SHOTS, 'player-card-1280');
    },
    SLOW,
  );

  it(
    'marks a canceled game as canceled in Earnings, where the Session column is left out',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      const venue = await aVenue(suite.testApp, { title: 'Earnings Hall' });
      const at = (day: number) =>
        DateTime.fromObject({ year: 2025, month: 5, day, hour: 19 }, { zone: ZONE }).toJSDate();
      await aGame(suite.testApp, { venueID: venue.venueID, gameAt: at(6), canceled: true });
      await aGame(suite.testApp, { venueID: venue.venueID, gameAt: at(13) });
      await logInThroughApi(page, 'admin');
      await page.goto(`/events/browse/earnings/0/${venue.venueID}/0/2025`);
      await waitForHeading(page, /Earnings/);
      const rows = page.getByRole('table', { name: 'Games' }).locator('tbody tr');
      await rows.nth(1).waitFor();
      const texts = await rows.allInnerTexts();
      expect(texts).toHaveLength(2);
      expect(texts.filter((text) => /canceled/i.test(text))).toHaveLength(1);
      // Newest first: the 13th played, the 6th canceled.
      await expect(rows.nth(1).getByTestId('canceled-badge').innerText()).resolves.toMatch(/canceled/i);
      await expect(rows.nth(0).getByTestId('canceled-badge').count()).resolves.toBe(0);
      await shoot(page, SHOTS, 'earnings-375');
    },
    SLOW,
  );
});
