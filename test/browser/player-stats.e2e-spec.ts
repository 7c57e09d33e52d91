/**
 * The player-stats screens in a real headless Chromium against the real server and the
 * built site: the Player Dashboard (figures and their links, history paging and links,
 * filters in the address, Player Not Found, the logged-in fallback), Vegas Invites
 * (everyone, one player) and the quarterly page's standings with their CSV, at laptop
 * and phone size.
 *
 * The days are fixed with ?today=2026-03-01 (remembered for the tab): this year is 2026,
 * the invite year is 2026 (June 2025 - May 2026), the season Q1 2026 (Aug 2025 - Jan 2026).
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { RecomputeInviteYearCommand } from '../../src/modules/bonuses/application/commands/recompute-invite-year.command.js';
import type { BonusRow } from '../../src/modules/bonuses/domain/bonus-rows.js';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { chipTierFor, formatChips, MIN_QUARTERLY_POINTS } from '../../src/modules/points/domain/quarterly-buy-in.js';
import { RequestScopedClock } from '../../src/shared/infrastructure/clock/request-scoped.clock.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type Rows } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { browserSuite, logInThroughApi, PHONE_VIEWPORT, shoot, waitForHeading } from '../support/browser.js';
import { rebuildStandings } from '../support/standings.js';
import {
  aGameWithEntries,
  aPlayer,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';

const SLOW = 240_000;
const TODAY = 'today=2026-03-01';
const SHOTS = 'player-stats';

/** An instant from a wall time in the league's zone. */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

const bodyRows = (table: Locator): Locator => table.locator('tbody tr');
const report = (page: Page): Locator => page.getByTestId('page-report');

/** The page does not scroll sideways (a phone shows all of it; wide tables scroll inside themselves). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A small RFC 4180 reader: the downloaded file is read as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return lines;
}

describe('the player-stats screens in the browser', () => {
  const suite = browserSuite();

  /** Wins each of 33 games (Aug 1 - Sep 2, 2025) at one venue's event: 1st everywhere, so rank 1. */
  let star: BuiltPlayer;
  let rivals: BuiltPlayer[];
  let games: BuiltGame[];
  let venueID: number;
  let eventID: number;
  /** The star's points over the 33 games (all in Q1 2026's season). */
  let starPoints: number;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const app = suite.testApp;
    // A comma and a quote in a name: the CSV must quote them.
    star = await aPlayer(app, { firstName: 'Dana', lastName: 'O"Dash, Jr.' });
    rivals = await somePlayers(app, 4);
    const built = await aVenueWithSeries(app, { venue: { title: 'Dashboard Den' }, event: { today: '2025-07-01' } });
    venueID = built.venue.venueID;
    eventID = built.event.eventID;
    games = [];
    for (let i = 0; i < 33; i += 1) {
      const gameAt = DateTime.fromObject({ year: 2025, month: 8, day: 1, hour: 19 }, { zone: 'America/Los_Angeles' })
        .plus({ days: i })
        .toJSDate();
      games.push(
        await aGameWithEntries(app, 5, {
          venueID,
          eventID,
          ended: true,
          gameAt,
          players: [star, ...rivals],
          title: `Den Night ${i + 1}`,
        }),
      );
    }
    starPoints = games.reduce(
      (sum, game) => sum + game.entries.find(({ playerID }) => playerID === star.playerID)!.points,
      0,
    );
    // A game in March 2026 for the month filter (points outside the season).
    await aGameWithEntries(app, 5, {
      venueID,
      eventID,
      ended: true,
      gameAt: pacific('2026-02-20T19:00:00'),
      players: [...rivals, star],
    });
    // The builders write records directly, as no game night does: the read models are rebuilt
    // from them. The invites' recompute is the worker's (its Clock at the suite's today: the
    // months up to February 2026 are over).
    await rebuildStandings(app);
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    await RequestContext.create(worker.get(MikroORM).em, () =>
      worker!
        .get(RequestScopedClock)
        .runAt('2026-03-01T12:00:00', () => worker!.get(CommandBus).execute(new RecomputeInviteYearCommand(2026))),
    );
  }, SLOW);
  suite.closeBeforeApp(async () => worker?.close());

  const dashboard = (number: number | string, rest = '') =>
    `/players/dashboard/${number}${rest}${rest.includes('?') ? '&' : '?'}${TODAY}`;

  describe('Player Dashboard', () => {
    it("shows a known player's number, rank, a season's chips and their invites, each linking on", async () => {
      const { page } = suite;
      await page.goto(dashboard(star.playerNumber, '/2026?period=Q1'));
      await waitForHeading(page, 'Player Dashboard');
      await expect(page.getByTestId('player-name').innerText()).resolves.toBe(`Dana O"Dash, Jr.`);
      await expect(page.getByTestId('player-number').innerText()).resolves.toBe(`Player #${star.playerNumber}`);
      await expect(page.getByTestId('player-avatar').innerText()).resolves.toBe('DO');

      const rank = page.getByTestId('rank-card-link');
      await expect(rank.filter({ hasText: '#1' }).innerText()).resolves.toBe('#1');
      await expect(rank.getAttribute('href')).resolves.toBe('/players/leaderboard/2026/Q1');
      await expect(page.getByTestId('rank-card').innerText()).resolves.toContain(
        `${starPoints} points, Winter 2026 (Q1)`,
      );

      const tier = chipTierFor(starPoints);
      const chips = page.getByTestId('chips-card-link');
      await expect(chips.filter({ hasText: formatChips(tier.buyIn) }).innerText()).resolves.toMatch(
        new RegExp(`^${formatChips(tier.buyIn)}`),
      );
      await expect(chips.getAttribute('href')).resolves.toBe('/events/quarterly/2026/Q1');
      await shoot(page, SHOTS, 'dashboard-1280');

      // Invites: the current invite year's awards, added up (as the bonuses read answers them).
      const bonuses = await api(suite.testApp).get<Rows<BonusRow>>(
        `/v1/point/bonuses/0/0/${star.playerID}/1/2025-06-01/2026-05-31`,
      );
      expect(bonuses.status).toBe(200);
      const invites = bonuses.body.rows.reduce((sum, row) => sum + row.totalBonus, 0);
      expect(invites).toBeGreaterThanOrEqual(2); // top of the venue in August and in September
      const invitesLink = page.getByTestId('invites-card-link');
      await expect(invitesLink.filter({ hasText: String(invites) }).innerText()).resolves.toBe(String(invites));
      await expect(invitesLink.getAttribute('href')).resolves.toBe(`/players/invites/${star.playerID}/2026`);
    });

    it('shows N/A chips linking to the quarterly page when the period is not a season, and filters rewrite the address in place', async () => {
      const { page } = suite;
      await page.goto(dashboard(star.playerNumber, '/2026'));
      await waitForHeading(page, 'Player Dashboard');
      const before = await page.evaluate(() => history.length);
      await page.getByRole('combobox', { name: 'Period' }).selectOption('M2');
      await page.waitForURL((url) => url.searchParams.get('period') === 'M2');
      await expect(page.getByTestId('chips-card-link').innerText()).resolves.toBe('N/A');
      await expect(page.getByTestId('chips-card-link').getAttribute('href')).resolves.toBe('/events/quarterly');
      await expect(bodyRows(page.getByRole('table', { name: 'History' })).count()).resolves.toBe(1);
      // Stepping back from January crosses into December of the year before.
      await page.getByRole('combobox', { name: 'Period' }).selectOption('M1');
      await page.waitForURL((url) => url.searchParams.get('period') === 'M1');
      // The arrows step from what the screen shows: wait for it to show January, as a person would.
      await page.waitForFunction(
        () => document.querySelector<HTMLSelectElement>('select[name="period"]')?.value === 'M1',
      );
      await page.getByRole('button', { name: 'Previous period' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/2025') && url.searchParams.get('period') === 'M12');
      // All Years forces All.
      await page.getByRole('combobox', { name: 'Year' }).selectOption('0');
      await page.waitForURL(
        (url) => url.pathname === `/players/dashboard/${star.playerNumber}/0` && !url.searchParams.has('period'),
      );
      await page.locator('select[name="period"]:disabled').waitFor();
      await expect(page.getByRole('combobox', { name: 'Period' }).inputValue()).resolves.toBe('All');
      expect(await page.evaluate(() => history.length)).toBe(before);
    });

    it('pages the history 30 at a time, each row linking to its game and its event', async () => {
      const { page } = suite;
      await page.goto(dashboard(star.playerNumber, '/2025'));
      await waitForHeading(page, 'Player Dashboard');
      const table = page.getByRole('table', { name: 'History' });
      await expect(report(page).innerText()).resolves.toBe('1-30 of 33');
      const newest = games.at(-1)!;
      const first = bodyRows(table).first();
      await expect(first.innerText()).resolves.toContain('Sep 2, 2025');
      await expect(first.getByTestId('history-game-link').getAttribute('href')).resolves.toBe(
        `/games/detail/${newest.gameID}`,
      );
      await expect(first.getByTestId('history-browse-link').getAttribute('href')).resolves.toBe(
        `/events/browse/0/0/${venueID}/${eventID}/2025/M9`,
      );
      await expect(first.innerText()).resolves.toContain('1st');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(report(page).filter({ hasText: '31-33 of 33' }).innerText()).resolves.toBe('31-33 of 33');
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect(bodyRows(table).last().getByTestId('history-browse-link').getAttribute('href')).resolves.toBe(
        `/events/browse/0/0/${venueID}/${eventID}/2025/M8`,
      );
      await bodyRows(table).last().getByTestId('history-game-link').click();
      await page.waitForURL(`**/games/detail/${games[0]!.gameID}`);
    });

    it('says Player Not Found for an unknown number, and finds a player by name', async () => {
      const { page } = suite;
      await page.goto(dashboard(99_999_999));
      await waitForHeading(page, 'Player Not Found');
      await page
        .getByRole('textbox', { name: 'Find a player' })
        .or(page.getByRole('combobox', { name: 'Find a player' }))
        .fill('O"Dash');
      await page.getByRole('option', { name: new RegExp(`#${star.playerNumber}`) }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`/players/dashboard/${star.playerNumber}`));
      await expect(page.getByTestId('player-number').innerText()).resolves.toBe(`Player #${star.playerNumber}`);
    });

    it("reads a number that is not numeric as the logged-in player's own", async () => {
      const { page } = suite;
      const me = suite.testApp.roles.player;
      await page.goto(dashboard('abc'));
      await waitForHeading(page, 'Player Dashboard');
      await page.getByTestId('dashboard-choose').waitFor();
      await logInThroughApi(page, 'player');
      await page.goto(dashboard('abc'));
      await expect(page.getByTestId('player-number').innerText()).resolves.toBe(`Player #${me.playerNumber}`);
      await expect(page.getByTestId('player-name').innerText()).resolves.toBe(me.title);
    });

    it('fits a phone (375 px)', async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto(dashboard(star.playerNumber, '/2026?period=Q1'));
      await page.getByTestId('rank-card-link').filter({ hasText: '#1' }).waitFor();
      await expectNoSidewaysScroll(page);
      await shoot(page, SHOTS, 'dashboard-375');
    });
  });

  describe('Vegas Invites', () => {
    it('lists everyone invited in the invite year, explains the awards, and opens one player', async () => {
      const { page } = suite;
      const everyone = await api(suite.testApp).get<Rows<BonusRow>>('/v1/point/bonuses/0/0/0/1/2025-06-01/2026-05-31');
      expect(everyone.status).toBe(200);
      expect(everyone.body.rows.some(({ playerID }) => playerID === star.playerID)).toBe(true);
      await page.goto(`/players/invites/0/2026?${TODAY}`);
      await waitForHeading(page, 'Vegas Invites');
      await expect(page.getByText(/Vegas week is June 16 to 22, 2026/).count()).resolves.toBe(1);
      await expect(page.getByText(/48 hours/).count()).resolves.toBe(1);
      const table = page.getByRole('table', { name: 'Vegas Invites' });
      await expect(table.locator('thead').innerText()).resolves.toMatch(
        /Player #\s+Name\s+Monthly\s+Quarterly\s+Annual\s+Hosting\s+Total/,
      );
      await eventually(() => expect(bodyRows(table).count()).resolves.toBe(everyone.body.rows.length));
      const total = everyone.body.rows.reduce((sum, row) => sum + row.totalBonus, 0);
      await expect(page.getByTestId('overview-total-invites').innerText()).resolves.toContain(String(total));
      await shoot(page, SHOTS, 'invites-1280');

      await bodyRows(table).filter({ hasText: 'Dana' }).getByRole('link').click();
      await page.waitForURL(`**/players/invites/${star.playerID}/2026*`);
      const mine = await api(suite.testApp).get<Rows<BonusRow>>(
        `/v1/point/bonuses/0/0/${star.playerID}/1/2025-06-01/2026-05-31`,
      );
      const awards = page.getByRole('table', { name: 'Player invites' });
      await expect(awards.locator('thead').innerText()).resolves.toMatch(/Event\s+Date\s+Total/);
      await eventually(() => expect(bodyRows(awards).count()).resolves.toBe(mine.body.rows.length));
      await expect(page.getByTestId('invites-player').innerText()).resolves.toContain('Dana');
      // A monthly award links to the event leaderboard of its venue and month.
      await expect(awards.getByTestId('award-link').first().getAttribute('href')).resolves.toMatch(
        new RegExp(`^/(events/leaderboard/${venueID}/|games/detail/)`),
      );
      await shoot(page, SHOTS, 'invites-player-1280');
    });

    it('fits a phone (375 px)', async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto(`/players/invites/0/2026?${TODAY}`);
      await bodyRows(page.getByRole('table', { name: 'Vegas Invites' }))
        .filter({ hasText: 'Dana' })
        .waitFor();
      await expectNoSidewaysScroll(page);
      await shoot(page, SHOTS, 'invites-375');
    });
  });

  describe('Quarterly standings', () => {
    it("lists the season's standings with their chips and downloads the same rows as CSV", async () => {
      const { page } = suite;
      const totals = await api(suite.testApp).get<Rows<LeaderboardRow>>(
        '/v1/point/totals/0/0/2025-08-01/2026-01-31/1/0',
      );
      expect(totals.status).toBe(200);
      await page.goto(`/events/quarterly/2026/Q1?${TODAY}`);
      await waitForHeading(page, 'Quarterly Tournament');
      await expect(page.getByTestId('standings-season').innerText()).resolves.toBe('Winter 2026 (Q1)');
      const table = page.getByRole('table', { name: 'Quarterly standings' });
      await bodyRows(table).first().waitFor();
      await expect(bodyRows(table).count()).resolves.toBe(totals.body.rows.length);
      const starRow = bodyRows(table).filter({ hasText: 'Dana' });
      const tier = chipTierFor(starPoints);
      await expect(starRow.innerText()).resolves.toMatch(
        new RegExp(`^\\s*1\\s+Dana\\s+O"Dash, Jr.\\s+${starPoints}\\s+${formatChips(tier.buyIn)}`),
      );
      await shoot(page, SHOTS, 'standings-1280');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('quarterly-standings-2026-Q1.csv');
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const lines = parseCsv(Buffer.concat(chunks).toString('utf8'));
      expect(lines[0]).toEqual([
        'Rank',
        'First Name',
        'Last Name',
        'Total Points',
        'Buy-In',
        'Rebuy',
        'Add-On',
        'OR',
        'Rebuy',
        'Add-On',
      ]);
      expect(lines).toHaveLength(totals.body.rows.length + 1);
      expect(lines[1]!.slice(0, 5)).toEqual(['1', 'Dana', 'O"Dash, Jr.', String(starPoints), formatChips(tier.buyIn)]);
      // Below 20 points, no chips.
      for (const line of lines.slice(1))
        if (Number(line[3]) < MIN_QUARTERLY_POINTS) expect(line.slice(4).join('')).toBe('');

      // The season arrows step to the one before, in place.
      await page.getByRole('button', { name: 'Previous season' }).click();
      await page.waitForURL((url) => url.pathname === '/events/quarterly/2025/Q4');
      await page.getByTestId('standings-season').filter({ hasText: 'Fall 2025 (Q4)' }).waitFor();
    });

    it(
      'shows a big season 50 rows a page, and downloads every row',
      async () => {
        // 56 players with points in Spring 2025 (Q2: Nov 2024 - Apr 2025): seven games placing 8 each.
        const players = await somePlayers(suite.testApp, 56);
        for (let game = 0; game < 7; game++) {
          await aGameWithEntries(suite.testApp, 8, {
            gameAt: pacific(`2025-03-${String(game + 10).padStart(2, '0')}T19:00`),
            ended: true,
            players: players.slice(game * 8, game * 8 + 8),
          });
        }
        await rebuildStandings(suite.testApp);
        const { page } = suite;
        await page.goto(`/events/quarterly/2025/Q2?${TODAY}`);
        const table = page.getByRole('table', { name: 'Quarterly standings' });
        await bodyRows(table).filter({ hasText: players[0]!.firstName }).first().waitFor();
        await expect(bodyRows(table).count()).resolves.toBe(50);
        // The season may hold other suites' players too: the report says how many.
        const firstReport = await page
          .getByText(/^1-50 of \d+$/)
          .first()
          .innerText();
        const total = Number(/of (\d+)/.exec(firstReport)![1]);
        expect(total).toBeGreaterThanOrEqual(56);
        await page.getByRole('navigation', { name: 'Standings pages' }).getByRole('button', { name: 'Next' }).click();
        await page
          .getByText(`51-${Math.min(100, total)} of ${total}`)
          .first()
          .waitFor();
        await expect(bodyRows(table).count()).resolves.toBe(Math.min(50, total - 50));

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        const chunks: Buffer[] = [];
        for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
        expect(parseCsv(Buffer.concat(chunks).toString('utf8'))).toHaveLength(total + 1);
      },
      SLOW,
    );

    it('fits a phone (375 px): the wide table scrolls inside itself', async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await page.goto(`/events/quarterly/2026/Q1?${TODAY}`);
      await bodyRows(page.getByRole('table', { name: 'Quarterly standings' }))
        .filter({ hasText: 'Dana' })
        .waitFor();
      await expectNoSidewaysScroll(page);
      await shoot(page, SHOTS, 'standings-375');
    });
  });
});
