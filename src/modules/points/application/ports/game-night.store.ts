import type { InstantRange } from '../../../../shared/domain/period.js';
import type { LockableGame } from '../../domain/game-lock.js';

/** What a game-night write needs of its game (the games table, read-only: points.tables.ts). */
export interface GameForPoints extends LockableGame {
  readonly gameID: number;
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly hostID: number | null;
  readonly earningsActual: number;
}

/** A player as check-in sees them (the players table, read-only). */
export interface PlayerForCheckIn {
  readonly playerID: number;
  readonly playerNumber: number;
  /** display name */
  readonly title: string;
  readonly banned: boolean;
  readonly suspended: boolean;
}

/** The figures of a game's records that a write answers. */
export interface RecordTotals {
  readonly records: number;
  readonly points: number;
}

/**
 * The reads of the game-night commands, inside their unit of work. The game's row lock is
 * the games module's (GameNightGames.lockGame, taken by GameNight.openGame): every write to
 * one game's records runs one at a time, and sees the writes committed before it
 * (docs/decisions/0067-game-night-commands.md).
 */
export abstract class GameNightStore {
  abstract playerByID(playerID: number): Promise<PlayerForCheckIn | null>;
  abstract playerByNumber(playerNumber: number): Promise<PlayerForCheckIn | null>;
  /** A player's points in the games that count toward results (ended, not canceled, not unlisted) played in the range: the quarterly qualifying season. */
  abstract pointsInRange(playerID: number, range: InstantRange): Promise<number>;
  abstract totalsOf(gameID: number): Promise<RecordTotals>;
}
