/**
 * Issue 30 "How it is checked": a game night on a 375 px phone whose Wi-Fi drops. The host
 * opens a Regular game's points screen online (so the app shell and its reads are kept),
 * the network is cut, four players are scanned, the page is reloaded offline and still
 * shows the screen with the four waiting rows, named; a fifth is scanned; the network
 * comes back: five records, none twice, each arrival time within 2 s of its scan, and the
 * game's History lists the offline scans with both times. Then the same with the browser
 * closed and opened again while offline (a persistent profile). And the phone's layout:
 * the answer to Calculate Points is in view with the thumb at the bottom of the page.
 *
 * The phone reaches the server through a proxy playing the bar's Wi-Fi: Chromium's offline
 * switch does not cover what its service worker fetches (playwright#2311), and a check-in once
 * reached the server through it. Cutting the Wi-Fi breaks every open connection too.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { GameHistoryRow } from '../../src/modules/games/domain/game-history.js';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api } from '../support/api.js';
import { browserSuite, CHROMIUM_PATH, logIn, openPage, shoot } from '../support/browser.js';
import { aGame, aGameWithEntries, aVenue, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import {
  acceptAgreementAndOpen,
  bodyRows,
  keptWrites,
  pointsTable,
  scan,
  scanInput,
} from '../support/points-screen.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import type { TestApp } from '../support/test-app.js';

const SLOW = 300_000;
const MINUTE = 60_000;
/** The phone. */
const PHONE = { width: 375, height: 667 } as const;
/** test/support/browser.ts launchBrowser's flags, for a persistent profile. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const waitingRows = (page: Page) => bodyRows(page).filter({ has: page.getByTestId('waiting-mark') });

interface PointRecord {
  readonly playerID: number;
  readonly entryAt: string;
}

/** Five players who have played at the venue before (so the screen can name their cards offline), and tonight's Regular game there. */
async function aNightWithRegulars(
  app: TestApp,
  managerToken: string,
  title: string,
): Promise<{ gameID: number; players: BuiltPlayer[] }> {
  const venue = await aVenue(app, { title: `${title} Bar` });
  const players = await somePlayers(app, 5);
  const lastWeek = await aGameWithEntries(app, 5, {
    venueID: venue.venueID,
    players,
    hostID: app.roles.host.playerID,
    gameAt: new Date(Date.now() - 7 * 24 * 60 * MINUTE),
  });
  const ended = await api(app)
    .as(managerToken)
    .post('/v1/point/end', {
      data: {
        gameID: lastWeek.gameID,
        places: lastWeek.entries.map((entry, i) => ({ pointID: entry.pointID, place: i + 1 })),
      },
    });
  expect(ended.status).toBe(200);
  await eventually(
    async () => {
      const rows = (await api(app).get<{ rows: LeaderboardRow[] }>(`/v1/point/totals/${venue.venueID}/0/0/All/1/0`))
        .body.rows;
      expect(rows.map((row) => row.playerID).sort()).toEqual(players.map((player) => player.playerID).sort());
    },
    { timeoutMs: 30_000 },
  );
  const game = await aGame(app, {
    venueID: venue.venueID,
    hostID: app.roles.host.playerID,
    gameAt: new Date(Date.now() + 30 * MINUTE),
    title,
  });
  return { gameID: game.gameID, players };
}

/** The screen is open and online: wait until its reads are in and the service worker controls the page, so both are kept. */
async function settleOnline(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A worker controls the page once installed, that is once it has kept every built file.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  // The kept query cache writes a moment after the reads answer.
  await page.waitForTimeout(2_000);
}

/** The bar's Wi-Fi between the phone and the server, started for the suite. */
let barWifi: TcpProxy;

/** No network at all: the Wi-Fi down (every connection broken, none taken), the browser offline, any request to the API refused. */
async function cutNetwork(context: BrowserContext): Promise<void> {
  await barWifi.stop();
  await context.setOffline(true);
  await context.route('**/v1/**', (route) => route.abort('internetdisconnected'));
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await barWifi.start();
  await context.unroute('**/v1/**');
  await context.setOffline(false);
}

/** The site as the phone reaches it, through the bar's Wi-Fi. */
const wifiUrl = (): string => `http://127.0.0.1:${barWifi.port}`;

/** Scans a player's card and answers Date.now() at the scan. */
/** When a scan was made: between the moment before it was typed and the moment its row showed (a busy machine types slowly). */
interface ScanWindow {
  readonly from: number;
  readonly to: number;
}

async function scanCard(page: Page, player: BuiltPlayer): Promise<ScanWindow> {
  await scanInput(page).click();
  const from = Date.now();
  await scan(page, `;${player.playerNumber}`);
  await waitingRows(page).filter({ hasText: player.title }).waitFor({ timeout: 10_000 });
  return { from, to: Date.now() };
}

/** A time recorded for a scan lies within its window, give or take a second (times kept to the second). */
function expectWithin(time: number, window: ScanWindow): void {
  expect(time).toBeGreaterThanOrEqual(window.from - 1_000);
  expect(time).toBeLessThanOrEqual(window.to + 1_000);
}

async function expectWaitingRows(page: Page, players: readonly BuiltPlayer[]): Promise<void> {
  await eventually(async () => expect(await waitingRows(page).count()).toBe(players.length), { timeoutMs: 15_000 });
  const texts = await waitingRows(page).allInnerTexts();
  for (const player of players)
    expect(texts.some((text) => text.includes(player.title) && /waiting/i.test(text))).toBe(true);
}

describe('a game night through a Wi-Fi drop on a phone', () => {
  // Each test a first visit: the service worker's install and what it keeps are what they are about.
  const suite = browserSuite({ contexts: 'fresh' });
  let managerToken: string;
  let profiles: string[] = [];
  /** Persistent profiles' browsers, closed after the suite even when a test fails half-way. */
  const opened: BrowserContext[] = [];
  // The worker recomputes the standings after last week's ending: the venue's regulars come from them.
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(suite.testApp.settings), {
      logger: false,
    });
    await worker.init();
    barWifi = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(suite.testApp.url).port) });
    await barWifi.start();
    managerToken = await suite.testApp.login('manager');
    // Host mode, to end last week's game.
    expect(
      (
        await api(suite.testApp)
          .as(managerToken)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  }, SLOW);

  afterAll(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close().catch(() => undefined)));
    await worker?.close();
    await barWifi?.stop();
    await Promise.all(profiles.map((dir) => rm(dir, { recursive: true, force: true })));
    profiles = [];
  });

  /** Five records, one per player, each arriving when it was scanned (not when it was sent); the History lists each offline scan with both times. */
  async function expectRecordedAsScanned(gameID: number, scannedAt: ReadonlyMap<number, ScanWindow>): Promise<void> {
    const app = suite.testApp;
    let rows: PointRecord[] = [];
    await eventually(
      async () => {
        rows = (await api(app).as(managerToken).get<{ rows: PointRecord[] }>(`/v1/game/points/${gameID}/1`)).body.rows;
        expect(rows).toHaveLength(scannedAt.size);
      },
      { timeoutMs: 30_000 },
    );
    expect(new Set(rows.map((row) => row.playerID)).size).toBe(scannedAt.size);
    for (const row of rows) expectWithin(Date.parse(row.entryAt), scannedAt.get(row.playerID)!);
    const history = (
      await api(app).as(managerToken).get<{ rows: GameHistoryRow[] }>(`/v1/game/history/${gameID}`)
    ).body.rows.filter((row) => row.action === 'check-in');
    expect(history).toHaveLength(scannedAt.size);
    for (const row of history) {
      const deviceTime = row.changes.find((change) => change.field === 'deviceTime');
      expect(deviceTime).toBeDefined();
      expectWithin(Date.parse(String(deviceTime!.from)), scannedAt.get(row.playerID!)!);
      expect(Date.parse(String(deviceTime!.to))).toBeGreaterThan(Date.parse(String(deviceTime!.from)));
    }
  }

  it(
    'keeps four check-ins scanned offline through a reload, shows them named and waiting, and sends them and a fifth once each with their scan times',
    async () => {
      const app = suite.testApp;
      const { gameID, players } = await aNightWithRegulars(app, managerToken, 'Dropout Night');
      const { context, page } = await openPage(suite.browser, wifiUrl(), PHONE);
      opened.push(context);
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, gameID);
      await settleOnline(page);
      await shoot(page, 'offline-game-night', '1-online-375');

      await cutNetwork(context);
      const scannedAt = new Map<number, ScanWindow>();
      for (const player of players.slice(0, 4)) {
        scannedAt.set(player.playerID, await scanCard(page, player));
        // A second scan of a card still waiting is caught here (after the scanner's 30 s it would be too).
        await page.waitForTimeout(300);
      }
      await expectWaitingRows(page, players.slice(0, 4));
      await page
        .getByTestId('points-sync')
        .filter({ hasText: 'Offline: 4 changes waiting to be sent...' })
        .waitFor({ timeout: 15_000 });
      await expect(keptWrites(page)).resolves.toBe(4);
      await shoot(page, 'offline-game-night', '2-four-waiting-375');

      // The host reloads the page that looks stuck: the screen comes back with its waiting rows.
      await page.reload();
      await page.getByTestId('points-title').waitFor({ timeout: 15_000 });
      await pointsTable(page).waitFor();
      await expectWaitingRows(page, players.slice(0, 4));
      await shoot(page, 'offline-game-night', '3-reloaded-offline-375');

      scannedAt.set(players[4]!.playerID, await scanCard(page, players[4]!));
      await expectWaitingRows(page, players);
      await shoot(page, 'offline-game-night', '4-five-waiting-375');
      expect(
        (await api(app).as(managerToken).get<{ rows: PointRecord[] }>(`/v1/game/points/${gameID}/1`)).body.rows,
      ).toHaveLength(0);
      // The History notes a device time only when it is over 5 s before the receipt (ARRIVAL_HISTORY_GAP_MS): the fifth waits that long too.
      await page.waitForTimeout(6_000);

      await restoreNetwork(context);
      await page.getByTestId('points-sent').filter({ hasText: '5 waiting changes sent' }).waitFor({ timeout: 60_000 });
      await shoot(page, 'offline-game-night', '5-sent-375');
      await expectRecordedAsScanned(gameID, scannedAt);
      await eventually(async () => expect(await waitingRows(page).count()).toBe(0), { timeoutMs: 10_000 });
      await eventually(async () => expect(await bodyRows(page).count()).toBe(5), { timeoutMs: 10_000 });
      await expect(keptWrites(page)).resolves.toBe(0);
      // Game Detail's History says it in words.
      await page.goto(`/games/detail/${gameID}`);
      await page
        .getByTestId('game-history')
        .getByText(/offline, received/)
        .first()
        .waitFor({ timeout: 15_000 });
      await expect(
        page
          .getByTestId('game-history')
          .getByText(/offline, received/)
          .filter({ visible: true })
          .count(),
      ).resolves.toBe(5);
      await shoot(page, 'offline-game-night', '6-history-375');
    },
    SLOW,
  );

  it(
    'keeps check-ins scanned offline through the browser closed and opened again offline, and sends them once each with their scan times',
    async () => {
      const app = suite.testApp;
      const { gameID, players } = await aNightWithRegulars(app, managerToken, 'Closed Tab Night');
      const profile = await mkdtemp(join(tmpdir(), 'league-profile-'));
      profiles.push(profile);
      const launch = () =>
        chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          viewport: PHONE,
          baseURL: wifiUrl(),
        });

      let context = await launch();
      opened.push(context);
      let page = context.pages()[0] ?? (await context.newPage());
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, gameID);
      await settleOnline(page);

      await cutNetwork(context);
      const scannedAt = new Map<number, ScanWindow>();
      for (const player of players.slice(0, 4)) scannedAt.set(player.playerID, await scanCard(page, player));
      await expectWaitingRows(page, players.slice(0, 4));
      // The browser closed (the phone's tab swiped away, the browser killed).
      await context.close();

      context = await launch();
      opened.push(context);
      await cutNetwork(context);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/update/points/${gameID}`);
      await page.getByTestId('points-title').waitFor({ timeout: 15_000 });
      await pointsTable(page).waitFor();
      await expectWaitingRows(page, players.slice(0, 4));
      await shoot(page, 'offline-game-night', '7-reopened-offline-375');
      scannedAt.set(players[4]!.playerID, await scanCard(page, players[4]!));
      await expectWaitingRows(page, players);
      await page.waitForTimeout(6_000);

      await restoreNetwork(context);
      await page.getByTestId('points-sent').filter({ hasText: '5 waiting changes sent' }).waitFor({ timeout: 60_000 });
      await expectRecordedAsScanned(gameID, scannedAt);
      await expect(keptWrites(page)).resolves.toBe(0);
      await shoot(page, 'offline-game-night', '8-reopened-sent-375');
      await context.close();
    },
    SLOW,
  );

  it(
    'on a 375x667 phone: the table scrolls with the page, "Retry now" shows whole, and the answer to Calculate Points is in view at the bottom',
    async () => {
      const app = suite.testApp;
      const game = await aGameWithEntries(app, 12, {
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Thumb Night',
      });
      const page = await suite.reopen(PHONE);
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, game.gameID);
      await eventually(async () => expect(await bodyRows(page).count()).toBe(12), { timeoutMs: 10_000 });
      // No scroll box inside the page: the table is as tall as its rows.
      const scroller = await pointsTable(page).evaluate((table) => {
        for (let node = table.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1)
            return node.clientHeight;
        }
        return null;
      });
      expect(scroller).toBeNull();

      // Offline: "Retry now" is whole, inside the screen.
      await suite.context.setOffline(true);
      await scanInput(page).click();
      await scan(page, ';8999998');
      const retry = page.getByTestId('retry-now');
      await retry.waitFor({ timeout: 15_000 });
      await expect(retry.evaluate((button) => button.scrollWidth <= button.clientWidth)).resolves.toBe(true);
      const retryBox = (await retry.boundingBox())!;
      expect(retryBox.x + retryBox.width).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, 'offline-game-night', '9-retry-375');
      await suite.context.setOffline(false);
      await page.getByTestId('points-sent').waitFor({ timeout: 30_000 });
      // The refusal came back after the drop: shown against its row, in the server's words, until dismissed.
      const refused = page.locator('[data-testid="waiting-mark"][data-status="refused"]');
      await refused.filter({ hasText: 'Unable to find scanned player number 8999998' }).waitFor();
      await expect(bodyRows(page).filter({ has: refused }).innerText()).resolves.toContain('Card 8999998');
      await shoot(page, 'offline-game-night', '9b-refused-375');
      await page.getByTestId('dismiss-waiting').click();
      await eventually(async () => expect(await refused.count()).toBe(0), { timeoutMs: 15_000 });

      // The thumb at the bottom: Calculate Points, asked first; the answer in view.
      const end = page.getByTestId('end-game');
      await end.scrollIntoViewIfNeeded();
      // A double tap does not end the game: the confirm button appears not armed yet. Read in the page as
      // it appears: it arms 700 ms later, and a busy machine's screenshot below can take longer than that.
      const confirmFirstDisabled = page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const seen = (): boolean => {
              const button = document.querySelector<HTMLButtonElement>('[data-testid="confirm-end"]');
              if (button) resolve(button.disabled);
              return button !== null;
            };
            if (seen()) return;
            const observer = new MutationObserver(() => {
              if (seen()) observer.disconnect();
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await end.click();
      const dialog = page.getByRole('dialog', { name: 'Calculate Points?' });
      await dialog.waitFor();
      await expect(confirmFirstDisabled).resolves.toBe(true);
      await expect(dialog.getByTestId('end-question').innerText()).resolves.toBe('End the game with 12 players?');
      await shoot(page, 'offline-game-night', '10-end-dialog-375');
      await dialog.getByTestId('confirm-end').click();
      const notice = page
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Not enough players' })
        .or(page.locator('.mantine-Notification-root').filter({ hasText: /Missing|ended/ }));
      await notice.first().waitFor({ timeout: 15_000 });
      const box = (await notice.first().boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, 'offline-game-night', '11-end-answer-375');
    },
    SLOW,
  );
});
