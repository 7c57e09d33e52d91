/**
 * What search engines and the first visit see: a valid robots.txt served by the app,
 * home's meta description, and the parts of the shell that load only when needed
 * (the phone menu, the top menu, notifications) still working.
 * Needs the built site (npm run build:web). Speed itself is measured by
 * scripts/bench-lighthouse.mjs, not tested here.
 */
import { describe, expect, it } from '@jest/globals';
import { browserSuite, logIn, PHONE_VIEWPORT, waitForHeading } from '../support/browser.js';

/** The robots.txt fields search engines read (RFC 9309 plus the common Sitemap and Crawl-delay). */
const ROBOTS_FIELDS = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay']);

describe('first page', () => {
  // Each test a first visit: what a cold load fetches is what they are about.
  const suite = browserSuite({ contexts: 'fresh' });

  it('serves a valid robots.txt as plain text, not the site page', async () => {
    const response = await fetch(`${suite.testApp.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await response.text())
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line !== '');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).toMatch(/^[A-Za-z-]+:\s*\S*$/);
    const fields = rules.map((rule) => rule.slice(0, rule.indexOf(':')).toLowerCase());
    expect(fields.filter((field) => !ROBOTS_FIELDS.has(field))).toEqual([]);
    // Rules belong to a group: the first line names the crawlers, and one group is for all of them.
    expect(fields[0]).toBe('user-agent');
    expect(rules).toContainEqual(expect.stringMatching(/^user-agent:\s*\*$/i));
    // The public pages stay open to search engines.
    expect(rules.map((rule) => rule.toLowerCase().replace(/\s+/g, ''))).not.toContain('disallow:/');
  });

  it('describes the site to search engines on home', async () => {
    await suite.page.goto('/');
    await waitForHeading(suite.page, /Welcome/);
    const description = await suite.page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThanOrEqual(50);
    await expect(suite.page.locator('html').getAttribute('lang')).resolves.toBe('en');
  });

  it('opens the phone menu, loaded on the first touch of the burger', async () => {
    await suite.reopen(PHONE_VIEWPORT);
    await suite.page.goto('/');
    await waitForHeading(suite.page, /Welcome/);
    await expect(suite.page.getByRole('dialog').count()).resolves.toBe(0);
    await suite.page.getByTestId('burger').click();
    const dialog = suite.page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Calendar' }).click();
    await suite.page.waitForURL('**/events/calendar');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the top menu with the first paint of a laptop screen', async () => {
    await suite.page.goto('/about/faq');
    await waitForHeading(suite.page, 'Frequently Asked Questions');
    // No waiting: the menu must already be there when the screen is.
    await expect(suite.page.getByTestId('menu-calendar').isVisible()).resolves.toBe(true);
    await suite.page.getByTestId('avatar').hover();
    await suite.page.getByRole('tooltip', { name: 'User log-in' }).waitFor();
  });

  /** The scripts and styles the page downloaded, by file name, with how many times each. */
  const downloaded = (page: typeof suite.page) =>
    page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const entry of performance.getEntriesByType('resource')) {
        const file = new URL(entry.name).pathname.split('/').pop() ?? '';
        if (/\.(js|css)$/.test(file)) counts[file] = (counts[file] ?? 0) + 1;
      }
      return counts;
    });

  it("fetches the top menu's scripts and styles on a laptop only, each once", async () => {
    await suite.page.goto('/');
    await waitForHeading(suite.page, /Welcome/);
    await suite.page.getByTestId('menu-calendar').waitFor();
    await suite.page.waitForLoadState('networkidle');
    const laptop = await downloaded(suite.page);
    const menuFiles = Object.keys(laptop).filter((file) => /^(main-menu|Menu|Popover|Tooltip)-/.test(file));
    expect(menuFiles.length).toBeGreaterThanOrEqual(3);
    expect(Object.entries(laptop).filter(([, times]) => times > 1)).toEqual([]);

    // The page a phone is sent is the same (the server knows no width): the menu's links carry the wide screen's media.
    await suite.reopen(PHONE_VIEWPORT);
    await suite.page.goto('/');
    await waitForHeading(suite.page, /Welcome/);
    await suite.page.waitForLoadState('networkidle');
    const phone = await downloaded(suite.page);
    expect(Object.keys(phone).filter((file) => menuFiles.includes(file))).toEqual([]);
  });

  it('shows a notification when the server ends the session', async () => {
    await logIn(suite.page, 'player');
    await suite.page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('league.session') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('league.session', JSON.stringify({ ...session, authToken: 'no-longer-valid' }));
    });
    await suite.page.goto('/');
    await suite.page.getByText('Your session has ended. Please log in again.').waitFor();
  });
});
