import type { UnplayedGamesOutcome, UnplayedGamesScope } from '../../../../shared/application/unplayed-games.js';
import type { GameEarnings } from '../../domain/earnings.js';
import type { Game } from '../../domain/game.js';
import type { GameDepositFigures, GameEndingFigures } from '../../domain/game-figures.js';

export abstract class GameRepository {
  abstract findByID(gameID: number): Promise<Game | null>;
  /** Inserts when gameID is 0; answers the saved game. Keeps what the points screen and deposits set. */
  abstract save(game: Game): Promise<Game>;
  /**
   * Deletes a game that has no point records; throws GameHasPointsError when it has some.
   * Decided under a lock on the game, so a check-in at the same moment is never lost.
   */
  abstract delete(gameID: number): Promise<void>;
  /**
   * Deletes every game of the event (or venue) unless one was played (point records, ended,
   * a deposit); then deletes nothing. Decided under a lock on the games, like `delete`.
   */
  abstract removeUnplayed(scope: UnplayedGamesScope): Promise<UnplayedGamesOutcome>;
  /** Sets what ending a game sets (totals, earnings, host, end time), and nothing else. */
  abstract recordEnding(ending: GameEndingFigures & GameEarnings): Promise<void>;
  /** Sets what deposits set (deposited, reconciled, deposit), and nothing else, in one statement; answers the games' figures as they were. */
  abstract recordDeposits(games: readonly GameDepositFigures[]): Promise<GameDepositFigures[]>;
}
