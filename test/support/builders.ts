/**
 * Builders: each makes just what a test needs, through the same module paths
 * the demo seeder uses (src/modules/<module>/infrastructure/<module>.demo-seeder.ts:
 * the module's own rules, repositories or bulk writer), and answers typed records
 * with their ids. Defaults are unique per call, so builders never collide and no
 * test needs to know what else is in its database.
 *
 *   const host = await aPlayer(app, { userType: UserType.Host });
 *   const { venue, event } = await aVenueWithEvent(app, { event: { hostID: host.playerID } });
 *   const { game, entries } = await aGameWithEntries(app, 8, { venueID: venue.venueID, ended: true });
 *   const token = await host.login();
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { GamesDemoSeeder } from '../../src/modules/games/infrastructure/games.demo-seeder.js';
import { estimatedEarnings } from '../../src/modules/games/domain/earnings.js';
import { PlayersDemoSeeder, type DemoPlayerInput } from '../../src/modules/players/infrastructure/players.demo-seeder.js';
import { endGame } from '../../src/modules/points/domain/game-ending.js';
import { PointsDemoSeeder } from '../../src/modules/points/infrastructure/points.demo-seeder.js';
import type { RecurringEvent, EventInput } from '../../src/modules/venues/domain/recurring-event.js';
import type { Venue, VenueInput } from '../../src/modules/venues/domain/venue.js';
import { VenuesDemoSeeder } from '../../src/modules/venues/infrastructure/venues.demo-seeder.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api } from './api.js';

/** Every built account's password. */
export const TEST_PASSWORD = 'test-league-1';

/** What a builder needs: the app's URL (to log in) and a database connection. */
export interface BuildTarget {
  readonly url: string;
  readonly orm: MikroORM;
}

let sequence = 0;
/** A number no other builder call in this process has used. */
const nextNumber = (): number => ++sequence;

/** Runs `work` in its own transaction on a fresh entity manager. */
const inTransaction = <T>(target: BuildTarget, work: (em: EntityManager) => Promise<T>): Promise<T> => target.orm.em.fork().transactional(work);

// ---------------------------------------------------------------- players

export interface BuiltPlayer {
  readonly playerID: number;
  readonly playerNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  /** "first last" */
  readonly title: string;
  readonly email: string | null;
  readonly userType: number;
  /** null for a player without an account */
  readonly userName: string | null;
  readonly password: string;
  /** Logs in through the API; answers the authToken. */
  login(): Promise<string>;
}

export type PlayerOptions = Partial<Pick<DemoPlayerInput, 'firstName' | 'lastName' | 'email' | 'userName' | 'userType' | 'banned' | 'suspended' | 'unverified' | 'playerNumber'>>;

/** Logs in through the API and answers the authToken; throws with the API's words when refused. */
export async function logIn(target: Pick<BuildTarget, 'url'>, userName: string, password: string = TEST_PASSWORD): Promise<string> {
  const { body } = await api(target).post<{ authToken?: string; error?: string }>('/v1/user/login', { userName, password });
  if (!body.authToken) throw new Error(`login as ${userName} failed: ${body.error}`);
  return body.authToken;
}

function playerInput(options: PlayerOptions, withAccount: boolean): DemoPlayerInput {
  const n = nextNumber();
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? `Player ${n}`;
  const userName = options.userName !== undefined ? options.userName : withAccount ? `test-player-${n}` : null;
  return {
    firstName,
    lastName,
    title: `${firstName} ${lastName}`,
    email: options.email !== undefined ? options.email : `test-player-${n}@test.example`,
    userName,
    userType: options.userType ?? UserType.Player,
    registeredAt: userName ? new Date() : null,
    unverified: options.unverified ?? false,
    banned: options.banned ?? false,
    suspended: options.suspended ?? false,
    ...(options.playerNumber === undefined ? {} : { playerNumber: options.playerNumber }),
  };
}

async function addPlayers(target: BuildTarget, inputs: readonly DemoPlayerInput[]): Promise<BuiltPlayer[]> {
  const added = await inTransaction(target, (em) => new PlayersDemoSeeder(em).addPlayers(inputs, TEST_PASSWORD));
  return inputs.map((input, i) => {
    const userName = input.userName ?? null;
    return {
      playerID: added[i]!.playerID,
      playerNumber: added[i]!.playerNumber,
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title,
      email: input.email ?? null,
      userType: input.userType ?? UserType.Player,
      userName,
      password: TEST_PASSWORD,
      login: () => {
        if (!userName) throw new Error(`${input.title} has no account to log in with`);
        return logIn(target, userName);
      },
    };
  });
}

/** A player with an account (userName and TEST_PASSWORD), a Player (1) unless told. */
export async function aPlayer(target: BuildTarget, options: PlayerOptions = {}): Promise<BuiltPlayer> {
  return (await addPlayers(target, [playerInput(options, true)]))[0]!;
}

/** `count` players without accounts (one insert), as a host would add them at the door. */
export async function somePlayers(target: BuildTarget, count: number, options: Omit<PlayerOptions, 'userName' | 'playerNumber'> = {}): Promise<BuiltPlayer[]> {
  return addPlayers(target, Array.from({ length: count }, () => playerInput({ ...options, userName: null }, false)));
}

/** The six roles, lowest level last; each userName is the role's name. */
export const ROLES = {
  owner: { userType: UserType.Owner, firstName: 'Olivia', lastName: 'Owner' },
  admin: { userType: UserType.Admin, firstName: 'Adam', lastName: 'Admin' },
  manager: { userType: UserType.Manager, firstName: 'Maria', lastName: 'Manager' },
  host: { userType: UserType.Host, firstName: 'Hank', lastName: 'Host' },
  assistant: { userType: UserType.Assistant, firstName: 'Asha', lastName: 'Assistant' },
  player: { userType: UserType.Player, firstName: 'Pat', lastName: 'Player' },
} as const;

export type RoleName = keyof typeof ROLES;

/**
 * One account of each role (one insert, one password hash), userName = role name
 * ("manager" logs in as a Manager), password TEST_PASSWORD. startTestApp() makes
 * these for every suite; call it yourself only on a database you set up alone.
 */
export async function anAccountOfEachRole(target: BuildTarget): Promise<Record<RoleName, BuiltPlayer>> {
  const names = Object.keys(ROLES) as RoleName[];
  const built = await addPlayers(
    target,
    names.map((role) => playerInput({ ...ROLES[role], userName: role, email: `${role}@test.example` }, true)),
  );
  return Object.fromEntries(names.map((role, i) => [role, built[i]!])) as Record<RoleName, BuiltPlayer>;
}

// ---------------------------------------------------------------- venues and events

export type VenueOptions = Partial<Omit<VenueInput, 'venueID'>>;
export type EventOptions = Partial<Omit<EventInput, 'eventID' | 'venueID'>> & { readonly today?: string };

/** A venue checked by the venue rules (state WA, Pacific time unless told) and saved by the venue repository. */
export async function aVenue(target: BuildTarget, options: VenueOptions = {}): Promise<Venue> {
  const n = nextNumber();
  return inTransaction(target, (em) =>
    new VenuesDemoSeeder(em).addVenue({
      title: `Test Venue ${n}`,
      contactName: null,
      email: null,
      phone: null,
      website: null,
      location: null,
      placeID: null,
      address: `${n} Test St`,
      city: 'Tacoma',
      state: null,
      zipCode: null,
      timeZone: null,
      notes: null,
      mapURL: null,
      ...options,
    }),
  );
}

/** A recurring event at a venue: weekly on Tuesdays at 7:00 PM, no host, starting `today` (default: today) unless told. */
export async function anEvent(target: BuildTarget, venue: Venue, options: EventOptions = {}): Promise<RecurringEvent> {
  const { today = DateTime.now().toISODate()!, ...input } = options;
  return inTransaction(target, (em) =>
    new VenuesDemoSeeder(em).addEvent(
      { title: null, hostID: null, eventType: EventType.Regular, eventDay: 3, frequency: 1, eventTime: '19:00', startDate: null, effectDate: null, stopDate: null, ...input, venueID: venue.venueID },
      venue,
      today,
    ),
  );
}

/** A venue with one recurring event. */
export async function aVenueWithEvent(target: BuildTarget, options: { venue?: VenueOptions; event?: EventOptions } = {}): Promise<{ venue: Venue; event: RecurringEvent }> {
  const venue = await aVenue(target, options.venue);
  return { venue, event: await anEvent(target, venue, options.event) };
}

// ---------------------------------------------------------------- games and points

export interface GameOptions {
  /** a new venue unless given */
  readonly venueID?: number;
  readonly eventID?: number | null;
  readonly hostID?: number | null;
  readonly eventType?: number;
  readonly doublePoints?: boolean;
  /** default: three hours ago */
  readonly gameAt?: Date;
  readonly title?: string;
  /** Ended by the league's rules (endGame): places 1st to 8th, points and totals. Needs 4 entries or more (a Tournament excepted). */
  readonly ended?: boolean;
  /** the entries' players; new players without accounts unless given */
  readonly players?: readonly Pick<BuiltPlayer, 'playerID'>[];
}

/** A game with no entries yet. */
export function aGame(target: BuildTarget, options: Omit<GameOptions, 'ended' | 'players'> = {}): Promise<BuiltGame> {
  return aGameWithEntries(target, 0, options);
}

export interface BuiltEntry {
  readonly pointID: number;
  readonly playerID: number;
  readonly place: number;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
}

export interface BuiltGame {
  readonly gameID: number;
  readonly venueID: number;
  readonly eventID: number | null;
  readonly title: string;
  readonly eventType: number;
  readonly gameAt: Date;
  readonly endedAt: Date | null;
  readonly totalPlayers: number;
  readonly entries: readonly BuiltEntry[];
}

const MINUTE = 60_000;

/**
 * A game with `count` players checked in (place 0, no points), or with `ended`,
 * placed and scored by the league's rules as the points screen would end it.
 * Written through the games and points modules' demo seeders (their bulk
 * writers): the games module has no write API yet.
 */
export async function aGameWithEntries(target: BuildTarget, count: number, options: GameOptions = {}): Promise<BuiltGame> {
  const venueID = options.venueID ?? (await aVenue(target)).venueID;
  const players = options.players ?? (await somePlayers(target, count));
  if (players.length < count) throw new Error(`aGameWithEntries: ${count} entries need ${count} players, got ${players.length}`);
  const eventType = options.eventType ?? EventType.Regular;
  const doublePoints = options.doublePoints ?? false;
  const gameAt = options.gameAt ?? new Date(Date.now() - 3 * 60 * MINUTE);
  const endedAt = options.ended ? new Date(gameAt.getTime() + 3 * 60 * MINUTE) : null;
  const checkedIn = players.slice(0, count).map((player, i) => ({ playerID: player.playerID, place: 0, points: 0, bonusType: 0, bonuses: 0, entryAt: new Date(gameAt.getTime() - (20 - (i % 20)) * MINUTE) }));
  const records = options.ended
    ? endGame(
        { eventType, doublePoints, totalPlayers: 0, totalRecords: 0 },
        checkedIn.map((record, i) => ({ ...record, place: i < 8 ? i + 1 : 0 })),
      ).records.map(({ record, place, points, bonusType, bonuses }) => ({ ...record, place, points, bonusType, bonuses }))
    : checkedIn;
  const title = options.title ?? `Test Game ${nextNumber()}`;

  return inTransaction(target, async (em) => {
    const [gameID] = await new GamesDemoSeeder(em).addGames(
      [
        {
          title,
          venueID,
          eventID: options.eventID ?? null,
          hostID: options.hostID ?? null,
          eventType,
          doublePoints,
          gameAt,
          totalPlayers: options.ended ? count : 0,
          totalRecords: count,
          earningsEstimated: estimatedEarnings(count, eventType),
          endedAt,
        },
      ],
      new Date(),
    );
    const pointIDs = await new PointsDemoSeeder(em).addPoints(
      records.map((record) => ({ ...record, gameID: gameID!, updatedAt: endedAt ?? record.entryAt, hostID: options.hostID ?? null })),
    );
    return {
      gameID: gameID!,
      venueID,
      eventID: options.eventID ?? null,
      title,
      eventType,
      gameAt,
      endedAt,
      totalPlayers: options.ended ? count : 0,
      entries: records.map(({ playerID, place, points, bonusType, bonuses }, i) => ({ pointID: pointIDs[i]!, playerID, place, points, bonusType, bonuses })),
    };
  });
}
