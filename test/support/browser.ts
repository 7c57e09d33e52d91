/**
 * Headless Chromium for the browser suites (Debian's /usr/bin/chromium driven by
 * playwright-core; no browser download). Set CHROMIUM_PATH to use another binary.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Every demo account's password (test and demo data). */
export const DEMO_PASSWORD = 'demo-league';

export const PHONE_VIEWPORT = { width: 375, height: 740 } as const;
export const LAPTOP_VIEWPORT = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh context (own localStorage, cookies) with one page, at laptop size unless told. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = LAPTOP_VIEWPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Logs in through the site's own form. The site then shows the user dashboard, or
 * the guarded page that sent the browser to log-in. Fails at once with the form's
 * message when the log-in is refused.
 */
export async function logIn(page: Page, userName: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/users/login');
  await page.getByRole('textbox', { name: 'User Name' }).fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const error = page.getByTestId('form-error');
  const refused = error.waitFor().then(async () => `log-in as ${userName} refused: ${await error.innerText()}`);
  const landed = page.waitForURL((url) => url.pathname !== '/users/login').then(() => null);
  refused.catch(() => undefined);
  landed.catch(() => undefined);
  const problem = await Promise.race([refused, landed]);
  if (problem) throw new Error(problem);
  if (new URL(page.url()).pathname === '/users/dashboard') await page.getByTestId('user-name').waitFor();
}

/** Logs out with the dashboard's button and waits for the log-in page. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/users/dashboard');
  await page.getByTestId('log-out').click();
  await page.waitForURL('**/users/login');
}

/** The path (and query) the page shows now, e.g. '/players/dashboard/1234'. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the page shows this h1 (screens load lazily, so read nothing before it). */
export async function waitForHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).first().waitFor();
}

/** Waits until the document title starts with the route name, e.g. "Player Leaderboard | ". */
export async function waitForTitle(page: Page, routeName: string): Promise<void> {
  await page.waitForFunction((prefix) => document.title.startsWith(prefix), `${routeName} | `);
}
