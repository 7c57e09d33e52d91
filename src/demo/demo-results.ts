import { DateTime } from 'luxon';
import { EventType } from '../shared/domain/event-type.js';
import { isWithin } from '../shared/domain/period.js';
import { periodRange, qualifyingSeasonFor } from '../shared/domain/zoned-period.js';
import { endGame, gameKindOf, MIN_PLAYERS_TO_END, type EndingRecord } from '../modules/points/domain/game-ending.js';
import {
  allowedBuys,
  chipTierFor,
  MIN_QUARTERLY_POINTS,
  type QuarterlyBuys,
} from '../modules/points/domain/quarterly-buy-in.js';
import { scanSatellite } from '../modules/points/domain/satellite-scan.js';
import { estimatedEarnings } from '../modules/games/domain/earnings.js';
import {
  bonusInvites,
  hostingInvites,
  inviteTotals,
  inviteYearRange,
  monthlyInvites,
  type HostedGame,
  type InvitePointRecord,
} from '../modules/bonuses/domain/vegas-invites.js';
import type { DemoPlayer } from './demo-players.js';
import type { DemoWindow, PlannedGame } from './demo-schedule.js';
import { seededRandom, type Random } from './demo-random.js';

/** A point record ready to insert, less its gameID. */
export interface DemoPointRow {
  readonly playerID: number;
  readonly entryAt: Date;
  readonly updatedAt: Date;
  readonly place: number;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
  /** Quarterly chips in thousands, as the points table stores them */
  readonly buyIn: number;
  readonly reBuy: number;
  readonly addOn: number;
  readonly hostID: number;
}

/** A game after its night: its records and totals. Upcoming and canceled games have none. */
export interface PlayedGame extends PlannedGame {
  /** position in the league's history, oldest first: the order game ids are given in */
  readonly key: number;
  readonly records: readonly DemoPointRow[];
  readonly totalPlayers: number;
  readonly earningsEstimated: number;
  readonly earningsActual: number;
  readonly earningsNote: string | null;
  readonly endedAt: Date | null;
}

const MINUTE = 60_000;
const CHIPS_PER_STORED_UNIT = 1_000;

/**
 * Plays every game that is over by `now`, oldest first, the way a host would on
 * the points screen: players check in, the final table is placed, and the game
 * is ended by the league's own rules (endGame), so every demo point is a point
 * the rules would give. Quarterly games use the season's points for buy-ins;
 * the national championship seats the players holding Vegas Invites.
 */
export function playLeague(
  games: readonly PlannedGame[],
  players: readonly DemoPlayer[],
  window: DemoWindow,
): PlayedGame[] {
  const random = seededRandom('demo results');
  const league = new LeagueHistory(players, window.zone);
  return games.map((game, key) => {
    const endedAt = game.canceled
      ? null
      : new Date(game.gameAt.getTime() + gameLength(game.eventType, random) * MINUTE);
    if (endedAt === null || endedAt > window.now) return unplayed(game, key);

    const records = playGame(game, endedAt, league, window, random);
    // A final nobody could enter (no points in its season yet) is left as if never played.
    if (records === null) return unplayed(game, key);
    const totalPlayers = records.length;
    const earnings = collectEarnings(estimatedEarnings(totalPlayers, game.eventType), random);
    league.remember(key, game, records);
    return { ...game, key, records, totalPlayers, ...earnings, endedAt };
  });
}

function playGame(
  game: PlannedGame,
  endedAt: Date,
  league: LeagueHistory,
  window: DemoWindow,
  random: Random,
): DemoPointRow[] | null {
  switch (gameKindOf(game.eventType)) {
    case 'satellite':
      return playSatellite(game, league, window, random);
    case 'quarterly':
      return playSeasonFinal(game, endedAt, league, window, random);
    case 'tournament':
      return playChampionship(game, endedAt, league, window, random);
    default:
      return playRegular(game, endedAt, league, window, random);
  }
}

/** A regular night: 6-40 players, 1st-8th placed (now and then a tie below 1st). */
function playRegular(
  game: PlannedGame,
  endedAt: Date,
  league: LeagueHistory,
  window: DemoWindow,
  random: Random,
): DemoPointRow[] {
  const attendees = league.drawAttendees(game, turnout(game, window, random), random);
  const entries = attendees.map(({ playerID }) => ({ playerID, entryAt: regularCheckIn(game.gameAt, random) }));
  const placed = placeFinalTable(entries, (entry) => league.skillOf(entry.playerID), random);
  return endByTheRules(game, endedAt, placed, () => NO_BUYS);
}

/**
 * A satellite: players check in before the start and are scanned during the
 * game; each scan goes through the satellite rule (10 points, 20 on double
 * points, nothing within 2 minutes of the last one). Ending sums them.
 */
function playSatellite(game: PlannedGame, league: LeagueHistory, window: DemoWindow, random: Random): DemoPointRow[] {
  const attendees = league.drawAttendees(game, turnout(game, window, random), random);
  const drafts = attendees.map((player) => {
    const entryAt = regularCheckIn(game.gameAt, random);
    let record = { points: 0, updatedAt: entryAt };
    let scanAt = game.gameAt.getTime() + random.int(0, 20) * MINUTE;
    // At most six scans 15-40 minutes apart, so the last one comes before the host ends the game.
    const scans = Math.min(6, Math.max(0, Math.round(random.normal(2.5 * player.habits!.skill, 1.2))));
    for (let scan = 0; scan < scans; scan++) {
      // Now and then a card is scanned twice in a row: the rule gives nothing for the repeat.
      const repeat = scan > 0 && random.chance(0.06);
      scanAt += repeat ? random.int(20, 90) * 1000 : random.int(15, 40) * MINUTE;
      const result = scanSatellite(record, game, new Date(scanAt));
      record = { points: result.points, updatedAt: result.updatedAt };
    }
    return {
      playerID: player.playerID,
      entryAt,
      updatedAt: record.updatedAt,
      place: 0,
      points: record.points,
      bonusType: 0,
      bonuses: 0,
    };
  });
  const ending = endGame(
    { eventType: game.eventType, doublePoints: game.doublePoints, totalPlayers: 0, totalRecords: 0 },
    drafts,
  );
  return ending.records.map(({ record, place, points, bonusType, bonuses }) => ({
    ...record,
    place,
    points,
    bonusType,
    bonuses,
    ...storedBuys(NO_BUYS),
    hostID: game.hostID,
  }));
}

/**
 * A season final (Quarterly): players with at least 20 points in the season the
 * game plays may enter; their chips come from the chip table for their points,
 * and the final table earns points plus Vegas Invites 3, 2, 1.
 */
function playSeasonFinal(
  game: PlannedGame,
  endedAt: Date,
  league: LeagueHistory,
  window: DemoWindow,
  random: Random,
): DemoPointRow[] | null {
  const seasonPoints = league.pointsIn(periodRange(qualifyingSeasonFor(game.gameAt, window.zone), window.zone));
  const entrants = [...seasonPoints]
    .filter(([playerID, points]) => points >= MIN_QUARTERLY_POINTS && league.isActive(playerID, game.gameAt))
    // The keener (more points) a player was in the season, the likelier they come; the room seats 96.
    .filter(([, points]) => random.chance(Math.min(0.7, 0.1 + points / 800)))
    .slice(0, 96);
  const entries = entrants.map(([playerID, points]) => {
    const options = allowedBuys(chipTierFor(points)).filter((buys) => buys.buyIn > 0);
    // Most players take everything their points allow.
    const buys = random.chance(0.7) ? options[options.length - 1]! : random.pick(options);
    return {
      playerID,
      buys,
      entryAt: new Date(game.gameAt.getTime() - random.int(30, 120) * MINUTE - random.int(0, 59) * 1000),
    };
  });
  if (entries.length < MIN_PLAYERS_TO_END) return null;
  const chipsOf = (entry: (typeof entries)[number]) => entry.buys.buyIn + entry.buys.reBuy + entry.buys.addOn;
  const placed = placeFinalTable(
    entries,
    (entry) => league.skillOf(entry.playerID) * (chipsOf(entry) / 20_000),
    random,
  );
  return endByTheRules(game, endedAt, placed, (entry) => entry.buys);
}

/**
 * The national championship (Tournament) in June: the players holding Vegas
 * Invites for the year ending in May are invited; most come. No points, a
 * trophy (bonus 1) for the winner.
 */
function playChampionship(
  game: PlannedGame,
  endedAt: Date,
  league: LeagueHistory,
  window: DemoWindow,
  random: Random,
): DemoPointRow[] | null {
  const inviteYear = DateTime.fromJSDate(game.gameAt, { zone: window.zone }).year;
  const invited = league.invitesFor(inviteYear, game.gameAt);
  const coming = invited.filter(
    ({ playerID, totalBonus }) =>
      league.isActive(playerID, game.gameAt) && random.chance(Math.min(0.95, 0.45 + 0.1 * totalBonus)),
  );
  const entries = coming.map(({ playerID }) => ({
    playerID,
    entryAt: new Date(game.gameAt.getTime() - random.int(20, 90) * MINUTE - random.int(0, 59) * 1000),
  }));
  if (entries.length === 0) return null;
  const placed = placeFinalTable(entries, (entry) => league.skillOf(entry.playerID), random);
  return endByTheRules(game, endedAt, placed, () => NO_BUYS);
}

interface PlacedEntry<E> {
  readonly entry: E;
  readonly place: number;
}

/**
 * The order players finish in, weighted by skill; places 1st-8th go to the
 * first eight, except that now and then two players tie (never for 1st): they
 * share a place and the next place is skipped, as the points screen requires.
 */
function placeFinalTable<E>(entries: readonly E[], skill: (entry: E) => number, random: Random): PlacedEntry<E>[] {
  const finishingOrder = random.weightedSample(entries, (entry) => Math.pow(skill(entry), 1.5), entries.length);
  const tieAt = random.chance(0.08) ? random.int(2, 7) : 0;
  const placed: PlacedEntry<E>[] = [];
  let place = 1;
  for (let i = 0; i < finishingOrder.length;) {
    if (place > 8) placed.push({ entry: finishingOrder[i++]!, place: 0 });
    else if (place === tieAt && i + 1 < finishingOrder.length) {
      placed.push({ entry: finishingOrder[i++]!, place }, { entry: finishingOrder[i++]!, place });
      place += 2;
    } else placed.push({ entry: finishingOrder[i++]!, place: place++ });
  }
  return placed;
}

/** Ends the game with endGame (points, invites, trophy) and turns the result into rows. */
function endByTheRules<E extends { readonly playerID: number; readonly entryAt: Date }>(
  game: PlannedGame,
  endedAt: Date,
  placed: readonly PlacedEntry<E>[],
  buysOf: (entry: E) => QuarterlyBuys,
): DemoPointRow[] {
  // Fresh check-ins: every record starts at zero, so endGame decides every figure.
  const drafts: (EndingRecord & { entry: E })[] = placed.map(({ entry, place }) => ({
    entry,
    place,
    points: 0,
    bonusType: 0,
    bonuses: 0,
  }));
  const ending = endGame(
    { eventType: game.eventType, doublePoints: game.doublePoints, totalPlayers: 0, totalRecords: 0 },
    drafts,
  );
  return ending.records.map(({ record, place, points, bonusType, bonuses, changed }) => {
    const { entry } = record;
    const buys = buysOf(entry);
    // Ending saves only the records it changed; the others keep their check-in (or last buy) time.
    const lastBuyAt = buys.reBuy + buys.addOn > 0 ? new Date(game.gameAt.getTime() + 75 * MINUTE) : entry.entryAt;
    return {
      playerID: entry.playerID,
      entryAt: entry.entryAt,
      updatedAt: changed ? endedAt : lastBuyAt,
      place,
      points,
      bonusType,
      bonuses,
      ...storedBuys(buys),
      hostID: game.hostID,
    };
  });
}

const NO_BUYS: QuarterlyBuys = { buyIn: 0, reBuy: 0, addOn: 0 };

const storedBuys = (buys: QuarterlyBuys) => ({
  buyIn: buys.buyIn / CHIPS_PER_STORED_UNIT,
  reBuy: buys.reBuy / CHIPS_PER_STORED_UNIT,
  addOn: buys.addOn / CHIPS_PER_STORED_UNIT,
});

/** Check-in before the start; about a third come 10 minutes or more early (early sign-in chips). */
function regularCheckIn(gameAt: Date, random: Random): Date {
  const minutesEarly = random.chance(0.35) ? random.int(10, 45) : random.int(1, 9);
  return new Date(gameAt.getTime() - minutesEarly * MINUTE - random.int(0, 59) * 1000);
}

/** Players at a night: the venue's usual crowd, fewer in summer, and the league slowly growing. */
function turnout(game: PlannedGame, window: DemoWindow, random: Random): number {
  const base = game.venue.plan.turnout * (game.eventType === EventType.Satellite ? 0.65 : 1);
  const month = DateTime.fromJSDate(game.gameAt, { zone: window.zone }).month;
  const seasonal = [1.1, 1.1, 1.05, 1, 0.95, 0.85, 0.8, 0.85, 0.95, 1, 1, 0.9][month - 1]!;
  const progress = (game.gameAt.getTime() - window.start.getTime()) / (window.now.getTime() - window.start.getTime());
  const expected = base * seasonal * (0.85 + 0.25 * progress);
  return Math.min(40, Math.max(6, Math.round(random.normal(expected, base * 0.2))));
}

/** Minutes from the start until the host ends the game. */
function gameLength(eventType: number, random: Random): number {
  switch (gameKindOf(eventType)) {
    case 'quarterly':
    case 'tournament':
      return random.int(330, 420);
    case 'satellite':
      return random.int(300, 330);
    default:
      return random.int(170, 260);
  }
}

/** Collected from the venue: usually the estimate; now and then a little more or less, with a note. */
function collectEarnings(
  estimated: number,
  random: Random,
): { earningsEstimated: number; earningsActual: number; earningsNote: string | null } {
  if (estimated === 0) return { earningsEstimated: 0, earningsActual: 0, earningsNote: null };
  const roll = random.next();
  if (roll < 0.025)
    return {
      earningsEstimated: estimated,
      earningsActual: estimated + 5,
      earningsNote: 'Venue rounded the league fee up.',
    };
  if (roll < 0.045)
    return {
      earningsEstimated: estimated,
      earningsActual: estimated - 10,
      earningsNote: 'Short $10 tonight: the manager will add it next week.',
    };
  return { earningsEstimated: estimated, earningsActual: estimated, earningsNote: null };
}

function unplayed(game: PlannedGame, key: number): PlayedGame {
  return {
    ...game,
    key,
    records: [],
    totalPlayers: 0,
    earningsEstimated: 0,
    earningsActual: 0,
    earningsNote: null,
    endedAt: null,
  };
}

/** What has happened so far in the league: the records and hosted games the later games depend on. */
class LeagueHistory {
  private readonly records: InvitePointRecord[] = [];
  /**
   * The monthly invite counts a player's points per venue per month, so one
   * record per player, venue and month (points summed) gives the rule the same
   * answer as every record, with a tenth of the time-zone arithmetic.
   */
  private readonly monthlyTotals = new Map<string, InvitePointRecord & { points: number }>();
  private readonly hosted: HostedGame[] = [];
  private readonly byID: Map<number, DemoPlayer>;
  /** players who turn up to regular nights */
  private readonly regulars: readonly DemoPlayer[];

  constructor(
    players: readonly DemoPlayer[],
    private readonly zone: string,
  ) {
    this.byID = new Map(players.map((player) => [player.playerID, player]));
    this.regulars = players.filter((player) => player.habits !== null);
  }

  /** A night's players: mostly those who call the venue home, now and then a visitor. */
  drawAttendees(game: PlannedGame, count: number, random: Random): DemoPlayer[] {
    const at = game.gameAt.getTime();
    return random.weightedSample(
      this.regulars,
      ({ habits }) => {
        if (habits!.joinedAt.getTime() > at || (habits!.leftAt && habits!.leftAt.getTime() < at)) return 0;
        const home = habits!.homeVenues.indexOf(game.venue.index);
        return habits!.keenness * (home === 0 ? 1 : home > 0 ? 0.6 : 0.03);
      },
      count,
    );
  }

  /** Whether the player still plays at that time (joined, not gone, suspended or banned). */
  isActive(playerID: number, at: Date): boolean {
    const player = this.byID.get(playerID);
    if (!player) return false;
    if (!player.habits) return !player.banned && !player.suspended;
    return player.habits.joinedAt <= at && (player.habits.leftAt === null || player.habits.leftAt > at);
  }

  skillOf(playerID: number): number {
    return this.byID.get(playerID)?.habits?.skill ?? 1;
  }

  /** Each player's points over a range (a quarterly season), from every game type. */
  pointsIn(range: { start: Date; stop: Date }): Map<number, number> {
    const totals = new Map<number, number>();
    for (const record of this.records) {
      if (record.points > 0 && isWithin(record.eventAt, range))
        totals.set(record.playerID, (totals.get(record.playerID) ?? 0) + record.points);
    }
    return totals;
  }

  /** Vegas Invites of an invite year as they stand at `now` (monthly, quarterly, trophy, hosting). */
  invitesFor(inviteYear: number, now: Date): ReturnType<typeof inviteTotals> {
    const year = inviteYearRange(inviteYear, this.zone);
    const monthly = [...this.monthlyTotals.values()].filter((record) => isWithin(record.eventAt, year));
    const withBonuses = this.records.filter((record) => record.bonusType !== 0 && isWithin(record.eventAt, year));
    return inviteTotals([
      ...monthlyInvites(monthly, inviteYear, now, this.zone),
      ...bonusInvites(withBonuses, inviteYear, this.zone),
      ...hostingInvites(this.hosted, inviteYear, now, this.zone),
    ]);
  }

  remember(key: number, game: PlannedGame, rows: readonly DemoPointRow[]): void {
    this.hosted.push({
      gameID: key,
      hostID: game.hostID,
      gameAt: game.gameAt,
      canceled: game.canceled,
      totalPlayers: rows.length,
    });
    const month = DateTime.fromJSDate(game.gameAt, { zone: this.zone }).toFormat('yyyy-MM');
    for (const row of rows) {
      const record: InvitePointRecord = {
        playerID: row.playerID,
        userType: this.byID.get(row.playerID)?.userType ?? 1,
        gameID: key,
        venueID: game.venue.venueID,
        eventType: game.eventType,
        eventAt: game.gameAt,
        points: row.points,
        bonusType: row.bonusType,
        bonuses: row.bonuses,
      };
      this.records.push(record);
      const monthKey = `${row.playerID}@${game.venue.venueID}@${month}`;
      const total = this.monthlyTotals.get(monthKey);
      if (total) total.points += row.points;
      else this.monthlyTotals.set(monthKey, { ...record, bonusType: 0, bonuses: 0 });
    }
  }
}
