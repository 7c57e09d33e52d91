/**
 * The catalog (issue 21) in a real headless Chromium against the real server and the
 * built site: a write on one screen refreshes the choices and searches of the others
 * in the same page (no reload): a venue saved in Manage Venues shows in Manage Games'
 * venue selects, a player renamed in Manage Players shows renamed in Player Search.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, expectFormHeading, logInThroughApi } from '../support/browser.js';
import { somePlayers } from '../support/builders.js';

const SLOW = 180_000;
const TODAY = '2026-03-10';

/** A client-side navigation (as a link does): the page, its scripts and its query cache stay. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Marks the document, to show later that no reload happened. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { catalogSpecMark: true }));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { catalogSpecMark?: boolean }).catalogSpecMark === true);

describe('the catalog in the browser (issue 21)', () => {
  const suite = browserSuite();

  it(
    'shows a venue saved in Manage Venues in the venue selects of Manage Games, without a reload',
    async () => {
      const { page } = suite;
      const venue = 'Catalog Refresh Tavern';
      await logInThroughApi(page, 'manager');
      await page.goto(`/update/games?today=${TODAY}`);
      await page.getByRole('heading', { level: 1, name: 'Manage Games' }).waitFor();
      // The picker's venue filter has its list (and the new venue is not in it).
      await page
        .locator('select[name="venueID"] option', { hasText: 'All Venues' })
        .first()
        .waitFor({ state: 'attached' });
      expect(await page.locator('select[name="venueID"] option', { hasText: venue }).count()).toBe(0);
      await markDocument(page);

      await goInApp(page, `/update/venues?today=${TODAY}`);
      await page.getByRole('heading', { level: 1, name: 'Manage Venues' }).waitFor();
      const form = page.getByRole('form', { name: 'Venue' });
      await form.getByLabel('Title').fill(venue);
      await form.getByLabel('Address').fill('21 Catalog Way');
      await form.getByLabel('City').fill('Tacoma');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Venue added');

      await goInApp(page, `/update/games?today=${TODAY}`);
      await page.getByRole('heading', { level: 1, name: 'Manage Games' }).waitFor();
      await page
        .locator('select[name="venueID"] option', { hasText: venue })
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 });
      expect(await stillSameDocument(page)).toBe(true);
    },
    SLOW,
  );

  it(
    'shows a player renamed in Manage Players under the new name in Player Search, without a reload',
    async () => {
      const { page, testApp } = suite;
      await somePlayers(testApp, 1, { firstName: 'Olga', lastName: 'Catalogname' });
      await logInThroughApi(page, 'assistant');
      await page.goto('/players/search?q=catalogname');
      await page.getByTestId('player-search-total').filter({ hasText: 'Total Results: 1' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'Olga' }).waitFor();
      await markDocument(page);

      await goInApp(page, '/update/players');
      await page.getByRole('heading', { level: 1, name: 'Manage Players' }).waitFor();
      await page
        .getByRole('combobox', { name: 'Find a player' })
        .or(page.getByRole('textbox', { name: 'Find a player' }))
        .fill('catalogname');
      await page.getByRole('option', { name: /Olga Catalogname/ }).click();
      const form = page.getByRole('form', { name: 'Player' });
      await expectFormHeading(form, 'status', 'Update the player below.');
      await form.getByLabel('First Name').fill('Olivia');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player updated');

      await goInApp(page, '/players/search?q=catalogname');
      await page.getByRole('heading', { level: 1, name: 'Player Search' }).waitFor();
      // The search asked before the save is stale now: it is asked again, and shows the new name.
      await page.getByRole('row').filter({ hasText: 'Olivia' }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('row').filter({ hasText: 'Olga' }).count()).toBe(0);
      expect(await stillSameDocument(page)).toBe(true);
    },
    SLOW,
  );
});
