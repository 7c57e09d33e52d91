/**
 * The public schedule in a real headless Chromium against the real server and the built
 * site: home's upcoming games and carousel, the calendar (month grid on a laptop, list on
 * a phone, filters, the month in the address, unlisted games in host mode only) and the
 * quarterly page with and without a scheduled tournament.
 *
 * Games are written by the test builders (test/support/builders/games.builders.ts); the
 * screens read them through GET /v1/game/list (docs/api.md §6).
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { Series } from '../../src/modules/venues/domain/series.js';
import type { Venue } from '../../src/modules/venues/domain/venue.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import {
  browserSuite,
  currentPath,
  logInThroughApi,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
} from '../support/browser.js';
import { aGame, aSeries, aVenue, type BuiltGame } from '../support/builders.js';
import { eventually } from '../support/eventually.js';

/** The test clock: the site sends it to the server as X-Test-Today, so both agree on "today". */
const TODAY = '2026-03-10';
/** Games at 7 pm Pacific (daylight time from March 8, 2026): 02:00 UTC the next day. */
const at7pm = (date: string): Date => new Date(`${date}T19:00:00-07:00`);

const calendarEntry = (page: Page, game: BuiltGame) =>
  page.getByTestId('games-calendar').locator(`[data-game-id="${game.gameID}"]`);

/** The carousel's state as it tells it (data attributes kept for tests and styling). */
const carousel = (page: Page) => page.getByTestId('home-carousel');
const activeSlide = async (page: Page): Promise<string | null> => carousel(page).getAttribute('data-active-slide');

describe('the public schedule in the browser', () => {
  const suite = browserSuite();
  let tavern: Venue;
  let harbor: Venue;
  let tonight: BuiltGame;
  let tavernSpecial: BuiltGame;
  let tuesdays: Series;
  let thursday: BuiltGame;
  let canceled: BuiltGame;
  let unlisted: BuiltGame;
  let quarterly: BuiltGame;

  beforeAll(async () => {
    const target = suite.testApp;
    tavern = await aVenue(target, {
      title: 'Schedule Test Tavern',
      mapURL: 'https://maps.example/tavern',
      website: 'https://tavern.example',
    });
    harbor = await aVenue(target, { title: 'Schedule Test Harbor' });
    tuesdays = await aSeries(target, tavern, { today: '2026-01-06' });
    tonight = await aGame(target, {
      venueID: tavern.venueID,
      eventID: tuesdays.eventID,
      title: 'Tavern Tuesday',
      gameAt: at7pm('2026-03-10'),
    });
    tavernSpecial = await aGame(target, {
      venueID: tavern.venueID,
      title: 'Tavern Special',
      gameAt: at7pm('2026-03-19'),
    });
    thursday = await aGame(target, { venueID: harbor.venueID, title: 'Harbor Thursday', gameAt: at7pm('2026-03-12') });
    canceled = await aGame(target, { venueID: harbor.venueID, title: 'Harbor Friday', gameAt: at7pm('2026-03-13') });
    unlisted = await aGame(target, {
      venueID: tavern.venueID,
      title: 'Private Staff Game',
      gameAt: at7pm('2026-03-14'),
    });
    quarterly = await aGame(target, {
      venueID: tavern.venueID,
      title: 'Spring Finals',
      eventType: EventType.Quarterly,
      gameAt: new Date('2026-04-11T09:00:00-07:00'),
    });
    await target.sql('update games set canceled = true where game_id = ?', [canceled.gameID]);
    await target.sql('update games set unlisted = true where game_id = ?', [unlisted.gameID]);
  });

  it("shows a visitor the week's games on home, each at its venue's time and linking to its detail", async () => {
    const { page } = suite;
    await page.goto(`/?today=${TODAY}`);
    await waitForHeading(page, /Welcome/);
    const upcoming = page.getByTestId('upcoming-games');
    const link = upcoming.getByRole('link', { name: 'Tavern Tuesday' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/games/detail/${tonight.gameID}`);
    const entry = upcoming.locator(`[data-game-id="${tonight.gameID}"]`);
    expect(await entry.innerText()).toContain('7:00 PM PDT');
    await upcoming.getByRole('link', { name: 'Harbor Thursday' }).waitFor();
    await upcoming.getByRole('link', { name: 'Harbor Friday (Canceled)' }).waitFor();
    // Unlisted games are for host mode; the quarterly is a month away.
    expect(await upcoming.getByText('Private Staff Game').count()).toBe(0);
    expect(await upcoming.getByText('Spring Finals').count()).toBe(0);
    // No champions yet: both lists give product §8.6's empty text once read.
    await page.getByText('Coming soon...', { exact: true }).nth(1).waitFor();
    expect(await page.getByText('Coming soon...', { exact: true }).count()).toBe(2);
    await shoot(page, 'schedule', 'home-1280');

    await link.click();
    await page.waitForURL(`**/games/detail/${tonight.gameID}`);
  });

  it("counts today in the league's zone: tonight's game stays today's for a computer whose clock is already past midnight", async () => {
    // 6 PM on Tuesday in Seattle is 3 AM Wednesday in Berlin: the week still starts with Tuesday's 7 PM game.
    const context = await suite.browser.newContext({ baseURL: suite.testApp.url, timezoneId: 'Europe/Berlin' });
    try {
      const page = await context.newPage();
      await page.goto('/?today=2026-03-11T01:00:00Z');
      const upcoming = page.getByTestId('upcoming-games');
      await upcoming.getByRole('link', { name: 'Tavern Tuesday' }).waitFor();
      expect(await upcoming.getByText('Today, Tuesday, March 10').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("marks home's month calendar on game days and lists a chosen day's games", async () => {
    const { page } = suite;
    await page.goto(`/?today=${TODAY}`);
    const calendar = page.getByTestId('game-days-calendar');
    await calendar.scrollIntoViewIfNeeded();
    await calendar.locator('[data-game-day="2026-03-12"]').waitFor();
    expect(await calendar.locator('[data-game-day="2026-03-11"]').count()).toBe(0);
    await calendar.getByRole('button', { name: /Thursday, March 12, 1 game/ }).click();
    await calendar.getByRole('link', { name: 'Harbor Thursday' }).click();
    await page.waitForURL(`**/games/detail/${thursday.gameID}`);
  });

  it('advances the carousel by itself, and holds it while the pointer is on it or the visitor paused it', async () => {
    const { page } = suite;
    // The page's own clock, moved on by hand: a turn of 5 s passes at once (it runs at its pace otherwise).
    await page.clock.install();
    await page.goto('/');
    await carousel(page).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="home-carousel"]')?.getAttribute('data-playing') === 'true',
    );
    expect(await activeSlide(page)).toBe('0');
    await page.clock.fastForward(6_000);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="home-carousel"]')?.getAttribute('data-active-slide') !== '0',
    );

    // The pointer on it holds it.
    await carousel(page).hover();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="home-carousel"]')?.getAttribute('data-playing') === 'false',
    );
    const held = await activeSlide(page);
    await page.clock.fastForward(6_000); // longer than one turn of 5 s
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await activeSlide(page)).toBe(held);

    // The pause button outlasts the pointer leaving.
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(5, 5);
    expect(await page.getByRole('button', { name: 'Play the slideshow' }).getAttribute('aria-pressed')).toBe('true');
    expect(await carousel(page).getAttribute('data-playing')).toBe('false');
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="home-carousel"]')?.getAttribute('data-playing') === 'true',
    );

    // The controls are labelled, and move it by hand.
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    const shown = Number(await activeSlide(page));
    const next = (shown + 1) % 4;
    await carousel(page).getByRole('button', { name: 'Next picture' }).click();
    await page.waitForFunction(
      (slide) =>
        document.querySelector('[data-testid="home-carousel"]')?.getAttribute('data-active-slide') === String(slide),
      next,
    );
    expect(
      await carousel(page)
        .getByRole('tab', { name: `Show picture ${next + 1} of 4` })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('never moves the carousel by itself for a visitor who asks for reduced motion', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.testApp.url, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto('/');
      await carousel(page).waitFor();
      await page.clock.fastForward(6_000); // longer than one turn of 5 s
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await activeSlide(page)).toBe('0');
      expect(await carousel(page).getAttribute('data-playing')).toBe('false');
      expect(await page.getByRole('button', { name: 'Pause the slideshow' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the month grid on a laptop, filters by venue, keeps the month in the address and opens a game', async () => {
    const { page } = suite;
    await page.goto(`/events/calendar/2026/3?today=${TODAY}`);
    await waitForHeading(page, 'Calendar');
    expect(await page.getByTestId('games-calendar').getAttribute('data-view')).toBe('dayGridMonth');
    await calendarEntry(page, tonight).waitFor();
    await calendarEntry(page, thursday).waitFor();
    // Canceled games stay on the calendar, struck through and marked.
    expect(await calendarEntry(page, canceled).getAttribute('class')).toContain('league-game-canceled');
    expect(await calendarEntry(page, canceled).innerText()).toContain('Harbor Friday (Canceled)');
    expect(await calendarEntry(page, unlisted).count()).toBe(0);
    // The venue table: map and website links.
    const venues = page.getByRole('table', { name: 'Venues' });
    await venues.getByText(tavern.title).waitFor();
    // A venue whose games are all ahead is listed too: that is where people can go.
    await venues.getByText(harbor.title).waitFor();
    expect(await venues.getByRole('link', { name: /Map of Schedule Test Tavern/ }).getAttribute('href')).toBe(
      'https://maps.example/tavern',
    );
    expect(await venues.getByRole('link', { name: /Website of Schedule Test Tavern/ }).getAttribute('href')).toBe(
      'https://tavern.example',
    );
    // The feed to subscribe to: the league's, then the chosen venue's.
    expect(await page.getByTestId('feed-url').inputValue()).toBe(`${suite.testApp.url}/v1/calendar/league.ics`);
    await shoot(page, 'schedule', 'calendar-1280');

    await page.getByRole('combobox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: harbor.title }).click();
    await page.waitForURL(`**/events/calendar/2026/3/${harbor.venueID}?today=${TODAY}`);
    await calendarEntry(page, tonight).waitFor({ state: 'detached' });
    await calendarEntry(page, thursday).waitFor();
    expect(await page.getByTestId('feed-url').inputValue()).toBe(
      `${suite.testApp.url}/v1/calendar/venue/${harbor.venueID}.ics`,
    );

    // Moving months rewrites the address in place.
    await page.getByRole('button', { name: /next/i }).first().click();
    await page.waitForURL(`**/events/calendar/2026/4/${harbor.venueID}?today=${TODAY}`);
    expect(currentPath(page)).toBe(`/events/calendar/2026/4/${harbor.venueID}?today=${TODAY}`);
    await page.getByRole('button', { name: /prev/i }).first().click();
    await page.waitForURL(`**/events/calendar/2026/3/${harbor.venueID}?today=${TODAY}`);

    await calendarEntry(page, thursday).click();
    await page.waitForURL(`**/games/detail/${thursday.gameID}`);
  });

  it('filters by an event of the chosen venue', async () => {
    const { page } = suite;
    await page.goto(`/events/calendar/2026/3/${tavern.venueID}?today=${TODAY}`);
    await calendarEntry(page, tavernSpecial).waitFor();
    await page.getByRole('combobox', { name: 'Event' }).click();
    // The events offered are the venue's.
    await page.getByRole('option', { name: tuesdays.title }).click();
    await calendarEntry(page, tavernSpecial).waitFor({ state: 'detached' });
    await calendarEntry(page, tonight).waitFor();
    // Another venue's events replace them, and the event filter starts over.
    await page.getByRole('combobox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: harbor.title }).click();
    await calendarEntry(page, thursday).waitFor();
    // The venue's events come by a read of their own, which may end after its games show ("Loading..." meanwhile).
    await eventually(
      async () => expect(await page.getByRole('combobox', { name: 'Event' }).inputValue()).toBe('All events'),
      { timeoutMs: 20_000 },
    );
  });

  it('lists the month on a phone and opens a game from the list', async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    await page.goto(`/events/calendar/2026/3?today=${TODAY}`);
    await waitForHeading(page, 'Calendar');
    expect(await page.getByTestId('games-calendar').getAttribute('data-view')).toBe('listMonth');
    await calendarEntry(page, thursday).waitFor();
    await shoot(page, 'schedule', 'calendar-375');
    await calendarEntry(page, tonight).getByRole('link').click();
    await page.waitForURL(`**/games/detail/${tonight.gameID}`);

    await page.goto(`/?today=${TODAY}`);
    await page.getByTestId('upcoming-games').getByRole('link', { name: 'Tavern Tuesday' }).waitFor();
    await shoot(page, 'schedule', 'home-375');
  });

  it("scrolls a phone's list down to today's games with Today, past the days gone by", async () => {
    const page = await suite.reopen({ width: PHONE_VIEWPORT.width, height: 480 });
    await page.goto('/events/calendar?today=2026-03-13');
    await calendarEntry(page, canceled).waitFor();
    const todayRow = page.getByTestId('games-calendar').locator('[data-testid="calendar-day"][data-date="2026-03-13"]');
    const topOfToday = () => todayRow.evaluate((row) => Math.round(row.getBoundingClientRect().top));
    expect(await topOfToday()).toBeGreaterThan(480);
    await page.getByTestId('games-calendar').getByRole('button', { name: /Today/ }).click();
    // Smooth scrolling: wait for the day to arrive just under the sticky site header.
    await page.waitForFunction(() => {
      const top =
        document.querySelector('[data-testid="calendar-day"][data-date="2026-03-13"]')?.getBoundingClientRect().top ??
        -1;
      return top >= 60 && top <= 120;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it('shows unlisted games, marked, in host mode only', async () => {
    const { page } = suite;
    await logInThroughApi(page, 'admin');
    await page.goto(`/events/calendar/2026/3?today=${TODAY}`);
    await calendarEntry(page, unlisted).waitFor();
    expect(await calendarEntry(page, unlisted).innerText()).toContain('Private Staff Game (Unlisted)');
    expect(await calendarEntry(page, unlisted).getAttribute('class')).toContain('league-game-unlisted');
    await page.goto(`/?today=${TODAY}`);
    await page.getByTestId('upcoming-games').getByRole('link', { name: 'Private Staff Game (Unlisted)' }).waitFor();
  });

  it('shows the next quarterly tournament in its venue’s time, with the chip chart from the league’s chip table', async () => {
    const { page } = suite;
    await page.goto(`/events/quarterly?today=${TODAY}`);
    await waitForHeading(page, 'Quarterly Tournament');
    const next = page.getByTestId('next-quarterly');
    await next.getByRole('link', { name: 'Spring Finals (Quarterly)' }).waitFor();
    expect(await next.getByRole('link', { name: 'Spring Finals (Quarterly)' }).getAttribute('href')).toBe(
      `/games/detail/${quarterly.gameID}`,
    );
    expect(await next.innerText()).toContain('Saturday, April 11, 2026, 9:00 AM PDT');
    expect(await next.innerText()).toContain(tavern.title);
    await page.getByTestId('chip-chart').locator('svg').first().waitFor();
    await page.getByRole('table', { name: 'Quarterly chips by season points' }).waitFor();
    await page.getByText('Registration:').waitFor();
    await shoot(page, 'schedule', 'quarterly-1280');
    await suite.reopen(PHONE_VIEWPORT);
    await suite.page.goto(`/events/quarterly?today=${TODAY}`);
    await suite.page.getByTestId('next-quarterly').getByRole('link', { name: 'Spring Finals (Quarterly)' }).waitFor();
    await shoot(suite.page, 'schedule', 'quarterly-375');
  });

  it('says so when no quarterly tournament is scheduled', async () => {
    const { page } = suite;
    await page.goto('/events/quarterly/2026/Q2?today=2026-05-01');
    await page.getByText('The next Quarterly Tournament has not been scheduled yet.', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Spring 2026 (Q2) standings' }).waitFor();
  });

  it('issue 19 item 2: shows the standings of the quarterly it announces (its qualifying season), not the last one played', async () => {
    const { page } = suite;
    // Late November: the Fall 2026 final has been played; the Winter 2027 Season Final (Aug 2026 - Jan 2027 qualifies) is next.
    const winterFinal = await aGame(suite.testApp, {
      venueID: tavern.venueID,
      title: 'Winter 2027 Season Final',
      eventType: EventType.Quarterly,
      gameAt: new Date('2027-02-13T09:00:00-08:00'),
    });
    await page.goto('/events/quarterly?today=2026-11-26');
    const next = page.getByTestId('next-quarterly');
    await next.getByRole('link', { name: 'Winter 2027 Season Final (Quarterly)' }).waitFor();
    expect(await next.getByRole('link', { name: 'Winter 2027 Season Final (Quarterly)' }).getAttribute('href')).toBe(
      `/games/detail/${winterFinal.gameID}`,
    );
    await page.getByRole('heading', { name: 'Winter 2027 (Q1) standings' }).waitFor();
    await expect(page.getByTestId('standings-season').innerText()).resolves.toBe('Winter 2027 (Q1)');
    // The leaderboards' period picker names the season the same way.
    await page.goto('/players/leaderboard/2027/Q1?today=2026-11-26');
    await expect(page.getByRole('combobox', { name: 'Period' }).locator('option:checked').innerText()).resolves.toBe(
      'Winter (Q1)',
    );
  });
});
