import type { DomainError } from '../domain/domain-error.js';

/**
 * Merging a duplicate player into the survivor (docs/decisions/0077-merging-duplicate-players.md,
 * "Field table down to the entity; one merge step (issue 21)"): the players module runs the merge;
 * every module declares, in its `<module>.tables.ts`, the columns of its own tables that point at a
 * player and what a merge does with them (`PlayerReference`). One generic step (the
 * `PlayerReferenceMover` port) checks and moves them all inside the merge's one transaction, after
 * locking both players. A spec fails on any player column of the migrated database that no module
 * declares.
 */
export interface MergePair {
  readonly survivorID: number;
  readonly duplicateID: number;
  /** Their player numbers, for columns that hold a number (`by: 'number'`). */
  readonly survivorNumber: number;
  readonly duplicateNumber: number;
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

/**
 * What a merge does with the duplicate's rows of one player column:
 * - `move` (the default): they name the survivor;
 * - `drop`: they are deleted (sessions, reset links, a read model recomputed afterwards);
 *   `dropStatement` instead when a module's own bookkeeping must follow the deletion (one
 *   statement, the duplicate's value as its one parameter);
 * - `moveUnlessSurvivorHas`: moved, except those the survivor already has a row of the same
 *   `key` columns for, which are deleted (the survivor's own row wins: a unique key);
 * - `refuseIfBothHave`: the merge is refused (before anything moves) when both players have a
 *   row of the same `key` columns, with the module's error given the number of such keys;
 *   else moved;
 * - `keep`: left as they are (a log naming the player as it was; rows the player's foreign
 *   key deletes with it). Declared so that no player column is ever forgotten.
 */
export type MergeStrategy =
  | { readonly kind: 'move' }
  | { readonly kind: 'drop'; readonly dropStatement?: string }
  | { readonly kind: 'moveUnlessSurvivorHas'; readonly key: readonly string[] }
  | {
      readonly kind: 'refuseIfBothHave';
      readonly key: readonly string[];
      readonly error: (keys: number) => DomainError;
    }
  | { readonly kind: 'keep'; readonly why: string };

/** One column of a module's own table that points at a player. */
export interface PlayerReference {
  readonly table: string;
  readonly column: string;
  /** Default `move`. */
  readonly onMerge?: MergeStrategy;
  /** What the column holds: the player's id (default) or its player number. */
  readonly by?: 'id' | 'number';
  /** The merge log's name for the number of rows moved; absent: not counted. */
  readonly countAs?: string;
  /**
   * The column naming each row's game: those games are reported as `played` (their
   * standings and invite years are recomputed) or `hosted` (their hosting invites).
   */
  readonly games?: { readonly column: string; readonly as: 'played' | 'hosted' };
}

export interface MergeResult {
  /** Rows moved per `countAs`, e.g. `{ points: 12 }`; kept in the merge log. */
  readonly moved: Readonly<Record<string, number>>;
  /** Ids of the games whose point records moved (standings and invites are recomputed for them). */
  readonly playedGameIDs: readonly number[];
  /** Ids of the games whose host moved (the hosting invites are recomputed for their years). */
  readonly hostedGameIDs: readonly number[];
}

/** Every module's declared player columns (one registry per process; modules declare theirs when they start). */
export class PlayerReferences {
  private readonly references: PlayerReference[] = [];

  declare(references: readonly PlayerReference[]): void {
    for (const reference of references) {
      if (!this.references.some((known) => known.table === reference.table && known.column === reference.column))
        this.references.push(reference);
    }
  }

  all(): readonly PlayerReference[] {
    return this.references;
  }
}

/** The one merge step: checks and moves every declared player column, in the caller's transaction. */
export abstract class PlayerReferenceMover {
  /** Refuses the pair with a DomainError before anything moves (all checks run first). */
  abstract check(pair: MergePair, references: readonly PlayerReference[]): Promise<void>;

  abstract move(pair: MergePair, references: readonly PlayerReference[]): Promise<MergeResult>;
}

/** A Nest provider that declares a module's player columns when the module starts: `providers: [declarePlayerReferences(VENUES_PLAYER_REFERENCES)]`. */
export const declarePlayerReferences = (references: readonly PlayerReference[]) => ({
  provide: Symbol(`player references of ${[...new Set(references.map((reference) => reference.table))].join(', ')}`),
  useFactory: (registry: PlayerReferences): readonly PlayerReference[] => {
    registry.declare(references);
    return references;
  },
  inject: [PlayerReferences],
});
