/**
 * Headless Chromium for the browser suites (Debian's /usr/bin/chromium driven by
 * playwright-core; no browser download). Set CHROMIUM_PATH to use another binary.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { TEST_PASSWORD } from './builders.js';
import { eventually } from './eventually.js';
import { startTestApp, type TestApp } from './test-app.js';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const PHONE_VIEWPORT = { width: 375, height: 740 } as const;
export const LAPTOP_VIEWPORT = { width: 1280, height: 800 } as const;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // Every page of every context waits for hydration after a navigation (waitForHydrationOnNavigation).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('page', waitForHydrationOnNavigation);
    return context;
  };
  return browser;
}

/**
 * A fresh context (own localStorage, cookies) with one page, at laptop size unless told. The
 * site's service worker (issue 30) runs as in a real browser unless `serviceWorkers: 'block'`.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = LAPTOP_VIEWPORT,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A server-rendered page (issue 31) shows before it answers: what is typed or clicked before it
 * hydrates is lost, as for a person on a slow phone. The suites act as soon as a page loads, so
 * goto, reload and Back wait until it has hydrated (html[data-hydrated]); a page the browser draws
 * itself (the shell: staff screens, forms, offline) has nothing to wait for.
 */
/** Until a server-rendered page has hydrated (at once for a page the browser draws itself), for a page not opened through launchBrowser. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.dataset['rendered'] || document.documentElement.dataset['hydrated'] === 'true';
  });
}

const waitingPages = new WeakSet<Page>();
const withoutScript = new WeakSet<BrowserContext>();

/** A context with JavaScript turned off, as a search engine or a link preview sees the site: nothing hydrates, nothing is waited for. */
export async function newContextWithoutScript(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  withoutScript.add(context);
  return context;
}
function waitForHydrationOnNavigation(page: Page): void {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const hydrated = () => waitForHydration(page).catch(() => undefined);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (!withoutScript.has(page.context())) await hydrated();
      return response;
    };
  }
}

/** Starting the server (a fresh database, migrated, with an account of each role) and Chromium may take a while. */
const SUITE_SETUP_TIMEOUT = 180_000;

export interface BrowserSuite {
  /** The real server, started once for the suite. */
  readonly testApp: TestApp;
  readonly browser: Browser;
  /** This test's context (no cookies or site storage at its start), done with after the test. */
  readonly context: BrowserContext;
  /** This test's page, at laptop size unless `reopen` changed it. */
  readonly page: Page;
  /** Closes this test's page and opens a fresh one at this size (e.g. PHONE_VIEWPORT), with no cookies or site storage. */
  reopen(viewport: { width: number; height: number }): Promise<Page>;
  /** Something started on the app (a worker's context), closed before the app and its database are. */
  closeBeforeApp(close: () => Promise<unknown>): void;
}

/**
 * What a test does to its context that outlives its pages: routes, offline, init scripts,
 * permissions, listeners, the clock. After any of them the suite's context is closed, not
 * reused (SharedContext).
 */
const LASTING_CONTEXT_CHANGES = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setOffline',
  'addInitScript',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'exposeBinding',
  'exposeFunction',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'on',
  'addListener',
] as const;

/**
 * One browser context for a suite's tests, as one person's browser: its HTTP cache, compiled
 * scripts and installed service worker carry over from test to test, its cookies and the
 * site's storage do not. A fresh context costs Chromium about 4 s of CPU for its first page
 * and its service worker's precache as much again; a page in a warm one under 1 s
 * (docs/decisions/0164-a-browser-suite-reuses-one-context-as-one-persons-browser.md).
 * A test that changes the context beyond its pages (routes, offline, the clock, …) gets it
 * closed after it; the next test starts a new one.
 */
class SharedContext {
  private context: BrowserContext | undefined;
  private changed = false;

  constructor(
    private readonly browser: () => Browser,
    private readonly baseURL: () => string,
  ) {}

  /** A new page in a context with no cookies or site storage, at this size. */
  async page(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    await this.closePages();
    if (!this.context) {
      this.context = await this.browser().newContext({ baseURL: this.baseURL(), viewport: LAPTOP_VIEWPORT });
      this.watch(this.context);
    }
    const context = this.context;
    const page = await context.newPage();
    await this.clearStorage(context, page);
    if (viewport.width !== LAPTOP_VIEWPORT.width || viewport.height !== LAPTOP_VIEWPORT.height)
      await page.setViewportSize(viewport);
    return { context, page };
  }

  /** After a test: its pages closed (their sockets and timers with them); the context too if the test changed it. */
  async closePages(): Promise<void> {
    const context = this.context;
    if (!context) return;
    if (this.changed) return this.close();
    await Promise.all(context.pages().map((page) => page.close()));
  }

  async close(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.changed = false;
    await context?.close();
  }

  private watch(context: BrowserContext): void {
    context.once('close', () => {
      if (this.context === context) this.context = undefined;
    });
    const methods = context as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of LASTING_CONTEXT_CHANGES) {
      const original = methods[name]!.bind(context);
      methods[name] = (...args: unknown[]) => {
        this.changed = true;
        return original(...args);
      };
    }
    // page.clock is the context's clock: installing or moving it lasts past the page.
    const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter(
      (key) => key !== 'constructor',
    )) {
      const original = clock[name];
      if (typeof original !== 'function') continue;
      clock[name] = (...args: unknown[]) => {
        this.changed = true;
        return original.apply(clock, args);
      };
    }
  }

  /** Cookies, and the site's local storage and IndexedDB (kept reads, queued writes): what a fresh context would not have. */
  private async clearStorage(context: BrowserContext, page: Page): Promise<void> {
    await context.clearCookies();
    const session = await context.newCDPSession(page);
    try {
      await session.send('Storage.clearDataForOrigin', {
        origin: new URL(this.baseURL()).origin,
        storageTypes: 'cookies,local_storage,indexeddb,websql,file_systems',
      });
    } finally {
      await session.detach();
    }
  }
}

/**
 * Sets up a browser suite: call it once at the top of a `describe`. The server and
 * Chromium start once for the suite (together) and stop after it; each test gets
 * a page at laptop size in the suite's context, with no cookies or site storage.
 *
 *   const suite = browserSuite();
 *   it('…', async () => { await suite.page.goto('/'); });
 *
 * `env` overrides the server's settings (startTestApp), e.g. `{ APP_MODE: 'demo' }`.
 * `contexts: 'fresh'` gives each test (and each reopen) a brand-new context instead, as a
 * first visit: for suites about the service worker's install or what a cold load fetches.
 */
export function browserSuite(
  options: { env?: Record<string, string>; contexts?: 'shared' | 'fresh' } = {},
): BrowserSuite {
  let testApp: TestApp | undefined;
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; page: Page } | undefined;

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`browserSuite: no ${what} yet (use it inside a test or hook)`);
    return value;
  };
  const shared =
    options.contexts === 'fresh'
      ? undefined
      : new SharedContext(
          () => ready(browser, 'browser'),
          () => ready(testApp, 'test app').url,
        );

  const open = async (viewport: { width: number; height: number }): Promise<Page> => {
    if (shared) {
      opened = undefined;
      opened = await shared.page(viewport);
      return opened.page;
    }
    await opened?.context.close();
    opened = undefined;
    opened = await openPage(ready(browser, 'browser'), ready(testApp, 'test app').url, viewport);
    return opened.page;
  };

  beforeAll(async () => {
    const [app, launched] = await Promise.allSettled([startTestApp({ env: options.env }), launchBrowser()]);
    if (app.status === 'fulfilled') testApp = app.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (app.status === 'rejected') throw app.reason;
    if (launched.status === 'rejected') throw launched.reason;
  }, SUITE_SETUP_TIMEOUT);

  /** What the suite started beside the app (a worker), closed before the app and its database go. */
  const closers: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    await shared?.close();
    for (const close of closers.reverse()) await close();
    await browser?.close();
    await testApp?.close();
  }, SUITE_SETUP_TIMEOUT);

  beforeEach(async () => {
    await open(LAPTOP_VIEWPORT);
  });

  afterEach(async () => {
    if (shared) await shared.closePages();
    else await opened?.context.close();
    opened = undefined;
  });

  return {
    get testApp() {
      return ready(testApp, 'test app');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(opened, 'page').context;
    },
    get page() {
      return ready(opened, 'page').page;
    },
    reopen: open,
    // An own afterAll would run after the suite's (jest runs them in the order declared): a job still at
    // work would then wait on a database already dropped (CI: a worker's close hung past 180 s).
    closeBeforeApp: (close: () => Promise<unknown>) => void closers.push(close),
  };
}

/**
 * Logs in through the site's own form. The site then shows the user dashboard, or
 * the guarded page that sent the browser to log-in. Fails at once with the form's
 * message when the log-in is refused.
 */
export async function logIn(page: Page, userName: string, password: string = TEST_PASSWORD): Promise<void> {
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

/** The site's own key for the logged-in user (web/src/lib/session-store.ts). */
const SESSION_STORAGE_KEY = 'league.session';

/**
 * Logs in through the API (POST /v1/user/login, as the form does) and keeps the answer where
 * the site keeps it: the next page this tab opens is logged in. Two page loads fewer than
 * `logIn` (the form, then the landing page), for tests about what a logged-in person sees; a
 * test about logging in, or about where it lands, uses `logIn`. A refused log-in throws.
 */
export async function logInThroughApi(page: Page, userName: string, password: string = TEST_PASSWORD): Promise<void> {
  const response = await page.request.post('/v1/user/login', { data: { data: { userName, password } } });
  const answer = (await response.json()) as { authToken?: string; error?: string };
  if (!response.ok() || !answer.authToken) throw new Error(`log-in as ${userName} refused: ${answer.error}`);
  await page.addInitScript(
    ({ origin, key, value }) => {
      // Each log-in once per tab: a later log-out, or another log-in, in the same tab stands.
      const given = JSON.parse(sessionStorage.getItem('test.sessions-given') ?? '[]') as string[];
      if (location.origin !== origin || given.includes(value)) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('test.sessions-given', JSON.stringify([...given, value]));
    },
    { origin: new URL(response.url()).origin, key: SESSION_STORAGE_KEY, value: JSON.stringify(answer) },
  );
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
  // Issue 31: "Name · Site", or a screen's refinement of it ("Calendar, December 2026 · Site", "Jane: 12 points, 2026 · Site").
  await page.waitForFunction(
    (name) => [' · ', ', ', ': '].some((next) => document.title.startsWith(`${name}${next}`)),
    routeName,
  );
}

/** A pattern matching this text exactly (surrounding white space aside). */
export const exactly = (text: string): RegExp => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/**
 * Waits for a management form's heading: its own message, or the last save's success or
 * error (the server's words). On a miss it says what the form shows instead.
 */
export async function expectFormHeading(
  form: Locator,
  kind: 'status' | 'error' | 'success',
  text: string,
): Promise<void> {
  const heading = form.getByTestId(`form-${kind}`).filter({ hasText: exactly(text) });
  try {
    await heading.waitFor({ timeout: 15_000 });
  } catch (error) {
    const shown = await form.locator('[data-testid^="form-"]').allInnerTexts();
    throw new Error(`expected ${kind} heading "${text}", the form shows ${JSON.stringify(shown)}`, { cause: error });
  }
}

/**
 * Waits for an input to carry `text` as its error: marked invalid, with the message among the
 * texts it is described by (as Mantine ties them). On a miss it says what the input shows
 * instead: its value, its attributes (a mark the test set before is gone if the input was drawn
 * anew), the texts describing it, and the form's headings.
 */
export async function expectFieldError(form: Locator, input: Locator, text: string): Promise<void> {
  const shown = () =>
    input.evaluate((element) => ({
      value: (element as HTMLInputElement).value,
      attributes: element.getAttributeNames(),
      invalid: element.getAttribute('aria-invalid'),
      describedBy: (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`),
    }));
  try {
    await eventually(async () => {
      const now = await shown();
      if (now.invalid !== 'true' || !now.describedBy.includes(text)) throw new Error(JSON.stringify(now));
    });
  } catch (error) {
    const headings = await form.locator('[data-testid^="form-"]').allInnerTexts();
    throw new Error(
      `expected the field error "${text}", the input shows ${(error as Error).message} under the headings ${JSON.stringify(headings)}`,
      { cause: error },
    );
  }
}

/** With SCREENSHOT_DIR set, keeps a full-page picture of the screen as `{suite}-{name}.png` (to look at the layout). */
export async function shoot(page: Page, suite: string, name: string): Promise<void> {
  const folder = process.env['SCREENSHOT_DIR'];
  if (folder) await page.screenshot({ path: join(folder, `${suite}-${name}.png`), fullPage: true });
}
