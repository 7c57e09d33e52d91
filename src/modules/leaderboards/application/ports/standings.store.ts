import type { StandingsScope } from '../../domain/standings-scope.js';

/** What recomputing one game's players changed. */
export interface GameStandingsRecomputed {
  /** Whether the game counts toward results (a practice game does not). */
  readonly counted: boolean;
  /** The players whose rows were recomputed: the game's. */
  readonly playerIDs: readonly number[];
}

/** Writes the standings read model (leaderboard_totals) from point records. */
export abstract class StandingsStore {
  /**
   * Recomputes each (scope, period) from the point records: its rows deleted and inserted
   * again in one transaction. Recomputing, never adding up, so running it twice or out of
   * order answers the same.
   */
  abstract recompute(scopes: readonly StandingsScope[]): Promise<void>;

  /**
   * After a game ended: in each (scope, period), the rows of the game's players are
   * recomputed from their point records and the scope is ranked again. Only their
   * records changed, so this answers what `recompute` would, without aggregating
   * every record of a league's year. Answers whether the game counts toward results
   * (counted-games.ts: a practice game's ending changes no public standings) and its players.
   */
  abstract recomputePlayersOfGame(gameID: number, scopes: readonly StandingsScope[]): Promise<GameStandingsRecomputed>;

  /** Every (scope, period) that has counted games or rows in the read model: what a rebuild recomputes. */
  abstract allScopes(): Promise<StandingsScope[]>;
}
