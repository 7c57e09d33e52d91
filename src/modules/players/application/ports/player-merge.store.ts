import type { MergedGame } from '../../../../shared/application/player-merge.js';
import type { MergeCandidate, PlayerMerge } from '../../domain/player-merge.js';

/** The players module's tables in a merge, in the caller's transaction. */
export abstract class PlayerMergeStore {
  /** Both players, locked (for update) in playerID order so two merges never deadlock; null for an unknown id. */
  abstract lockPair(
    survivorID: number,
    duplicateID: number,
  ): Promise<{ survivor: MergeCandidate | null; duplicate: MergeCandidate | null }>;

  /**
   * Gives the survivor the duplicate's numbers as alternates (and its picture when it has
   * none) and removes the duplicate; answers the rows moved per kind. The module's player
   * columns (sessions, reset links, card requests, earlier merges) were moved before, as
   * players.tables.ts declares them.
   */
  abstract absorb(
    survivor: MergeCandidate,
    duplicate: MergeCandidate,
    alternatePlayerNumbers: string,
  ): Promise<Record<string, number>>;

  /** Where the games whose rows moved belong (venue, event, time, ended), in time order. */
  abstract gamesOf(gameIDs: readonly number[]): Promise<MergedGame[]>;

  /** Adds the log row; answers its mergeID. */
  abstract log(entry: {
    mergedByID: number;
    survivorID: number;
    duplicateID: number;
    duplicateNumber: number;
    duplicateTitle: string;
    moved: Record<string, number>;
  }): Promise<number>;
}

/** The merge log as the survivor's record shows it (newest first). */
export abstract class PlayerMergeReads {
  abstract mergesOf(playerID: number): Promise<PlayerMerge[] | null>;
}
