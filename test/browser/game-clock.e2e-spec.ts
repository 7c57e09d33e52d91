/**
 * The tournament clock (issue 23) in a real headless Chromium against the real server and
 * the built site: the host runs it from the points screen, two monitors in TV mode and a
 * 375 px phone follow it, and every screen shows the same time (within half a second)
 * after start, pause, resume and a level change; a reloaded screen shows the right time at once;
 * the clock survives the server process being restarted (its state is in the database).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import { browserSuite, logInThroughApi, openPage, PHONE_VIEWPORT } from '../support/browser.js';
import { aGame } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SLOW = 240_000;
const AGREE_MS = 500;
const TV = { width: 1920, height: 1080 } as const;

interface Reading {
  readonly status: string | null;
  readonly deadline: number | null;
  /** How far off the screen's idea of the server's time may be: half its clock read's round trip. */
  readonly offsetErrorMs: number;
  readonly remainingMs: number;
  readonly text: string;
  readonly level: string;
}

/** What a screen's clock shows now: the host's controls or a board (TV, phone). */
async function readingOf(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const time = document.querySelector<HTMLElement>('[data-testid="clock-time"]');
    const board = document.querySelector<HTMLElement>('[data-testid="clock-board"]');
    const status =
      board?.dataset['status'] ??
      document.querySelector<HTMLElement>('[data-testid="clock-status"]')?.innerText ??
      null;
    return {
      status,
      deadline: time?.dataset['deadline'] ? Number(time.dataset['deadline']) : null,
      offsetErrorMs: time?.dataset['offsetErrorMs'] ? Number(time.dataset['offsetErrorMs']) : 0,
      remainingMs: Number(time?.dataset['remainingMs'] ?? NaN),
      text: time?.innerText.trim() ?? '',
      level: document.querySelector<HTMLElement>('[data-testid="clock-level"]')?.textContent?.trim() ?? '',
    };
  });
}

/** Serious and critical accessibility findings (axe-core), as the accessibility suite counts them. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const spread = (values: readonly number[]): number => Math.max(...values) - Math.min(...values);

describe('tournament clock: points screen, two TV monitors and a phone agree', () => {
  const suite = browserSuite();

  it(
    'agrees within half a second after start, pause, resume and next level; a reload shows the right time at once',
    async () => {
      const { gameID } = await aGame(suite.testApp, { title: 'Clock Night' });
      const host = suite.page;
      await logInThroughApi(host, 'admin'); // host mode comes with Admin
      await host.goto(`/update/points/${gameID}`);
      await host.getByTestId('clock-start').waitFor();

      const [tvA, tvB, phone] = await Promise.all([
        openPage(suite.browser, suite.testApp.url, TV),
        openPage(suite.browser, suite.testApp.url, { width: 1280, height: 800 }),
        openPage(suite.browser, suite.testApp.url, PHONE_VIEWPORT),
      ]);
      await tvA.page.goto(`/games/monitor/${gameID}?tv=1`);
      await tvB.page.goto(`/games/monitor/${gameID}`);
      // The corner switch turns the welcome screen into the clock.
      await tvB.page.getByTestId('monitor-mode').click();
      await phone.page.goto(`/games/clock/${gameID}`);
      const watchers = [tvA.page, tvB.page, phone.page];
      for (const page of watchers) await page.getByTestId('clock-time').waitFor();
      for (const page of watchers)
        expect(await readingOf(page)).toMatchObject({
          status: 'ready',
          text: '20:00',
          level: expect.stringContaining('Level 1'),
        });
      expect(await tvA.page.getByTestId('clock-blinds').innerText()).toBe('25 / 50');
      expect(await tvA.page.getByTestId('clock-next').innerText()).toBe('50 / 100');
      // Wait for the sockets to join their rooms (the connection light).
      for (const page of [tvA.page, tvB.page])
        await eventually(
          async () =>
            expect(await page.getByTestId('monitor-connection').getAttribute('data-status')).toBe('connected'),
          { timeoutMs: 10_000 },
        );

      const screens = [host, ...watchers];
      const allShow = async (status: string, level?: string) => {
        await eventually(
          async () => {
            const readings = await Promise.all(watchers.map(readingOf));
            for (const reading of readings) {
              expect(reading.status).toBe(status);
              if (level) expect(reading.level).toContain(level);
            }
          },
          { timeoutMs: 15_000 },
        );
      };
      const expectAgreement = async (running: boolean) => {
        const readings = await Promise.all(screens.map(readingOf));
        // CLOCK_FIGURES=1 prints how far apart the screens are (ms).
        if (process.env['CLOCK_FIGURES'])
          console.log(
            running ? 'deadline spread' : 'remaining spread',
            spread(readings.map((reading) => (running ? reading.deadline! : reading.remainingMs))),
          );
        if (running) {
          const deadlines = readings.map((reading) => reading.deadline!);
          expect(deadlines.every((deadline) => Number.isFinite(deadline))).toBe(true);
          // Each screen knows the server's time to within half its read's round trip: a few ms on a quiet
          // machine, a second at load 20 (issue 36). Two screens may differ by both of theirs.
          const offsetError = Math.max(...readings.map((reading) => reading.offsetErrorMs));
          expect(spread(deadlines)).toBeLessThan(AGREE_MS + 2 * offsetError);
        } else {
          expect(spread(readings.map((reading) => reading.remainingMs))).toBeLessThan(AGREE_MS);
          expect(new Set(readings.map((reading) => reading.text)).size).toBe(1);
        }
        return readings;
      };

      await host.getByTestId('clock-start').click();
      await allShow('running');
      await expectAgreement(true);
      await host.screenshot({ path: '/tmp/clock-1280-points.png', fullPage: true });

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await host.getByTestId('clock-pause').click();
      await allShow('paused');
      const paused = await expectAgreement(false);
      expect(paused[1]!.remainingMs).toBeLessThan(20 * 60_000 - 1_000);

      await host.getByTestId('clock-resume').click();
      await allShow('running');
      await expectAgreement(true);

      // Sound: off by default; one click turns it on (a beep: two tones); each level change beeps again.
      await tvA.page.evaluate(() => {
        const counted = window as unknown as { tones: number };
        counted.tones = 0;
        const original = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function (this: AudioContext) {
          counted.tones += 1;
          return original.call(this);
        };
      });
      const tones = () => tvA.page.evaluate(() => (window as unknown as { tones: number }).tones);
      expect(await tvA.page.getByTestId('clock-sound').getAttribute('aria-pressed')).toBe('false');
      await tvA.page.getByTestId('clock-sound').click();
      expect(await tvA.page.getByTestId('clock-sound').getAttribute('aria-pressed')).toBe('true');
      expect(await tones()).toBe(2);

      await host.getByTestId('clock-next').click();
      await allShow('running', 'Level 2');
      await eventually(async () => expect(await tones()).toBe(4));
      await expectAgreement(true);
      expect(await tvA.page.getByTestId('clock-blinds').innerText()).toBe('50 / 100');

      // A reload shows the right time at once: the first time drawn already agrees with the others.
      const reloadStarted = Date.now();
      await tvB.page.reload();
      await tvB.page.getByTestId('clock-time').waitFor();
      const shownAfterMs = Date.now() - reloadStarted;
      const [first, others] = [await readingOf(tvB.page), await Promise.all([tvA.page, phone.page].map(readingOf))];
      expect(first.status).toBe('running');
      // As expectAgreement: each screen's idea of the server's time is as good as its read's round trip.
      expect(spread([first.deadline!, ...others.map((reading) => reading.deadline!)])).toBeLessThan(
        AGREE_MS + 2 * Math.max(first.offsetErrorMs, ...others.map((reading) => reading.offsetErrorMs)),
      );
      // Drawn as soon as the page is up; that its first time is right is checked above. A busy machine loads a page slowly.
      expect(shownAfterMs).toBeLessThan(15_000);

      // A short network drop on the phone: the clock keeps running, and agrees again once back.
      await phone.context.setOffline(true);
      const beforeDrop = await readingOf(phone.page);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const duringDrop = await readingOf(phone.page);
      expect(duringDrop.status).toBe('running');
      expect(duringDrop.remainingMs).toBeLessThan(beforeDrop.remainingMs - 1_500);
      await phone.context.setOffline(false);
      const tvAfterDrop = await readingOf(tvA.page);
      expect(spread([duringDrop.deadline!, tvAfterDrop.deadline!])).toBeLessThan(
        AGREE_MS + 2 * Math.max(duringDrop.offsetErrorMs, tvAfterDrop.offsetErrorMs),
      );

      // A manager edits the structure from the points screen: the TV shows the new blinds.
      await host.getByTestId('clock-edit-structure').click();
      await host.getByRole('textbox', { name: 'Small blind, level 2', exact: true }).fill('60');
      await host.getByRole('textbox', { name: 'Big blind, level 2', exact: true }).fill('120');
      await host.getByTestId('clock-structure-save').click();
      await eventually(async () => expect(await tvA.page.getByTestId('clock-blinds').innerText()).toBe('60 / 120'), {
        timeoutMs: 15_000,
      });
      // The host's own screen hears of its save as the TVs do (its answer, then the clock's read): not necessarily first.
      await eventually(async () => expect(await host.getByTestId('clock-blinds').innerText()).toBe('60 / 120'), {
        timeoutMs: 15_000,
      });

      await tvA.page.screenshot({ path: '/tmp/clock-1920-tv.png' });
      await tvB.page.screenshot({ path: '/tmp/clock-1280-tv.png' });
      await phone.page.screenshot({ path: '/tmp/clock-375-phone.png', fullPage: true });
      await tvA.page.setViewportSize({ width: 3840, height: 2160 });
      await tvA.page.screenshot({ path: '/tmp/clock-3840-tv.png', scale: 'css' });
      // Nothing scrolls on a TV.
      for (const page of [tvA.page, tvB.page]) {
        const { scrollHeight, clientHeight } = await page.evaluate(() => {
          const board = document.querySelector<HTMLElement>('[data-testid="clock-board"]')!;
          return { scrollHeight: board.scrollHeight, clientHeight: board.clientHeight };
        });
        expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
      }
      // The phone page fits 375 px without sideways scrolling.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // Nothing an accessibility check calls serious on the TV clock and the phone page.
      expect(await axeFindings(tvB.page)).toEqual([]);
      expect(await axeFindings(phone.page)).toEqual([]);

      await Promise.all([tvA.context.close(), tvB.context.close(), phone.context.close()]);
    },
    SLOW,
  );

  it(
    'survives the server process being restarted: a new process on the same database shows the same level and time, and a paused clock stays paused',
    async () => {
      const [runningGame, pausedGame] = await Promise.all([
        aGame(suite.testApp, { title: 'Restart Night' }),
        aGame(suite.testApp, { title: 'Paused Night' }),
      ]);
      // Process A serves the screens; the suite's own server only keeps the database (and is never the one answering them).
      const first = await startTestApp({ shareWith: suite.testApp });
      let firstRunning = true;
      let second: TestApp | undefined;
      const opened: Awaited<ReturnType<typeof openPage>>[] = [];
      const open = async (url: string, viewport: { width: number; height: number }) => {
        // No service worker here: with workers on process A's pages, closing A waited about 4 minutes for
        // their connections (issue 30, left for a follow-up); this test is about the clock's state, not the worker.
        const screen = await openPage(suite.browser, url, viewport, { serviceWorkers: 'block' });
        opened.push(screen);
        return screen.page;
      };
      try {
        // The host on A: one clock running at level 2 with a minute added (a time no fresh clock shows), one paused.
        const host = await open(first.url, { width: 1280, height: 800 });
        await logInThroughApi(host, 'admin');
        await host.goto(`/update/points/${runningGame.gameID}`);
        await host.getByTestId('clock-start').click();
        await host.getByTestId('clock-pause').waitFor();
        await host.getByTestId('clock-next').click();
        await eventually(async () => expect(await host.getByTestId('clock-level').innerText()).toBe('Level 2'), {
          timeoutMs: 15_000,
        });
        await host.getByTestId('clock-add-minute').click();
        await eventually(async () => expect((await readingOf(host)).remainingMs).toBeGreaterThan(20 * 60_000), {
          timeoutMs: 15_000,
        });
        await host.goto(`/update/points/${pausedGame.gameID}`);
        await host.getByTestId('clock-start').click();
        await host.getByTestId('clock-pause').waitFor();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await host.getByTestId('clock-pause').click();
        await host.getByTestId('clock-resume').waitFor();

        // The TV monitor and the phone page of each game, served by A.
        const screens = [
          {
            game: runningGame.gameID,
            path: `/games/monitor/${runningGame.gameID}?tv=1`,
            page: await open(first.url, TV),
            status: 'running',
            name: 'running-tv',
          },
          {
            game: runningGame.gameID,
            path: `/games/clock/${runningGame.gameID}`,
            page: await open(first.url, PHONE_VIEWPORT),
            status: 'running',
            name: 'running-phone',
          },
          {
            game: pausedGame.gameID,
            path: `/games/monitor/${pausedGame.gameID}?tv=1`,
            page: await open(first.url, TV),
            status: 'paused',
            name: 'paused-tv',
          },
          {
            game: pausedGame.gameID,
            path: `/games/clock/${pausedGame.gameID}`,
            page: await open(first.url, PHONE_VIEWPORT),
            status: 'paused',
            name: 'paused-phone',
          },
        ];
        for (const screen of screens) await screen.page.goto(screen.path);
        // When the shown readings were asked for: a busy machine may take long to answer, and the
        // time that passed is counted from the ask, not from the answer.
        let askedAt = 0;
        const shows = async () =>
          eventually(
            async () => {
              askedAt = Date.now();
              const readings = await Promise.all(screens.map(({ page }) => readingOf(page)));
              readings.forEach((reading, i) => expect(reading.status).toBe(screens[i]!.status));
              return readings;
            },
            { timeoutMs: 10_000 },
          );
        const before = await shows();
        const readBefore = askedAt;
        expect(before[0]!.level).toContain('Level 2');
        expect(before[2]!.level).toContain('Level 1');
        expect(before[0]!.remainingMs).toBeGreaterThan(20 * 60_000);
        expect(before[2]!.remainingMs).toBeLessThan(20 * 60_000 - 1_000);
        for (const screen of screens)
          await screen.page.screenshot({ path: `/tmp/clock-restart-before-${screen.name}.png` });
        const versionsOn = (server: TestApp) =>
          Promise.all(
            [runningGame, pausedGame].map(
              async ({ gameID }) =>
                (await api(server).get<{ clock: { version: number } }>(`/v1/game/clock/${gameID}`)).body.clock.version,
            ),
          );
        const versions = await versionsOn(first);

        // A stops; only the database holds the clocks now (a store in A's memory would be gone with it).
        firstRunning = false;
        await first.close();
        const stored = (game: number) =>
          suite.testApp.sql<{ status: string; level_index: number }>(
            'select status, level_index from game_clocks where game_id = ?',
            [game],
          );
        expect(await stored(runningGame.gameID)).toEqual([{ status: 'running', level_index: 1 }]);
        expect(await stored(pausedGame.gameID)).toEqual([{ status: 'paused', level_index: 0 }]);

        // B: a new process on the same database; every screen loads its page from it.
        second = await startTestApp({ shareWith: suite.testApp });
        for (const screen of screens) await screen.page.goto(`${second.url}${screen.path}`);
        for (const screen of screens) await screen.page.getByTestId('clock-time').waitFor();
        const after = await shows();
        const elapsed = Date.now() - readBefore;
        after.forEach((reading, i) => {
          const was = before[i]!;
          expect(reading.level).toBe(was.level);
          if (screens[i]!.status === 'running') {
            // The same deadline (server time, through each screen's offset), so the time left went down by the time that passed.
            // Each page's idea of the server's time, before and after, is as good as its read's round trip (as expectAgreement).
            const agree = AGREE_MS + 2 * Math.max(reading.offsetErrorMs, was.offsetErrorMs);
            expect(Math.abs(reading.deadline! - was.deadline!)).toBeLessThan(agree);
            expect(reading.remainingMs).toBeLessThanOrEqual(was.remainingMs + agree);
            expect(reading.remainingMs).toBeGreaterThanOrEqual(was.remainingMs - elapsed - agree);
          } else {
            // Paused: the same time left, however long the restart took.
            expect(Math.abs(reading.remainingMs - was.remainingMs)).toBeLessThan(AGREE_MS);
            expect(reading.text).toBe(was.text);
          }
        });
        // The TV and the phone of each game agree on the new process.
        expect(Math.abs(after[0]!.deadline! - after[1]!.deadline!)).toBeLessThan(
          AGREE_MS + 2 * Math.max(after[0]!.offsetErrorMs, after[1]!.offsetErrorMs),
        );
        expect(after[2]!.remainingMs).toBe(after[3]!.remainingMs);
        // B answers the very versions A wrote: nothing was started again.
        expect(await versionsOn(second)).toEqual(versions);
        for (const screen of screens)
          await screen.page.screenshot({ path: `/tmp/clock-restart-after-${screen.name}.png` });
      } finally {
        await Promise.all(opened.map(({ context }) => context.close()));
        if (firstRunning) await first.close();
        await second?.close();
      }
    },
    SLOW,
  );

  it("a practice (unlisted) game: the host's TV shows the clock without the phone page's QR code, which visitors' phones cannot open", async () => {
    const { gameID } = await aGame(suite.testApp, { title: 'Practice Night', unlisted: true });
    const host = suite.page;
    await logInThroughApi(host, 'admin');
    await host.goto(`/update/points/${gameID}`);
    await host.getByTestId('clock-start').click();
    await host.getByTestId('clock-pause').waitFor();

    const tv = await openPage(suite.browser, suite.testApp.url, TV);
    const phone = await openPage(suite.browser, suite.testApp.url, PHONE_VIEWPORT);
    try {
      // The TV runs on the host's logged-in laptop (host mode), as a practice night's does.
      await logInThroughApi(tv.page, 'admin');
      await tv.page.goto(`/games/monitor/${gameID}?tv=1`);
      await eventually(
        async () => expect(await tv.page.getByTestId('clock-title').innerText()).toBe('Practice Night'),
        { timeoutMs: 10_000 },
      );
      expect((await readingOf(tv.page)).status).toBe('running');
      expect(await tv.page.getByTestId('clock-qr').count()).toBe(0);
      await tv.page.screenshot({ path: '/tmp/clock-practice-tv.png' });

      await phone.page.goto(`/games/clock/${gameID}`);
      await phone.page.getByText('Game not found').waitFor();
      expect(await phone.page.getByTestId('clock-time').count()).toBe(0);
    } finally {
      await Promise.all([tv.context.close(), phone.context.close()]);
    }
  });
});
