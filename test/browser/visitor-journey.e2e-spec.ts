/**
 * A visitor's evening, end to end, the way a person clicks through it (issue 8): home →
 * the calendar (the month grid on a laptop, the list on a phone) → the game's page → back
 * home → the news post. Every step follows a link or a menu on the screen before it, so a
 * broken link between two screens fails here even when each screen's own suite passes.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { Post } from '../../src/modules/posts/domain/post.js';
import { browserSuite, PHONE_VIEWPORT, waitForHeading } from '../support/browser.js';
import { aGame, aSeries, aPost, aVenue, type BuiltGame } from '../support/builders.js';

/** The test clock: the site sends it to the server as X-Test-Today, and keeps it for the tab. */
const TODAY = '2026-03-10';

describe('a visitor finds a game tonight and reads the news', () => {
  const suite = browserSuite();
  let tonight: BuiltGame;
  let post: Post;

  beforeAll(async () => {
    const target = suite.testApp;
    const venue = await aVenue(target, {
      title: 'Journey Tavern',
      address: '1 Main St',
      city: 'Tacoma',
      mapURL: 'https://maps.example/journey',
    });
    const tuesdays = await aSeries(target, venue, { today: '2026-01-06' });
    // 7 pm Pacific (daylight time since March 8, 2026).
    tonight = await aGame(target, {
      venueID: venue.venueID,
      eventID: tuesdays.eventID,
      title: 'Journey Tuesday',
      gameAt: new Date('2026-03-10T19:00:00-07:00'),
      hostID: target.roles.host.playerID,
    });
    post = await aPost(target, {
      title: 'Spring Season Opens',
      summary: '<p>The spring season starts this week.</p>',
      story: '<p>Every venue plays this week; see the <strong>calendar</strong>.</p>',
      publishDate: new Date('2026-03-01T18:00:00Z'),
    });
  });

  /** The game's page, reached from anywhere: its title, venue and time in the venue's zone. */
  async function expectGamePage(page: Page): Promise<void> {
    await page.waitForURL(`**/games/detail/${tonight.gameID}`);
    await page.getByTestId('game-title').filter({ hasText: 'Journey Tuesday' }).waitFor();
    await expect(page.getByTestId('game-venue').innerText()).resolves.toBe('Journey Tavern');
    await expect(page.getByTestId('game-time').innerText()).resolves.toBe('Tuesday, March 10, 2026 · 7:00 PM PDT');
    await expect(page.getByTestId('game-host').innerText()).resolves.toBe(suite.testApp.roles.host.title);
  }

  /** Home's Recent News → the post's page, with its story. */
  async function readTheNews(page: Page): Promise<void> {
    const news = page.getByTestId('recent-news');
    await news.getByRole('link', { name: post.title }).click();
    await page.waitForURL(`**/posts/browse/${post.postID}`);
    await page.getByRole('heading', { level: 1, name: 'Recent News' }).waitFor();
    const article = page.getByTestId('news-post');
    await article.getByRole('heading', { name: post.title }).waitFor();
    await expect(article.innerText()).resolves.toContain('Every venue plays this week; see the calendar.');
  }

  it('on a laptop: home, the Calendar menu, the month grid, the game, then the news', async () => {
    const { page } = suite;
    await page.goto(`/?today=${TODAY}`);
    await waitForHeading(page, /Welcome/);
    await page.getByTestId('upcoming-games').getByRole('link', { name: 'Journey Tuesday' }).waitFor();
    await page.getByTestId('recent-news').getByRole('link', { name: post.title }).waitFor();

    await page.getByTestId('menu-calendar').click();
    await waitForHeading(page, 'Calendar');
    const calendar = page.getByTestId('games-calendar');
    expect(await calendar.getAttribute('data-view')).toBe('dayGridMonth');
    await calendar.locator(`[data-game-id="${tonight.gameID}"]`).click();
    await expectGamePage(page);

    await page.getByTestId('menu-home').click();
    await waitForHeading(page, /Welcome/);
    await readTheNews(page);
  });

  it('on a phone: the burger menu to the calendar list, the game, then home and the news', async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    await page.goto(`/?today=${TODAY}`);
    await waitForHeading(page, /Welcome/);

    await page.getByTestId('burger').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Calendar' }).click();
    await waitForHeading(page, 'Calendar');
    const calendar = page.getByTestId('games-calendar');
    expect(await calendar.getAttribute('data-view')).toBe('listMonth');
    await calendar.locator(`[data-game-id="${tonight.gameID}"]`).getByRole('link').click();
    await expectGamePage(page);
    // Nothing on a phone scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await page.getByTestId('burger').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
    await waitForHeading(page, /Welcome/);
    await readTheNews(page);
  });
});
