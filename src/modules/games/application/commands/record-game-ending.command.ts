import { Command } from '@nestjs/cqrs';
import { type GameEarnings } from '../../domain/earnings.js';
import type { LockedGame } from '../ports/game-row-lock.js';
import type { GameEndingFigures } from '../../domain/game-figures.js';

/**
 * The points module ends a game (EndGameCommand) and asks games' GameNightGames.recordEnding,
 * which sends this inside its transaction, for the games table's part: totals, earnings (the
 * games module's rule), host and end time.
 * It changes nothing else and drops no cache: the caller does both after its commit.
 * `locked` is the game's row as the row lock (GameNightGames.lockGame) answered it in that transaction: the earnings
 * rule reads it rather than the row again (it cannot have changed since: it is locked).
 */
export class RecordGameEndingCommand extends Command<GameEarnings> {
  constructor(
    readonly ending: GameEndingFigures,
    readonly locked: Pick<LockedGame, 'eventType' | 'earningsEstimated' | 'earningsActual'>,
  ) {
    super();
  }
}
