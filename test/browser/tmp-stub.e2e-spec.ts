import { describe, expect, it } from '@jest/globals';
import { browserSuite, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

const rows = Array.from({ length: 20 }, (_, i) => ({ ranked: i + 1, playerID: 100 + i, playerNumber: 9000000 + i, playerName: `Player Number ${i + 1}`, firstName: 'P', lastName: String(i), totalPoints: 200 - i * 7, totalPlaced: 10 - (i % 5), totalWon: i % 4, totalGames: 12 }));

describe('stub', () => {
  const suite = browserSuite();
  it('renders', async () => {
    for (const viewport of [null, PHONE_VIEWPORT]) {
      const page = viewport ? await suite.reopen(viewport) : suite.page;
      await page.route('**/v1/point/totals/**', (route) => route.fulfill({ json: { rows, total: 45 } }));
      await page.goto('/players/leaderboard/2025/All');
      await eventually(async () => expect(await page.locator('.apexcharts-canvas').count()).toBe(1), { timeoutMs: 10000 });
      await page.waitForTimeout(500);
      await shoot(page, 'stub', `players-${viewport ? 375 : 1280}`);
      if (viewport) { await page.evaluate(() => window.scrollTo(0, 500)); await page.screenshot({ path: '/tmp/boards-shots/phone-view.png' }); }
    }
  });
});
