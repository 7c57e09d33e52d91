/**
 * Issue 30's smaller things a phone trips over, in a real headless Chromium against the
 * real server and the built site: names that broke mid-word in the points screen and both
 * leaderboards ("Rodrigue z"), the event leaderboard repeating its event and venue on every
 * row, the header cutting the site's name, and the quarterly standings' chips reading
 * "Buy-In 25K Rebuy 25K OR OR Add-On 10K".
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Locator } from 'playwright-core';
import { api } from '../support/api.js';
import { browserSuite, LAPTOP_VIEWPORT, logIn, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';
import {
  aGameWithEntries,
  aPlayer,
  aPlayerWithPoints,
  aVenueWithSeries,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';

const SLOW = 240_000;
const SHOTS = 'phone-tables';

const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

/** Names a phone column is narrow for: long words, and one word longer than any column. */
const LONG_NAMES = [
  ['Alexandra', 'Rodriguez'],
  ['Christopher', 'Campbell'],
  ['Maximiliana', 'Featherstonehaugh'],
  ['Bartholomew', 'Vanderbilt-Montgomery'],
  ['Evangeline', 'Oppenheimer'],
  ['Ty', 'Championship'],
] as const;

/**
 * The words of the table's Name cells that a line break cuts: a word whose characters sit
 * on more than one line (Range.getClientRects per word), and cells whose content is wider
 * than the cell. Empty when every name wraps only between its words.
 */
function brokenNames(table: Locator, column = 'Name'): Promise<string[]> {
  return table.evaluate((element, title) => {
    const problems: string[] = [];
    const heads = [...element.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const index = heads.indexOf(title);
    if (index < 0) return [`no ${title} column in ${JSON.stringify(heads)}`];
    for (const row of element.querySelectorAll('tbody tr')) {
      const cell = row.children[index];
      if (!(cell instanceof HTMLElement)) continue;
      if (cell.scrollWidth > cell.clientWidth + 1)
        problems.push(`"${cell.innerText}" is wider than its cell (${cell.scrollWidth} in ${cell.clientWidth})`);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A hyphenated name may break after its hyphen, as print does ("Vanderbilt-" / "Montgomery").
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) problems.push(`"${match[0]}" breaks over ${lines.size} lines`);
        }
      }
    }
    return problems;
  }, column);
}

const bodyRows = (table: Locator): Locator => table.locator('tbody tr');

describe('issue 30: tables and the header on a phone', () => {
  const suite = browserSuite();
  let named: BuiltPlayer[];
  let tonight: BuiltGame;
  let eventTitles: string[];
  let chipsPlayer: BuiltPlayer;

  beforeAll(async () => {
    const app = suite.testApp;
    named = [];
    for (const [firstName, lastName] of LONG_NAMES) named.push(await aPlayer(app, { firstName, lastName }));
    // Two venues, each with an event, so the every-venue leaderboard names both.
    const first = await aVenueWithSeries(app, {
      venue: { title: 'The Rusty Anchor Saloon' },
      event: { title: 'Championship Qualifiers', today: '2024-01-01' },
    });
    const second = await aVenueWithSeries(app, {
      venue: { title: 'Harborview Taproom' },
      event: { title: 'Tuesday Nights', today: '2024-01-01' },
    });
    eventTitles = [first.event.title, second.event.title];
    await aGameWithEntries(app, 6, {
      venueID: first.venue.venueID,
      eventID: first.event.eventID,
      players: named,
      ended: true,
      gameAt: pacific('2025-03-04T19:00:00'),
    });
    await aGameWithEntries(app, 6, {
      venueID: second.venue.venueID,
      eventID: second.event.eventID,
      players: named,
      ended: true,
      gameAt: pacific('2025-03-11T19:00:00'),
    });
    // A season's points for the quarterly page: 450 buys 25K + 25K rebuy + 10K add-on, or 20K add-on.
    chipsPlayer = named[0]!;
    await aPlayerWithPoints(app, 450, pacific('2024-12-10T19:00:00'), { player: chipsPlayer });
    // Tonight's game, everyone checked in.
    tonight = await aGameWithEntries(app, 6, {
      players: named,
      gameAt: new Date(Date.now() - 30 * 60_000),
      title: 'Phone Night',
    });
    await rebuildStandings(app);
  }, SLOW);

  it(
    'breaks no name inside a word on the points screen, the player leaderboard and the event leaderboard at 375 px',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      const found: string[] = [];

      await page.goto('/players/leaderboard/2025/All');
      await waitForHeading(page, 'Player Leaderboard');
      const players = page.getByRole('table', { name: 'Player Leaderboard' });
      await bodyRows(players).filter({ hasText: 'Featherstonehaugh' }).waitFor();
      found.push(...(await brokenNames(players)).map((line) => `player leaderboard: ${line}`));
      await shoot(page, SHOTS, 'player-leaderboard-375');

      await page.goto('/events/leaderboard/0/0/2025/All');
      await waitForHeading(page, 'Event Leaderboard');
      const events = page.getByRole('table', { name: 'Event Leaderboard' });
      await bodyRows(events).filter({ hasText: 'Featherstonehaugh' }).first().waitFor();
      found.push(...(await brokenNames(events)).map((line) => `event leaderboard: ${line}`));
      await shoot(page, SHOTS, 'event-leaderboard-375');

      await logIn(page, 'host');
      // Host mode: the agreement accepted on this session, as the agreement screen does.
      const session = JSON.parse((await page.evaluate(() => localStorage.getItem('league.session'))) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(
        (
          await api(suite.testApp)
            .as(String(session['authToken']))
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      await page.evaluate(
        (kept) => localStorage.setItem('league.session', kept),
        JSON.stringify({ ...session, hostMode: true }),
      );
      await page.goto(`/update/points/${tonight.gameID}`);
      const points = page.getByRole('table', { name: 'Points' });
      await bodyRows(points).filter({ hasText: 'Featherstonehaugh' }).waitFor();
      found.push(...(await brokenNames(points)).map((line) => `points screen: ${line}`));
      await shoot(page, SHOTS, 'points-375');

      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    'names each event once on a phone’s event leaderboard, above its players, not on every row',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto('/events/leaderboard/0/0/2025/All');
      await waitForHeading(page, 'Event Leaderboard');
      const table = page.getByRole('table', { name: 'Event Leaderboard' });
      const rows = bodyRows(table);
      await rows.filter({ hasText: 'Featherstonehaugh' }).first().waitFor();
      const texts = await rows.allInnerTexts();
      for (const title of eventTitles) expect(texts.filter((text) => text.includes(title))).toHaveLength(1);
      // The venue too, once.
      expect(texts.filter((text) => text.includes('Harborview Taproom'))).toHaveLength(1);
      expect(await table.locator('thead th:visible').allInnerTexts()).not.toContain('Event');
      // A row that does not start an event's group is the name (two lines at most) and numbers, nothing more.
      const heights = await rows.evaluateAll((trs) =>
        trs.map((tr) => ({
          height: tr.getBoundingClientRect().height,
          heads: tr.querySelector('[data-testid="phone-event"]') !== null,
        })),
      );
      const plain = heights.filter((row) => !row.heads);
      expect(plain.length).toBeGreaterThan(4);
      for (const row of plain) expect(row.height).toBeLessThan(70);

      // A laptop keeps the Event column on every row.
      await page.setViewportSize(LAPTOP_VIEWPORT);
      await table.locator('thead th:visible').filter({ hasText: 'Event' }).first().waitFor();
      expect(await table.locator('thead th:visible').allInnerTexts()).toContain('Event');
      expect((await rows.allInnerTexts()).filter((text) => text.includes('Championship Qualifiers')).length).toBe(
        LONG_NAMES.length,
      );
      await shoot(page, SHOTS, 'event-leaderboard-1280');
    },
    SLOW,
  );

  it(
    'shows the whole site name in the header at 375 px, on every page, wrapped between words rather than cut',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      for (const path of ['/', '/events/leaderboard', '/players/leaderboard/2025/All', '/events/calendar']) {
        await page.goto(path);
        const name = page.getByTestId('site-name');
        await name.waitFor();
        const shown = await name.evaluate((element) => {
          const style = getComputedStyle(element);
          const header = element.closest('header')?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          const words = (element.textContent ?? '').split(/\s+/).filter(Boolean);
          return {
            text: element.textContent,
            cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
            ellipsis: style.textOverflow === 'ellipsis',
            insideHeader: header ? box.top >= header.top - 1 && box.bottom <= header.bottom + 1 : false,
            lines: new Set(
              [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
            ).size,
            words: words.length,
          };
        });
        expect({ path, ...shown }).toMatchObject({
          path,
          text: 'Free Poker League',
          cut: false,
          ellipsis: false,
          insideHeader: true,
        });
        expect(shown.lines).toBeLessThanOrEqual(2);
      }
      await shoot(page, SHOTS, 'header-375');
    },
    SLOW,
  );

  it(
    'reads the quarterly standings’ chips as a person would: the alternatives joined by “or”, at 1280 and 375 px',
    async () => {
      const { page } = suite;
      await page.goto('/events/quarterly/2025/Q1');
      const table = page.getByRole('table', { name: 'Quarterly standings' });
      const row = bodyRows(table).filter({ hasText: chipsPlayer.lastName });
      await row.waitFor();
      const heads = (await table.locator('thead th:visible').allInnerTexts()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      );
      expect(heads.slice(-6)).toEqual([
        'Chips Buy-In',
        'Choice 1 Rebuy',
        'Choice 1 Add-On',
        'OR',
        'Choice 2 Rebuy',
        'Choice 2 Add-On',
      ]);
      const cells = (await row.locator('td:visible').allInnerTexts()).map((text) => text.trim());
      expect(cells.slice(-6)).toEqual(['25K', '25K', '10K', 'or', '', '20K']);
      await shoot(page, SHOTS, 'quarterly-1280');

      const phone = await suite.reopen(PHONE_VIEWPORT);
      await phone.goto('/events/quarterly/2025/Q1');
      const phoneTable = phone.getByRole('table', { name: 'Quarterly standings' });
      const phoneRow = bodyRows(phoneTable).filter({ hasText: chipsPlayer.lastName });
      await phoneRow.waitFor();
      const chips = (await phoneRow.locator('td:visible').last().innerText())
        .split('\n')
        .map((line) => line.replace(/\u00a0/g, ' ').trim());
      expect(chips).toEqual(['25K buy-in', '+ 25K rebuy + 10K add-on', 'or 20K add-on']);
      expect(await phoneRow.innerText()).not.toMatch(/OR\s+OR/);
      expect(await brokenNames(phoneTable)).toEqual([]);
      await shoot(phone, SHOTS, 'quarterly-375');
    },
    SLOW,
  );
});
