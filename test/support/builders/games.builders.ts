/** Games and their point records, through the games and points modules' demo seeders (the save's rules, the modules' repositories). */
import { GamesDemoSeeder } from '../../../src/modules/games/infrastructure/games.demo-seeder.js';
import { endGame } from '../../../src/modules/points/domain/game-ending.js';
import { PointsDemoSeeder } from '../../../src/modules/points/infrastructure/points.demo-seeder.js';
import { EventType } from '../../../src/shared/domain/event-type.js';
import { inTransaction, nextNumber, type BuildTarget } from './build-target.js';
import { somePlayers, type BuiltPlayer } from './players.builders.js';
import { aVenue } from './venues.builders.js';

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
  readonly canceled?: boolean;
  /** Hidden from visitors (docs/decisions/0058-games.md). */
  readonly unlisted?: boolean;
  /** Ended by the league's rules (endGame): places 1st to 8th, points and totals. Needs 4 entries or more (a Tournament excepted). */
  readonly ended?: boolean;
  /**
   * Ended at this instant, with the records left as they are (give them their points yourself):
   * only ended games count toward results (docs/decisions/0086-practice-games-count-toward-nothing-public.md).
   */
  readonly endedAt?: Date;
  /** Dollars collected from the venue (deposits apply to it); 0 unless given. */
  readonly earningsActual?: number;
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
 * Written through the games and points modules' demo seeders: the game made by
 * the save's rules (prepareGame) and, with what the points screen sets (entries,
 * totals, endedAt), saved by the modules' repositories; a test about saving a
 * game calls POST /v1/game/save.
 */
export async function aGameWithEntries(
  target: BuildTarget,
  count: number,
  options: GameOptions = {},
): Promise<BuiltGame> {
  const venueID = options.venueID ?? (await aVenue(target)).venueID;
  const players = options.players ?? (await somePlayers(target, count));
  if (players.length < count)
    throw new Error(`aGameWithEntries: ${count} entries need ${count} players, got ${players.length}`);
  const eventType = options.eventType ?? EventType.Regular;
  const doublePoints = options.doublePoints ?? false;
  const gameAt = options.gameAt ?? new Date(Date.now() - 3 * 60 * MINUTE);
  const endedAt = options.endedAt ?? (options.ended ? new Date(gameAt.getTime() + 3 * 60 * MINUTE) : null);
  const checkedIn = players.slice(0, count).map((player, i) => ({
    playerID: player.playerID,
    place: 0,
    points: 0,
    bonusType: 0,
    bonuses: 0,
    entryAt: new Date(gameAt.getTime() - (20 - (i % 20)) * MINUTE),
  }));
  const records = options.ended
    ? endGame(
        { eventType, doublePoints, totalPlayers: 0, totalRecords: 0 },
        checkedIn.map((record, i) => ({ ...record, place: i < 8 ? i + 1 : 0 })),
      ).records.map(({ record, place, points, bonusType, bonuses }) => ({
        ...record,
        place,
        points,
        bonusType,
        bonuses,
      }))
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
          canceled: options.canceled ?? false,
          unlisted: options.unlisted ?? false,
          totalPlayers: options.ended ? count : 0,
          totalRecords: count,
          earningsActual: options.earningsActual ?? 0,
          endedAt,
        },
      ],
      new Date(),
    );
    const pointIDs = await new PointsDemoSeeder(em).addPoints(
      records.map((record) => ({
        ...record,
        gameID: gameID!,
        updatedAt: endedAt ?? record.entryAt,
        hostID: options.hostID ?? null,
      })),
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
      entries: records.map(({ playerID, place, points, bonusType, bonuses }, i) => ({
        pointID: pointIDs[i]!,
        playerID,
        place,
        points,
        bonusType,
        bonuses,
      })),
    };
  });
}
