/**
 * The user area in a real browser against the real server: log-in as each role and
 * the dashboard menu it shows, failed log-in, guards, log-out, password screens.
 * Needs the built site (npm run build:web).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, launchBrowser, logIn, logOut, openPage, waitForHeading, waitForTitle } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PLAYER_ITEMS = ['profile', 'player-card', 'card-request', 'my-dashboard', 'change-password'];
const ASSISTANT_ITEMS = ['manage-players', 'scanner-setup'];
const HOST_ITEMS = ['host-agreement', 'manage-deposits'];
const MANAGER_ITEMS = ['manage-games', 'manage-posts', 'manage-venues'];
const ADMIN_ITEMS = ['activity-dashboard', 'earnings'];
const ALL_ITEMS = [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS, ...MANAGER_ITEMS, ...ADMIN_ITEMS];

const expectedMenus = {
  player: PLAYER_ITEMS,
  assistant: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS],
  host: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS],
  manager: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS, ...MANAGER_ITEMS],
  admin: ALL_ITEMS,
  owner: ALL_ITEMS,
} as const;

const ROLE_NAMES = { player: 'Player', assistant: 'Assistant', host: 'Host', manager: 'Manager', admin: 'Admin', owner: 'Owner' } as const;

/** The ids of the dashboard's menu buttons, in order. */
async function menuIds(page: Page): Promise<string[]> {
  const testIds = await page.locator('[data-testid^="user-menu-"]').evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-testid') ?? ''),
  );
  return testIds.map((testId) => testId.replace('user-menu-', ''));
}

describe('user area', () => {
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

  describe.each(Object.entries(expectedMenus))('logged in as %s', (role, expected) => {
    it('shows exactly the menu of that role', async () => {
      await logIn(page, role);
      expect(currentPath(page)).toBe('/users/dashboard');
      await waitForTitle(page, 'User Dashboard');
      await expect(page.getByTestId('user-role').innerText()).resolves.toMatch(new RegExp(ROLE_NAMES[role as keyof typeof ROLE_NAMES], 'i'));

      const shown = await menuIds(page);
      expect(shown).toEqual(expected);
      for (const absent of ALL_ITEMS.filter((item) => !expected.includes(item))) {
        await expect(page.getByTestId(`user-menu-${absent}`).count()).resolves.toBe(0);
      }
      await expect(page.getByRole('button', { name: 'Toggle Dark Mode' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Log Out' }).isVisible()).resolves.toBe(true);
    });
  });

  it('links the quick links to the player own number', async () => {
    await logIn(page, 'player');
    const number = '9000006';
    await expect(page.getByTestId('user-menu-player-card').getAttribute('href')).resolves.toBe(`/players/card/${number}`);
    await expect(page.getByTestId('user-menu-card-request').getAttribute('href')).resolves.toBe(`/players/card/request/${number}`);
    await expect(page.getByTestId('user-menu-my-dashboard').getAttribute('href')).resolves.toBe(`/players/dashboard/${number}`);
    await expect(page.getByTestId('user-menu-change-password').getAttribute('href')).resolves.toBe('/users/resetpw');
  });

  it('sends the host agreement entry to events browse once host mode is on (admin)', async () => {
    await logIn(page, 'admin');
    await expect(page.getByTestId('user-menu-host-agreement').getAttribute('href')).resolves.toBe(
      `/events/browse/0/${testApp.accounts.admin}`,
    );
    await expect(page.getByTestId('user-menu-earnings').getAttribute('href')).resolves.toBe('/events/browse/earnings');
  });

  it('sends a host without host mode to the agreement', async () => {
    await logIn(page, 'host');
    await expect(page.getByTestId('user-menu-host-agreement').getAttribute('href')).resolves.toBe('/update/agreement');
    await expect(page.getByTestId('user-menu-host-agreement').innerText()).resolves.toContain('Host Agreement');
  });

  it('shows "Invalid credentials" for a wrong password and stays on the log-in page', async () => {
    await page.goto('/users/login');
    await waitForHeading(page, 'User Log-In');
    await page.getByRole('textbox', { name: 'User Name' }).fill('player');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByTestId('form-error').waitFor();
    await expect(page.getByTestId('form-error').innerText()).resolves.toBe('Invalid credentials');
    expect(currentPath(page)).toBe('/users/login');
  });

  it('checks for missing fields before asking the server', async () => {
    await page.goto('/users/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('form-error').innerText()).resolves.toBe('The "User Name" field is required.');
  });

  it('links the log-in page to password reset', async () => {
    await page.goto('/users/login');
    await page.getByRole('link', { name: /reset/i }).click();
    await page.waitForURL('**/users/resetpw');
  });

  it('sends a logged-in user from /users/login to the dashboard', async () => {
    await logIn(page, 'player');
    await page.goto('/users/login');
    await page.waitForURL('**/users/dashboard');
    await page.getByTestId('user-name').waitFor();
  });

  it('logs out, and the dashboard then asks for a log-in', async () => {
    await logIn(page, 'manager');
    await logOut(page);
    await waitForHeading(page, 'User Log-In');
    await page.goto('/users/dashboard');
    await page.waitForURL('**/users/login');
    const session = await page.evaluate(() => localStorage.getItem('league.session'));
    expect(session).toBeNull();
  });

  it('keeps the session across a reload (localStorage) and re-checks it with the server', async () => {
    await logIn(page, 'assistant');
    const me = page.waitForResponse((response) => response.url().endsWith('/v1/user/me'));
    await page.reload();
    expect((await me).status()).toBe(200);
    await expect(page.getByTestId('user-name').innerText()).resolves.toContain('Asha');
  });

  it('ends a session the server no longer knows', async () => {
    await logIn(page, 'player');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('league.session') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('league.session', JSON.stringify({ ...stored, authToken: 'revoked-token' }));
    });
    await page.goto('/users/dashboard');
    await page.waitForURL('**/users/login');
  });

  it('returns to the guarded page after logging in', async () => {
    await page.goto('/update/games');
    await page.waitForURL('**/users/login');
    await page.getByRole('textbox', { name: 'User Name' }).fill('manager');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-league');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/update/games');
    await waitForHeading(page, 'Manage Games');
  });

  it('sends a player to /unauthorized from a manager screen', async () => {
    await logIn(page, 'player');
    await page.goto('/update/games');
    await page.waitForURL('**/unauthorized');
    await waitForHeading(page, 'Unauthorized');
    await waitForTitle(page, 'Unauthorized');
  });

  it('needs host mode for the points screen: a host without it is refused, an admin has it', async () => {
    await logIn(page, 'host');
    await page.goto('/update/points/1');
    await page.waitForURL('**/unauthorized');
    await logOut(page);
    await logIn(page, 'admin');
    await page.goto('/update/points/1');
    await waitForHeading(page, 'Manage Points');
    expect(currentPath(page)).toBe('/update/points/1');
  });

  describe('reset password', () => {
    it('asks for an email address when all three fields are empty', async () => {
      await page.goto('/users/resetpw');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByTestId('form-error').innerText()).resolves.toBe('Please enter your email address');
    });

    it('answers the same success message for any address', async () => {
      await page.goto('/users/resetpw');
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByTestId('form-success').waitFor();
      await expect(page.getByTestId('form-success').innerText()).resolves.toBe('Check your email for a password reset link.');
    });
  });

  describe('set password', () => {
    const link = (userName: string) => `/users/setpw/${testApp.accounts.player}/${userName}/not-a-real-token`;

    it('reads "@" as a blank user name and refuses it', async () => {
      await page.goto(link('@'));
      await expect(page.getByRole('textbox', { name: 'User Name' }).inputValue()).resolves.toBe('');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-secret');
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill('new-secret');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByTestId('form-error').innerText()).resolves.toBe('Username is not valid');
    });

    it('refuses passwords that differ', async () => {
      await page.goto(link('player'));
      await expect(page.getByRole('textbox', { name: 'User Name' }).inputValue()).resolves.toBe('player');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-secret');
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill('other-secret');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByTestId('form-error').innerText()).resolves.toBe('Passwords do not match');
    });

    it("shows the server's refusal of a bad link", async () => {
      await page.goto(link('player'));
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-secret');
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill('new-secret');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByTestId('form-error').waitFor();
      await expect(page.getByTestId('form-error').innerText()).resolves.toMatch(/invalid|expired/i);
    });
  });
});
