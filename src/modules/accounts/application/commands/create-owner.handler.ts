import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { UsernameNotValidError } from '../../../players/domain/players.errors.js';
import { isValidUserName } from '../../../players/domain/credentials.js';
import { AccountRepository, type Account } from '../../../players/application/ports/account.repository.js';
import { CommonPasswordError } from '../../../players/domain/account-security.errors.js';
import { CommonPasswords } from '../ports/common-passwords.js';
import { PasswordHasher } from '../../../players/application/ports/password-hasher.js';
import { SessionStore } from '../ports/session.store.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { CreateOwnerCommand } from './create-owner.command.js';

@CommandHandler(CreateOwnerCommand)
export class CreateOwnerHandler implements ICommandHandler<CreateOwnerCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
    private readonly sessions: SessionStore,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute(command: CreateOwnerCommand): Promise<Account> {
    if (!isValidUserName(command.userName)) throw new UsernameNotValidError();
    if (this.commonPasswords.isCommon(command.password)) throw new CommonPasswordError();
    const at = this.clock.now();
    const owner = await this.accounts.upsertOwner({
      userName: command.userName,
      passwordHash: await this.hasher.hash(command.password),
      email: command.email,
      firstName: command.firstName,
      lastName: command.lastName,
      at,
    });
    // A new password ends the account's sessions, as a reset does.
    await this.sessions.revokeAllOf(owner.playerID, at);
    await this.securityLog.record({
      kind: 'owner-created',
      outcome: 'success',
      actorID: null,
      accountID: owner.playerID,
      address: 'cli',
      detail: 'owner:create (a new owner, or a new password for one)',
    });
    return owner;
  }
}
