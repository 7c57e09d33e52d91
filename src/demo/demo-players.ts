import { UserType } from '../shared/domain/user-type.js';
import { nextAutomaticPlayerNumber } from '../modules/players/domain/player-number.js';
import { USER_NAME_MAX } from '../modules/players/domain/credentials.js';
import type { DemoPlayerInput } from '../modules/players/infrastructure/players.demo-seeder.js';
import { DEMO_ACCOUNTS } from './role-accounts.js';
import { DEMO_HOSTS, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, PLAYER_NOTES, PLAYER_TOWNS } from './demo-names.js';
import { DEMO_VENUES } from './demo-venues.js';
import { seededRandom, type Random } from './demo-random.js';

export const REGULAR_PLAYER_COUNT = 310;

/** How a demo player behaves at the tables; never stored, only used to draw games. */
export interface PlayerHabits {
  /** indexes into DEMO_VENUES; the first is the player's main venue */
  readonly homeVenues: readonly number[];
  /** how keen the player is to turn up (0.15 .. 1) */
  readonly keenness: number;
  /** weight when the final table is drawn (about 0.5 .. 2.5) */
  readonly skill: number;
  /** first night the player may appear */
  readonly joinedAt: Date;
  /** the player stops coming after this (moved away, suspended, banned) */
  readonly leftAt: Date | null;
}

/** The columns the demo fills for a player (the rest keep their defaults); accounts get the demo password. */
export type DemoPlayerRow = DemoPlayerInput & { playerNumber: number };

/** A player row to insert plus the habits used to draw their games. */
export interface DemoPlayerPlan {
  readonly row: DemoPlayerRow;
  readonly habits: PlayerHabits | null;
}

/** A player once inserted. */
export interface DemoPlayer {
  readonly playerID: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: number;
  readonly banned: boolean;
  readonly suspended: boolean;
  readonly habits: PlayerHabits | null;
}

const DAY_MS = 24 * 3600_000;

/** The league's hosts: host level (20), with accounts using the demo password. */
export function planHosts(startAt: Date, numbers: PlayerNumbers): DemoPlayerPlan[] {
  return DEMO_HOSTS.map((host, index) => {
    const town = PLAYER_TOWNS.find((candidate) => candidate.city === host.town)!;
    const joinedAt = new Date(startAt.getTime() - (900 + index * 60) * DAY_MS);
    return {
      habits: null,
      row: {
        firstName: host.firstName,
        lastName: host.lastName,
        title: `${host.firstName} ${host.lastName}`,
        email: `${host.userName}@hosts.example.org`,
        playerNumber: numbers.next(),
        phone: `(${town.areaCode}) 555-01${String(60 + index).padStart(2, '0')}`,
        userName: host.userName,
        userType: UserType.Host,
        registeredAt: joinedAt,
        lastLoginAt: new Date(startAt.getTime() + (700 - index * 3) * DAY_MS),
        totalLogins: 150 + index * 37,
        city: town.city,
        state: 'WA',
        zipCode: town.zipCode,
        country: 'USA',
        unverified: false,
        createdAt: joinedAt,
      },
    };
  });
}

/**
 * About 300 players with varied names. Most were already members when the
 * demo's two years begin; the rest join along the way, the newest still
 * unverified. A few stop coming, three are suspended and two banned.
 */
export function planRegularPlayers(window: { start: Date; now: Date }, numbers: PlayerNumbers): DemoPlayerPlan[] {
  const random = seededRandom('demo players');
  const names = drawNames(random, REGULAR_PLAYER_COUNT);
  const spanMs = window.now.getTime() - window.start.getTime();
  const people = names.map(({ firstName, lastName }) => {
    const veteran = random.chance(0.55);
    const joinedAt = veteran
      ? new Date(window.start.getTime() - random.int(30, 1500) * DAY_MS)
      : new Date(window.start.getTime() + Math.floor(Math.pow(random.next(), 0.8) * spanMs));
    return { firstName, lastName, joinedAt };
  });
  // Player numbers and ids follow the order players joined in.
  people.sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());

  const userNames = new Set<string>(DEMO_ACCOUNTS.map((account) => account.userName as string));
  for (const host of DEMO_HOSTS) userNames.add(host.userName);
  const newest = people.length - 10;
  // Only long-standing members (joined before the two years) get suspended or banned.
  const [firstSuspended, secondSuspended, thirdSuspended, firstBanned, secondBanned] = pickIndexes(
    random,
    30,
    Math.floor(people.length / 2),
    5,
  );
  const suspendedAt = new Set([firstSuspended, secondSuspended, thirdSuspended]);
  const bannedAt = new Set([firstBanned, secondBanned]);

  return people.map((person, index): DemoPlayerPlan => {
    const habits = drawHabits(random, person.joinedAt, window);
    const town = townNear(random, habits.homeVenues[0]!);
    const suspended = suspendedAt.has(index);
    const banned = bannedAt.has(index);
    // Suspensions are recent (they last 90 days); bans can be older.
    const leftAt = suspended
      ? new Date(window.now.getTime() - random.int(10, 80) * DAY_MS)
      : banned
        ? new Date(window.now.getTime() - random.int(60, 400) * DAY_MS)
        : habits.leftAt;
    const hasAccount = random.chance(0.2);
    const userName = hasAccount ? uniqueUserName(person.firstName, person.lastName, userNames) : null;
    const givesAddress = random.chance(0.6);
    return {
      habits: { ...habits, leftAt },
      row: {
        firstName: person.firstName,
        lastName: person.lastName,
        title: `${person.firstName} ${person.lastName}`,
        email: hasAccount || random.chance(0.65) ? emailFor(random, person.firstName, person.lastName) : null,
        playerNumber: numbers.next(),
        phone: random.chance(0.45) ? `(${town.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}` : null,
        pronouns: random.chance(0.08) ? random.pick(['he/him', 'she/her', 'they']) : null,
        userName,
        userType: UserType.Player,
        registeredAt: userName ? person.joinedAt : null,
        lastLoginAt: userName
          ? new Date(Math.max(person.joinedAt.getTime(), (leftAt ?? window.now).getTime() - random.int(1, 90) * DAY_MS))
          : null,
        totalLogins: userName ? random.int(2, 120) : 0,
        city: givesAddress ? town.city : null,
        state: givesAddress ? 'WA' : null,
        zipCode: givesAddress && random.chance(0.8) ? town.zipCode : null,
        country: givesAddress ? 'USA' : null,
        // Players added in the last weeks have not been checked by a host yet.
        unverified: index >= newest,
        suspended,
        banned,
        notes: banned
          ? 'Banned by the league board after repeated abusive behaviour toward other players.'
          : suspended
            ? 'Suspended for 90 days: left a game with chips in play twice.'
            : random.chance(0.03)
              ? random.pick(PLAYER_NOTES)
              : null,
        createdAt: person.joinedAt,
      },
    };
  });
}

/** Habits for the demo role accounts that also play: Pat Player and Asha Assistant. */
export function roleAccountHabits(userName: string, start: Date): PlayerHabits | null {
  const longAgo = new Date(start.getTime() - 400 * DAY_MS);
  if (userName === 'player') return { homeVenues: [0, 9], keenness: 0.9, skill: 1.4, joinedAt: longAgo, leftAt: null };
  if (userName === 'assistant') return { homeVenues: [0], keenness: 0.5, skill: 1.1, joinedAt: longAgo, leftAt: null };
  return null;
}

/** Sequential automatic player numbers above the role accounts' (9000001-9000006). */
export class PlayerNumbers {
  private last: number;
  constructor(inUse: Iterable<number>) {
    this.last = nextAutomaticPlayerNumber(inUse) - 1;
  }
  next(): number {
    this.last = nextAutomaticPlayerNumber([this.last]);
    return this.last;
  }
}

function drawNames(random: Random, count: number): { firstName: string; lastName: string }[] {
  const taken = new Set<string>(DEMO_ACCOUNTS.map((a) => `${a.firstName} ${a.lastName}`));
  for (const host of DEMO_HOSTS) taken.add(`${host.firstName} ${host.lastName}`);
  const names: { firstName: string; lastName: string }[] = [];
  while (names.length < count) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    names.push({ firstName, lastName });
  }
  return names;
}

function drawHabits(random: Random, joinedAt: Date, window: { start: Date; now: Date }): PlayerHabits {
  const main = random.weightedSample(
    DEMO_VENUES.map((_, i) => i),
    (i) => DEMO_VENUES[i]!.turnout,
    1,
  )[0]!;
  const others = random.weightedSample(
    DEMO_VENUES.map((_, i) => i).filter((i) => i !== main),
    (i) => DEMO_VENUES[i]!.turnout,
    random.weightedSample([0, 1, 2], (n) => [5, 4, 2][n]!, 1)[0]!,
  );
  // Some players drift away during the two years.
  const leaves = random.chance(0.12);
  const from = Math.max(joinedAt.getTime(), window.start.getTime()) + 30 * DAY_MS;
  const leftAt =
    leaves && from < window.now.getTime() ? new Date(from + random.next() * (window.now.getTime() - from)) : null;
  return {
    homeVenues: [main, ...others],
    keenness: Math.min(1, 0.15 + Math.pow(random.next(), 1.6) * 0.9),
    skill: Math.exp(random.normal(0, 0.4)),
    joinedAt,
    leftAt,
  };
}

/** Players mostly live in or near the town of their main venue. */
function townNear(random: Random, venueIndex: number): (typeof PLAYER_TOWNS)[number] {
  const venueCity = DEMO_VENUES[venueIndex]!.city;
  const nearby = PLAYER_TOWNS.filter((town) => town.city === venueCity);
  return nearby.length > 0 && random.chance(0.7) ? random.pick(nearby) : random.pick(PLAYER_TOWNS);
}

function emailFor(random: Random, firstName: string, lastName: string): string {
  const first = plain(firstName);
  const last = plain(lastName);
  const local = random.pick([
    `${first}.${last}`,
    `${first[0]}${last}`,
    `${first}${last}${random.int(1, 99)}`,
    `${first}_${last[0]}`,
  ]);
  return `${local}@${random.pick(EMAIL_DOMAINS)}`.slice(0, 64);
}

function uniqueUserName(firstName: string, lastName: string, taken: Set<string>): string {
  const base = `${plain(firstName)}${plain(lastName)}`.slice(0, USER_NAME_MAX - 2);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

/** Lower-case ASCII letters only: "Tomás" -> "tomas", "O'Brien" -> "obrien". */
const plain = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** `count` distinct indexes in [from, to). */
function pickIndexes(random: Random, from: number, to: number, count: number): number[] {
  const range = Array.from({ length: to - from }, (_, i) => from + i);
  return random.shuffle(range).slice(0, count);
}
