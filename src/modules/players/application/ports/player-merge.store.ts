import type { MergeCandidate, PlayerMerge } from '../../domain/player-merge.js';

/** The players module's tables in a merge, in the caller's transaction. */
export abstract class PlayerMergeStore {
  /** Both players, locked (for update) in playerID order so two merges never deadlock; null for an unknown id. */
  abstract lockPair(survivorID: number, duplicateID: number): Promise<{ survivor: MergeCandidate | null; duplicate: MergeCandidate | null }>;

  /**
   * Ends the duplicate's sessions (deleted, never moved), moves its other rows of this module to the survivor (card requests,
   * earlier merges), drops its password-reset links, gives the survivor its alternate numbers,
   * and removes the duplicate; answers the rows moved per kind.
   */
  abstract absorb(survivor: MergeCandidate, duplicate: MergeCandidate, alternatePlayerNumbers: string): Promise<Record<string, number>>;

  /** Adds the log row; answers its mergeID. */
  abstract log(entry: { mergedByID: number; survivorID: number; duplicateID: number; duplicateNumber: number; duplicateTitle: string; moved: Record<string, number> }): Promise<number>;
}

/** The merge log as the survivor's record shows it (newest first). */
export abstract class PlayerMergeReads {
  abstract mergesOf(playerID: number): Promise<PlayerMerge[] | null>;
}
