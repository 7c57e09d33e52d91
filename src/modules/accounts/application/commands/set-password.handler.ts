import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import {
  PasswordsDoNotMatchError,
  ResetLinkInvalidError,
  TooManyPasswordResetsError,
  UserNameTakenError,
  UsernameNotValidError,
} from '../../../players/domain/players.errors.js';
import { BLANK_USER_NAME_MARK, isValidUserName } from '../../../players/domain/credentials.js';
import { CommonPasswordError } from '../../../players/domain/account-security.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { CommonPasswords } from '../ports/common-passwords.js';
import { PasswordHasher } from '../../../players/application/ports/password-hasher.js';
import { PasswordResetStore } from '../ports/password-reset.store.js';
import { ResetThrottle } from '../ports/reset-throttle.js';
import { SessionStore } from '../ports/session.store.js';
import { hashToken } from '../session-token.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { PASSWORD_UPDATED_MESSAGE, SetPasswordCommand } from './set-password.command.js';

/**
 * Uses the reset link once, sets userName and password, and ends every session and every
 * other link of the player (product §4.3, §4.4). The link is checked before the password is
 * hashed: a bogus link costs a lookup, not argon2id's time and memory.
 */
@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly resets: PasswordResetStore,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly throttle: ResetThrottle,
    private readonly commonPasswords: CommonPasswords,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute(command: SetPasswordCommand): Promise<string> {
    const wait = await this.throttle.takeSetPassword(command.address);
    if (wait > 0) throw new TooManyPasswordResetsError(wait);
    const userName = command.userName === BLANK_USER_NAME_MARK ? '' : (command.userName ?? '').trim();
    if (!userName || !isValidUserName(userName)) throw new UsernameNotValidError();
    if (command.password !== command.confirmPassword) throw new PasswordsDoNotMatchError();
    if (this.commonPasswords.isCommon(command.password)) throw new CommonPasswordError();
    const tokenHash = hashToken(command.token);
    if (!(await this.resets.isUsable(command.playerID, tokenHash, this.clock.now()))) throw new ResetLinkInvalidError();
    const accountWait = await this.throttle.takeGoodLink(command.playerID);
    if (accountWait > 0) throw new TooManyPasswordResetsError(accountWait);
    if (await this.accounts.isUserNameTaken(userName, command.playerID)) throw new UserNameTakenError();
    const passwordHash = await this.hasher.hash(command.password);
    const now = this.clock.now();

    await this.unitOfWork.run(async () => {
      // Checked again under the write: two tabs using the same link cannot both win.
      if (!(await this.resets.consume(command.playerID, tokenHash, now))) throw new ResetLinkInvalidError();
      if (await this.accounts.isUserNameTaken(userName, command.playerID)) throw new UserNameTakenError();
      await this.accounts.setCredentials(command.playerID, userName, passwordHash);
      await this.resets.voidAllOf(command.playerID, now);
      await this.sessions.revokeAllOf(command.playerID, now);
    });
    await this.securityLog.record({
      kind: 'password-changed',
      outcome: 'success',
      actorID: null,
      accountID: command.playerID,
      address: command.address,
      detail: 'with a reset link; every session ended',
    });
    return PASSWORD_UPDATED_MESSAGE;
  }
}
