/** A game's row as it stands once locked. Money in dollars. */
export interface LockedGame {
  readonly gameID: number;
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly gameAt: Date;
  readonly endedAt: Date | null;
  readonly canceled: boolean;
  readonly totalPlayers: number;
  readonly totalRecords: number;
  readonly hostID: number | null;
  readonly earningsEstimated: number;
  readonly earningsActual: number;
  readonly earningsDeposited: number;
}

/**
 * The games module's port for another module's write that must hold a game still (game
 * night's writes and ending in points, deposit application in deposits): the row is locked
 * (`select ... for update`) until the caller's transaction ends, so the games table's lock
 * is taken by its owner only. Use it inside the caller's unit of work.
 */
export abstract class GameRowLock {
  /** The game's row, locked; null for an unknown game. */
  abstract lock(gameID: number): Promise<LockedGame | null>;

  /** Every game these hosts host and every game listed, locked in gameID order (two writers never deadlock). */
  abstract lockMany(hostIDs: readonly number[], gameIDs: readonly number[]): Promise<LockedGame[]>;
}
