import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { leagueDateOf } from '../../../../shared/domain/zoned-period.js';
import { hasHostLevel } from '../../../../shared/domain/user-type.js';
import { GetPlayerLevelQuery } from '../../../players/application/queries/get-player-level.query.js';
import {
  centsOf,
  choosesDepositHost,
  mayHandleDepositOf,
  prepareDeposit,
  type DepositCaller,
} from '../../domain/deposit.js';
import { reapplyDeposit } from '../../domain/deposit-books.js';
import { DepositHostNotEligibleError, DepositNotFoundError } from '../../domain/deposits.errors.js';
import { DepositBooksStore } from '../ports/deposit-books.store.js';
import { DepositRepository } from '../ports/deposit.repository.js';
import { GameBooksWriter } from '../deposit-books.writer.js';
import { type SavedDeposit, SaveDepositCommand } from './save-deposit.command.js';

/**
 * Manage Deposits' save (product §4.9). In one transaction: the deposit's row and its host's
 * games are locked, what an earlier save of it applied is taken back, the deposit is saved
 * and its amount applied to the host's unreconciled games oldest first (applyDeposit), the
 * ledger and the games (through the games module's command) written. A host saves only
 * their own deposits; admins and up choose the host.
 */
@CommandHandler(SaveDepositCommand)
export class SaveDepositHandler implements ICommandHandler<SaveDepositCommand> {
  constructor(
    private readonly deposits: DepositRepository,
    private readonly ledger: DepositBooksStore,
    private readonly books: GameBooksWriter,
    private readonly unitOfWork: UnitOfWork,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ deposit: input, caller }: SaveDepositCommand): Promise<SavedDeposit> {
    const hostID = await this.hostFor(input.hostID, caller);
    const today = leagueDateOf(this.clock.now(), this.site.leagueTimeZone);
    const saved = await this.unitOfWork.run(async () => {
      const existing = input.depositID ? await this.deposits.lock(input.depositID) : null;
      if (input.depositID && !existing) throw new DepositNotFoundError();
      if (existing && !mayHandleDepositOf(caller, existing.hostID)) throw new UnauthorizedError();
      const deposit = prepareDeposit(input, hostID, today, existing);
      const earlier = existing ? await this.ledger.entriesOf(existing.depositID) : [];
      const games = await this.ledger.lockGames(
        [...new Set([hostID, existing?.hostID ?? hostID])],
        earlier.map((entry) => entry.gameID),
      );
      const written = await this.deposits.save(deposit);
      const books = reapplyDeposit(hostID, centsOf(written.depositAmount), games, earlier);
      await this.ledger.replaceEntries(written.depositID, books.entries);
      await this.books.write(books.games, caller);
      return { deposit: written, applied: books.appliedCents / 100, unapplied: books.unappliedCents / 100 };
    });
    await this.readCache.drop('deposits', 'deposit_games', 'games');
    return saved;
  }

  /** Admins and up choose the host (themselves when none given); anyone else is the host, and naming another is refused. */
  private async hostFor(requested: number | null, caller: DepositCaller): Promise<number> {
    if (!choosesDepositHost(caller)) {
      if (requested && requested !== caller.playerID) throw new UnauthorizedError();
      return caller.playerID;
    }
    if (!requested || requested === caller.playerID) return caller.playerID;
    if (!hasHostLevel((await this.queryBus.execute(new GetPlayerLevelQuery(requested))) ?? 0))
      throw new DepositHostNotEligibleError();
    return requested;
  }
}
