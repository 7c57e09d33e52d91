import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { changesBetween, HISTORY_ACTIONS } from '../../domain/game-history.js';
import { RecordGameHistoryCommand } from './record-game-history.command.js';
import { GameRepository } from '../ports/game.repository.js';
import type { GameDepositFigures } from '../../domain/game-figures.js';

/**
 * The deposits module applies a deposit (SaveDepositCommand, DeleteDepositCommand, the
 * admin game-list form) and sends this, inside its transaction, for the games table's part.
 * The caller has locked the games' rows and decided the figures by the deposit rule; this
 * changes nothing else and drops no cache (the caller does after its commit).
 */
export class RecordGameDepositsCommand extends Command<void> {
  constructor(
    readonly games: readonly GameDepositFigures[],
    /** Who applies: each game whose figures change gets a row in its audit trail. */
    readonly actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null = null,
  ) {
    super();
  }
}

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
        games.map((game) => ({ gameID: game.gameID, action: HISTORY_ACTIONS.deposit, changes: changesBetween(before.get(game.gameID) ?? null, game, DEPOSIT_HISTORY_FIELDS) })),
      ),
    );
  }
}
