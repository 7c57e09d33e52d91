/**
 * The site's shell in a real browser against the real server: routes and titles,
 * old addresses and player short links, Unknown Page, the menus on a laptop and a
 * phone, the logo, dark mode per user, and the test clock.
 * Needs the built site (npm run build:web).
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  browserSuite,
  currentPath,
  logIn,
  logInThroughApi,
  logOut,
  PHONE_VIEWPORT,
  waitForHeading,
  waitForTitle,
} from '../support/browser.js';

describe('site shell', () => {
  const suite = browserSuite();

  it('shows the home page with its welcome heading and the site name in the title', async () => {
    await suite.page.goto('/');
    await waitForHeading(suite.page, /largest free poker community in the region/);
    // Issue 31: home's title leads with the league's name; the league is a schema.org Organization.
    await waitForTitle(suite.page, 'Free Poker League');
    const jsonLd = await suite.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)).toMatchObject([
      { '@type': 'Organization', name: 'Free Poker League' },
    ]);
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
    await suite.page.goto(from);
    await suite.page.waitForURL(`**${to}`);
    expect(currentPath(suite.page)).toBe(to);
    await waitForTitle(suite.page, title);
  });

  it('keeps the query string on a redirect', async () => {
    await suite.page.goto('/leaderboards?today=2024-03-15');
    await suite.page.waitForURL('**/players/leaderboard?today=2024-03-15');
  });

  it.each([
    ['/p/9000006', '/players/dashboard/9000006'],
    ['/p?N=9000006', '/players/dashboard/9000006'],
    ['/p?n=9000005', '/players/dashboard/9000005'],
  ])('sends the short link %s to %s', async (from, to) => {
    await suite.page.goto(from);
    await suite.page.waitForURL(`**${to}`);
    expect(currentPath(suite.page)).toBe(to);
    // Issue 31: the player's own head (their name and points, or Player Not Found) replaces the route's.
    await suite.page.waitForFunction(
      () => document.title.endsWith(' · Free Poker League') && !document.title.startsWith('Player Dashboard'),
    );
  });

  it('issue 31: client-side navigation updates the one set of head tags (no second title, description or preview tags)', async () => {
    const { page } = suite;
    await page.goto('/');
    await waitForTitle(page, 'Free Poker League');
    // A link of home's Leaderboards box: the router moves, the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('region', { name: 'Leaderboards' }).getByRole('link', { name: 'Player Leaderboard' }).click();
    await page.waitForURL('**/players/leaderboard');
    await waitForTitle(page, 'Player Leaderboard');
    await expect(page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
    const counts = await page.evaluate(() =>
      [
        'title',
        'meta[name="description"]',
        'link[rel="canonical"]',
        'meta[property="og:title"]',
        'meta[name="twitter:card"]',
        'script[type="application/ld+json"]',
      ].map((selector) => document.head.querySelectorAll(selector).length),
    );
    expect(counts).toEqual([1, 1, 1, 1, 1, 0]); // home's Organization is gone
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/players\/leaderboard$/,
    );
    await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe(await page.title());
    await expect(page.locator('title').getAttribute('data-page-head')).resolves.toBe('');
  });

  it('shows Unknown Page for an address it does not know', async () => {
    await suite.page.goto('/no/such/page');
    await waitForHeading(suite.page, 'Unknown Page');
    await waitForTitle(suite.page, 'Unknown Page');
    expect(currentPath(suite.page)).toBe('/no/such/page');
  });

  it('shows Unauthorized at /unauthorized', async () => {
    await suite.page.goto('/unauthorized');
    await waitForHeading(suite.page, 'Unauthorized');
  });

  it('opens a screen at its route with an optional segment (every screen is built: none shows "Coming soon")', async () => {
    await logInThroughApi(suite.page, 'admin');
    await suite.page.goto('/activities/dashboard/1');
    await waitForHeading(suite.page, 'Activity Dashboard');
    await expect(suite.page.getByTestId('coming-soon').count()).resolves.toBe(0);
  });

  it('shows only public items in the top menu, and Satellites points to browse view 2', async () => {
    await suite.page.goto('/');
    await waitForHeading(suite.page, /Welcome/);
    const nav = suite.page.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Home',
      'Calendar',
      'Leaderboards',
      'Satellites',
      'Quarterly',
      'Vegas Invites',
      'Players',
      'News',
      'About',
    ]) {
      await expect(nav.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(nav.getByText(/Manage|Dashboard/).count()).resolves.toBe(0);
    await expect(suite.page.getByTestId('menu-satellites').getAttribute('href')).resolves.toBe('/events/browse/2');
    await suite.page.getByTestId('menu-satellites').click();
    await suite.page.waitForURL('**/events/browse/2');
  });

  it('opens the About group and goes to a rules page', async () => {
    await suite.page.goto('/');
    await suite.page.getByTestId('menu-about').click();
    await suite.page.getByRole('menuitem', { name: 'Gameplay' }).click();
    await suite.page.waitForURL('**/about/rules/gameplay');
  });

  it('goes back when the logo is clicked, and home when there is nowhere to go back to', async () => {
    await suite.page.goto('/about/faq');
    await suite.page.getByTestId('logo').click();
    await suite.page.waitForURL((url) => url.pathname === '/');

    await suite.page.getByTestId('menu-calendar').click();
    await suite.page.waitForURL('**/events/calendar');
    await suite.page.getByTestId('logo').click();
    await suite.page.waitForURL((url) => url.pathname === '/');
  });

  it('links the avatar to log-in, which forwards a logged-in user to the dashboard', async () => {
    await suite.page.goto('/');
    await expect(suite.page.getByTestId('avatar').getAttribute('href')).resolves.toBe('/users/login');
    await logInThroughApi(suite.page, 'player');
    await suite.page.goto('/');
    await suite.page.getByTestId('avatar').click();
    await suite.page.waitForURL('**/users/dashboard');
  });

  it('keeps dark mode per user', async () => {
    const scheme = () => suite.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    await logIn(suite.page, 'player');
    expect(await scheme()).toBe('light');
    await suite.page.getByTestId('toggle-dark-mode').click();
    expect(await scheme()).toBe('dark');
    await suite.page.reload();
    await suite.page.getByTestId('user-name').waitFor();
    expect(await scheme()).toBe('dark');

    await logOut(suite.page);
    await suite.page.evaluate(() => localStorage.setItem('league.color-scheme.visitor', 'light'));
    await suite.page.reload();
    expect(await scheme()).toBe('light');

    await logIn(suite.page, 'player');
    expect(await scheme()).toBe('dark');
  });

  it('sends the today parameter to the server as X-Test-Today, for the rest of the tab', async () => {
    await suite.page.goto('/?today=2024-03-15');
    await waitForHeading(suite.page, /Welcome/);
    const login = suite.page.waitForRequest((request) => request.url().endsWith('/v1/user/login'));
    await logIn(suite.page, 'player');
    expect((await login).headers()['x-test-today']).toBe('2024-03-15');
  });

  describe('on a phone (375 px)', () => {
    beforeEach(async () => {
      await suite.reopen(PHONE_VIEWPORT);
    });

    it('uses a burger menu with big touch targets and no sideways scrolling', async () => {
      await suite.page.goto('/');
      await waitForHeading(suite.page, /Welcome/);
      await expect(suite.page.getByTestId('menu-home').isVisible()).resolves.toBe(false);
      const width = await suite.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

      await suite.page.getByTestId('burger').click();
      const news = suite.page.getByRole('dialog').getByRole('link', { name: 'News' });
      const box = await news.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await news.click();
      await suite.page.waitForURL('**/posts/browse');
      await waitForHeading(suite.page, 'News');
    });

    it('logs in and shows the dashboard', async () => {
      await logIn(suite.page, 'host');
      await expect(suite.page.getByTestId('user-menu-manage-deposits').isVisible()).resolves.toBe(true);
      const width = await suite.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    });
  });
});
