/**
 * Issue 24 part 3 (live on game night), in a real headless Chromium against the real
 * server, its worker and the built site: an open Player Dashboard and an open Player
 * Leaderboard show a game's result, without a reload, by themselves (the 2 s goal is logged, not asserted).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type Rows } from '../support/api.js';
import { browserSuite, waitForHeading } from '../support/browser.js';
import { aGameWithEntries, aPlayer, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { eventually } from '../support/eventually.js';

/**
 * Product goal: from the ending's answer to the open page showing it, 2 s. Logged, not asserted
 * (a speed goal is a benchmark's: on a busy machine the worker alone can take longer); the test
 * asserts that the pages show it by themselves.
 */
const LIVE_WITHIN_MS = 2_000;
const SHOWN_WITHIN_MS = 30_000;

describe('live standings: open pages show a game result by themselves', () => {
  const suite = browserSuite();
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(suite.testApp.settings), {
      logger: false,
    });
    await worker.init();
  }, 120_000);
  suite.closeBeforeApp(async () => worker?.close());

  it('an open dashboard and an open leaderboard show the ending by themselves, without a reload', async () => {
    const app = suite.testApp;
    const manager = await app.login('manager');
    expect(
      (
        await api(app)
          .as(manager)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    const star = await aPlayer(app, { firstName: 'Vivi', lastName: 'Livewell' });
    const others = await somePlayers(app, 4);
    const { venue, event } = await aVenueWithSeries(app);
    // Tonight's game (three hours ago: this month, season and year), not ended yet.
    const game = await aGameWithEntries(app, 5, {
      venueID: venue.venueID,
      eventID: event.eventID,
      players: [star, ...others],
    });

    const dashboard = suite.page;
    await dashboard.goto(`/players/dashboard/${star.playerNumber}`);
    await waitForHeading(dashboard, 'Player Dashboard');
    await dashboard.getByTestId('rank-card').filter({ hasText: 'Unranked' }).waitFor();
    const leaderboard = await suite.context.newPage();
    await leaderboard.goto('/players/leaderboard');
    await waitForHeading(leaderboard, /Leaderboard/);
    await leaderboard.getByRole('table').first().waitFor();
    expect(await leaderboard.getByText('Vivi Livewell').count()).toBe(0);
    // Both pages hear changes (their socket is open and watching) before the game ends; a page
    // opens its socket once the visitor is reading (lib/visitor-reading.ts): a pointer moves.
    for (const page of [dashboard, leaderboard]) await page.mouse.move(5, 5);
    for (const page of [dashboard, leaderboard])
      await page.waitForFunction(() => document.documentElement.dataset['liveStandings'] === 'watching', undefined, {
        timeout: SHOWN_WITHIN_MS,
      });
    // Neither page is reloaded: a mark on each window would be lost by one.
    for (const page of [dashboard, leaderboard])
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const entries = game.entries;
    const ended = await api(app)
      .as(manager)
      .post('/v1/point/end', {
        data: { gameID: game.gameID, places: entries.map((entry, i) => ({ pointID: entry.pointID, place: i + 1 })) },
      });
    expect(ended.status).toBe(200);
    const answeredAt = Date.now();

    // The star's total as the server now answers it (read after the ending, off the pages).
    let points = 0;
    await eventually(
      async () => {
        const rows = (await api(app).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venue.venueID}/0/0/All/1/0`)).body
          .rows;
        points = rows.find((row) => row.playerID === star.playerID)?.totalPoints ?? 0;
        expect(points).toBeGreaterThan(0);
      },
      { timeoutMs: SHOWN_WITHIN_MS, everyMs: 50 },
    );
    const left = () => Math.max(1, SHOWN_WITHIN_MS - (Date.now() - answeredAt));
    await Promise.all([
      dashboard
        .getByTestId('rank-card')
        .filter({ hasText: `${points} points` })
        .waitFor({ timeout: left() }),
      leaderboard.getByRole('table').getByText('Vivi Livewell').first().waitFor({ timeout: left() }),
    ]);
    const shownAfter = Date.now() - answeredAt;
    await expect(dashboard.getByTestId('rank-card').innerText()).resolves.toMatch(/#\d+/);
    for (const page of [dashboard, leaderboard])
      await expect(page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(
        true,
      );
    console.log(`live standings: shown ${shownAfter} ms after the ending's answer (goal ${LIVE_WITHIN_MS} ms)`);
  }, 120_000);
});
