/**
 * The owner's security log (issue 32, beyond SPEC) in a real browser: from the user menu to a
 * table of the recent events (a failed log-in of a player shows with its account, outcome and
 * detail), on a laptop and a phone; an admin is refused the screen. Needs the built site.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import { browserSuite, currentPath, logIn, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';

const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('security log screen', () => {
  const suite = browserSuite();

  it('the owner goes from the menu to the security log and sees a failed log-in, at 1280 and 375 px', async () => {
    const playerID = suite.testApp.accounts.player;
    await api(suite.testApp).post('/v1/user/login', { userName: 'player', password: 'a-wrong-password' });
    const page = suite.page;
    await logIn(page, 'owner');
    await page.getByTestId('user-menu-security-log').click();
    await waitForHeading(page, 'Security Log');
    expect(currentPath(page)).toBe('/update/security');
    const table = page.getByRole('table', { name: 'Security events' });
    const failed = table
      .getByRole('row')
      .filter({ hasText: `#${playerID}` })
      .filter({ hasText: 'failure' })
      .first();
    await failed.waitFor();
    await expect(failed.innerText()).resolves.toContain('wrong password');
    // The owner's own log-in, a moment ago, is the newest row.
    await expect(table.getByRole('row').nth(1).innerText()).resolves.toMatch(/login\s+success/i);
    expect(await fitsWidth(page)).toBe(true);
    await shoot(page, 'security-log', '1280');

    const phone = await suite.reopen(PHONE_VIEWPORT);
    await logIn(phone, 'owner');
    await phone.goto('/update/security');
    await waitForHeading(phone, 'Security Log');
    await phone
      .getByRole('table', { name: 'Security events' })
      .getByRole('row')
      .filter({ hasText: 'wrong password' })
      .filter({ hasText: `account #${playerID}` })
      .first()
      .waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await shoot(phone, 'security-log', '375');
  });

  it('refuses an admin', async () => {
    await logIn(suite.page, 'admin');
    await suite.page.goto('/update/security');
    await suite.page.waitForURL('**/unauthorized');
  });
});
