import { CommandBus } from '@nestjs/cqrs';
import { Injectable } from '@nestjs/common';
import { RecordGameDepositsCommand } from '../../games/application/commands/record-game-deposits.command.js';
import type { DepositCaller } from '../domain/deposit.js';
import { latestDepositOn, type GameBooks } from '../domain/deposit-books.js';
import { DepositBooksStore } from './ports/deposit-books.store.js';

/**
 * Writes the games' side of a deposit change through the games module's command, once the
 * ledger holds the new entries: each game's deposited amount, reconciled flag and the
 * latest deposit on it. Inside the caller's unit of work.
 */
@Injectable()
export class GameBooksWriter {
  constructor(
    private readonly ledger: DepositBooksStore,
    private readonly commandBus: CommandBus,
  ) {}

  /** `caller`: who applies (the games' audit trail records each game's old and new figures). */
  async write(games: readonly GameBooks[], caller: DepositCaller): Promise<void> {
    if (games.length === 0) return;
    const entries = await this.ledger.entriesOn(games.map((game) => game.gameID));
    await this.commandBus.execute(
      new RecordGameDepositsCommand(
        games.map((game) => ({
          gameID: game.gameID,
          earningsDeposited: game.depositedCents / 100,
          earningsReconciled: game.reconciled,
          depositID: latestDepositOn(game.gameID, entries),
        })),
        { playerID: caller.playerID, sessionID: caller.sessionID ?? 0 },
      ),
    );
  }
}
