import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { AccountNotFoundError } from '../../domain/players.errors.js';
import { AccountRepository } from '../ports/account.repository.js';
import { SecondFactor } from '../second-factor.js';
import { toSessionUser, type SessionUser } from '../session-user.js';

export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}

@QueryHandler(GetSessionUserQuery)
export class GetSessionUserHandler implements IQueryHandler<GetSessionUserQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly secondFactor: SecondFactor,
  ) {}

  async execute({ user }: GetSessionUserQuery): Promise<SessionUser> {
    const account = await this.accounts.findByID(user.playerID);
    if (!account) throw new AccountNotFoundError();
    const totpSetupRequired = await this.secondFactor.setupRequired(account);
    return { ...toSessionUser(account, user.hostMode), hostMode: user.hostMode, ...(totpSetupRequired ? { totpSetupRequired } : {}) };
  }
}
