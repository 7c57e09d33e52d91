import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GameRepository } from '../ports/game.repository.js';

/** What deposits set on one game (product §3.4: earningsDeposited, earningsReconciled, depositID). */
export interface GameDepositFigures {
  readonly gameID: number;
  /** Dollars, to the cent. */
  readonly earningsDeposited: number;
  readonly earningsReconciled: boolean;
  /** The latest deposit with an amount applied to the game; null when none is left. */
  readonly depositID: number | null;
}

/**
 * The deposits module applies a deposit (SaveDepositCommand, DeleteDepositCommand, the
 * admin game-list form) and sends this, inside its transaction, for the games table's part.
 * The caller has locked the games' rows and decided the figures by the deposit rule; this
 * changes nothing else and drops no cache (the caller does after its commit).
 */
export class RecordGameDepositsCommand extends Command<void> {
  constructor(readonly games: readonly GameDepositFigures[]) {
    super();
  }
}

@CommandHandler(RecordGameDepositsCommand)
export class RecordGameDepositsHandler implements ICommandHandler<RecordGameDepositsCommand> {
  constructor(private readonly games: GameRepository) {}

  async execute({ games }: RecordGameDepositsCommand): Promise<void> {
    if (games.length > 0) await this.games.recordDeposits(games);
  }
}
