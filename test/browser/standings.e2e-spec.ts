/**
 * The standings screens in a real headless Chromium against the real server and the
 * built site: the event leaderboard (filters in the address, stepping periods across
 * years, All Years, quarterly and national champions, links), the player leaderboard
 * (the chart's two series, 20 a page with the paginator above and below, a phone's
 * layout) and home's champions lists (plain text: home's first page stays light).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { EventType } from '../../src/shared/domain/event-type.js';
import { browserSuite, currentPath, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';
import {
  aGameWithEntries,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 180_000;

/** An instant from a wall time in the league's zone. */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

const bodyRows = (table: Locator): Locator => table.locator('tbody tr');
const eventTable = (page: Page): Locator => page.getByRole('table', { name: 'Event Leaderboard' });
const playerTable = (page: Page): Locator => page.getByRole('table', { name: 'Player Leaderboard' });
/** A filter's select by its exact label (the table's name and the step buttons contain the same words). */
const selectOf = (page: Page, label: string): Locator => page.getByRole('combobox', { name: label, exact: true });
const columnTitles = async (table: Locator): Promise<string[]> =>
  (await table.locator('thead th:visible').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

/** The page does not scroll sideways (a phone shows all of it). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits for the address to settle on `path` (the screens rewrite it with replace). */
async function expectPath(page: Page, path: string): Promise<void> {
  await eventually(async () => expect(currentPath(page)).toBe(path));
}

/**
 * Waits for the event leaderboard's address and for the screen to show it (the router
 * renders a navigation after the address changes; the next choice must start from it).
 */
async function expectEventAddress(
  page: Page,
  [venueID, eventID, year, period]: readonly [number, number, number | string, string],
): Promise<void> {
  await expectPath(page, `/events/leaderboard/${venueID}/${eventID}/${year}/${period}`);
  await eventually(async () => {
    expect(await selectOf(page, 'Venue').inputValue()).toBe(String(venueID));
    expect(await selectOf(page, 'Event').inputValue()).toBe(String(eventID));
    expect(await selectOf(page, 'Year').inputValue()).toBe(String(year));
    expect(await selectOf(page, 'Period').inputValue()).toBe(period);
  });
}

describe('the standings screens in the browser', () => {
  const suite = browserSuite();

  let players: BuiltPlayer[];
  let venueID: number;
  let eventID: number;
  /** Newest first. */
  let quarterlies: BuiltGame[];
  let tournament: BuiltGame;

  const nameOf = (playerID: number): BuiltPlayer => players.find((player) => player.playerID === playerID)!;
  const fullName = (player: BuiltPlayer): string => `${player.firstName} ${player.lastName}`;
  const winnerOf = (game: BuiltGame): BuiltPlayer => nameOf(game.entries.find(({ place }) => place === 1)!.playerID);

  beforeAll(async () => {
    const app = suite.testApp;
    players = await somePlayers(app, 27);
    const built = await aVenueWithSeries(app, {
      venue: { title: 'Standings Tavern' },
      event: { title: 'Tuesday Nights', today: '2024-01-01' },
    });
    venueID = built.venue.venueID;
    eventID = built.event.eventID;
    const at = { venueID, ended: true };
    // Three games of nine with different players: 27 players in 2025's totals, 24 of them placed (two pages of 20).
    for (const [slice, gameAt] of [
      [players.slice(0, 9), '2025-03-04T19:00:00'],
      [players.slice(9, 18), '2025-03-11T19:00:00'],
      [players.slice(18, 27), '2025-12-09T19:00:00'],
    ] as const) {
      await aGameWithEntries(app, 9, { ...at, eventID, players: slice, gameAt: pacific(gameAt) });
    }
    quarterlies = [
      await aGameWithEntries(app, 6, {
        ...at,
        eventType: EventType.Quarterly,
        players: players.slice(3, 9),
        gameAt: pacific('2025-04-12T12:00:00'),
        title: 'Spring 2025',
      }),
      await aGameWithEntries(app, 6, {
        ...at,
        eventType: EventType.Quarterly,
        players: players.slice(10, 16),
        gameAt: pacific('2024-10-12T12:00:00'),
        title: 'Fall 2024',
      }),
    ];
    tournament = await aGameWithEntries(app, 4, {
      ...at,
      eventType: EventType.Tournament,
      players: players.slice(20, 24),
      gameAt: pacific('2025-06-18T12:00:00'),
      title: 'National Championship 2025',
    });
    // Built straight into the tables: the read model learns of them from a rebuild.
    await rebuildStandings(app);
  }, SLOW);

  describe('Event leaderboard', () => {
    it('lists every quarterly champion with its date and no points, linking to the game, the card and the dashboard', async () => {
      const { page } = suite;
      await page.goto(`/events/leaderboard/0/${EventType.Quarterly}/0`);
      await waitForHeading(page, 'Event Leaderboard');
      await expect(page.getByTestId('leaderboard-kind').innerText()).resolves.toBe('Quarterly Champions');
      const table = eventTable(page);
      await eventually(async () => expect(await bodyRows(table).count()).toBe(2));
      await expect(columnTitles(table)).resolves.toEqual(['Event', 'Date', 'Player #', 'Name', 'Rank']);
      const first = bodyRows(table).first();
      const winner = winnerOf(quarterlies[0]!);
      await expect(first.getByRole('link', { name: 'Spring 2025' }).getAttribute('href')).resolves.toBe(
        `/games/detail/${quarterlies[0]!.gameID}`,
      );
      await expect(first.getByRole('link', { name: String(winner.playerNumber) }).getAttribute('href')).resolves.toBe(
        `/players/card/${winner.playerNumber}`,
      );
      await expect(first.getByRole('link', { name: fullName(winner), exact: true }).getAttribute('href')).resolves.toBe(
        `/players/dashboard/${winner.playerNumber}`,
      );
      await expect(first.innerText()).resolves.toContain('Apr 12, 2025');
      await expect(bodyRows(table).nth(1).innerText()).resolves.toContain('Fall 2024');
      // All Years offers no period.
      await expect(selectOf(page, 'Period').isDisabled()).resolves.toBe(true);
      await shoot(page, 'standings', 'quarterly-champions-1280');
    });

    it('lists the national champions of a year with their points', async () => {
      const { page } = suite;
      await page.goto(`/events/leaderboard/0/${EventType.Tournament}/2025`);
      await expect(page.getByTestId('leaderboard-kind').innerText()).resolves.toBe('National Champions');
      const table = eventTable(page);
      await eventually(async () => expect(await bodyRows(table).count()).toBe(1));
      await expect(columnTitles(table)).resolves.toEqual(['Event', 'Date', 'Player #', 'Name', 'Rank', 'Total Points']);
      await expect(bodyRows(table).first().innerText()).resolves.toContain(winnerOf(tournament).firstName);
      // Another year has none.
      await selectOf(page, 'Year').selectOption('2024');
      await expectPath(page, `/events/leaderboard/0/${EventType.Tournament}/2024/All`);
      await eventually(async () =>
        expect(await page.getByText('No results for these filters.').isVisible()).toBe(true),
      );
    });

    it("lists an event's totals by rank, without dates", async () => {
      const { page } = suite;
      await page.goto(`/events/leaderboard/${venueID}/${eventID}/2025/M3`);
      await waitForHeading(page, 'Event Leaderboard');
      const table = eventTable(page);
      // Two March games of nine: 18 players in the event's totals, no dates (an event spans games).
      await eventually(async () => expect(await bodyRows(table).count()).toBe(18));
      await expect(columnTitles(table)).resolves.toEqual(['Event', 'Player #', 'Name', 'Rank', 'Total Points']);
      const first = bodyRows(table).first();
      await expect(first.locator('td:visible').nth(3).innerText()).resolves.toBe('1');
      await expect(first.getByRole('link', { name: 'Tuesday Nights' }).getAttribute('href')).resolves.toBe(
        `/events/leaderboard/${venueID}/${eventID}/2025/M3`,
      );
      await shoot(page, 'standings', 'event-totals-1280');
      // Every venue's events: each names its venue.
      await page.goto('/events/leaderboard/0/0/2025/M3');
      await eventually(async () => expect(await bodyRows(table).count()).toBe(18));
      await expect(bodyRows(table).first().locator('td:visible').first().innerText()).resolves.toMatch(
        /^Tuesday Nights\s+Standings Tavern$/,
      );
    });

    it('rewrites the address on each filter and steps periods across years', async () => {
      const { page } = suite;
      await page.goto('/events/leaderboard/0/0/2025/M3');
      await waitForHeading(page, 'Event Leaderboard');
      await selectOf(page, 'Venue').selectOption(String(venueID));
      await expectEventAddress(page, [venueID, 0, 2025, 'M3']);
      await selectOf(page, 'Event').selectOption(String(eventID));
      await expectEventAddress(page, [venueID, eventID, 2025, 'M3']);

      // December to January of the next year, and back; seasons wrap the same way.
      await selectOf(page, 'Period').selectOption('M12');
      await expectEventAddress(page, [venueID, eventID, 2025, 'M12']);
      await page.getByRole('button', { name: 'Next period' }).click();
      await expectEventAddress(page, [venueID, eventID, 2026, 'M1']);
      await expect(selectOf(page, 'Year').inputValue()).resolves.toBe('2026');
      await page.getByRole('button', { name: 'Previous period' }).click();
      await expectEventAddress(page, [venueID, eventID, 2025, 'M12']);
      await selectOf(page, 'Period').selectOption('Q1');
      await page.getByRole('button', { name: 'Previous period' }).click();
      await expectEventAddress(page, [venueID, eventID, 2024, 'Q4']);

      // All Years forces All; another venue clears the event, but not a champions token.
      await selectOf(page, 'Year').selectOption('0');
      await expectEventAddress(page, [venueID, eventID, 0, 'All']);
      await expect(selectOf(page, 'Period').isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Next period' }).isDisabled()).resolves.toBe(true);
      await selectOf(page, 'Venue').selectOption('0');
      await expectEventAddress(page, [0, 0, 0, 'All']);
      await selectOf(page, 'Event').selectOption(String(EventType.Quarterly));
      // The address is the screen's state: the next choice starts from it once it has settled (as a person's would).
      await expectEventAddress(page, [0, EventType.Quarterly, 0, 'All']);
      await selectOf(page, 'Venue').selectOption(String(venueID));
      await expectEventAddress(page, [venueID, EventType.Quarterly, 0, 'All']);
    });

    it('ignores a year outside 2004-2099 in the address', async () => {
      const { page } = suite;
      await page.goto('/events/leaderboard/0/0/2003/M3?today=2025-06-15');
      await waitForHeading(page, 'Event Leaderboard');
      await expect(selectOf(page, 'Year').inputValue()).resolves.toBe('2025');
      await expect(selectOf(page, 'Period').inputValue()).resolves.toBe('M3');
      await page.goto('/events/leaderboard/0/0/2100/Q2?today=2025-06-15');
      await expect(selectOf(page, 'Year').inputValue()).resolves.toBe('2025');
      await expect(selectOf(page, 'Period').inputValue()).resolves.toBe('Q2');
    });

    it('fits a phone', async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto(`/events/leaderboard/0/${EventType.Quarterly}/0`);
      await eventually(async () => expect(await bodyRows(eventTable(page)).count()).toBe(2));
      await expectNoSidewaysScroll(page);
      await shoot(page, 'standings', 'quarterly-champions-375');
    });
  });

  describe('Player leaderboard', () => {
    it('charts the page in two series and pages 20 players with the paginator above and below', async () => {
      const { page } = suite;
      await page.goto('/players/leaderboard/2025/All');
      await waitForHeading(page, 'Player Leaderboard');
      const table = playerTable(page);
      await eventually(async () => expect(await bodyRows(table).count()).toBe(20));
      await expect(columnTitles(table)).resolves.toEqual([
        'Rank',
        'Player #',
        'Name',
        'Total Points',
        'Final Table',
        'Won',
      ]);
      const first = bodyRows(table).first();
      await expect(first.locator('td:visible').first().innerText()).resolves.toBe('1');
      const leader = await first.getByRole('link').first().innerText();
      await expect(first.getByRole('link').first().getAttribute('href')).resolves.toBe(`/players/card/${leader}`);
      await expect(first.getByRole('link').nth(1).getAttribute('href')).resolves.toBe(`/players/dashboard/${leader}`);

      // The chart: two series, total points and percent of final tables won.
      const chart = page.getByTestId('leaderboard-chart');
      // Drawn as SVG first (issue 31); ApexCharts takes over when a pointer reaches it.
      await expect(chart.getByTestId('leaderboard-chart-svg').count()).resolves.toBe(2);
      await chart.hover();
      await eventually(async () => expect(await chart.locator('.apexcharts-canvas').count()).toBe(1));
      await expect(chart.locator('.apexcharts-bar-series .apexcharts-series').count()).resolves.toBe(2);
      await expect(chart.locator('.apexcharts-legend-text').allInnerTexts()).resolves.toEqual([
        'Total Points',
        'Final Tables Won',
      ]);

      const top = page.getByRole('navigation', { name: 'Pages (top)' });
      const bottom = page.getByRole('navigation', { name: 'Pages (bottom)' });
      await expect(top.getByTestId('page-report').innerText()).resolves.toBe('1-20 of 27');
      await expect(bottom.getByTestId('page-report').innerText()).resolves.toBe('1-20 of 27');
      await shoot(page, 'standings', 'player-leaderboard-1280');
      await top.getByRole('button', { name: 'Next' }).click();
      await eventually(async () => expect(page.url()).toContain('/players/leaderboard/2025/All?page=2'));
      await eventually(async () => expect(await bodyRows(table).count()).toBe(7));
      await expect(bottom.getByTestId('page-report').innerText()).resolves.toBe('21-27 of 27');
      await bottom.getByRole('button', { name: 'Previous' }).click();
      await eventually(async () => expect(page.url()).toMatch(/\/players\/leaderboard\/2025\/All$/));
    });

    it('filters by venue and period in the address, starting again at page 1', async () => {
      const { page } = suite;
      await page.goto('/players/leaderboard/2025/All?page=2');
      await selectOf(page, 'Venue').selectOption(String(venueID));
      await eventually(async () =>
        expect(page.url()).toMatch(new RegExp(`/players/leaderboard/2025/All\\?venue=${venueID}$`)),
      );
      await eventually(async () => expect(await selectOf(page, 'Venue').inputValue()).toBe(String(venueID)));
      await selectOf(page, 'Period').selectOption('M3');
      await eventually(async () =>
        expect(page.url()).toMatch(new RegExp(`/players/leaderboard/2025/M3\\?venue=${venueID}$`)),
      );
      // March: two games of nine.
      await eventually(async () =>
        expect(await page.getByRole('navigation', { name: 'Pages (top)' }).getByTestId('page-report').innerText()).toBe(
          '1-18 of 18',
        ),
      );
    });

    it('fits a phone', async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto('/players/leaderboard/2025/All');
      await eventually(async () => expect(await bodyRows(playerTable(page)).count()).toBe(20));
      await page.getByTestId('leaderboard-chart').hover();
      await eventually(async () => expect(await page.locator('.apexcharts-canvas').count()).toBe(1));
      await expectNoSidewaysScroll(page);
      await shoot(page, 'standings', 'player-leaderboard-375');
    });
  });

  describe('Home', () => {
    it('lists the latest quarterly and national champions as plain links, without the chart library', async () => {
      const { page } = suite;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      const quarterly = page.getByTestId(`home-champions-${EventType.Quarterly}`);
      const winner = winnerOf(quarterlies[0]!);
      const link = quarterly.getByRole('link', { name: fullName(winner), exact: true });
      await eventually(async () => expect(await link.count()).toBe(1));
      await expect(link.getAttribute('href')).resolves.toBe(`/players/dashboard/${winner.playerNumber}/0`);
      await expect(quarterly.getByRole('link', { name: /Spring 2025/ }).getAttribute('href')).resolves.toBe(
        `/games/detail/${quarterlies[0]!.gameID}`,
      );
      await expect(quarterly.getByRole('listitem').count()).resolves.toBe(2);
      const national = page.getByTestId(`home-champions-${EventType.Tournament}`);
      await eventually(async () =>
        expect(await national.getByRole('link', { name: /National Championship 2025/ }).count()).toBe(1),
      );
      await expect(national.getByRole('link', { name: 'Past national champions' }).getAttribute('href')).resolves.toBe(
        `/events/leaderboard/0/${EventType.Tournament}`,
      );
      expect(scripts.filter((url) => /apexcharts|leaderboard/.test(url))).toEqual([]);
      await shoot(page, 'standings', 'home-1280');
      const phone = await suite.reopen(PHONE_VIEWPORT);
      await phone.goto('/');
      await eventually(async () =>
        expect(await phone.getByTestId(`home-champions-${EventType.Quarterly}`).getByRole('listitem').count()).toBe(2),
      );
      await expectNoSidewaysScroll(phone);
      await shoot(phone, 'standings', 'home-375');
    });
  });
});
