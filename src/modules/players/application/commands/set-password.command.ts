import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { PasswordsDoNotMatchError, ResetLinkInvalidError, UserNameTakenError, UsernameNotValidError } from '../../domain/players.errors.js';
import { BLANK_USER_NAME_MARK, isValidUserName } from '../../domain/credentials.js';
import { CommonPasswordError } from '../../domain/account-security.errors.js';
import { AccountRepository } from '../ports/account.repository.js';
import { CommonPasswords } from '../ports/common-passwords.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { PasswordResetStore } from '../ports/password-reset.store.js';
import { SessionStore } from '../ports/session.store.js';
import { hashToken } from '../session-token.js';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated';

export class SetPasswordCommand extends Command<string> {
  constructor(
    readonly playerID: number,
    readonly userName: string | null,
    readonly token: string,
    readonly password: string,
    readonly confirmPassword: string,
  ) {
    super();
  }
}

/** Uses the reset link once, sets userName and password, and ends every session (product §4.3, §4.4). */
@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly resets: PasswordResetStore,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  async execute(command: SetPasswordCommand): Promise<string> {
    const userName = command.userName === BLANK_USER_NAME_MARK ? '' : (command.userName ?? '').trim();
    if (!userName || !isValidUserName(userName)) throw new UsernameNotValidError();
    if (command.password !== command.confirmPassword) throw new PasswordsDoNotMatchError();
    if (this.commonPasswords.isCommon(command.password)) throw new CommonPasswordError();
    const passwordHash = await this.hasher.hash(command.password);
    const now = this.clock.now();

    await this.unitOfWork.run(async () => {
      if (!(await this.resets.consume(command.playerID, hashToken(command.token), now))) throw new ResetLinkInvalidError();
      if (await this.accounts.isUserNameTaken(userName, command.playerID)) throw new UserNameTakenError();
      await this.accounts.setCredentials(command.playerID, userName, passwordHash);
      await this.sessions.revokeAllOf(command.playerID, now);
    });
    return PASSWORD_UPDATED_MESSAGE;
  }
}
