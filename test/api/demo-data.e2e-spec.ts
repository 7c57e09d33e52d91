import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { DateTime } from 'luxon';
import { loadSettings } from '../../src/config/settings.js';
import { seedDemoLeague } from '../../src/demo/demo-league.seeder.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/demo/role-accounts.js';
import { seedDemoDataIfEmpty } from '../../src/demo/seed-on-start.js';
import { buildSeriesTitle, type EventDay, type Frequency } from '../../src/modules/venues/domain/series-schedule.js';
import { prepareVenue, type VenueInput } from '../../src/modules/venues/domain/venue.js';
import { VENUE_FIELDS } from '../../src/modules/venues/domain/venue.fields.js';
import { selectListOf } from '../../src/shared/application/sql-reads.js';
import { estimatedEarnings } from '../../src/modules/games/domain/earnings.js';
import { endGame, gameKindOf } from '../../src/modules/points/domain/game-ending.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';

/**
 * The demo league itself (the one suite that seeds it): its shape and the league's
 * rules, checked as properties and ranges rather than exact rows, so the demo can
 * change freely. Other suites never see the demo league: they use test/support/builders.ts.
 *
 * A Friday evening in June, after the national championship, while a Friday game is still running.
 */
const NOW = new Date('2026-06-20T03:15:00Z');
const TIME_ZONE = 'America/Los_Angeles';

interface SeededDatabase {
  database: TestDatabase;
  orm: MikroORM;
  em: EntityManager;
  summary: string;
  tookMs: number;
}

async function seededDatabase(now: Date = NOW): Promise<SeededDatabase> {
  const database = await createTestDatabase();
  await migrateDatabase(database.url).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const orm = await MikroORM.init(buildOrmConfig(database.url, ALL_ENTITIES));
  try {
    const started = Date.now();
    const summary = await seedDemoLeague(orm.em.fork(), { now, timeZone: TIME_ZONE });
    return { database, orm, em: orm.em.fork(), summary, tookMs: Date.now() - started };
  } catch (error) {
    await orm.close();
    await database.drop();
    throw error;
  }
}

async function close(seeded: SeededDatabase | undefined): Promise<void> {
  await seeded?.orm.close();
  await seeded?.database.drop();
}

interface GameRow {
  game_id: number;
  event_type: number;
  double_points: boolean;
  game_at: Date;
  canceled: boolean;
  ended_at: Date | null;
  total_players: number;
  total_records: number;
  earnings_estimated: string;
  earnings_actual: string;
  earnings_deposited: string;
  deposit_id: number | null;
}

interface PointRow {
  game_id: number;
  player_id: number;
  entry_at: Date;
  updated_at: Date;
  place: number;
  points: number;
  bonus_type: number;
  bonuses: number;
  buy_in: number;
  re_buy: number;
  add_on: number;
}

describe('the demo league', () => {
  let seeded: SeededDatabase;
  let games: GameRow[];
  let points: PointRow[];
  let pointsByGame: Map<number, PointRow[]>;

  beforeAll(async () => {
    seeded = await seededDatabase();
    console.log(`Demo league seeded in ${seeded.tookMs} ms: ${seeded.summary}`);
    // Raw queries answer timestamps as text.
    games = (await seeded.em.execute<GameRow[]>('select * from games order by game_id')).map((game) => ({
      ...game,
      game_at: new Date(game.game_at),
      ended_at: game.ended_at === null ? null : new Date(game.ended_at),
    }));
    points = (await seeded.em.execute<PointRow[]>('select * from points order by point_id')).map((point) => ({
      ...point,
      entry_at: new Date(point.entry_at),
      updated_at: new Date(point.updated_at),
    }));
    pointsByGame = new Map();
    for (const point of points) pointsByGame.set(point.game_id, [...(pointsByGame.get(point.game_id) ?? []), point]);
  }, 120_000);
  afterAll(() => close(seeded));

  const count = async (sql: string): Promise<number> => Number((await seeded.em.execute<{ n: string }[]>(sql))[0]!.n);

  // How fast it seeds is measured by `npm run bench`, not asserted here (a shared machine varies).
  it('answers a one-line summary of what it made', () => {
    expect(seeded.summary).toMatch(
      /^[\d,]+ venues, [\d,]+ events, [\d,]+ games, [\d,]+ point records, [\d,]+ players, [\d,]+ posts, [\d,]+ deposits$/,
    );
  });

  it('has a league-sized amount of everything', async () => {
    expect(await count('select count(*) as n from venues')).toBeGreaterThanOrEqual(10);
    expect(await count('select count(*) as n from venues')).toBeLessThanOrEqual(14);
    expect(await count('select count(*) as n from events')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*) as n from events')).toBeLessThanOrEqual(36);
    expect(games.length).toBeGreaterThanOrEqual(1_500);
    expect(games.length).toBeLessThanOrEqual(4_000);
    expect(points.length).toBeGreaterThanOrEqual(15_000);
    expect(points.length).toBeLessThanOrEqual(80_000);
    expect(await count('select count(*) as n from players')).toBeGreaterThanOrEqual(250);
    expect(await count('select count(*) as n from players')).toBeLessThanOrEqual(400);
    expect(await count('select count(*) as n from posts')).toBeGreaterThanOrEqual(10);
    expect(await count('select count(*) as n from posts')).toBeLessThanOrEqual(20);
    expect(await count('select count(*) as n from deposits')).toBeGreaterThanOrEqual(25);
    expect(await count('select count(*) as n from deposits')).toBeLessThanOrEqual(60);
  });

  it('has one account per role with its userType, and hosts who run the events', async () => {
    const roleNames = new Set<string>(DEMO_ACCOUNTS.map((account) => account.userName));
    const accounts = (
      await seeded.em.execute<{ user_name: string; user_type: number; player_id: number }[]>(
        'select user_name, user_type, player_id from players where user_name is not null',
      )
    ).filter((account) => roleNames.has(account.user_name));
    expect(Object.fromEntries(accounts.map((a) => [a.user_name, a.user_type]))).toEqual(
      Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.userName, a.userType])),
    );
    const idOf = (userName: string) => accounts.find((a) => a.user_name === userName)!.player_id;
    expect(await count(`select count(*) as n from events where host_id = ${idOf('host')}`)).toBeGreaterThanOrEqual(2);
    expect(await count(`select count(*) as n from events where host_id = ${idOf('manager')}`)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await count(`select count(*) as n from events where host_id = ${idOf('admin')}`)).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) as n from players where user_type = 20')).toBeGreaterThanOrEqual(9);
    expect(await count('select count(*) as n from events where host_id is null')).toBe(0);
  });

  it('gives players automatic numbers, varied names and a few flags', async () => {
    expect(await count('select count(*) as n from players where player_number not between 9000000 and 9099999')).toBe(
      0,
    );
    expect(await count('select min(player_id) as n from players')).toBe(400_001);
    expect(await count("select count(distinct first_name || ' ' || last_name) as n from players")).toBe(
      await count('select count(*) as n from players'),
    );
    expect(await count('select count(distinct last_name) as n from players')).toBeGreaterThan(100);
    for (const flag of ['suspended', 'banned', 'unverified']) {
      expect(await count(`select count(*) as n from players where ${flag}`)).toBeGreaterThanOrEqual(1);
      expect(await count(`select count(*) as n from players where ${flag}`)).toBeLessThanOrEqual(15);
    }
    expect(await count('select count(*) as n from players where email is not null')).toBeGreaterThan(100);
  });

  it('gives every demo account with a userName the README password, hashed with argon2id', async () => {
    const accounts = await seeded.em.execute<{ user_name: string; password_hash: string }[]>(
      'select user_name, password_hash from players where user_name is not null',
    );
    expect(accounts.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 9);
    expect(accounts.every((account) => account.password_hash.startsWith('$argon2id$'))).toBe(true);
    // One hash for everyone (hashing is slow on purpose): checking one checks them all.
    expect(new Set(accounts.map((account) => account.password_hash)).size).toBe(1);
    expect(await argon2.verify(accounts[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await count('select count(*) as n from players where user_name is null and password_hash is not null')).toBe(
      0,
    );
  });

  it('saves venues and events as the venue rules would: nothing the save commands would change', async () => {
    // Every field of VENUE_FIELDS, as the reads select them (a new field is checked without an edit here).
    const venues = await seeded.em.execute<VenueInput[]>(`select ${selectListOf(VENUE_FIELDS, 'v')} from venues v`);
    for (const venue of venues) {
      expect(prepareVenue(venue)).toEqual(venue);
    }
    const events = await seeded.em.execute<
      { title: string; venue_title: string; event_day: EventDay; frequency: Frequency; event_time: string }[]
    >(
      'select e.title, v.title as venue_title, e.event_day, e.frequency, e.event_time from events e join venues v on v.venue_id = e.venue_id',
    );
    for (const event of events)
      expect(event.title).toBe(buildSeriesTitle(event.venue_title, event.event_day, event.frequency, event.event_time));
    // Each venue joined the league before its first event started and before its first game.
    expect(
      await count(
        'select count(*) as n from events e join venues v on v.venue_id = e.venue_id where v.created_at >= e.start_date',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from games g join venues v on v.venue_id = g.venue_id where v.created_at >= g.game_at',
      ),
    ).toBe(0);
  });

  it('leaves a database that already has players alone at start', async () => {
    const before = await count('select count(*) as n from players');
    await seedDemoDataIfEmpty(
      loadSettings({ ...process.env, APP_MODE: 'demo', DATABASE_URL: seeded.database.url, LOG_LEVEL: 'warn' }),
    );
    expect(await count('select count(*) as n from players')).toBe(before);
    expect(await count('select count(*) as n from games')).toBe(games.length);
  });

  it('has venues in Washington with https websites and map links', async () => {
    const venues =
      await seeded.em.execute<{ state: string; website: string; map_url: string; time_zone: string; city: string }[]>(
        'select * from venues',
      );
    for (const venue of venues) {
      expect(venue.state).toBe('WA');
      expect(venue.website).toMatch(/^https:\/\//);
      expect(venue.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
      expect(venue.time_zone).toBe('America/Los_Angeles');
      expect(venue.city.length).toBeLessThanOrEqual(20);
    }
  });

  it('covers two years back and four weeks ahead, with quarterly finals (the next one announced) and championships', () => {
    const day = 24 * 3600_000;
    const first = games[0]!.game_at.getTime();
    // Past four weeks there is only the next season final: the quarterly page shows it.
    const weekly = games.filter((g) => g.game_at.getTime() <= NOW.getTime() + 28 * day);
    const last = weekly[weekly.length - 1]!.game_at.getTime();
    expect(first).toBeGreaterThanOrEqual(NOW.getTime() - 731 * day);
    expect(first).toBeLessThan(NOW.getTime() - 720 * day);
    expect(last).toBeGreaterThan(NOW.getTime() + 20 * day);
    const beyond = games.filter((g) => g.game_at.getTime() > NOW.getTime() + 28 * day);
    expect(beyond.map((g) => g.event_type)).toEqual([3]);
    expect(beyond[0]!.game_at.getTime()).toBeLessThanOrEqual(NOW.getTime() + 4 * 31 * day);
    // ids follow time
    for (let i = 1; i < games.length; i++)
      expect(games[i]!.game_at.getTime()).toBeGreaterThanOrEqual(games[i - 1]!.game_at.getTime());
    expect(games.filter((g) => g.event_type === 3).length).toBeGreaterThanOrEqual(6);
    expect(games.filter((g) => g.event_type === 4 && g.ended_at).length).toBe(2);
    expect(games.filter((g) => g.canceled).length).toBeGreaterThan(5);
    expect(games.filter((g) => g.double_points).length).toBeGreaterThan(10);
  });

  it('gives every ended game exactly the points, invites and totals the league rules give', () => {
    const ended = games.filter((g) => g.ended_at !== null);
    expect(ended.length).toBeGreaterThan(1_000);
    for (const game of ended) {
      const rows = pointsByGame.get(game.game_id) ?? [];
      expect(game.total_players).toBe(rows.length);
      expect(game.total_records).toBe(rows.length);
      if (gameKindOf(game.event_type) === 'satellite') {
        for (const row of rows) expect(row.points % 10).toBe(0);
        continue;
      }
      if (gameKindOf(game.event_type) === 'regular') {
        expect(rows.length).toBeGreaterThanOrEqual(6);
        expect(rows.length).toBeLessThanOrEqual(40);
      }
      // Recompute from the places alone, as if the host ended the game on the points screen.
      const ending = endGame(
        { eventType: game.event_type, doublePoints: game.double_points, totalPlayers: 0, totalRecords: 0 },
        rows.map((row) => ({ place: row.place, points: 0, bonusType: 0, bonuses: 0 })),
      );
      expect(rows.map((row) => [row.points, row.bonus_type, row.bonuses])).toEqual(
        ending.records.map((record) => [record.points, record.bonusType, record.bonuses]),
      );
      expect(Number(game.earnings_estimated)).toBe(estimatedEarnings(rows.length, game.event_type));
    }
  });

  it('records check-ins before the start, places 1st-8th only, and quarterly chips in thousands', () => {
    const gameAt = new Map(games.map((g) => [g.game_id, g]));
    expect(points.every((p) => p.place >= 0 && p.place <= 8)).toBe(true);
    expect(points.every((p) => p.entry_at.getTime() < gameAt.get(p.game_id)!.game_at.getTime())).toBe(true);
    // Every change to a record (a scan, a buy, the ending) happens by the time the game ended.
    expect(points.every((p) => p.entry_at <= p.updated_at && p.updated_at <= gameAt.get(p.game_id)!.ended_at!)).toBe(
      true,
    );
    const quarterly = points.filter((p) => gameAt.get(p.game_id)!.event_type === 3);
    expect(quarterly.length).toBeGreaterThan(0);
    for (const p of quarterly) {
      expect([10, 15, 20, 25]).toContain(p.buy_in);
      expect([0, 15, 20, 25]).toContain(p.re_buy);
      expect([0, 5, 10, 20]).toContain(p.add_on);
    }
    expect(
      points.filter((p) => gameAt.get(p.game_id)!.event_type !== 3).every((p) => p.buy_in + p.re_buy + p.add_on === 0),
    ).toBe(true);
    // Some players come early enough for early sign-in chips (10 minutes or more).
    const early = points.filter((p) => gameAt.get(p.game_id)!.game_at.getTime() - p.entry_at.getTime() >= 10 * 60_000);
    expect(early.length / points.length).toBeGreaterThan(0.2);
  });

  it('leaves upcoming, canceled and still-running games without records', () => {
    for (const game of games.filter((g) => g.game_at > NOW || g.canceled)) {
      expect(pointsByGame.get(game.game_id)).toBeUndefined();
      expect(game.ended_at).toBeNull();
      expect(game.total_players).toBe(0);
    }
    const notEnded = games.filter((g) => g.game_at <= NOW && !g.canceled && g.ended_at === null);
    for (const game of notEnded) expect(NOW.getTime() - game.game_at.getTime()).toBeLessThan(8 * 3600_000);
    expect(games.filter((g) => g.ended_at && g.ended_at > NOW)).toEqual([]);
  });

  it("has tonight's game night for the demo host, unlisted: a Regular about to start, a Satellite and a Quarterly under way", async () => {
    const tonight = await seeded.em.execute<
      { event_type: number; game_at: string; ended_at: string | null; total_players: number; unlisted: boolean }[]
    >(
      "select g.event_type, g.game_at, g.ended_at, g.total_players, g.unlisted from games g join players p on p.player_id = g.host_id where p.user_name = 'host' and g.title like 'Demo Game Night%' order by g.event_type",
    );
    expect(
      tonight.map((game) => [
        game.event_type,
        (new Date(game.game_at).getTime() - NOW.getTime()) / 60_000,
        game.ended_at,
        game.total_players,
        game.unlisted,
      ]),
    ).toEqual([
      [1, 30, null, 0, true],
      [2, -15, null, 0, true],
      [3, -15, null, 0, true],
    ]);
  });

  it('applies each deposit to whole games: its amount is what the games pointing to it hold', async () => {
    const deposits = await seeded.em.execute<
      { deposit_id: number; deposit_amount: string; deposit_date: string; host_id: number }[]
    >("select deposit_id, deposit_amount, to_char(deposit_date, 'YYYY-MM-DD') as deposit_date, host_id from deposits");
    const hostOf = new Map<number, number>();
    for (const g of await seeded.em.execute<{ game_id: number; host_id: number }[]>(
      'select game_id, host_id from games',
    ))
      hostOf.set(g.game_id, g.host_id);
    for (const deposit of deposits) {
      const covered = games.filter((g) => g.deposit_id === deposit.deposit_id);
      expect(covered.length).toBeGreaterThan(0);
      const cents = covered.reduce((sum, g) => sum + Math.round(Number(g.earnings_deposited) * 100), 0);
      expect(cents).toBe(Math.round(Number(deposit.deposit_amount) * 100));
      expect(covered.every((g) => hostOf.get(g.game_id) === deposit.host_id)).toBe(true);
      expect(deposit.deposit_date < NOW.toISOString().slice(0, 10)).toBe(true);
    }
    for (const game of games) expect(Number(game.earnings_deposited)).toBeLessThanOrEqual(Number(game.earnings_actual));
    const actual = games.reduce((sum, g) => sum + Number(g.earnings_actual), 0);
    const deposited = games.reduce((sum, g) => sum + Number(g.earnings_deposited), 0);
    expect(deposited / actual).toBeGreaterThan(0.6);
    expect(deposited).toBeLessThan(actual);
  });

  it("keeps each deposit's ledger (what it applied to each game) equal to the games it paid, and leaves the demo host games to deposit", async () => {
    const [{ mismatched }] = await seeded.em.execute<{ mismatched: number }[]>(
      `select count(*)::int as mismatched from games g full join deposit_games dg on dg.game_id = g.game_id and dg.deposit_id = g.deposit_id
        where (g.deposit_id is not null and g.earnings_deposited > 0 and dg.game_id is null) or (dg.game_id is not null and dg.amount <> g.earnings_deposited)`,
    );
    expect(mismatched).toBe(0);
    const [{ ledger }] = await seeded.em.execute<{ ledger: number }[]>(
      'select count(*)::int as ledger from deposit_games',
    );
    expect(ledger).toBeGreaterThan(100);
    // A newcomer logged in as `host` records a deposit that reconciles their oldest games (README "Record a deposit").
    const [{ owed }] = await seeded.em.execute<{ owed: number }[]>(
      `select count(*)::int as owed from games g join players p on p.player_id = g.host_id
        where p.user_name = 'host' and g.ended_at is not null and g.earnings_actual > g.earnings_deposited`,
    );
    expect(owed).toBeGreaterThanOrEqual(3);
  });

  it('has news posts over the two years, the newest within the last month', async () => {
    const posts = (
      await seeded.em.execute<
        { publish_date: Date; summary: string; story: string; category: number; author_id: number }[]
      >('select * from posts order by publish_date')
    ).map((post) => ({ ...post, publish_date: new Date(post.publish_date) }));
    expect(posts.every((post) => post.publish_date <= NOW)).toBe(true);
    expect(NOW.getTime() - posts[posts.length - 1]!.publish_date.getTime()).toBeLessThan(31 * 24 * 3600_000);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set([1, 2, 3, 4]));
    for (const post of posts) {
      expect(`${post.summary}${post.story}`).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(post.summary).toMatch(/^<p>/);
      for (const [, href] of `${post.summary}${post.story}`.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^https:\/\//);
    }
  });

  /**
   * Issue 30: the "Holiday schedule" post names its closed nights in its story (News shows
   * the story, not the summary), and every game on those nights is on the calendar, canceled.
   */
  async function expectHolidayPostKept(em: EntityManager, december: number): Promise<void> {
    const [post] = await em.execute<{ summary: string; story: string }[]>(
      'select summary, story from posts where title = ?',
      [`Holiday schedule ${december}`],
    );
    expect(post).toBeDefined();
    const nights = [
      [`${december}-12-24`, 'Christmas Eve'],
      [`${december}-12-25`, 'Christmas'],
      [`${december}-12-31`, 'New Year’s Eve'],
      [`${december + 1}-01-01`, 'New Year’s Day'],
    ] as const;
    for (const [date, name] of nights) {
      expect(post!.story).toContain(`${DateTime.fromISO(date).toFormat('cccc, LLLL d')}: ${name}`);
      expect(post!.summary).not.toContain(name);
    }
    const onNights = await em.execute<{ night: string; canceled: boolean; notice: string | null }[]>(
      `select to_char(game_at at time zone '${TIME_ZONE}', 'YYYY-MM-DD') as night, canceled, notice from games
        where to_char(game_at at time zone '${TIME_ZONE}', 'YYYY-MM-DD') in (?, ?, ?, ?) and not unlisted and event_id is not null`,
      nights.map(([date]) => date),
    );
    // The New Year nights the post names are on the calendar, each of their games canceled with the reason.
    for (const date of [nights[2][0], nights[3][0]])
      expect(onNights.filter((game) => game.night === date).length).toBeGreaterThan(0);
    for (const game of onNights)
      expect(game).toMatchObject({ canceled: true, notice: expect.stringMatching(/^No game tonight: closed for /) });
  }

  it("issue 30: the holiday post's story names the closed nights, and the calendar has those nights canceled", async () => {
    await expectHolidayPostKept(seeded.em, 2025);
  });

  it('issue 30: seeded on December 2, the calendar still has the New Year nights the post names, canceled, past its four weeks', async () => {
    const december = await seededDatabase(new Date('2026-12-02T20:00:00Z'));
    try {
      await expectHolidayPostKept(december.em, 2026);
      // Only those nights go past the four weeks (and the next season final).
      const beyond = await december.em.execute<{ canceled: boolean; event_type: number }[]>(
        "select canceled, event_type from games where game_at > timestamptz '2026-12-02T20:00:00Z' + interval '28 days' and not unlisted",
      );
      expect(beyond.filter((game) => !game.canceled).map((game) => game.event_type)).toEqual([3]);
    } finally {
      await close(december);
    }
  }, 120_000);

  it('seeds the same league every time for the same "now"', async () => {
    const again = await seededDatabase();
    try {
      const names = (em: EntityManager) =>
        em.execute<{ name: string }[]>(
          "select first_name || ' ' || last_name || ' #' || player_number as name from players order by player_id",
        );
      expect(await names(again.em)).toEqual(await names(seeded.em));
      const totals = (em: EntityManager) =>
        em.execute(
          'select count(*) as games, sum(total_players) as players, sum(earnings_deposited) as deposited from games',
        );
      expect(await totals(again.em)).toEqual(await totals(seeded.em));
      expect(again.summary).toBe(seeded.summary);
    } finally {
      await close(again);
    }
  }, 120_000);
});
