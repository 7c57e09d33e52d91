/**
 * Merging a duplicate player into the survivor (docs/decisions.md "Merging duplicate
 * players"): the players module runs the merge, but each module writes only its own tables
 * (architecture.spec.ts), so every module that keeps a reference to a player brings a step
 * that moves its rows. Steps register themselves with PlayerMergeSteps when their module
 * starts; the merge runs them all inside its one transaction, after locking both players.
 */
export interface MergePair {
  readonly survivorID: number;
  readonly duplicateID: number;
}

/** A game whose rows changed hands: where its standings and invite year live. */
export interface MergedGame {
  readonly gameID: number;
  readonly venueID: number | null;
  readonly eventID: number | null;
  /** ISO 8601 UTC. */
  readonly gameAt: string;
  readonly ended: boolean;
}

export interface MergeStepResult {
  /** Rows moved (or dropped) per kind, e.g. `{ points: 12 }`; kept in the merge log. */
  readonly moved: Readonly<Record<string, number>>;
  /** Games whose point records moved (standings and invites are recomputed for them). */
  readonly playedGames?: readonly MergedGame[];
  /** Games whose host moved (the hosting invites are recomputed for their years). */
  readonly hostedGames?: readonly MergedGame[];
}

export abstract class PlayerMergeStep {
  /** Refuses the pair with a DomainError before anything moves (all checks run first). */
  check(_pair: MergePair): Promise<void> {
    return Promise.resolve();
  }

  /** Moves this module's rows from the duplicate to the survivor, in the caller's transaction. */
  abstract move(pair: MergePair): Promise<MergeStepResult>;
}

/** Every module's step (one registry per process; the merge needs all modules loaded, as in the API process). */
export class PlayerMergeSteps {
  private readonly steps: PlayerMergeStep[] = [];

  register(step: PlayerMergeStep): void {
    if (!this.steps.includes(step)) this.steps.push(step);
  }

  all(): readonly PlayerMergeStep[] {
    return this.steps;
  }
}
