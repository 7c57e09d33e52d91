import type { LockableGame } from '../../domain/game-lock.js';

/** The game being ended, as its row stands once locked (the games module's GameNightGames.lockGame). */
export interface GameToEnd extends LockableGame {
  readonly gameID: number;
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly totalPlayers: number;
  readonly totalRecords: number;
  /** What the ending may change beside the totals (kept in the audit trail as they were). */
  readonly hostID: number | null;
  readonly earningsEstimated: number;
  readonly earningsActual: number;
}

/** A point record as ending reads it. */
export interface RecordToEnd {
  readonly pointID: number;
  readonly playerID: number;
  readonly place: number;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
  readonly updatedAt: Date;
}

/** What ending writes on one record. */
export interface EndedRecordValues {
  readonly pointID: number;
  readonly place: number;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
}

/** The points side of ending a game (the game's row is locked through games' GameNightGames); used inside the caller's unit of work. */
export abstract class GameEndingStore {
  /** Every record of the game, oldest check-in first. */
  abstract recordsOf(gameID: number): Promise<RecordToEnd[]>;
  /** Saves the records' new places, points and bonuses, marked as saved by the acting host at `now`. */
  abstract saveEnded(records: readonly EndedRecordValues[], hostID: number, now: Date): Promise<void>;
}
