import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { earningsAtEnding, type GameEarnings } from '../../domain/earnings.js';
import { GameRepository } from '../ports/game.repository.js';
import { RecordGameEndingCommand } from './record-game-ending.command.js';

@CommandHandler(RecordGameEndingCommand)
export class RecordGameEndingHandler implements ICommandHandler<RecordGameEndingCommand> {
  constructor(private readonly games: GameRepository) {}

  async execute({ ending, locked }: RecordGameEndingCommand): Promise<GameEarnings> {
    const earnings = earningsAtEnding(locked, ending.totalPlayers, locked.eventType);
    await this.games.recordEnding({ ...ending, ...earnings });
    return earnings;
  }
}
