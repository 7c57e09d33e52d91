/**
 * The tournament clock (issue 23) in a real headless Chromium against the real server and
 * the built site: the host runs it from the points screen, two monitors in TV mode and a
 * 375 px phone follow it, and every screen shows the same time (within half a second)
 * after start, pause, resume and a level change; a reloaded screen shows the right time at once.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { browserSuite, logIn, openPage, PHONE_VIEWPORT } from '../support/browser.js';
import { aGame } from '../support/builders.js';
import { eventually } from '../support/eventually.js';

const SLOW = 240_000;
const AGREE_MS = 500;
const TV = { width: 1920, height: 1080 } as const;

interface Reading {
  readonly status: string | null;
  readonly deadline: number | null;
  readonly remainingMs: number;
  readonly text: string;
  readonly level: string;
}

/** What a screen's clock shows now: the host's controls or a board (TV, phone). */
async function readingOf(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const time = document.querySelector<HTMLElement>('[data-testid="clock-time"]');
    const board = document.querySelector<HTMLElement>('[data-testid="clock-board"]');
    const status = board?.dataset['status'] ?? document.querySelector<HTMLElement>('[data-testid="clock-status"]')?.innerText ?? null;
    return {
      status,
      deadline: time?.dataset['deadline'] ? Number(time.dataset['deadline']) : null,
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
      await logIn(host, 'admin'); // host mode comes with Admin
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
      for (const page of watchers) expect(await readingOf(page)).toMatchObject({ status: 'ready', text: '20:00', level: expect.stringContaining('Level 1') });
      expect(await tvA.page.getByTestId('clock-blinds').innerText()).toBe('25 / 50');
      expect(await tvA.page.getByTestId('clock-next').innerText()).toBe('50 / 100');
      // Wait for the sockets to join their rooms (the connection light).
      for (const page of [tvA.page, tvB.page]) await eventually(async () => expect(await page.getByTestId('monitor-connection').getAttribute('data-status')).toBe('connected'), { timeoutMs: 10_000 });

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
          { timeoutMs: 5_000 },
        );
      };
      const expectAgreement = async (running: boolean) => {
        const readings = await Promise.all(screens.map(readingOf));
        // CLOCK_FIGURES=1 prints how far apart the screens are (ms).
        if (process.env['CLOCK_FIGURES']) console.log(running ? 'deadline spread' : 'remaining spread', spread(readings.map((reading) => (running ? reading.deadline! : reading.remainingMs))));
        if (running) {
          const deadlines = readings.map((reading) => reading.deadline!);
          expect(deadlines.every((deadline) => Number.isFinite(deadline))).toBe(true);
          expect(spread(deadlines)).toBeLessThan(AGREE_MS);
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
      expect(spread([first.deadline!, ...others.map((reading) => reading.deadline!)])).toBeLessThan(AGREE_MS);
      expect(shownAfterMs).toBeLessThan(5_000);

      // A short network drop on the phone: the clock keeps running, and agrees again once back.
      await phone.context.setOffline(true);
      const beforeDrop = await readingOf(phone.page);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const duringDrop = await readingOf(phone.page);
      expect(duringDrop.status).toBe('running');
      expect(duringDrop.remainingMs).toBeLessThan(beforeDrop.remainingMs - 1_500);
      await phone.context.setOffline(false);
      expect(spread([duringDrop.deadline!, (await readingOf(tvA.page)).deadline!])).toBeLessThan(AGREE_MS);

      // A manager edits the structure from the points screen: the TV shows the new blinds.
      await host.getByTestId('clock-edit-structure').click();
      await host.getByRole('textbox', { name: 'Small blind, level 2', exact: true }).fill('60');
      await host.getByRole('textbox', { name: 'Big blind, level 2', exact: true }).fill('120');
      await host.getByTestId('clock-structure-save').click();
      await eventually(async () => expect(await tvA.page.getByTestId('clock-blinds').innerText()).toBe('60 / 120'), { timeoutMs: 5_000 });
      expect(await host.getByTestId('clock-blinds').innerText()).toBe('60 / 120');

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
});
