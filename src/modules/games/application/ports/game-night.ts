import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../../shared/application/rows.js';
import type { GameEarnings } from '../../domain/earnings.js';
import type { GameViewer } from '../../domain/game.js';
import type { GameEndingFigures } from '../../domain/game-figures.js';
import type { HistoryEntry } from '../../domain/game-history.js';
import type { GamePointRow } from '../../domain/game-row.js';
import type { DisplayPlayerMessage } from './game-notifier.js';
import type { LockedGame } from './game-row-lock.js';

export type { DisplayPlayerMessage, LockedGame };

/**
 * What game night (the points module: check-in, places, buys, ending a game) needs of the
 * games module, in one port (issue 36, docs/decisions). Points reaches games through this
 * and games' domain types only; games implements it with its own row lock, messages and
 * notifier (CqrsGameNightGames), so each call does what the port or message it stands for does.
 * The lock, the ending and the history join the caller's transaction: call them inside its
 * unit of work. The notifications are for after the commit.
 */
export abstract class GameNightGames {
  /**
   * The game's row, locked (`select ... for update`) until the caller's transaction ends: every
   * write to one game's records runs one at a time, two endings at once one after the other.
   * Null for an unknown game.
   */
  abstract lockGame(gameID: number): Promise<LockedGame | null>;

  /**
   * Games' part of an ending, in the caller's transaction: totals, earnings (games' rule), host
   * and end time. `locked` is the row as `lockGame` answered it in that transaction (the earnings
   * rule reads it, not the row again). Answers the earnings set; drops no cache.
   */
  abstract recordEnding(
    ending: GameEndingFigures,
    locked: Pick<LockedGame, 'eventType' | 'earningsEstimated' | 'earningsActual'>,
  ): Promise<GameEarnings>;

  /**
   * Appends to the game's audit trail in the caller's transaction (a change that rolls back
   * leaves no row). Entries without a change are left out; `actor` null is the system.
   */
  abstract recordHistory(
    actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null,
    entries: readonly HistoryEntry[],
  ): Promise<void>;

  /** Tells the screens watching the game (game detail, monitor, points screen) to reload it. */
  abstract refreshGame(gameID: number): void;

  /** The monitor's greeting of a checked-in player. */
  abstract displayPlayer(message: DisplayPlayerMessage): void;

  /**
   * The game's records with the players' names, as GET /v1/game/points answers them to `viewer`
   * (`all`: every record; otherwise those with a place or points). GameNotFoundError for a game
   * the viewer may not see.
   */
  abstract listPoints(gameID: number, all: boolean, viewer: GameViewer): Promise<Rows<GamePointRow>>;
}
