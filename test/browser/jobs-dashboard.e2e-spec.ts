/**
 * The jobs dashboard in a real browser: an admin goes from the user menu to the Jobs screen,
 * rebuilds the standings (the worker runs it; the screen follows its progress to 100 %) and
 * opens the dashboard (bull-board), which lists the league's queues; a manager is refused
 * both the screen and the dashboard. Needs the built site (npm run build:web).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ALL_QUEUES } from '../../src/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import {
  browserSuite,
  currentPath,
  logIn,
  logInThroughApi,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers } from '../support/builders.js';

describe('jobs dashboard', () => {
  const suite = browserSuite();
  let worker: INestApplicationContext;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(suite.testApp.settings), {
      logger: false,
    });
    await worker.init();
    const players = await somePlayers(suite.testApp, 6);
    const { venue, event } = await aVenueWithSeries(suite.testApp);
    for (const month of ['01', '04', '07']) {
      await aGameWithEntries(suite.testApp, 5, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: new Date(`2025-${month}-10T03:00:00Z`),
        players,
        ended: true,
      });
    }
  });
  afterAll(async () => {
    await worker?.close();
  });

  it('an admin goes from the menu to Jobs, rebuilds the standings to 100 %, and opens the dashboard with every queue', async () => {
    const { page } = suite;
    await logIn(page, 'admin');
    await page.getByTestId('user-menu-jobs').click();
    await waitForHeading(page, 'Jobs');
    expect(currentPath(page)).toBe('/update/jobs');

    // The worker may have rebuilt on its own at start (games ended, empty read model): follow this click's job.
    const [started] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/v1/admin/standings/rebuild') && response.request().method() === 'POST',
      ),
      page.getByTestId('start-standings-rebuild').click(),
    ]);
    const { rebuild } = (await started.json()) as { rebuild: { jobID: string } };
    const shown = page.getByTestId('standings-rebuild').filter({ hasText: `Job ${rebuild.jobID},` });
    await shown.getByTestId('standings-rebuild-state').filter({ hasText: 'Finished' }).waitFor({ timeout: 30_000 });
    await expect(shown.getByTestId('standings-rebuild-progress').innerText()).resolves.toBe('100%');
    await shoot(page, 'jobs', 'screen');

    await page.getByTestId('open-jobs-dashboard').click();
    await page.waitForURL('**/admin/jobs/**');
    for (const { name } of ALL_QUEUES) await page.getByText(name, { exact: true }).first().waitFor({ timeout: 20_000 });
    // The dashboard's own JSON calls go through with the cookie the site set (none is refused).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/admin/jobs/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    await page.getByText('standings', { exact: true }).first().click();
    await page.waitForURL('**/admin/jobs/queue/standings**');
    await page.waitForTimeout(500);
    await shoot(page, 'jobs', 'dashboard');
    expect(refused).toEqual([]);
  }, 90_000);

  it('fits a phone: the Jobs screen at 375 px has no sideways scroll', async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    await logInThroughApi(page, 'owner');
    await page.goto('/update/jobs');
    await waitForHeading(page, 'Jobs');
    await page.getByTestId('start-standings-rebuild').waitFor();
    await shoot(page, 'jobs', 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('refuses a manager the Jobs screen and the dashboard', async () => {
    const { page } = suite;
    await logIn(page, 'manager');
    await expect(page.getByTestId('user-menu-jobs').count()).resolves.toBe(0);
    await page.goto('/update/jobs');
    await page.waitForURL('**/unauthorized');
    const answer = await page.goto('/admin/jobs/');
    expect(answer?.status()).toBe(401);
    // Even with a manager's session in the dashboard's cookie, the answer is 403.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('league.session') ?? '{}') as { authToken?: string }).authToken ?? '',
    );
    await suite.context.addCookies([{ name: 'league_jobs', value: token, url: `${suite.testApp.url}/admin/jobs/` }]);
    const refused = await page.goto('/admin/jobs/');
    expect(refused?.status()).toBe(403);
    expect(await refused?.json()).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
  });
});
