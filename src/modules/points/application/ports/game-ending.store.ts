import type { LockableGame } from '../../domain/game-lock.js';

/** The game being ended, as its row stands once locked. */
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

/** The points side of ending a game; used inside the caller's unit of work. */
export abstract class GameEndingStore {
  /**
   * Locks the game's row until the transaction ends (two endings at once: the second
   * waits, then reads what the first saved) and answers it; null when there is no such game.
   */
  abstract lockGame(gameID: number): Promise<GameToEnd | null>;
  /** Every record of the game, oldest check-in first. */
  abstract recordsOf(gameID: number): Promise<RecordToEnd[]>;
  /** Saves the records' new places, points and bonuses, marked as saved by the acting host at `now`. */
  abstract saveEnded(records: readonly EndedRecordValues[], hostID: number, now: Date): Promise<void>;
}
