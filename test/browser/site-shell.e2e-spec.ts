/**
 * The site's shell in a real browser against the real server: routes and titles,
 * old addresses and player short links, Unknown Page, the menus on a laptop and a
 * phone, the logo, dark mode per user, and the test clock.
 * Needs the built site (npm run build:web).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, launchBrowser, logIn, logOut, openPage, PHONE_VIEWPORT, waitForHeading, waitForTitle } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';


describe('site shell', () => {
  let testApp: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    testApp = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  beforeEach(async () => {
    ({ context, page } = await openPage(browser, testApp.url));
  });

  afterEach(async () => {
    await context?.close();
  });

  it('shows the home page with its welcome heading and the site name in the title', async () => {
    await page.goto('/');
    await waitForHeading(page, /largest free poker community in the region/);
    await waitForTitle(page, 'Home');
  });

  it.each([
    ['/leaderboards', '/players/leaderboard', 'Player Leaderboard'],
    ['/player-card', '/players/card', 'Player Card'],
    ['/player-dashboards', '/players/dashboard', 'Player Dashboard'],
    ['/playerfinder', '/players/search', 'Player Search'],
    ['/vegas-invites', '/players/invites', 'Vegas Invites'],
    ['/event-calendar', '/events/calendar', 'Calendar'],
    ['/upcoming-quarterly', '/events/quarterly', 'Quarterly Tournament'],
    ['/list-events', '/events/browse', 'Events'],
    ['/rules', '/about/rules/general', 'General Rules'],
    ['/host-rules', '/about/rules/host', 'Host Rules'],
    ['/our-history', '/about/history', 'History'],
    ['/leadership', '/about/team', 'Our Team'],
    ['/faq', '/about/faq', 'FAQ'],
    ['/memorial', '/about/memorial', 'Memorial'],
    ['/contact-us', '/about/contact', 'Contact Us'],
  ])('redirects %s to %s', async (from, to, title) => {
    await page.goto(from);
    await page.waitForURL(`**${to}`);
    expect(currentPath(page)).toBe(to);
    await waitForTitle(page, title);
  });

  it('keeps the query string on a redirect', async () => {
    await page.goto('/leaderboards?today=2024-03-15');
    await page.waitForURL('**/players/leaderboard?today=2024-03-15');
  });

  it.each([
    ['/p/9000006', '/players/dashboard/9000006'],
    ['/p?N=9000006', '/players/dashboard/9000006'],
    ['/p?n=9000005', '/players/dashboard/9000005'],
  ])('sends the short link %s to %s', async (from, to) => {
    await page.goto(from);
    await page.waitForURL(`**${to}`);
    expect(currentPath(page)).toBe(to);
    await waitForTitle(page, 'Player Dashboard');
  });

  it('shows Unknown Page for an address it does not know', async () => {
    await page.goto('/no/such/page');
    await waitForHeading(page, 'Unknown Page');
    await waitForTitle(page, 'Unknown Page');
    expect(currentPath(page)).toBe('/no/such/page');
  });

  it('shows Unauthorized at /unauthorized', async () => {
    await page.goto('/unauthorized');
    await waitForHeading(page, 'Unauthorized');
  });

  it('shows "Coming soon" with the screen name for screens of later issues, with optional segments', async () => {
    await page.goto('/events/browse/0/0/0/0/2024/3');
    await waitForHeading(page, 'Events');
    await expect(page.getByTestId('coming-soon').first().innerText()).resolves.toContain('Coming soon');
  });

  it('shows only public items in the top menu, and Satellites points to browse view 2', async () => {
    await page.goto('/');
    await waitForHeading(page, /Welcome/);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Home', 'Calendar', 'Leaderboards', 'Satellites', 'Quarterly', 'Vegas Invites', 'Players', 'News', 'About']) {
      await expect(nav.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(nav.getByText(/Manage|Dashboard/).count()).resolves.toBe(0);
    await expect(page.getByTestId('menu-satellites').getAttribute('href')).resolves.toBe('/events/browse/2');
    await page.getByTestId('menu-satellites').click();
    await page.waitForURL('**/events/browse/2');
  });

  it('opens the About group and goes to a rules page', async () => {
    await page.goto('/');
    await page.getByTestId('menu-about').click();
    await page.getByRole('menuitem', { name: 'Gameplay' }).click();
    await page.waitForURL('**/about/rules/gameplay');
  });

  it('goes back when the logo is clicked, and home when there is nowhere to go back to', async () => {
    await page.goto('/about/faq');
    await page.getByTestId('logo').click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByTestId('menu-calendar').click();
    await page.waitForURL('**/events/calendar');
    await page.getByTestId('logo').click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('links the avatar to log-in, which forwards a logged-in user to the dashboard', async () => {
    await page.goto('/');
    await expect(page.getByTestId('avatar').getAttribute('href')).resolves.toBe('/users/login');
    await logIn(page, 'player');
    await page.goto('/');
    await page.getByTestId('avatar').click();
    await page.waitForURL('**/users/dashboard');
  });

  it('keeps dark mode per user', async () => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    await logIn(page, 'player');
    expect(await scheme()).toBe('light');
    await page.getByTestId('toggle-dark-mode').click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.getByTestId('user-name').waitFor();
    expect(await scheme()).toBe('dark');

    await logOut(page);
    await page.evaluate(() => localStorage.setItem('league.color-scheme.visitor', 'light'));
    await page.reload();
    expect(await scheme()).toBe('light');

    await logIn(page, 'player');
    expect(await scheme()).toBe('dark');
  });

  it('sends the today parameter to the server as X-Test-Today, for the rest of the tab', async () => {
    await page.goto('/?today=2024-03-15');
    await waitForHeading(page, /Welcome/);
    const login = page.waitForRequest((request) => request.url().endsWith('/v1/user/login'));
    await logIn(page, 'player');
    expect((await login).headers()['x-test-today']).toBe('2024-03-15');
  });

  describe('on a phone (375 px)', () => {
    beforeEach(async () => {
      await context.close();
      ({ context, page } = await openPage(browser, testApp.url, PHONE_VIEWPORT));
    });

    it('uses a burger menu with big touch targets and no sideways scrolling', async () => {
      await page.goto('/');
      await waitForHeading(page, /Welcome/);
      await expect(page.getByTestId('menu-home').isVisible()).resolves.toBe(false);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

      await page.getByTestId('burger').click();
      const news = page.getByRole('dialog').getByRole('link', { name: 'News' });
      const box = await news.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await news.click();
      await page.waitForURL('**/posts/browse');
      await waitForHeading(page, 'News');
    });

    it('logs in and shows the dashboard', async () => {
      await logIn(page, 'host');
      await expect(page.getByTestId('user-menu-manage-deposits').isVisible()).resolves.toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    });
  });
});
