import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { centsOf } from '../../domain/deposit.js';
import { checkGameList, type GameListLine } from '../../domain/deposit-books.js';
import { DepositApplicationError } from '../../domain/deposits.errors.js';
import { DepositBooksStore } from '../ports/deposit-books.store.js';
import { GameBooksWriter } from '../deposit-books.writer.js';
import { ApplyGameDepositsCommand } from './apply-game-deposits.command.js';

/**
 * Product §7's game-list form of deposit application (POST /v1/game with a list of
 * `{gameID, earningsDeposited}`), for admins: the listed games' deposited earnings set in
 * one transaction, checked by the same rule as a deposit (checkGameList), under the same
 * row locks, so a deposit saved at the same moment is never lost. Any broken line refuses
 * the whole list: "Error applying deposit (...)".
 */
@CommandHandler(ApplyGameDepositsCommand)
export class ApplyGameDepositsHandler implements ICommandHandler<ApplyGameDepositsCommand> {
  constructor(
    private readonly ledger: DepositBooksStore,
    private readonly books: GameBooksWriter,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ lines, caller }: ApplyGameDepositsCommand): Promise<number[]> {
    const listed: GameListLine[] = lines.map((line) => ({
      gameID: line.gameID,
      depositedCents: centsOf(line.earningsDeposited),
      depositID: line.depositID,
    }));
    await this.unitOfWork.run(async () => {
      const depositIDs = [...new Set(listed.flatMap((line) => (line.depositID === null ? [] : [line.depositID])))];
      const deposits = await this.ledger.depositsByID(depositIDs);
      // The named deposits' hosts' games too: their other entries count to their amounts.
      const games = await this.ledger.lockGames(
        deposits.map((deposit) => deposit.hostID),
        listed.map((line) => line.gameID),
      );
      const entries = (await Promise.all(depositIDs.map((depositID) => this.ledger.entriesOf(depositID)))).flat();
      const result = checkGameList(
        listed,
        new Map(games.map((game) => [game.gameID, game])),
        new Map(deposits.map((deposit) => [deposit.depositID, deposit])),
        entries,
        (reason, field) => new DepositApplicationError(reason, field),
      );
      for (const entry of result.entries) await this.ledger.setEntry(entry);
      await this.books.write(result.games, caller);
    });
    await this.readCache.drop('deposit_games', 'games');
    return listed.map((line) => line.gameID);
  }
}
