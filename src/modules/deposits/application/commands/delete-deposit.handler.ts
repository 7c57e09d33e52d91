import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { mayHandleDepositOf } from '../../domain/deposit.js';
import { reapplyDeposit } from '../../domain/deposit-books.js';
import { DepositNotFoundError } from '../../domain/deposits.errors.js';
import { DepositBooksStore } from '../ports/deposit-books.store.js';
import { DepositRepository } from '../ports/deposit.repository.js';
import { DEPOSIT_IMAGES } from '../deposit-reads.js';
import { GameBooksWriter } from '../deposit-books.writer.js';
import { DeleteDepositCommand } from './delete-deposit.command.js';

/** Deleting a deposit takes back exactly what it applied, in the same transaction. */
@CommandHandler(DeleteDepositCommand)
export class DeleteDepositHandler implements ICommandHandler<DeleteDepositCommand> {
  constructor(
    private readonly deposits: DepositRepository,
    private readonly ledger: DepositBooksStore,
    private readonly books: GameBooksWriter,
    private readonly images: StoredImages,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ depositID, caller }: DeleteDepositCommand): Promise<void> {
    const image = await this.unitOfWork.run(async () => {
      const existing = await this.deposits.lock(depositID);
      if (!existing) throw new DepositNotFoundError();
      if (!mayHandleDepositOf(caller, existing.hostID)) throw new UnauthorizedError();
      const earlier = await this.ledger.entriesOf(depositID);
      const games = await this.ledger.lockGames(
        [existing.hostID],
        earlier.map((entry) => entry.gameID),
      );
      const books = reapplyDeposit(existing.hostID, 0, games, earlier);
      await this.ledger.replaceEntries(depositID, []);
      await this.books.write(books.games, caller);
      await this.deposits.delete(depositID);
      return existing.depositImage;
    });
    // Removed once the deposit is gone for good (never before the commit).
    await this.images.discard(DEPOSIT_IMAGES, image);
    await this.readCache.drop('deposits', 'deposit_games', 'games');
  }
}
