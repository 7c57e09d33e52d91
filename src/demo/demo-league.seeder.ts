import type { EntityClass, EntityDictionary, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { isReconciled } from '../modules/deposits/domain/deposit-application.js';
import { DepositEntity } from '../modules/deposits/infrastructure/deposit.entity.js';
import { GameEntity } from '../modules/games/infrastructure/game.entity.js';
import { PlayerEntity } from '../modules/players/infrastructure/player.entity.js';
import { PointEntity } from '../modules/points/infrastructure/point.entity.js';
import { PostEntity } from '../modules/posts/infrastructure/post.entity.js';
import { prepareEvent } from '../modules/venues/domain/recurring-event.js';
import { prepareVenue } from '../modules/venues/domain/venue.js';
import { EventEntity } from '../modules/venues/infrastructure/event.entity.js';
import { VenueEntity } from '../modules/venues/infrastructure/venue.entity.js';
import { DEFAULT_VENUE_TIME_ZONE } from '../shared/domain/time-zones.js';
import { DEMO_ACCOUNTS, seedRoleAccounts, type DemoUserName } from './role-accounts.js';
import { DEMO_HOSTS } from './demo-names.js';
import { planHosts, planRegularPlayers, PlayerNumbers, roleAccountHabits, type DemoPlayer, type DemoPlayerPlan } from './demo-players.js';
import { DEMO_VENUES, venueEmail, venueMapUrl, venueWebsite, type EventHostKey } from './demo-venues.js';
import { demoWindow, monthsBefore, scheduleLeague, type DemoWindow, type SeededEvent, type SeededVenue } from './demo-schedule.js';
import { playLeague, type PlayedGame } from './demo-results.js';
import { planDeposits, type DepositPlan } from './demo-deposits.js';
import { planPosts } from './demo-posts.js';

export interface DemoLeagueOptions {
  /** the demo's "today": two years of history end here, four weeks of calendar follow */
  readonly now: Date;
  /** the league's time zone (months, seasons and invite years are cut in it) */
  readonly timeZone: string;
}

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/**
 * Fills an empty, migrated database with the demo league: the role accounts,
 * hosts and about 300 players, a dozen venues with their recurring events, two
 * years of games (plus four weeks ahead) with points worked out by the league's
 * own rules, hosts' deposits and news posts. Everything is drawn from seeded
 * generators, so the same `now` always gives the same league.
 *
 * The league is planned in memory and written with multi-row inserts in one
 * transaction: it runs while the API starts, so it has to be quick.
 *
 * Answers a one-line summary such as "12 venues, 20 events, 2,084 games, ...".
 */
export async function seedDemoLeague(em: EntityManager, options: DemoLeagueOptions): Promise<string> {
  const window = demoWindow(options.now, options.timeZone);
  return em.transactional(async (tx) => {
    const roles = await seedRoleAccounts(tx, options.now);
    const players = await insertPlayers(tx, roles, window);
    const hostIDs = hostDirectory(roles, players);
    const venues = await insertVenues(tx, window);
    const events = await insertEvents(tx, venues, hostIDs, window);

    const planned = scheduleLeague(
      events,
      venues,
      {
        // A season final is run by the host of the venue it plays at; the championship by the league admin.
        seasonFinalHost: (venue) => events.find((event) => event.venue === venue)!.hostID,
        championshipHostID: roles.admin,
      },
      window,
    );
    const played = playLeague(planned, players, window);
    const deposits = planDeposits(played, window);

    const depositIDs = await insertDeposits(tx, deposits);
    const gameIDs = await insertGames(tx, played, deposits, depositIDs, window);
    const pointCount = await insertPoints(tx, played, gameIDs);
    const posts = planPosts({
      games: played,
      players: new Map(players.map((player) => [player.playerID, player])),
      venues,
      events,
      authors: { managerID: roles.manager, adminID: roles.admin },
      window,
    });
    await insertInChunks(
      tx,
      PostEntity,
      posts.map((post) => ({ ...post, createdAt: post.publishDate, updatedAt: post.publishDate })),
    );

    return summarise({
      venues: venues.length,
      events: events.length,
      games: played.length,
      'point records': pointCount,
      players: players.length,
      posts: posts.length,
      deposits: deposits.deposits.length,
    });
  });
}

/** Hosts and regular players after the role accounts; answers every player, role accounts included. */
async function insertPlayers(em: EntityManager, roles: Record<DemoUserName, number>, window: DemoWindow): Promise<DemoPlayer[]> {
  // The hosts log in with the role accounts' demo password, so reuse that hash rather than hash again.
  const { passwordHash } = await em.findOneOrFail(PlayerEntity, { playerID: roles.host });
  const numbers = new PlayerNumbers(DEMO_ACCOUNTS.map((account) => account.playerNumber));
  const plans: DemoPlayerPlan[] = [...planHosts(window.start, passwordHash!, numbers), ...planRegularPlayers(window, passwordHash!, numbers)];
  const ids = await insertInChunks(em, PlayerEntity, plans.map((plan) => plan.row));

  const roleAccounts: DemoPlayer[] = DEMO_ACCOUNTS.map((account) => ({
    playerID: roles[account.userName],
    firstName: account.firstName,
    lastName: account.lastName,
    userType: account.userType,
    banned: false,
    suspended: false,
    habits: roleAccountHabits(account.userName, window.start),
  }));
  const inserted = plans.map(({ row, habits }, i): DemoPlayer => ({
    playerID: ids[i]!,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType ?? 1,
    banned: row.banned ?? false,
    suspended: row.suspended ?? false,
    habits,
  }));
  return [...roleAccounts, ...inserted];
}

/** playerID of each event host named in demo-venues.ts. */
function hostDirectory(roles: Record<DemoUserName, number>, players: readonly DemoPlayer[]): Record<EventHostKey, number> {
  const byName = new Map(players.map((player) => [`${player.firstName} ${player.lastName}`, player.playerID]));
  const hosts = Object.fromEntries(DEMO_HOSTS.map((host) => [host.key, byName.get(`${host.firstName} ${host.lastName}`)!]));
  return { ...hosts, host: roles.host, manager: roles.manager, admin: roles.admin } as Record<EventHostKey, number>;
}

/** The venues, checked by the venue rules (state, time zone, website) as the venue form would. */
async function insertVenues(em: EntityManager, window: DemoWindow): Promise<SeededVenue[]> {
  const rows = DEMO_VENUES.map((plan) => {
    const openedOn = monthsBefore(window, Math.max(...plan.events.map((event) => event.startedMonthsAgo)));
    const venue = prepareVenue({
      venueID: 0,
      title: plan.title,
      contactName: plan.contactName,
      email: venueEmail(plan),
      phone: plan.phone,
      website: venueWebsite(plan),
      location: plan.location,
      placeID: null,
      address: plan.address,
      city: plan.city,
      state: 'WA',
      zipCode: plan.zipCode,
      timeZone: DEFAULT_VENUE_TIME_ZONE,
      notes: plan.notes,
      mapURL: venueMapUrl(plan),
    });
    const { venueID: _unsaved, ...row } = venue;
    const joined = DateTime.fromISO(openedOn, { zone: window.zone }).minus({ weeks: 3 }).toJSDate();
    return { openedOn, row: { ...row, createdAt: joined, updatedAt: joined } };
  });
  const ids = await insertInChunks(em, VenueEntity, rows.map(({ row }) => row));
  return rows.map(({ openedOn, row }, index) => ({
    index,
    plan: DEMO_VENUES[index]!,
    venueID: ids[index]!,
    title: row.title,
    timeZone: row.timeZone,
    openedOn,
  }));
}

/** The recurring events, titled and checked by the event rules (prepareEvent builds the title). */
async function insertEvents(
  em: EntityManager,
  venues: readonly SeededVenue[],
  hostIDs: Record<EventHostKey, number>,
  window: DemoWindow,
): Promise<SeededEvent[]> {
  const today = DateTime.fromJSDate(window.now, { zone: window.zone }).toISODate()!;
  const prepared = venues.flatMap((venue) =>
    venue.plan.events.map((plan) => {
      const event = prepareEvent(
        {
          eventID: 0,
          title: null,
          venueID: venue.venueID,
          hostID: hostIDs[plan.host],
          eventType: plan.eventType,
          eventDay: plan.eventDay,
          frequency: plan.frequency,
          eventTime: plan.time,
          startDate: monthsBefore(window, plan.startedMonthsAgo),
          effectDate: null,
          stopDate: plan.stoppedMonthsAgo === undefined ? null : monthsBefore(window, plan.stoppedMonthsAgo),
        },
        null,
        venue.title,
        today,
      );
      return { plan, venue, event };
    }),
  );
  const ids = await insertInChunks(
    em,
    EventEntity,
    prepared.map(({ event }) => {
      const { eventID: _unsaved, ...row } = event;
      const created = DateTime.fromISO(event.startDate, { zone: window.zone }).minus({ days: 14 }).toJSDate();
      return { ...row, createdAt: created, updatedAt: event.stopDate ? DateTime.fromISO(event.stopDate, { zone: window.zone }).toJSDate() : created };
    }),
  );
  return prepared.map(({ plan, venue, event }, i) => ({
    plan,
    venue,
    eventID: ids[i]!,
    hostID: event.hostID!,
    eventType: event.eventType,
    eventDay: event.eventDay,
    frequency: event.frequency,
    eventTime: event.eventTime,
    startDate: event.startDate,
    stopDate: event.stopDate,
  }));
}

async function insertDeposits(em: EntityManager, plan: DepositPlan): Promise<number[]> {
  return insertInChunks(
    em,
    DepositEntity,
    plan.deposits.map(({ key: _position, ...deposit }) => ({
      ...deposit,
      createdAt: DateTime.fromISO(deposit.depositDate, { zone: 'utc' }).set({ hour: 20 }).toJSDate(),
    })),
  );
}

/** Games oldest first, so their ids grow with time; answers the id of each game key. */
async function insertGames(
  em: EntityManager,
  games: readonly PlayedGame[],
  deposits: DepositPlan,
  depositIDs: readonly number[],
  window: DemoWindow,
): Promise<number[]> {
  const rows = games.map((game): RequiredEntityData<GameEntity> => {
    const deposit = deposits.games.get(game.key);
    const earningsDeposited = deposit?.earningsDeposited ?? 0;
    // Games are put on the calendar about four weeks ahead.
    const createdAt = new Date(Math.min(window.now.getTime(), game.gameAt.getTime() - 28 * 24 * 3600_000));
    return {
      title: game.title,
      venueID: game.venue.venueID,
      eventID: game.eventID,
      hostID: game.hostID,
      eventType: game.eventType,
      doublePoints: game.doublePoints,
      gameAt: game.gameAt,
      originalAt: game.gameAt,
      totalPlayers: game.totalPlayers,
      totalRecords: game.records.length,
      earningsEstimated: game.earningsEstimated,
      earningsActual: game.earningsActual,
      earningsDeposited,
      // An ended game is reconciled once deposited equals actual (nothing owed counts too).
      earningsReconciled: game.endedAt !== null && isReconciled({ earningsActual: game.earningsActual, earningsDeposited }),
      earningsNote: game.earningsNote,
      depositID: deposit?.depositKey == null ? null : depositIDs[deposit.depositKey]!,
      notice: game.notice,
      canceled: game.canceled,
      endedAt: game.endedAt,
      createdAt,
      updatedAt: game.endedAt ?? createdAt,
    };
  });
  return insertInChunks(em, GameEntity, rows);
}

async function insertPoints(em: EntityManager, games: readonly PlayedGame[], gameIDs: readonly number[]): Promise<number> {
  const rows = games.flatMap((game) => game.records.map((record): RequiredEntityData<PointEntity> => ({ ...record, gameID: gameIDs[game.key]! })));
  await insertInChunks(em, PointEntity, rows);
  return rows.length;
}

/**
 * Multi-row inserts of up to INSERT_CHUNK rows; answers the new ids in row order.
 * em.insertMany answers only the first id on PostgreSQL, so this goes to the
 * driver's multi-row insert (the same statement) and reads the ids it returns.
 */
async function insertInChunks<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: readonly RequiredEntityData<T>[]): Promise<number[]> {
  const idColumn = em.getMetadata().get(entity).getPrimaryProps()[0]!.fieldNames[0]!;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK) as EntityDictionary<T>[];
    const result = await em.getDriver().nativeInsertMany(entity, chunk, { ctx: em.getTransactionContext() });
    for (const row of result.rows ?? []) ids.push(row[idColumn] as number);
  }
  if (ids.length !== rows.length) throw new Error(`expected ${rows.length} new ${entity.name} ids, got ${ids.length}`);
  return ids;
}

/** "12 venues, 20 events, 2,084 games, ..." */
function summarise(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([what, count]) => `${count.toLocaleString('en-US')} ${what}`)
    .join(', ');
}
