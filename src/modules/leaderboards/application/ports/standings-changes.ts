import type { StandingsScope } from '../../domain/standings-scope.js';

/**
 * What an open page hears when the standings it shows were written again (docs/api.md,
 * socket `standingsChanged`): the (scope, period) keys recomputed and, after an ending,
 * the game. Public data only: scope ids and periods, never a name or a total.
 */
export interface StandingsChange {
  readonly scopes: readonly StandingsScope[];
  /** The game whose ending was counted; null for a recompute of whole scopes (an edit, a move, a merge, a rebuild). */
  readonly gameID: number | null;
  /**
   * After an ending, the game's players: the only ones whose own totals, history and awards moved
   * (a dashboard of anyone else only sees its rank move). null for a recompute of whole scopes.
   */
  readonly playerIDs: readonly number[] | null;
}

/**
 * Tells every API process that standings were written (after the job's transaction
 * committed and the read cache dropped its answers), so each tells its open pages.
 */
export abstract class StandingsChanges {
  /** Best effort: a lost announcement only leaves a page to its next read. */
  abstract announce(change: StandingsChange): Promise<void>;

  /** Hears every announcement of any process; the answer stops listening. */
  abstract listen(onChange: (change: StandingsChange) => void): () => void;
}
