/**
 * The installable app that opens offline (issue 30) in a real headless Chromium against the
 * real server and the built site: the manifest and its icons, the service worker keeping the
 * whole site, kept reads put back after a reload without network (a leaderboard with its age,
 * the TV monitor with its game and an "Offline" mark), a route never visited opening offline,
 * and a new deploy taking over at the next online load without anyone doing anything.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  browserSuite,
  LAPTOP_VIEWPORT,
  logIn,
  logOut,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import { aGame, aGameWithEntries, aVenue, somePlayers } from '../support/builders.js';
import { api } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 180_000;
const MINUTE = 60_000;

/** Resolves once the page is controlled by the active worker, which has kept every file of the site. */
async function controlledByWorker(page: Page): Promise<void> {
  // A worker controls the page only once installed, that is once it has kept every file (a predicate, not a promise: waitForFunction takes a promise as true).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** The kept reads in IndexedDB (lib/kept-reads.ts), as stored: a JSON text. */
const keptReads = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('league.kept-reads');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
      }),
  );

/** Waits until the kept reads hold a text, e.g. a query key (a save is written up to a second after the answer). */
async function keptReadsHold(page: Page, text: string): Promise<void> {
  await eventually(async () => expect(await keptReads(page)).toContain(text), { timeoutMs: 10_000 });
}

/** The bar's Wi-Fi gone: Chromium offline, and every request to the server refused as well. */
async function cutNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  const refuse = (route: { abort(reason: string): Promise<void> }) => route.abort('internetdisconnected');
  await context.route('**/v1/**', refuse);
  await context.route('**/socket.io/**', refuse);
  return async () => {
    await context.unroute('**/v1/**', refuse);
    await context.unroute('**/socket.io/**', refuse);
    await context.setOffline(false);
  };
}

describe('the installable app that opens offline (issue 30)', () => {
  // Each test a first visit: the service worker's install is what they are about.
  const suite = browserSuite({ contexts: 'fresh' });
  let gameID: number;
  const gameTitle = 'Friday Felt Night';

  beforeAll(async () => {
    const app = suite.testApp;
    const venue = await aVenue(app, { title: 'Offline Tavern' });
    const players = await somePlayers(app, 6);
    await aGameWithEntries(app, 6, {
      venueID: venue.venueID,
      players,
      ended: true,
      gameAt: new Date('2025-03-04T03:00:00Z'),
    });
    await rebuildStandings(app);
    ({ gameID } = await aGame(app, {
      venueID: venue.venueID,
      title: gameTitle,
      gameAt: new Date(Date.now() + 40 * MINUTE),
    }));
  }, SLOW);

  it('describes itself to the phone: a manifest with the league name, standalone display and its icons', async () => {
    const { page } = suite;
    await page.goto('/');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return null;
      return (await (await fetch(link.href)).json()) as {
        name: string;
        short_name: string;
        display: string;
        theme_color: string;
        icons: { src: string; purpose: string }[];
      };
    });
    expect(manifest).toMatchObject({ name: 'Free Poker League', display: 'standalone', theme_color: '#0b6b35' });
    expect(manifest!.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    await controlledByWorker(page);

    // Online, the installed worker still asks the server for a page (issue 31): it arrives drawn.
    await page.goto('/players/leaderboard/2025/All');
    const arrived = await page.evaluate(() => ({
      controlled: navigator.serviceWorker.controller !== null,
      rendered: document.getElementById('root')?.dataset['rendered'] ?? null,
    }));
    expect(arrived).toEqual({ controlled: true, rendered: 'page' });
  });

  it(
    'opens offline after one online visit: the kept leaderboard with its age, the monitor with an Offline mark, a page never visited',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto('/players/leaderboard/2025/All');
      await waitForHeading(page, 'Player Leaderboard');
      await eventually(async () => expect(await page.locator('table tbody tr').count()).toBe(6));
      await controlledByWorker(page);
      await page.goto(`/games/monitor/${gameID}`);
      await expect(page.getByTestId('monitor-title').innerText()).resolves.toContain(gameTitle);
      await keptReadsHold(page, `["games","game",${gameID},"detail"]`);
      await keptReadsHold(page, '["points","standings","totals"');
      await expect(page.getByTestId('offline-age').count()).resolves.toBe(0);

      const reconnect = await cutNetwork(suite.context);
      // A reload without network: the kept page and the game as last read, the countdown running, "Offline" in the corner.
      await page.reload();
      await expect(page.getByTestId('monitor-title').innerText()).resolves.toContain(gameTitle);
      await expect(page.getByTestId('monitor-venue').innerText()).resolves.toContain('Offline Tavern');
      const first = await page.getByTestId('countdown-time').innerText();
      await eventually(async () => expect(await page.getByTestId('countdown-time').innerText()).not.toBe(first), {
        timeoutMs: 15_000,
      });
      await expect(page.getByTestId('monitor-connection').innerText()).resolves.toBe('Offline');
      await shoot(page, 'offline-app', 'monitor-offline-375');

      // A page never opened before: the app, not Chromium's "No internet".
      await page.goto('/about/faq');
      await waitForHeading(page, /FAQ|Frequently/i);
      await expect(page.getByTestId('offline-age').innerText()).resolves.toContain('You are offline');

      // The leaderboard as kept, saying how old it is.
      await page.goto('/players/leaderboard/2025/All');
      await waitForHeading(page, 'Player Leaderboard');
      await eventually(async () => expect(await page.locator('table tbody tr').count()).toBe(6));
      const notice = page.getByTestId('offline-age');
      await expect(notice.innerText()).resolves.toMatch(
        /You are offline[\s\S]*Showing what was loaded at \d{1,2}:\d{2} [AP]M \((just now|\d+ minutes? ago)\)/,
      );
      await shoot(page, 'offline-app', 'leaderboard-offline-375');
      await page.setViewportSize(LAPTOP_VIEWPORT);
      await shoot(page, 'offline-app', 'leaderboard-offline-1280');

      // Back online: the page reads again and the notice goes away.
      await reconnect();
      await eventually(async () => expect(await notice.count()).toBe(0), { timeoutMs: 10_000 });
    },
    SLOW,
  );

  it(
    'keeps the tournament clock running on a phone reloaded without network',
    async () => {
      const adminToken = await suite.testApp.login('admin');
      const started = await api(suite.testApp)
        .as(adminToken)
        .with({ 'Idempotency-Key': `offline-clock-${gameID}` })
        .post(`/v1/game/clock/${gameID}`, { data: { action: 'start', expectedVersion: 0 } });
      expect(started.status).toBe(200);
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto(`/games/clock/${gameID}`);
      // The board is drawn before the clock's read arrives (no status yet): wait for the status, not the element.
      await eventually(
        async () => expect(await page.getByTestId('clock-board').getAttribute('data-status')).toBe('running'),
        { timeoutMs: 15_000 },
      );
      await controlledByWorker(page);
      await keptReadsHold(page, `["games","game",${gameID},"clock"]`);

      const reconnect = await cutNetwork(suite.context);
      await page.reload();
      // From the kept clock: the same level, counting down here.
      await eventually(
        async () => expect(await page.getByTestId('clock-board').getAttribute('data-status')).toBe('running'),
        { timeoutMs: 15_000 },
      );
      const first = await page.getByTestId('clock-time').innerText();
      await eventually(async () => expect(await page.getByTestId('clock-time').innerText()).not.toBe(first), {
        timeoutMs: 15_000,
      });
      await expect(page.getByTestId('clock-offline').innerText()).resolves.toBe('Offline: the clock keeps running');
      await shoot(page, 'offline-app', 'clock-offline-375');
      await reconnect();
    },
    SLOW,
  );

  it(
    "keeps the session offline (a staff screen opens), keeps a user's reads for that user only, and logging out forgets them",
    async () => {
      const { page, testApp } = suite;
      await logIn(page, 'admin');
      await page.goto(`/games/detail/${gameID}`);
      await waitForHeading(page, gameTitle);
      await controlledByWorker(page);
      await keptReadsHold(page, `["games","game",${gameID},"detail"]`);
      await expect(keptReads(page)).resolves.toContain(`"buster":"kept-1:player-${testApp.accounts.admin}"`);

      // No network: GET /v1/user/me fails at start, and the host stays logged in on the staff screen.
      const reconnect = await cutNetwork(suite.context);
      await page.goto(`/update/points/${gameID}`);
      await page.waitForTimeout(2_000);
      expect(new URL(page.url()).pathname).toBe(`/update/points/${gameID}`);
      await expect(page.evaluate(() => localStorage.getItem('league.session'))).resolves.toContain('authToken');
      await reconnect();

      await logOut(page);
      await eventually(
        async () => {
          const kept = await keptReads(page);
          expect(kept).not.toContain(`player-${testApp.accounts.admin}`);
          expect(kept).not.toContain(`["games","game",${gameID},"detail"]`);
        },
        { timeoutMs: 15_000 },
      );
    },
    SLOW,
  );
});

describe('a new deploy reaches the installed app at its next online load (issue 30)', () => {
  // The server serves a copy of the built site, so the test can deploy "build B" under it.
  const site = mkdtempSync(join(tmpdir(), 'league-site-'));
  cpSync('web/dist', site, { recursive: true });
  const suite = browserSuite({ env: { WEB_DIST_DIR: site }, contexts: 'fresh' });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  /** Build B: a new worker whose kept page changed (a new revision) and which keeps one more file. */
  function deployBuildB(): void {
    const workerPath = join(site, 'sw.js');
    const worker = readFileSync(workerPath, 'utf8').replace(
      /\{url:"index\.html",revision:"[0-9a-f]+"\}/,
      '{url:"index.html",revision:"build-b"},{url:"build-b.txt",revision:"build-b"}',
    );
    expect(worker).toContain('build-b.txt');
    writeFileSync(workerPath, worker);
    writeFileSync(join(site, 'build-b.txt'), 'build B');
    // The precompressed copies are build A's: the new worker goes out as the plain file.
    rmSync(`${workerPath}.br`, { force: true });
    rmSync(`${workerPath}.gz`, { force: true });
  }

  const keptFiles = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });

  it(
    'installs the new worker and reloads into it by itself, at a moment nobody is typing',
    async () => {
      const { page } = suite;
      await page.goto('/about/faq');
      await controlledByWorker(page);
      expect(await keptFiles(page)).not.toContain('/build-b.txt');

      // Someone is typing into a field when the deploy lands: the update waits for them.
      await page.goto('/users/login');
      const field = page.getByRole('textbox').first();
      await field.fill('half typed');
      await page.evaluate(() => {
        const marks = window as unknown as { buildA: boolean; newWorker: boolean };
        marks.buildA = true;
        marks.newWorker = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => (marks.newWorker = true));
      });
      deployBuildB();
      // What the browser does at the next load or the hourly check (lib/app-updates.ts).
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.waitForFunction(() => (window as unknown as { newWorker: boolean }).newWorker, undefined, {
        timeout: 20_000,
      });
      expect(await keptFiles(page)).toContain('/build-b.txt');
      await page.waitForTimeout(1_500);
      await expect(page.evaluate(() => (window as unknown as { buildA?: boolean }).buildA)).resolves.toBe(true);
      await expect(field.inputValue()).resolves.toBe('half typed');

      // They leave the field empty: the page reloads into build B.
      await field.fill('');
      await page.getByRole('heading').first().click();
      await page.waitForFunction(() => !(window as unknown as { buildA?: boolean }).buildA, undefined, {
        timeout: 15_000,
      });
      await controlledByWorker(page);
      expect(await keptFiles(page)).toContain('/build-b.txt');
    },
    SLOW,
  );
});
