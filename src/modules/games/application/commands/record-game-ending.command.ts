import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { earningsAtEnding, type GameEarnings } from '../../domain/earnings.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { GameRepository } from '../ports/game.repository.js';

/** What the points screen's end sets on the game. */
export interface GameEndingFigures {
  readonly gameID: number;
  readonly totalPlayers: number;
  readonly totalRecords: number;
  /** The acting host who ended it. */
  readonly hostID: number;
  readonly endedAt: Date;
}

/**
 * The points module ends a game (EndGameCommand) and sends this, inside its transaction,
 * for the games table's part: totals, earnings (the games module's rule), host and end time.
 * It changes nothing else and drops no cache: the caller does both after its commit.
 */
export class RecordGameEndingCommand extends Command<GameEarnings> {
  constructor(readonly ending: GameEndingFigures) {
    super();
  }
}

@CommandHandler(RecordGameEndingCommand)
export class RecordGameEndingHandler implements ICommandHandler<RecordGameEndingCommand> {
  constructor(private readonly games: GameRepository) {}

  async execute({ ending }: RecordGameEndingCommand): Promise<GameEarnings> {
    const game = await this.games.findByID(ending.gameID);
    if (!game) throw new GameNotFoundError();
    const earnings = earningsAtEnding(game, ending.totalPlayers, game.eventType);
    await this.games.recordEnding({ ...ending, ...earnings });
    return earnings;
  }
}
