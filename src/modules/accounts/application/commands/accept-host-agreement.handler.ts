import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserType } from '../../../../shared/domain/user-type.js';
import { AccountNotFoundError, HostLevelRequiredError } from '../../../players/domain/players.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { SessionStore } from '../ports/session.store.js';
import { toSessionUser, type SessionUser } from '../session-user.js';
import { AcceptHostAgreementCommand } from './accept-host-agreement.command.js';

@CommandHandler(AcceptHostAgreementCommand)
export class AcceptHostAgreementHandler implements ICommandHandler<AcceptHostAgreementCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ user }: AcceptHostAgreementCommand): Promise<SessionUser> {
    if (user.userType < UserType.Host) throw new HostLevelRequiredError();
    const account = await this.accounts.findByID(user.playerID);
    if (!account) throw new AccountNotFoundError();
    await this.sessions.setHostMode(user.sessionID, true);
    return toSessionUser(account, true);
  }
}
