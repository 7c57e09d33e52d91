/**
 * The points screen (/update/points/{gameID}) in a real headless Chromium against the
 * real server and the built site: the game night (a host logs in, accepts the
 * agreement, checks five players in by typing scanner input, sets places, ends the
 * game; the monitor welcomes each player and Game Detail follows, both without a reload), a satellite's and a
 * quarterly's columns and controls, and a check-in made offline that is sent once
 * when the connection is back.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis
 * (DATABASE_URL / REDIS_URL, as `npm test` sets them).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api } from '../support/api.js';
import {
  browserSuite,
  logIn,
  logInThroughApi,
  openPage,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import { aGame, aGameWithEntries, aPlayer, aVenue, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import {
  acceptAgreementAndOpen,
  bodyRows,
  keptWrites,
  pointsTable,
  scan,
  scanInput,
} from '../support/points-screen.js';

const SLOW = 420_000;
const MINUTE = 60_000;
/**
 * How long a server's answer may take to show on the screen. A wait ends as soon as it shows, so
 * this costs nothing on a quiet machine; at load 20 (two suites at once, issue 36) a check-in's
 * notification took longer than the 15 s this was.
 */
const SHOWS_WITHIN = 60_000;

const headers = async (page: Page): Promise<string[]> =>
  (await pointsTable(page).locator('thead th:visible').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
const message = (page: Page): Locator => page.getByTestId('points-message');

/** Waits for the status line to say this (the server's words); on a miss says what it shows. */
async function expectMessage(page: Page, text: string | RegExp): Promise<void> {
  try {
    await message(page).filter({ hasText: text }).waitFor({ timeout: SHOWS_WITHIN });
  } catch (error) {
    throw new Error(
      `expected the status line to say ${String(text)}, it says ${JSON.stringify(await message(page).innerText())}`,
      { cause: error },
    );
  }
}

/**
 * The screen announces a check-in in a notification only when its answer came within 3 s
 * (QUICK_ANSWER_MS, web/src/features/points/waiting-check-ins.ts); a slower one is told by the
 * status line and its row. Measured in the page from the scan's Enter to the status line, which
 * is longer than the screen's own measure, so under this margin the notification must show.
 */
const SURELY_QUICK_MS = 2_500;

/** Records in the page when each Enter was pressed, and when each status line and notification showed. */
async function recordAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = { enters: [] as number[], messages: [] as { text: string; at: number }[], notes: [] as string[] };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') log.enters.push(performance.now());
      },
      { capture: true },
    );
    let lastMessage = '';
    const look = () => {
      const text = document.querySelector('[data-testid="points-message"]')?.textContent ?? '';
      if (text !== lastMessage) {
        lastMessage = text;
        log.messages.push({ text, at: performance.now() });
      }
      for (const note of document.querySelectorAll('.mantine-Notification-root')) {
        const noteText = note.textContent ?? '';
        if (!log.notes.includes(noteText)) log.notes.push(noteText);
      }
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { answers: typeof log }).answers = log;
  });
}

/** Whether the status line said this within SURELY_QUICK_MS of the last Enter before it. */
async function answeredQuickly(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    ({ text, quickMs }) => {
      const log = (window as unknown as { answers: { enters: number[]; messages: { text: string; at: number }[] } })
        .answers;
      const shown = log.messages.find((entry) => entry.text.includes(text));
      const enter = shown ? log.enters.filter((at) => at <= shown.at).at(-1) : undefined;
      return shown !== undefined && enter !== undefined && shown.at - enter < quickMs;
    },
    { text, quickMs: SURELY_QUICK_MS },
  );
}

/** Waits for a notification that said this (the stack loads with the first one, so it can come after the status line). */
async function expectAnnounced(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (text) => (window as unknown as { answers: { notes: string[] } }).answers.notes.some((note) => note.includes(text)),
    text,
    { timeout: SHOWS_WITHIN },
  );
}

/** Chooses a place in a row's dropdown. */
async function choosePlace(page: Page, playerName: string, place: string): Promise<void> {
  await page.getByRole('combobox', { name: `Place of ${playerName}`, exact: true }).click();
  await page
    .getByRole('listbox', { name: `Place of ${playerName}`, exact: true })
    .getByRole('option', { name: place, exact: true })
    .click();
}

describe('the points screen in the browser', () => {
  const suite = browserSuite();
  let managerToken: string;

  beforeAll(async () => {
    managerToken = await suite.testApp.login('manager');
  }, SLOW);

  const pointsOf = async (gameID: number) =>
    (
      await api(suite.testApp)
        .as(managerToken)
        .get<{ rows: { playerID: number; place: number; points: number }[] }>(`/v1/game/points/${gameID}/1`)
    ).body.rows;

  it(
    'runs a game night: five players scanned in, places set, the game ended; the monitor welcomes each and Game Detail follows without a reload',
    async () => {
      const app = suite.testApp;
      const venue = await aVenue(app, { title: 'Scanner Saloon' });
      const game = await aGame(app, {
        venueID: venue.venueID,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() + 30 * MINUTE),
        title: 'Scanner Night',
      });
      const players: BuiltPlayer[] = await somePlayers(app, 5);
      const { page } = suite;

      // A visitor watches Game Detail in another browser context.
      const watcher = await openPage(suite.browser, app.url);
      await watcher.page.goto(`/games/detail/${game.gameID}`);
      await watcher.page.getByTestId('game-venue').waitFor();
      // And the TV on the wall shows the game's monitor.
      const tv = await openPage(suite.browser, app.url, { width: 1920, height: 1080 });
      await tv.page.goto(`/games/monitor/${game.gameID}`);
      await tv.page.getByTestId('monitor-connection').filter({ hasText: 'Live' }).waitFor({ timeout: SHOWS_WITHIN });
      const tvWelcomes = (name: string) =>
        tv.page
          .getByTestId('welcome-name')
          .filter({ hasText: `Welcome ${name}` })
          .waitFor({ timeout: 5_000 });

      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, game.gameID);
      await waitForHeading(page, /Scanner Night/);
      await expect(page.getByTestId('countdown').innerText()).resolves.toMatch(/^Starts\s+0:[23]\d:\d\d$/);
      await expect(page.getByTestId('early-sign-in-note').innerText()).resolves.toContain(
        'Only players arriving 10 minutes before the game get early sign-in chips',
      );
      await expect(page.getByTestId('end-game').innerText()).resolves.toBe('Calculate Points');
      await expect(headers(page)).resolves.toEqual(['Player #', 'Name', 'Arrived', 'Place', 'Points']);
      // The host opens the TV's monitor from here (game detail offers it to managers only).
      await expect(page.getByTestId('points-monitor-link').getAttribute('href')).resolves.toBe(
        `/games/monitor/${game.gameID}`,
      );

      // Nobody picked: the screen says so in the server's words.
      await page.getByTestId('check-in').click();
      await expectMessage(page, 'Select a player first');

      // The scan field has the focus (a laptop with a USB scanner); the scanner types, then Enter.
      await scanInput(page).click();
      await recordAnswers(page);
      let quickAnswers = 0;
      for (const player of players.slice(0, 4)) {
        await scan(page, `;${player.playerNumber}`);
        // The answer names the player on the status line and welcomes them.
        await page.getByTestId('welcome-name').filter({ hasText: player.title }).waitFor({ timeout: SHOWS_WITHIN });
        await expectMessage(page, `${player.title} checked in`);
        // A quick one also in a notification in view (recorded in the page: it closes after 4 s, and
        // a busy machine's answer can come too late for one, by design).
        if (await answeredQuickly(page, `${player.title} checked in`)) {
          quickAnswers += 1;
          await expectAnnounced(page, `${player.title} checked in`);
        }
        await tvWelcomes(player.title);
      }
      console.log(JSON.stringify({ scenario: 'scanned-check-ins', announcedQuickAnswers: quickAnswers, of: 4 }));
      // A card's QR link, with focus elsewhere first (a click in the table): the keys still reach the scan field.
      await bodyRows(page).first().locator('td:visible').nth(1).click();
      const link = `${app.url}/p/${players[4]!.playerNumber}`;
      await page.keyboard.type(link, { delay: 5 });
      await expect(scanInput(page).inputValue()).resolves.toBe(link);
      await page.keyboard.press('Enter');
      await page.getByTestId('welcome-name').filter({ hasText: players[4]!.title }).waitFor({ timeout: SHOWS_WITHIN });
      // The same card again within the scan delay (30 s from its accepted scan) is ignored. Asked at once: the
      // five welcomes before take over 30 s on a busy machine (CI saw the first card's repeat reach the server).
      await scan(page, `;${players[4]!.playerNumber}`);
      await expectMessage(page, 'ignored');
      await tvWelcomes(players[4]!.title);
      await expect(tv.page.getByTestId('welcome-collect').innerText()).resolves.toBe(
        'Starting chips + early sign-in chips',
      );
      await shoot(tv.page, 'points', 'monitor-1920');
      await tv.context.close();
      await expect(page.getByTestId('welcome-collect').innerText()).resolves.toBe(
        'Starting chips + early sign-in chips',
      );
      await eventually(async () => expect(await bodyRows(page).count()).toBe(5), { timeoutMs: 10_000 });
      await expect(pointsTable(page).innerText()).resolves.toContain(`${players[0]!.title} *`);
      await expect(page.getByTestId('points-total-players').innerText()).resolves.toMatch(/^5 players$/);

      // A card the league does not know: the server's words, in red, and the error sound.
      await scan(page, ';8999999');
      await expectMessage(page, 'Unable to find scanned player number 8999999');
      await expect(message(page).getAttribute('data-kind')).resolves.toBe('error');
      await expect(page.evaluate(() => document.body.dataset['errorSounds'])).resolves.toBe('1');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe(
        'scan-input',
      );

      expect(await pointsOf(game.gameID)).toHaveLength(5);

      // Game Detail shows the five without a reload.
      await eventually(
        async () =>
          expect(await watcher.page.getByRole('table', { name: 'Points' }).locator('tbody tr').count()).toBe(5),
        { timeoutMs: SHOWS_WITHIN },
      );
      await shoot(page, 'points', 'regular-checked-in-1280');

      for (const [i, player] of players.entries()) {
        await choosePlace(page, player.title, ['1st', '2nd', '3rd', '4th', '5th'][i]!);
        await expectMessage(page, /./);
      }
      await eventually(
        async () => expect((await pointsOf(game.gameID)).map((row) => row.place).sort()).toEqual([1, 2, 3, 4, 5]),
        { timeoutMs: SHOWS_WITHIN },
      );

      // Ending asks first, naming what will happen; its confirm button is not where the thumb just was.
      const endBox = await page.getByTestId('end-game').boundingBox();
      await page.getByTestId('end-game').click();
      const dialog = page.getByRole('dialog', { name: 'Calculate Points?' });
      await dialog.waitFor();
      await expect(dialog.getByTestId('end-question').innerText()).resolves.toBe('End the game with 5 players?');
      await expect(dialog.getByTestId('end-places').innerText()).resolves.toContain(`1st: ${players[0]!.title}`);
      const confirmBox = await dialog.getByTestId('confirm-end').boundingBox();
      const overlaps = (a: typeof endBox, b: typeof endBox) =>
        !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(endBox, confirmBox)).toBe(false);
      await shoot(page, 'points', 'end-dialog-1280');
      await dialog.getByTestId('confirm-end').click();
      await expectMessage(page, 'Game successfully ended');
      await page.locator('.mantine-Notification-root').filter({ hasText: 'Game successfully ended' }).waitFor();
      // After ending, the table goes by place.
      await eventually(
        async () =>
          expect(await bodyRows(page).first().locator('td:visible').nth(1).innerText()).toContain(players[0]!.title),
        { timeoutMs: 10_000 },
      );
      await shoot(page, 'points', 'regular-ended-1280');

      // Game Detail shows the new points, still without a reload.
      const detailRows = watcher.page.getByRole('table', { name: 'Points' }).locator('tbody tr');
      await eventually(
        async () => {
          const first = await detailRows.first().innerText();
          expect(first).toContain(players[0]!.title);
          expect(Number(first.trim().split(/\s+/).pop())).toBeGreaterThan(0);
        },
        { timeoutMs: SHOWS_WITHIN },
      );
      await watcher.context.close();

      // The same screen on a phone.
      const phone = await suite.reopen(PHONE_VIEWPORT);
      await logIn(phone, 'host');
      await acceptAgreementAndOpen(phone, game.gameID);
      await eventually(async () => expect(await bodyRows(phone).count()).toBe(5), { timeoutMs: 10_000 });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(phone, 'points', 'regular-ended-375');
    },
    SLOW,
  );

  it(
    'issue 19 item 9: marks an unlisted (practice) game in its title, as home and the calendar do',
    async () => {
      const app = suite.testApp;
      const practice = await aGameWithEntries(app, 2, {
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Practice Night',
        unlisted: true,
      });
      const { page } = suite;
      await logInThroughApi(page, 'admin');
      await page.goto(`/update/points/${practice.gameID}`);
      await page.getByTestId('points-title').filter({ hasText: 'Practice Night (Unlisted)' }).waitFor();
    },
    SLOW,
  );

  it(
    'shows a satellite’s points to edit and End Game, and a quarterly’s buys and controls',
    async () => {
      const app = suite.testApp;
      const satellite = await aGameWithEntries(app, 3, {
        eventType: EventType.Satellite,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Tuesday Night',
      });
      const quarterly = await aGameWithEntries(app, 3, {
        eventType: EventType.Quarterly,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Sunday Night',
      });
      const latecomer = await aPlayer(app, { firstName: 'Pickme', lastName: 'Latecomer' });
      const locked = await aGameWithEntries(app, 4, {
        ended: true,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 10 * 24 * 60 * MINUTE),
        title: 'Last Week Night',
      });
      const { page } = suite;
      await logIn(page, 'host');

      // Ended more than a week ago: hosts may no longer change it, and the screen says so up front.
      await acceptAgreementAndOpen(page, locked.gameID);
      await page
        .getByTestId('points-locked')
        .filter({ hasText: 'This game is locked: ask a manager to correct it' })
        .waitFor();
      await expect(page.getByTestId('end-game').isDisabled()).resolves.toBe(true);
      await expect(scanInput(page).isDisabled()).resolves.toBe(true);

      await page.goto(`/update/points/${satellite.gameID}`);
      await page.getByTestId('points-title').filter({ hasText: 'Tuesday Night' }).waitFor();
      await eventually(async () => expect(await bodyRows(page).count()).toBe(3), { timeoutMs: 10_000 });
      await expect(headers(page)).resolves.toEqual(['Player #', 'Name', 'Updated', 'Points']);
      await expect(page.getByTestId('end-game').innerText()).resolves.toBe('End Game');
      await expect(page.getByTestId('early-sign-in-note').count()).resolves.toBe(0);
      const firstPoints = bodyRows(page).first().getByTestId('points-input');
      await firstPoints.fill('20');
      await firstPoints.press('Enter');
      await expectMessage(page, /./);
      await shoot(page, 'points', 'satellite-1280');
      await eventually(async () => expect((await pointsOf(satellite.gameID)).map((row) => row.points)).toContain(20), {
        timeoutMs: SHOWS_WITHIN,
      });
      // A click selects a row (and greets the player); a double-click opens their dashboard.
      const nameCell = bodyRows(page).nth(1).locator('td:visible').nth(1);
      const name = (await nameCell.innerText()).trim();
      await nameCell.click();
      await expect(bodyRows(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByTestId('welcome-name').filter({ hasText: name }).waitFor();
      const number = (await bodyRows(page).nth(1).locator('td:visible').first().innerText()).trim();
      await nameCell.dblclick();
      await page.waitForURL(`**/players/dashboard/${number}`);

      // The picker: a search by name, then Check In; Remove asks first.
      await page.goto(`/update/points/${satellite.gameID}`);
      await eventually(async () => expect(await bodyRows(page).count()).toBe(3), { timeoutMs: 10_000 });
      const picker = page.getByRole('textbox', { name: 'Player' }).or(page.getByRole('combobox', { name: 'Player' }));
      await picker.first().fill('Pickme');
      await page
        .getByRole('option', { name: new RegExp(`^Pickme Latecomer \\(#${latecomer.playerNumber}\\)$`) })
        .click();
      await page.getByTestId('check-in').click();
      await page.getByTestId('welcome-name').filter({ hasText: 'Pickme Latecomer' }).waitFor({ timeout: SHOWS_WITHIN });
      await eventually(async () => expect(await bodyRows(page).count()).toBe(4), { timeoutMs: 10_000 });
      await expect(picker.first().inputValue()).resolves.toBe('');
      await expect(bodyRows(page).first().getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByTestId('remove-player').click();
      await page.getByRole('dialog', { name: 'Remove player?' }).waitFor();
      await page.getByTestId('confirm-remove').click();
      await eventually(async () => expect(await bodyRows(page).count()).toBe(3), { timeoutMs: 10_000 });
      expect((await pointsOf(satellite.gameID)).map((row) => row.playerID)).not.toContain(latecomer.playerID);
      // A scanner typing while the picker has the focus: its `;` form and Enter are a scan there too.
      await picker.first().click();
      await scan(page, `;${latecomer.playerNumber}`);
      await page.getByTestId('welcome-name').filter({ hasText: 'Pickme Latecomer' }).waitFor({ timeout: SHOWS_WITHIN });
      await eventually(async () => expect(await bodyRows(page).count()).toBe(4), { timeoutMs: 10_000 });
      // A second host (an admin, always in host mode) checks someone in elsewhere: the table follows without a reload.
      const [walkIn] = await somePlayers(app, 1);
      const adminToken = await app.login('admin');
      const checkIn = await api(app)
        .as(adminToken)
        .post('/v1/point/check-in', { data: { gameID: satellite.gameID, playerID: walkIn!.playerID } });
      expect(checkIn.status).toBe(200);
      await pointsTable(page).getByText(walkIn!.title).waitFor({ timeout: SHOWS_WITHIN });

      await page.goto(`/update/points/${quarterly.gameID}`);
      await page.getByTestId('points-title').filter({ hasText: 'Sunday Night' }).waitFor();
      await eventually(async () => expect(await bodyRows(page).count()).toBe(3), { timeoutMs: 10_000 });
      await expect(headers(page)).resolves.toEqual(['Name', 'Updated', 'Buy', 'Rebuy', 'Add', 'Place', 'Points']);
      const rebuys = page.getByRole('checkbox', { name: 'Rebuys Allowed' });
      const addOns = page.getByRole('checkbox', { name: 'Add-Ons Allowed' });
      await expect(addOns.isDisabled()).resolves.toBe(true);
      await rebuys.check();
      await expect(addOns.isDisabled()).resolves.toBe(false);
      await addOns.check();
      await rebuys.uncheck();
      await expect(addOns.isChecked()).resolves.toBe(false);
      await expect(addOns.isDisabled()).resolves.toBe(true);
      // A selected player: their points in the qualifying season decide the choices (too few here).
      await bodyRows(page).first().locator('td:visible').first().click();
      await page
        .getByTestId('quarterly-stats')
        .filter({ hasText: /points in \w+ \d{4} \(Q\d\)/ })
        .waitFor({ timeout: SHOWS_WITHIN });
      await page.getByTestId('update-buys').click();
      await expectMessage(page, /./);
      await shoot(page, 'points', 'quarterly-1280');

      const phone = await suite.reopen(PHONE_VIEWPORT);
      await logIn(phone, 'host');
      await acceptAgreementAndOpen(phone, quarterly.gameID);
      await shoot(phone, 'points', 'quarterly-375');

      // A host acts as themselves; an admin (always in host mode) chooses the acting host.
      await expect(phone.getByTestId('acting-host').isDisabled()).resolves.toBe(true);
      const admin = await suite.reopen({ width: 1280, height: 800 });
      await logInThroughApi(admin, 'admin');
      await admin.goto(`/update/points/${quarterly.gameID}`);
      const actingHost = admin.getByTestId('acting-host');
      await expect(actingHost.inputValue()).resolves.toBe(app.roles.host.title);
      await actingHost.click();
      await expect(admin.getByRole('option').count()).resolves.toBeGreaterThanOrEqual(2);
      await expect(admin.getByRole('option').count()).resolves.toBeLessThanOrEqual(10);
    },
    SLOW,
  );

  it(
    'says on the points screen of a practice (unlisted) game that its results are not counted, on a laptop and a phone, light and dark',
    async () => {
      const app = suite.testApp;
      const venue = await aVenue(app, { title: 'Practice Parlor' });
      const practice = await aGameWithEntries(app, 4, {
        venueID: venue.venueID,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 15 * MINUTE),
        title: 'Practice Night',
        unlisted: true,
      });
      const listed = await aGameWithEntries(app, 4, {
        venueID: venue.venueID,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 15 * MINUTE),
        title: 'Counted Night',
      });
      const { page } = suite;
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, practice.gameID);
      await page.getByTestId('points-title').filter({ hasText: 'Practice Night' }).waitFor();
      const notice = page.getByTestId('points-practice');
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toContain('Practice game: results are not counted');
      await expect(page.getByTestId('end-game').isDisabled()).resolves.toBe(false);
      await shoot(page, 'points', 'practice-1280');
      // A listed game's screen says nothing of the kind.
      await page.goto(`/update/points/${listed.gameID}`);
      await page.getByTestId('points-title').filter({ hasText: 'Counted Night' }).waitFor();
      await pointsTable(page).waitFor();
      await expect(page.getByTestId('points-practice').count()).resolves.toBe(0);

      const phone = await suite.reopen(PHONE_VIEWPORT);
      await logIn(phone, 'host');
      // The host's own choice of dark mode (kept per user, as the header's toggle keeps it).
      await phone.evaluate(
        (key) => localStorage.setItem(key, 'dark'),
        `league.color-scheme.user-${app.roles.host.playerID}`,
      );
      await acceptAgreementAndOpen(phone, practice.gameID);
      await expect(
        phone.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      ).resolves.toBe('dark');
      await phone
        .getByTestId('points-practice')
        .filter({ hasText: 'Practice game: results are not counted' })
        .waitFor();
      // Fits the phone: the notice is no wider than the screen.
      const box = await phone.getByTestId('points-practice').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await shoot(phone, 'points', 'practice-375-dark');
    },
    SLOW,
  );

  it(
    'sends a check-in made offline once when the connection is back, and one kept through a reload once',
    async () => {
      const app = suite.testApp;
      const game = await aGame(app, {
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() + 60 * MINUTE),
        title: 'Bad Wi-Fi Night',
      });
      const [player, second] = await somePlayers(app, 2);
      const { page, context } = suite;
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, game.gameID);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/v1/point/check-in')) keys.push(request.headers()['idempotency-key'] ?? '');
      });

      await context.setOffline(true);
      await scanInput(page).click();
      await scan(page, `;${player!.playerNumber}`);
      await page
        .getByTestId('points-sync')
        .filter({ hasText: 'Offline: 1 change waiting to be sent...' })
        .waitFor({ timeout: SHOWS_WITHIN });
      await shoot(page, 'points', 'offline-1280');
      expect(await pointsOf(game.gameID)).toHaveLength(0);

      await context.setOffline(false);
      await page.getByTestId('points-sent').filter({ hasText: '1 waiting change sent' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('welcome-name').filter({ hasText: player!.title }).waitFor();
      const rows = await pointsOf(game.gameID);
      expect(rows.map((row) => row.playerID)).toEqual([player!.playerID]);
      // Every try of the one check-in carried the same key.
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

      // The server out of reach while the page stays (Wi-Fi up, no internet), and a reload
      // meanwhile (a phone's pull-to-refresh): the waiting check-in survives it and is sent once.
      keys.length = 0;
      await page.route('**/v1/point/check-in', (route) => route.abort('internetdisconnected'));
      await scanInput(page).click();
      await scan(page, `;${second!.playerNumber}`);
      await page
        .getByTestId('points-sync')
        .filter({ hasText: 'Offline: 1 change waiting to be sent...' })
        .waitFor({ timeout: SHOWS_WITHIN });
      await page.reload();
      await pointsTable(page).waitFor();
      await page
        .getByTestId('points-sync')
        .filter({ hasText: 'Offline: 1 change waiting to be sent...' })
        .waitFor({ timeout: SHOWS_WITHIN });
      await page.unroute('**/v1/point/check-in');
      // The queue's own timed retry may get there first and take the button away: either way it goes once.
      await page
        .getByRole('button', { name: 'Retry now' })
        .click({ timeout: 5_000 })
        .catch(async () => expect(await page.getByRole('button', { name: 'Retry now' }).count()).toBe(0));
      await eventually(
        async () =>
          expect((await pointsOf(game.gameID)).map((row) => row.playerID).sort()).toEqual(
            [player!.playerID, second!.playerID].sort(),
          ),
        {
          timeoutMs: SHOWS_WITHIN,
        },
      );
      await eventually(async () => expect(await bodyRows(page).count()).toBe(2), { timeoutMs: 10_000 });
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(new Set(keys).size).toBe(1);
      await expect(page.evaluate(() => localStorage.getItem('league.pointWrites'))).resolves.toBeNull();
      await eventually(async () => expect(await keptWrites(page)).toBe(0), { timeoutMs: 15_000 });
    },
    SLOW,
  );

  it(
    'issue 19 item 13: the buy-in radios show what the selected player has on record (a 25K buy-in shows 25K, no rebuy shows None)',
    async () => {
      const app = suite.testApp;
      const quarterly = await aGameWithEntries(app, 2, {
        eventType: EventType.Quarterly,
        hostID: app.roles.host.playerID,
        gameAt: new Date(Date.now() - 30 * MINUTE),
        title: 'Recorded Buys Night',
      });
      const [bought] = await app.sql<{ point_id: number; player_id: number }>(
        'select point_id, player_id from points where game_id = ? order by point_id limit 1',
        [quarterly.gameID],
      );
      await app.sql('update points set buy_in = 25, re_buy = 0, add_on = 0 where point_id = ?', [bought!.point_id]);
      const page = await suite.reopen({ width: 1280, height: 800 });
      await logIn(page, 'host');
      await acceptAgreementAndOpen(page, quarterly.gameID);
      await eventually(async () => expect(await bodyRows(page).count()).toBe(2), { timeoutMs: 10_000 });
      const [name] = await app.sql<{ title: string }>('select title from players where player_id = ?', [
        bought!.player_id,
      ]);
      await bodyRows(page).filter({ hasText: name!.title }).locator('td:visible').first().click();
      await page
        .getByTestId('quarterly-stats')
        .filter({ hasText: `${name!.title}:` })
        .waitFor({ timeout: SHOWS_WITHIN });
      const controls = page.getByTestId('quarterly-controls');
      const group = (label: string) => controls.getByRole('radiogroup', { name: label });
      await eventually(
        async () => expect(await group('Buy-in').getByRole('radio', { name: '25K' }).isChecked()).toBe(true),
        { timeoutMs: 10_000 },
      );
      await expect(group('Buy-in').getByRole('radio', { name: 'None' }).isChecked()).resolves.toBe(false);
      await expect(group('Rebuy').getByRole('radio', { name: 'None' }).isChecked()).resolves.toBe(true);
      await expect(group('Add-on').getByRole('radio', { name: 'None' }).isChecked()).resolves.toBe(true);
      await shoot(page, 'points', 'quarterly-recorded-buys-1280');
    },
    SLOW,
  );
});
