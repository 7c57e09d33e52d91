import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountNotFoundError } from '../../../players/domain/players.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { SecondFactor } from '../second-factor.js';
import { toSessionUser, type SessionUser } from '../session-user.js';
import { GetSessionUserQuery } from './get-session-user.query.js';

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
    return {
      ...toSessionUser(account, user.hostMode),
      hostMode: user.hostMode,
      ...(totpSetupRequired ? { totpSetupRequired } : {}),
    };
  }
}
