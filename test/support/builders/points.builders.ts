/** Point records as they stand mid-night (a scan's points, a quarterly's buys), through the points module's demo seeder (its repository). */
import { PointsDemoSeeder } from '../../../src/modules/points/infrastructure/points.demo-seeder.js';
import { inTransaction, type BuildTarget } from './build-target.js';
import { aGame, type GameOptions } from './games.builders.js';
import { somePlayers, type BuiltPlayer } from './players.builders.js';

export interface RecordOptions {
  readonly place?: number;
  readonly points?: number;
  /** Stored as the points table keeps them: thousands (15 = 15K). */
  readonly buyIn?: number;
  readonly reBuy?: number;
  readonly addOn?: number;
  /** default: now */
  readonly entryAt?: Date;
  /** default: entryAt */
  readonly updatedAt?: Date;
  readonly hostID?: number | null;
}

/** One player's record in a game; answers its pointID. */
export async function aPointRecord(
  target: BuildTarget,
  gameID: number,
  playerID: number,
  options: RecordOptions = {},
): Promise<number> {
  const entryAt = options.entryAt ?? new Date();
  const [pointID] = await inTransaction(target, (em) =>
    new PointsDemoSeeder(em).addPoints([
      {
        gameID,
        playerID,
        entryAt,
        updatedAt: options.updatedAt ?? entryAt,
        place: options.place ?? 0,
        points: options.points ?? 0,
        buyIn: options.buyIn ?? 0,
        reBuy: options.reBuy ?? 0,
        addOn: options.addOn ?? 0,
        hostID: options.hostID ?? null,
      },
    ]),
  );
  return pointID!;
}

/**
 * A player (without an account unless given) who earned `points` in a game played at
 * `gameAt` and ended three hours later: what a quarterly's qualifying season or a stats
 * window counts (only ended games count).
 */
export async function aPlayerWithPoints(
  target: BuildTarget,
  points: number,
  gameAt: Date,
  options: { player?: BuiltPlayer; game?: Omit<GameOptions, 'gameAt' | 'ended' | 'players'> } = {},
): Promise<BuiltPlayer> {
  const player = options.player ?? (await somePlayers(target, 1))[0]!;
  const game = await aGame(target, { ...options.game, gameAt, endedAt: new Date(gameAt.getTime() + 3 * 3600_000) });
  await aPointRecord(target, game.gameID, player.playerID, { points, place: 1, entryAt: gameAt });
  return player;
}
