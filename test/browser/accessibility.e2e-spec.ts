/**
 * Accessibility and phones (issue 19) in a real headless Chromium against the real server
 * and the built site:
 * - axe-core finds no serious or critical violation on the screens a league's first month
 *   uses (home, calendar, events, both leaderboards, game detail, the points screen of a
 *   host in host mode, the manage screens), at 1280 and 375 px, in the light and the dark
 *   theme (Mantine's scheme, stored in localStorage per user: lib/color-scheme.ts);
 * - on a phone every table shows the columns it keeps whole: no heading or cell is cut
 *   (its content fits its box), the table does not scroll sideways and neither does the page;
 * - the activity dashboard's doughnuts give every slice its own colour, at 3:1 or more
 *   against the page in both themes, and list every label in the legend on a phone.
 *
 * One browser and one page per test, re-used across screens, keep the suite short.
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { EventType } from '../../src/shared/domain/event-type.js';
import {
  browserSuite,
  LAPTOP_VIEWPORT,
  logIn,
  logInThroughApi,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import {
  aDeposit,
  aGame,
  aGameWithEntries,
  aPost,
  aVenue,
  aSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 240_000;
const TODAY = '2026-03-10';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];
const WIDTHS = [LAPTOP_VIEWPORT, PHONE_VIEWPORT] as const;

/** Chooses the theme as the site's switch stores it (for a visitor and for the logged-in owner), then reloads. */
async function useScheme(page: Page, scheme: Scheme, playerID: number): Promise<void> {
  await page.evaluate(
    ([value, id]) => {
      localStorage.setItem('league.color-scheme.visitor', value);
      localStorage.setItem(`league.color-scheme.user-${id}`, value);
    },
    [scheme, String(playerID)] as const,
  );
}

/**
 * Switches the page's theme in place: the choice stored as the site's switch stores it, and
 * announced as another tab's choice arrives (lib/color-scheme.ts listens for the storage
 * event); then waits for the page to wear it and settle. No reload: the page read in light
 * is the page read in dark.
 */
async function switchScheme(page: Page, scheme: Scheme, playerID: number): Promise<void> {
  await page.evaluate(
    ([value, id]) => {
      for (const key of ['league.color-scheme.visitor', `league.color-scheme.user-${id}`]) {
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
      }
    },
    [scheme, String(playerID)] as const,
  );
  await page.waitForFunction((value) => document.documentElement.dataset['mantineColorScheme'] === value, scheme);
  await transitionsDone(page);
}

/**
 * Until no transition or animation that ends is still running, and a frame has been drawn
 * after: the colours axe reads are the final ones (a spinner that turns for ever is not waited for).
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every(
                  (animation) =>
                    animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
                ),
            ),
          ),
        ),
      ),
  );
}

/**
 * Waits for the screen's h1 and for every "Loading..." to be gone, then for the layout to
 * settle. The page is scrolled through first: parts below the fold load when reached.
 */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await waitForHeading(page, heading);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"], td, p')].some(
        (element) => element.textContent?.trim() === 'Loading...' && element.getClientRects().length > 0,
      ),
    undefined,
    // What is checked is the settled page, not how soon it settles: a run with four browser suites
    // beside it once left the owner's home page on "Loading..." past 20 s.
    { timeout: 60_000 },
  );
  await transitionsDone(page);
}

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly heading: string | RegExp;
}

/** Rules that read colours: the only ones whose answer can change with the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical violations on the page now, one line each (rule, the node, why).
 * Every rule of axe-core, plus its (experimental) check that a control's name contains
 * what it shows; `colourOnly` runs the colour rules alone (the dark theme: the page's
 * structure is the light theme's).
 */
async function seriousViolations(page: Page, colourOnly = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
      ),
    );
}

/**
 * What a phone cuts off in the page's tables: the page or a table scrolling sideways, a
 * heading or a cell whose content is wider than its box (an ellipsis, a clipped word).
 */
function cutTableContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (element: Element): boolean =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 1) problems.push(`the page scrolls sideways by ${sideways}px`);
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent?.trim() ?? 'a table';
      let box = table.parentElement;
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const width = Math.round(table.getBoundingClientRect().width);
      if (box && box !== document.body && width > box.clientWidth + 1)
        problems.push(`${name}: the table is ${width}px wide in a ${box.clientWidth}px box`);
      for (const cell of table.querySelectorAll('th, td')) {
        if (!shown(cell)) continue;
        for (const element of [cell, ...cell.querySelectorAll('*')]) {
          if (!shown(element) || element instanceof SVGElement) continue;
          const style = getComputedStyle(element);
          const clips = element === cell || style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
          if (clips && element.scrollWidth > element.clientWidth + 1) {
            problems.push(
              `${name}: "${(cell.textContent ?? '').trim().slice(0, 40)}" is cut (${element.scrollWidth}px in ${element.clientWidth}px)`,
            );
            break;
          }
        }
      }
    }
    return problems;
  });
}

/**
 * What a phone must still show of the tables whose columns it drops: Events gives each
 * game's venue, the calendar's venue table each venue's website.
 */
async function missingKeyContent(page: Page, screen: string): Promise<string[]> {
  if (screen === 'events browse') {
    const rows = page.getByRole('table', { name: 'Games' }).locator('tbody tr').filter({ hasText: 'Accessible Night' });
    const total = await rows.count();
    const withVenue = await rows.filter({ hasText: /The Rusty Anchor/ }).count();
    return total > 0 && withVenue === total ? [] : [`${withVenue} of ${total} games show their venue`];
  }
  if (screen === 'calendar') {
    const rows = page.getByRole('table', { name: 'Venues' }).locator('tbody tr');
    const total = await rows.count();
    const links = await page
      .getByRole('table', { name: 'Venues' })
      .getByRole('link', { name: /^Website of / })
      .count();
    return total > 0 && links === total ? [] : [`${links} of ${total} venues show their website`];
  }
  return [];
}

/** WCAG's contrast ratio of two colours given as rgb()/rgba() or #rrggbb. */
function contrast(a: string, b: string): number {
  const channels = (colour: string): number[] => {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(colour);
    const parts = hex
      ? hex.slice(1, 4).map((part) => parseInt(part, 16))
      : (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    return parts
      .map((value) => value / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  };
  const luminance = (colour: string): number => {
    const [r = 0, g = 0, b = 0] = channels(colour);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A doughnut's slice colours, the colour behind it, and its legend: every entry, and those a reader can see whole. */
function doughnutState(
  page: Page,
  testID: string,
): Promise<{ fills: string[]; background: string; legend: string[]; shownWhole: string[] }> {
  return page.evaluate((id) => {
    const chart = document.querySelector(`[data-testid="${id}"]`)!;
    const fills = [...chart.querySelectorAll('.apexcharts-pie-series path')].map((path) => {
      const fill = path.getAttribute('fill') ?? '';
      const gradient = /url\(#(.+)\)/.exec(fill);
      return gradient
        ? (document.getElementById(gradient[1]!)?.querySelector('stop')?.getAttribute('stop-color') ?? fill)
        : fill;
    });
    let holder: Element | null = chart;
    let background = 'rgb(255, 255, 255)';
    while (holder) {
      const colour = getComputedStyle(holder).backgroundColor;
      if (colour && colour !== 'transparent' && !colour.startsWith('rgba(0, 0, 0, 0')) {
        background = colour;
        break;
      }
      holder = holder.parentElement;
    }
    const entries = [...chart.querySelectorAll('[data-legend-entry], .apexcharts-legend-series')];
    const seenWhole = (entry: Element): boolean => {
      const rect = entry.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(entry).visibility === 'hidden') return false;
      for (let box = entry.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflow === 'visible') continue;
        const outer = box.getBoundingClientRect();
        if (
          rect.top < outer.top - 1 ||
          rect.bottom > outer.bottom + 1 ||
          rect.left < outer.left - 1 ||
          rect.right > outer.right + 1
        )
          return false;
      }
      return [entry, ...entry.querySelectorAll('*')].every(
        (part) => part instanceof SVGElement || part.scrollWidth <= part.clientWidth + 1,
      );
    };
    const text = (entry: Element): string => (entry.textContent ?? '').trim();
    return { fills, background, legend: entries.map(text), shownWhole: entries.filter(seenWhole).map(text) };
  }, testID);
}

describe('accessibility and phones (issue 19) in the browser', () => {
  const suite = browserSuite();
  let ownerID: number;
  let detailGame: BuiltGame;
  let pointsGame: BuiltGame;
  let regular: BuiltPlayer;
  const venueIDs: number[] = [];

  beforeAll(async () => {
    const app = suite.testApp;
    ownerID = app.roles.owner.playerID;
    const players = await somePlayers(app, 14);
    regular = players[13]!;
    // Twelve venues with a game each in 2026 (the venue doughnut's twelve slices); the first with a website and a map.
    for (let i = 0; i < 12; i += 1) {
      // Names and addresses as long as a real league's: a phone's tables must still show them whole.
      const venue = await aVenue(app, {
        // One named in a single run of letters, as a venue inside a complex may be.
        title:
          i === 0
            ? 'The Rusty Anchor at TheWaterfrontEntertainmentCenter'
            : `The Rusty Anchor Tavern and Grill Number ${i + 1}`,
        address: `${12345 + i} South Pacific Avenue Northeast`,
        city: 'University Place',
        website: `https://www.rusty-anchor-tavern-${i + 1}.example/poker-nights`,
        mapURL: `https://maps.example/venue-${i + 1}`,
        location: 'Downtown by the harbor, upstairs in the back room',
      });
      venueIDs.push(venue.venueID);
      if (i === 0) await aSeries(app, venue, { today: '2026-01-06' });
      const game = await aGameWithEntries(app, 6, {
        venueID: venue.venueID,
        hostID: app.accounts.host,
        gameAt: pacific(`2026-0${1 + (i % 2)}-${String(5 + i).padStart(2, '0')}T19:00:00`),
        ended: true,
        players: [...players.slice(i % 9, (i % 9) + 5), players[13]!],
        title: `Accessible Night ${i + 1}: Tuesday Hold'em Championship Qualifier`,
      });
      if (i === 0) detailGame = game;
    }
    await aGame(app, {
      venueID: venueIDs[0]!,
      title: 'Spring Finals',
      eventType: EventType.Quarterly,
      gameAt: pacific('2026-03-14T12:00:00'),
    });
    pointsGame = await aGameWithEntries(app, 5, {
      venueID: venueIDs[1]!,
      hostID: ownerID,
      gameAt: pacific(`${TODAY}T19:00:00`),
      title: 'Points Night',
    });
    await aPost(app, { title: 'Welcome to the new season' });
    await aDeposit(app, ownerID, { title: 'January earnings', depositAmount: 35, depositDate: '2026-01-31' });
    await rebuildStandings(app);
  }, SLOW);

  /** Logs in as the owner and accepts the host agreement (host mode), on the test clock. */
  async function ownerInHostMode(page: Page): Promise<void> {
    await page.goto(`/?today=${TODAY}`);
    await logInThroughApi(page, 'owner');
    await page.goto(`/update/agreement?today=${TODAY}`);
    const form = page.getByRole('form', { name: 'Host agreement' });
    await form.getByLabel('I have read and accept the Terms and Conditions').check();
    await form.getByRole('button', { name: 'Manage Events' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/update/agreement'));
  }

  const screens = (): Screen[] => [
    { name: 'home', path: '/', heading: /Welcome/ },
    { name: 'calendar', path: '/events/calendar/2026/3', heading: 'Calendar' },
    { name: 'events browse', path: '/events/browse/games/0/0/0/2026', heading: 'Events' },
    { name: 'player leaderboard', path: '/players/leaderboard/2026/All', heading: 'Player Leaderboard' },
    { name: 'event leaderboard', path: '/events/leaderboard', heading: 'Event Leaderboard' },
    { name: 'game detail', path: `/games/detail/${detailGame.gameID}`, heading: /Accessible Night 1/ },
    { name: 'points screen', path: `/update/points/${pointsGame.gameID}`, heading: /Points Night/ },
    { name: 'manage players', path: '/update/players', heading: 'Manage Players' },
    { name: 'manage games', path: '/update/games', heading: 'Manage Games' },
    { name: 'manage venues', path: '/update/venues', heading: 'Manage Venues' },
    { name: 'manage posts', path: '/update/posts', heading: 'Manage Posts' },
    { name: 'manage deposits', path: '/update/deposits', heading: 'Manage Deposits' },
  ];

  // One test per width: each loads a screen once and reads it in both schemes (the dark one switched in place, as
  // another tab's choice arrives), 17 page loads and 26 axe runs, with its own time budget.
  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))(
    'axe-core finds no serious or critical violation on the screens of a first month, at %s px, in light and dark',
    async (_width, viewport) => {
      const { page } = suite;
      const found: string[] = [];
      /** The page as it is now in light, all rules, then in dark, the colour rules; the light scheme kept for the next page. */
      const inBothSchemes = async (name: string): Promise<void> => {
        for (const line of await seriousViolations(page)) found.push(`${name} ${viewport.width} light: ${line}`);
        await switchScheme(page, 'dark', ownerID);
        for (const line of await seriousViolations(page, true)) found.push(`${name} ${viewport.width} dark: ${line}`);
        await switchScheme(page, 'light', ownerID);
      };
      // The log-in page, as a visitor sees it.
      await page.setViewportSize(viewport);
      await page.goto(`/users/login?today=${TODAY}`);
      await useScheme(page, 'light', ownerID);
      await page.goto('/users/login');
      await settle(page, 'User Log-In');
      await inBothSchemes('log-in');
      // Its heading stays a heading (a live region's role on it took that away).
      if (
        (await page
          .getByRole('heading', { level: 2 })
          .filter({ hasText: 'Enter your user name and password.' })
          .count()) !== 1
      )
        found.push(`log-in ${viewport.width}: the form's heading is not a heading`);
      await page.setViewportSize(LAPTOP_VIEWPORT);
      await ownerInHostMode(page);
      await useScheme(page, 'light', ownerID);
      await page.setViewportSize(viewport);
      for (const screen of screens()) {
        await page.goto(screen.path);
        try {
          await settle(page, screen.heading);
        } catch (error) {
          found.push(
            `${screen.name} ${viewport.width}: did not settle: ${String(error).slice(0, 200)} ${(await page.locator('body').innerText()).slice(0, 300)}`,
          );
          continue;
        }
        await inBothSchemes(screen.name);
      }
      expect(found).toEqual([]);
    },
    SLOW * 2,
  );

  it(
    "issue 30: the calendar's days of other months read at 4.5:1 or more in light and dark (axe, and measured)",
    async () => {
      const { page } = suite;
      const found: string[] = [];
      for (const scheme of SCHEMES) {
        await page.goto(`/?today=${TODAY}`);
        await useScheme(page, scheme, ownerID);
        // April 2026 starts on a Wednesday: the grid opens with March's last days and closes with May's first.
        await page.goto('/events/calendar/2026/4');
        await settle(page, 'Calendar');
        const others = page.locator('.fc-day-other .fc-daygrid-day-number');
        expect(await others.count()).toBeGreaterThanOrEqual(5);
        const measured = await others.first().evaluate((element) => {
          let opacity = 1;
          let background = '';
          for (let box: Element | null = element; box; box = box.parentElement) {
            const style = getComputedStyle(box);
            opacity *= Number(style.opacity);
            if (
              !background &&
              style.backgroundColor &&
              style.backgroundColor !== 'transparent' &&
              !style.backgroundColor.startsWith('rgba(0, 0, 0, 0')
            )
              background = style.backgroundColor;
          }
          return { colour: getComputedStyle(element).color, opacity, background: background || 'rgb(255, 255, 255)' };
        });
        if (measured.opacity < 1) found.push(`${scheme}: faded to ${measured.opacity}`);
        const ratio = contrast(measured.colour, measured.background);
        if (ratio < 4.5) found.push(`${scheme}: ${measured.colour} on ${measured.background} is ${ratio.toFixed(2)}:1`);
        const axe = await new AxeBuilder({ page }).include('.fc').withRules(['color-contrast']).analyze();
        for (const violation of axe.violations)
          for (const node of violation.nodes) found.push(`${scheme}: axe ${violation.id} ${node.target.join(' ')}`);
        await shoot(page, 'accessibility', `calendar-other-days-${scheme}`);
      }
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    'on a phone every table shows its columns whole: no heading or cell cut, nothing scrolls sideways',
    async () => {
      const { page } = suite;
      await ownerInHostMode(page);
      await page.setViewportSize(PHONE_VIEWPORT);
      const tables: Screen[] = [
        { name: 'events browse', path: '/events/browse/games/0/0/0/2026', heading: 'Events' },
        { name: 'earnings', path: '/events/browse/earnings/0/0/0/2026', heading: 'Earnings' },
        { name: 'calendar', path: '/events/calendar/2026/3', heading: 'Calendar' },
        { name: 'event leaderboard', path: '/events/leaderboard', heading: 'Event Leaderboard' },
        { name: 'player leaderboard', path: '/players/leaderboard/2026/All', heading: 'Player Leaderboard' },
        {
          name: 'player dashboard',
          path: `/players/dashboard/${regular.playerNumber}/2026`,
          heading: 'Player Dashboard',
        },
        { name: 'vegas invites', path: '/players/invites', heading: 'Vegas Invites' },
        { name: 'quarterly', path: '/events/quarterly/2026/Q1', heading: /Quarterly/ },
        { name: 'game detail', path: `/games/detail/${detailGame.gameID}`, heading: /Accessible Night 1/ },
        { name: 'points screen', path: `/update/points/${pointsGame.gameID}`, heading: /Points Night/ },
        {
          name: 'player search',
          path: `/players/search?q=${encodeURIComponent(regular.lastName)}`,
          heading: 'Player Search',
        },
        { name: 'earnings report', path: '/activities/earnings/2026', heading: 'Earnings Report' },
        { name: 'gameplay rules', path: '/about/rules/gameplay', heading: /Gameplay Rules/ },
        { name: 'quarterly rules', path: '/about/rules/quarterly', heading: 'Quarterly Tournaments' },
        { name: 'national rules', path: '/about/rules/national', heading: 'National Championship' },
        { name: 'host rules', path: '/about/rules/host', heading: /Host Rules/ },
        { name: 'faq', path: '/about/faq', heading: /FAQ|Frequently/ },
      ];
      const found: string[] = [];
      for (const screen of tables) {
        await page.goto(screen.path);
        try {
          await settle(page, screen.heading);
        } catch (error) {
          found.push(`${screen.name}: did not settle: ${String(error).slice(0, 200)}`);
          continue;
        }
        for (const problem of await cutTableContent(page)) found.push(`${screen.name}: ${problem}`);
        for (const problem of await missingKeyContent(page, screen.name)) found.push(`${screen.name}: ${problem}`);
        await shoot(page, 'accessibility', `${screen.name.replaceAll(' ', '-')}-375`);
      }
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    'gives every slice of the activity doughnuts its own colour at 3:1 against the page, light and dark, and lists every label on a phone',
    async () => {
      const { page } = suite;
      await page.goto(`/?today=${TODAY}`);
      await logIn(page, 'owner');
      const found: string[] = [];
      for (const scheme of SCHEMES) {
        await useScheme(page, scheme, ownerID);
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          await page.goto('/activities/dashboard?year=2026&period=All');
          await settle(page, 'Activity Dashboard');
          for (const [testID, slices] of [
            ['chart-games-by-player', 10],
            ['chart-games-by-venue', 12],
          ] as const) {
            const where = `${testID} ${viewport.width} ${scheme}`;
            await page
              .getByTestId(testID)
              .locator('.apexcharts-pie-series path')
              .nth(slices - 1)
              .waitFor();
            const { fills, background, legend, shownWhole } = await doughnutState(page, testID);
            if (fills.length !== slices) found.push(`${where}: ${fills.length} slices`);
            if (new Set(fills.map((fill) => fill.toLowerCase())).size !== fills.length)
              found.push(`${where}: slices share colours: ${fills.join(' ')}`);
            for (const fill of fills)
              if (contrast(fill, background) < 3)
                found.push(`${where}: ${fill} on ${background} is ${contrast(fill, background).toFixed(2)}:1`);
            if (legend.length !== slices || shownWhole.length !== slices)
              found.push(
                `${where}: the legend shows ${shownWhole.length} of ${slices} whole (${legend.length} entries)`,
              );
          }
        }
      }
      expect(found).toEqual([]);
    },
    SLOW,
  );
});
