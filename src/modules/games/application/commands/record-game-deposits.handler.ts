import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changesBetween, HISTORY_ACTIONS } from '../../domain/game-history.js';
import { RecordGameHistoryCommand } from './record-game-history.command.js';
import { GameRepository } from '../ports/game.repository.js';
import { RecordGameDepositsCommand } from './record-game-deposits.command.js';

const DEPOSIT_HISTORY_FIELDS = ['earningsDeposited', 'earningsReconciled', 'depositID'] as const;

@CommandHandler(RecordGameDepositsCommand)
export class RecordGameDepositsHandler implements ICommandHandler<RecordGameDepositsCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ games, actor }: RecordGameDepositsCommand): Promise<void> {
    if (games.length === 0) return;
    const before = new Map((await this.games.recordDeposits(games)).map((old) => [old.gameID, old]));
    await this.commandBus.execute(
      new RecordGameHistoryCommand(
        actor,
        games.map((game) => ({
          gameID: game.gameID,
          action: HISTORY_ACTIONS.deposit,
          changes: changesBetween(before.get(game.gameID) ?? null, game, DEPOSIT_HISTORY_FIELDS),
        })),
      ),
    );
  }
}
