/**
 * The user area in a real browser against the real server: log-in as each role and
 * the dashboard menu it shows, failed log-in, guards, log-out, password screens.
 * Needs the built site (npm run build:web).
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import {
  browserSuite,
  currentPath,
  logIn,
  logInThroughApi,
  logOut,
  shoot,
  waitForHeading,
  waitForTitle,
} from '../support/browser.js';
import { aGame, aPlayer, TEST_PASSWORD } from '../support/builders.js';

const PLAYER_ITEMS = ['profile', 'player-card', 'card-request', 'my-dashboard', 'change-password'];
const ASSISTANT_ITEMS = ['manage-players', 'scanner-setup'];
const HOST_ITEMS = ['host-agreement', 'manage-deposits'];
const MANAGER_ITEMS = ['manage-games', 'manage-posts', 'manage-venues'];
const ADMIN_ITEMS = ['activity-dashboard', 'earnings', 'jobs'];
const ALL_ITEMS = [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS, ...MANAGER_ITEMS, ...ADMIN_ITEMS];

const expectedMenus = {
  player: PLAYER_ITEMS,
  assistant: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS],
  host: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS],
  manager: [...PLAYER_ITEMS, ...ASSISTANT_ITEMS, ...HOST_ITEMS, ...MANAGER_ITEMS],
  admin: ALL_ITEMS,
  owner: [...ALL_ITEMS, 'earnings-report', 'security-log'],
} as const;

const ROLE_NAMES = {
  player: 'Player',
  assistant: 'Assistant',
  host: 'Host',
  manager: 'Manager',
  admin: 'Admin',
  owner: 'Owner',
} as const;

/** The ids of the dashboard's menu buttons, in order. */
async function menuIds(page: Page): Promise<string[]> {
  const testIds = await page
    .locator('[data-testid^="user-menu-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  return testIds.map((testId) => testId.replace('user-menu-', ''));
}

describe('user area', () => {
  const suite = browserSuite();

  describe.each(Object.entries(expectedMenus))('logged in as %s', (role, expected) => {
    it('shows exactly the menu of that role', async () => {
      await logIn(suite.page, role);
      expect(currentPath(suite.page)).toBe('/users/dashboard');
      await waitForTitle(suite.page, 'User Dashboard');
      await expect(suite.page.getByTestId('user-role').innerText()).resolves.toMatch(
        new RegExp(ROLE_NAMES[role as keyof typeof ROLE_NAMES], 'i'),
      );

      const shown = await menuIds(suite.page);
      expect(shown).toEqual(expected);
      for (const absent of ALL_ITEMS.filter((item) => !expected.includes(item))) {
        await expect(suite.page.getByTestId(`user-menu-${absent}`).count()).resolves.toBe(0);
      }
      await expect(suite.page.getByRole('button', { name: 'Toggle Dark Mode' }).isVisible()).resolves.toBe(true);
      await expect(suite.page.getByRole('button', { name: 'Log Out', exact: true }).isVisible()).resolves.toBe(true);
    });
  });

  it('links the quick links to the player own number', async () => {
    await logIn(suite.page, 'player');
    const number = String(suite.testApp.roles.player.playerNumber);
    await expect(suite.page.getByTestId('user-menu-player-card').getAttribute('href')).resolves.toBe(
      `/players/card/${number}`,
    );
    await expect(suite.page.getByTestId('user-menu-card-request').getAttribute('href')).resolves.toBe(
      `/players/card/request/${number}`,
    );
    await expect(suite.page.getByTestId('user-menu-my-dashboard').getAttribute('href')).resolves.toBe(
      `/players/dashboard/${number}`,
    );
    await expect(suite.page.getByTestId('user-menu-change-password').getAttribute('href')).resolves.toBe(
      '/users/resetpw',
    );
  });

  it('sends the host agreement entry to events browse once host mode is on (admin)', async () => {
    await logIn(suite.page, 'admin');
    await expect(suite.page.getByTestId('user-menu-host-agreement').getAttribute('href')).resolves.toBe(
      `/events/browse/0/${suite.testApp.accounts.admin}`,
    );
    await expect(suite.page.getByTestId('user-menu-earnings').getAttribute('href')).resolves.toBe(
      '/events/browse/earnings',
    );
  });

  it('sends a host without host mode to the agreement', async () => {
    await logIn(suite.page, 'host');
    await expect(suite.page.getByTestId('user-menu-host-agreement').getAttribute('href')).resolves.toBe(
      '/update/agreement',
    );
    await expect(suite.page.getByTestId('user-menu-host-agreement').innerText()).resolves.toContain('Host Agreement');
  });

  it('shows "Invalid credentials" for a wrong password and stays on the log-in page', async () => {
    await suite.page.goto('/users/login');
    await waitForHeading(suite.page, 'User Log-In');
    await suite.page.getByRole('textbox', { name: 'User Name' }).fill('player');
    await suite.page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await suite.page.getByRole('button', { name: 'Log In' }).click();
    await suite.page.getByTestId('form-error').waitFor();
    await expect(suite.page.getByTestId('form-error').innerText()).resolves.toBe('Invalid credentials');
    expect(currentPath(suite.page)).toBe('/users/login');
  });

  it('checks for missing fields before asking the server', async () => {
    await suite.page.goto('/users/login');
    await suite.page.getByRole('button', { name: 'Log In' }).click();
    await expect(suite.page.getByTestId('form-error').innerText()).resolves.toBe('The "User Name" field is required.');
  });

  it('links the log-in page to password reset', async () => {
    await suite.page.goto('/users/login');
    await suite.page.getByRole('link', { name: /reset/i }).click();
    await suite.page.waitForURL('**/users/resetpw');
  });

  it('sends a logged-in user from /users/login to the dashboard', async () => {
    await logInThroughApi(suite.page, 'player');
    await suite.page.goto('/users/login');
    await suite.page.waitForURL('**/users/dashboard');
    await suite.page.getByTestId('user-name').waitFor();
  });

  it('logs out, and the dashboard then asks for a log-in', async () => {
    await logIn(suite.page, 'manager');
    await logOut(suite.page);
    await waitForHeading(suite.page, 'User Log-In');
    await suite.page.goto('/users/dashboard');
    await suite.page.waitForURL('**/users/login');
    const session = await suite.page.evaluate(() => localStorage.getItem('league.session'));
    expect(session).toBeNull();
  });

  it('logs out everywhere from the dashboard: this page and every other session of the account end (security review 6e)', async () => {
    const { page, testApp } = suite;
    const me = await aPlayer(testApp, { firstName: 'Eve', lastName: 'Everywhere' });
    const otherDevice = await me.login();
    await logIn(page, me.userName!);
    const button = page.getByRole('button', { name: 'Log Out Everywhere' });
    await button.waitFor();
    await shoot(page, 'user-area', 'log-out-everywhere');
    await button.click();
    await page.waitForURL('**/users/login');
    await page.getByText('Every device that was logged in to your account is logged out.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('league.session'))).toBeNull();
    expect((await api(testApp).as(otherDevice).get('/v1/user/me')).status).toBe(401);
  });

  it('keeps the session across a reload (localStorage) and re-checks it with the server', async () => {
    await logIn(suite.page, 'assistant');
    const me = suite.page.waitForResponse((response) => response.url().endsWith('/v1/user/me'));
    await suite.page.reload();
    expect((await me).status()).toBe(200);
    await expect(suite.page.getByTestId('user-name').innerText()).resolves.toContain('Asha');
  });

  it('ends a session the server no longer knows', async () => {
    await logIn(suite.page, 'player');
    await suite.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('league.session') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('league.session', JSON.stringify({ ...stored, authToken: 'revoked-token' }));
    });
    await suite.page.goto('/users/dashboard');
    await suite.page.waitForURL('**/users/login');
  });

  it('returns to the guarded page after logging in', async () => {
    await suite.page.goto('/update/games');
    await suite.page.waitForURL('**/users/login');
    await suite.page.getByRole('textbox', { name: 'User Name' }).fill('manager');
    await suite.page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
    await suite.page.getByRole('button', { name: 'Log In' }).click();
    await suite.page.waitForURL('**/update/games');
    await waitForHeading(suite.page, 'Manage Games');
  });

  it('sends a player to /unauthorized from a manager screen', async () => {
    await logInThroughApi(suite.page, 'player');
    await suite.page.goto('/update/games');
    await suite.page.waitForURL('**/unauthorized');
    await waitForHeading(suite.page, 'Unauthorized');
    await waitForTitle(suite.page, 'Unauthorized');
  });

  it('needs host mode for the points screen: a host without it is refused, an admin has it', async () => {
    const game = await aGame(suite.testApp, { title: 'Host Mode Night' });
    await logInThroughApi(suite.page, 'host');
    await suite.page.goto(`/update/points/${game.gameID}`);
    await suite.page.waitForURL('**/unauthorized');
    await logOut(suite.page);
    await logInThroughApi(suite.page, 'admin');
    await suite.page.goto(`/update/points/${game.gameID}`);
    await waitForHeading(suite.page, 'Host Mode Night');
    expect(currentPath(suite.page)).toBe(`/update/points/${game.gameID}`);
  });

  describe('reset password', () => {
    it('asks for an email address when all three fields are empty', async () => {
      await suite.page.goto('/users/resetpw');
      await suite.page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(suite.page.getByTestId('form-error').innerText()).resolves.toBe('Please enter your email address');
    });

    it('answers the same success message for any address', async () => {
      await suite.page.goto('/users/resetpw');
      await suite.page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      await suite.page.getByRole('button', { name: 'Send Reset Link' }).click();
      await suite.page.getByTestId('form-success').waitFor();
      await expect(suite.page.getByTestId('form-success').innerText()).resolves.toBe(
        'Check your email for a password reset link.',
      );
    });
  });

  describe('set password', () => {
    const link = (userName: string) => `/users/setpw/${suite.testApp.accounts.player}/${userName}/not-a-real-token`;

    /** Fills both password fields and presses Update Password. */
    async function updatePassword(password: string, confirmPassword: string = password): Promise<void> {
      await suite.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await suite.page.getByRole('textbox', { name: 'Confirm Password' }).fill(confirmPassword);
      await suite.page.getByRole('button', { name: 'Update Password' }).click();
    }

    it('reads "@" as a blank user name and refuses it', async () => {
      await suite.page.goto(link('@'));
      await expect(suite.page.getByRole('textbox', { name: 'User Name' }).inputValue()).resolves.toBe('');
      await updatePassword('new-secret');
      await expect(suite.page.getByTestId('form-error').innerText()).resolves.toBe('Username is not valid');
    });

    it('refuses passwords that differ', async () => {
      await suite.page.goto(link('player'));
      await expect(suite.page.getByRole('textbox', { name: 'User Name' }).inputValue()).resolves.toBe('player');
      await updatePassword('new-secret', 'other-secret');
      await expect(suite.page.getByTestId('form-error').innerText()).resolves.toBe('Passwords do not match');
    });

    it("shows the server's refusal of a bad link", async () => {
      await suite.page.goto(link('player'));
      await updatePassword('new-secret');
      await suite.page.getByTestId('form-error').waitFor();
      await expect(suite.page.getByTestId('form-error').innerText()).resolves.toMatch(/invalid|expired/i);
    });
  });
});
