import type { HistoryActor, HistoryEntry } from '../../domain/game-history.js';

/**
 * The games module's audit trail table (game_history), append-only: there is no method to
 * change or remove a row, and the database refuses UPDATE and DELETE on it.
 * Used inside the caller's unit of work, so a row exists exactly when its change does.
 */
export abstract class GameHistoryStore {
  /** Appends the entries at `at`, with the actor's and each named player's name as they are now. */
  abstract append(actor: HistoryActor | null, entries: readonly HistoryEntry[], at: Date): Promise<void>;
  /** Whether the game has a trail yet. */
  abstract hasHistory(gameID: number): Promise<boolean>;
}
