/** A game as the deposit rule needs it, its row locked; money in whole cents. */
export interface LedgerGame {
  readonly gameID: number;
  readonly hostID: number | null;
  readonly gameAt: Date;
  readonly actualCents: number;
  readonly depositedCents: number;
}

/** What one deposit applied to one game, in whole cents. */
export interface LedgerEntry {
  readonly depositID: number;
  readonly gameID: number;
  readonly cents: number;
}

/**
 * The books between deposits and games, used inside the caller's unit of work: the games'
 * rows are read (and locked) from the games table, what each deposit applied is the
 * deposits module's own deposit_games table.
 */
export abstract class DepositBooksStore {
  /**
   * Locks, in gameID order (so two writers never deadlock), every game of these hosts and
   * these games, and answers them. Two deposits for one host saved at once: the second waits
   * here until the first commits, then reads what it deposited.
   */
  abstract lockGames(hostIDs: readonly number[], gameIDs: readonly number[]): Promise<LedgerGame[]>;
  /** What the deposit applied, by game. */
  abstract entriesOf(depositID: number): Promise<LedgerEntry[]>;
  /** Every deposit's amount on these games. */
  abstract entriesOn(gameIDs: readonly number[]): Promise<LedgerEntry[]>;
  /** Replaces what the deposit applied (an empty list: nothing). */
  abstract replaceEntries(depositID: number, entries: readonly Omit<LedgerEntry, 'depositID'>[]): Promise<void>;
  /** Sets one deposit's amount on one game (0 removes the entry). */
  abstract setEntry(entry: LedgerEntry): Promise<void>;
  /** The deposits' hosts and amounts (for the game-list form). */
  abstract depositsByID(
    depositIDs: readonly number[],
  ): Promise<{ depositID: number; hostID: number; amountCents: number }[]>;
}
