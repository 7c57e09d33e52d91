import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { DepositsDemoSeeder } from '../modules/deposits/infrastructure/deposits.demo-seeder.js';
import { GamesDemoSeeder, type DemoGameInput } from '../modules/games/infrastructure/games.demo-seeder.js';
import { PlayersDemoSeeder } from '../modules/players/infrastructure/players.demo-seeder.js';
import { PointsDemoSeeder } from '../modules/points/infrastructure/points.demo-seeder.js';
import { PostsDemoSeeder } from '../modules/posts/infrastructure/posts.demo-seeder.js';
import { VenuesDemoSeeder } from '../modules/venues/infrastructure/venues.demo-seeder.js';
import { SERIES_FIELDS } from '../modules/venues/domain/series.fields.js';
import { VENUE_FIELDS } from '../modules/venues/domain/venue.fields.js';
import { defaultRecordOf } from '../shared/domain/field-table.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, planRoleAccounts, type DemoUserName } from './role-accounts.js';
import { DEMO_HOSTS } from './demo-names.js';
import { planHosts, planRegularPlayers, PlayerNumbers, roleAccountHabits, type DemoPlayer } from './demo-players.js';
import { DEMO_VENUES, venueEmail, venueMapUrl, venueWebsite, type SeriesHostKey } from './demo-venues.js';
import {
  demoWindow,
  monthsBefore,
  scheduleLeague,
  type DemoWindow,
  type SeededSeries,
  type SeededVenue,
} from './demo-schedule.js';
import { playLeague, type PlayedGame } from './demo-results.js';
import { planDeposits, type DepositPlan } from './demo-deposits.js';
import { planPosts } from './demo-posts.js';

export interface DemoLeagueOptions {
  /** the demo's "today": two years of history end here, four weeks of calendar follow */
  readonly now: Date;
  /** the league's time zone (months, seasons and invite years are cut in it) */
  readonly timeZone: string;
}

/** Each module's demo seeder, on one transaction. */
interface ModuleSeeders {
  readonly players: PlayersDemoSeeder;
  readonly venues: VenuesDemoSeeder;
  readonly games: GamesDemoSeeder;
  readonly points: PointsDemoSeeder;
  readonly deposits: DepositsDemoSeeder;
  readonly posts: PostsDemoSeeder;
}

/**
 * Fills an empty, migrated database with the demo league: the role accounts,
 * hosts and about 300 players, a dozen venues with their recurring events, two
 * years of games (plus four weeks ahead) with points worked out by the league's
 * own rules, hosts' deposits and news posts. Everything is drawn from seeded
 * generators, so the same `now` always gives the same league.
 *
 * The league is planned in memory here (src/demo holds the planning, which
 * belongs to no one module) and written by each module's own demo seeder
 * (src/modules/<module>/infrastructure/<module>.demo-seeder.ts), which uses
 * that module's repositories or bulk writer; this function only passes the
 * new ids from one to the next. One transaction, multi-row inserts: it runs
 * while the API starts, so it has to be quick.
 *
 * Answers a one-line summary such as "12 venues, 20 events, 2,084 games, ...".
 */
export async function seedDemoLeague(em: EntityManager, options: DemoLeagueOptions): Promise<string> {
  const window = demoWindow(options.now, options.timeZone);
  return em.transactional(async (tx) => {
    const seeders: ModuleSeeders = {
      players: new PlayersDemoSeeder(tx),
      venues: new VenuesDemoSeeder(tx),
      games: new GamesDemoSeeder(tx),
      points: new PointsDemoSeeder(tx),
      deposits: new DepositsDemoSeeder(tx),
      posts: new PostsDemoSeeder(tx),
    };
    const { roles, players } = await addPlayers(seeders.players, window);
    const hostIDs = hostDirectory(roles, players);
    const venues = await addVenues(seeders.venues, window);
    const series = await addSeriesToVenues(seeders.venues, venues, hostIDs, window);

    const planned = scheduleLeague(
      series,
      venues,
      {
        // A season final is run by the host of the venue it plays at; the championship by the league admin.
        seasonFinalHost: (venue) => series.find((one) => one.venue === venue)!.hostID,
        championshipHostID: roles.admin,
        // Tonight's practice games are the demo host's (README: "Try a game night").
        gameNightHostID: roles.host,
      },
      window,
    );
    const played = playLeague(planned, players, window);
    const deposits = planDeposits(played, window);

    const depositIDs = (
      await seeders.deposits.addDeposits(deposits.deposits.map(({ key: _position, ...deposit }) => deposit))
    ).map(({ depositID }) => depositID);
    // Games oldest first, so their ids grow with time.
    const gameIDs = await seeders.games.addGames(
      played.map((game) => demoGame(game, deposits, depositIDs)),
      window.now,
    );
    // Each demo deposit paid whole games: the ledger of what each applied follows from the games.
    await seeders.deposits.recordWholeGameApplications();
    const pointIDs = await seeders.points.addPoints(
      played.flatMap((game) => game.records.map((record) => ({ ...record, gameID: gameIDs[game.key]! }))),
    );
    const posts = planPosts({
      games: played,
      players: new Map(players.map((player) => [player.playerID, player])),
      venues,
      series,
      authors: { managerID: roles.manager, adminID: roles.admin },
      window,
    });
    await seeders.posts.addPosts(posts);

    return summarise({
      venues: venues.length,
      // The operator's word (SPEC's screens call a series an event).
      events: series.length,
      games: played.length,
      'point records': pointIDs.length,
      players: players.length,
      posts: posts.length,
      deposits: deposits.deposits.length,
    });
  });
}

/** The role accounts, then the hosts, then the regular players (ids grow in that order); answers every player. */
async function addPlayers(
  seeder: PlayersDemoSeeder,
  window: DemoWindow,
): Promise<{ roles: Record<DemoUserName, number>; players: DemoPlayer[] }> {
  const numbers = new PlayerNumbers(DEMO_ACCOUNTS.map((account) => account.playerNumber));
  const plans = [...planHosts(window.start, numbers), ...planRegularPlayers(window, numbers)];
  const added = await seeder.addPlayers(
    [...planRoleAccounts(window.now), ...plans.map((plan) => plan.row)],
    DEMO_PASSWORD,
  );
  const ids = added.map((player) => player.playerID);

  const roles = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.userName, ids[i]!])) as Record<
    DemoUserName,
    number
  >;
  const roleAccounts = DEMO_ACCOUNTS.map((account): DemoPlayer => ({
    playerID: roles[account.userName],
    firstName: account.firstName,
    lastName: account.lastName,
    userType: account.userType,
    banned: false,
    suspended: false,
    habits: roleAccountHabits(account.userName, window.start),
  }));
  const others = plans.map(({ row, habits }, i): DemoPlayer => ({
    playerID: ids[DEMO_ACCOUNTS.length + i]!,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType ?? 1,
    banned: row.banned ?? false,
    suspended: row.suspended ?? false,
    habits,
  }));
  return { roles, players: [...roleAccounts, ...others] };
}

/** playerID of each series host named in demo-venues.ts. */
function hostDirectory(
  roles: Record<DemoUserName, number>,
  players: readonly DemoPlayer[],
): Record<SeriesHostKey, number> {
  const byName = new Map(players.map((player) => [`${player.firstName} ${player.lastName}`, player.playerID]));
  const hosts = Object.fromEntries(
    DEMO_HOSTS.map((host) => [host.key, byName.get(`${host.firstName} ${host.lastName}`)!]),
  );
  return { ...hosts, host: roles.host, manager: roles.manager, admin: roles.admin } as Record<SeriesHostKey, number>;
}

/** The venues, each joining the league three weeks before its first event. */
async function addVenues(seeder: VenuesDemoSeeder, window: DemoWindow): Promise<SeededVenue[]> {
  const venues: SeededVenue[] = [];
  for (const [index, plan] of DEMO_VENUES.entries()) {
    const openedOn = monthsBefore(window, Math.max(...plan.series.map((one) => one.startedMonthsAgo)));
    const joined = DateTime.fromISO(openedOn, { zone: window.zone }).minus({ weeks: 3 }).toJSDate();
    const venue = await seeder.addVenue(
      {
        // Every field's default from VENUE_FIELDS (state WA, Pacific time; a new field needs no edit here), then the plan's.
        ...defaultRecordOf(VENUE_FIELDS),
        title: plan.title,
        contactName: plan.contactName,
        email: venueEmail(plan),
        phone: plan.phone,
        website: venueWebsite(plan),
        location: plan.location,
        address: plan.address,
        city: plan.city,
        zipCode: plan.zipCode,
        notes: plan.notes,
        mapURL: venueMapUrl(plan),
      },
      { createdAt: joined },
    );
    venues.push({ index, plan, venueID: venue.venueID, title: venue.title, timeZone: venue.timeZone, openedOn });
  }
  return venues;
}

/** The venues' series, titled by the event rules; each added two weeks before it starts. */
async function addSeriesToVenues(
  seeder: VenuesDemoSeeder,
  venues: readonly SeededVenue[],
  hostIDs: Record<SeriesHostKey, number>,
  window: DemoWindow,
): Promise<SeededSeries[]> {
  const today = DateTime.fromJSDate(window.now, { zone: window.zone }).toISODate()!;
  const seeded: SeededSeries[] = [];
  for (const venue of venues) {
    for (const plan of venue.plan.series) {
      const startDate = monthsBefore(window, plan.startedMonthsAgo);
      const stopDate = plan.stoppedMonthsAgo === undefined ? null : monthsBefore(window, plan.stoppedMonthsAgo);
      const created = DateTime.fromISO(startDate, { zone: window.zone }).minus({ days: 14 }).toJSDate();
      const added = await seeder.addSeries(
        {
          // Every field's default from SERIES_FIELDS (a new field needs no edit here), then the plan's.
          ...defaultRecordOf(SERIES_FIELDS),
          venueID: venue.venueID,
          hostID: hostIDs[plan.host],
          eventType: plan.eventType,
          eventDay: plan.eventDay,
          frequency: plan.frequency,
          eventTime: plan.time,
          startDate,
          stopDate,
        },
        venue,
        today,
        {
          createdAt: created,
          updatedAt: stopDate ? DateTime.fromISO(stopDate, { zone: window.zone }).toJSDate() : created,
        },
      );
      seeded.push({
        plan,
        venue,
        eventID: added.eventID,
        hostID: added.hostID!,
        eventType: added.eventType,
        eventDay: added.eventDay,
        frequency: added.frequency,
        eventTime: added.eventTime,
        startDate: added.startDate,
        stopDate: added.stopDate,
      });
    }
  }
  return seeded;
}

/** A played game as the games module takes it, with what the deposits did to it. */
function demoGame(game: PlayedGame, deposits: DepositPlan, depositIDs: readonly number[]): DemoGameInput {
  const deposit = deposits.games.get(game.key);
  return {
    title: game.title,
    venueID: game.venue.venueID,
    eventID: game.eventID,
    hostID: game.hostID,
    eventType: game.eventType,
    doublePoints: game.doublePoints,
    gameAt: game.gameAt,
    totalPlayers: game.totalPlayers,
    totalRecords: game.records.length,
    earningsActual: game.earningsActual,
    earningsDeposited: deposit?.earningsDeposited ?? 0,
    earningsNote: game.earningsNote,
    depositID: deposit?.depositKey == null ? null : depositIDs[deposit.depositKey]!,
    notice: game.notice,
    canceled: game.canceled,
    unlisted: game.unlisted ?? false,
    endedAt: game.endedAt,
  };
}

/** "12 venues, 20 events, 2,084 games, ..." */
function summarise(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([what, count]) => `${count.toLocaleString('en-US')} ${what}`)
    .join(', ');
}
