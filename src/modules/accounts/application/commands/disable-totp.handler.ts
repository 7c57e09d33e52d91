import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { AccountNotFoundError } from '../../../players/domain/players.errors.js';
import {
  TwoStepNotOnError,
  TwoStepProofRequiredError,
  TwoStepWrongPasswordError,
} from '../../domain/two-step.errors.js';
import { CurrentPasswordCheck } from '../current-password-check.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { SecondFactor } from '../second-factor.js';
import { DisableTotpCommand } from './disable-totp.command.js';

/**
 * Turns the caller's two-step sign-in off, given their password or a code (from the app
 * or a recovery code). A wrong password counts as the current password's (limited like a
 * log-in, and the session ends after repeated ones); a wrong code as the second step's (per
 * account, with lockouts): a stolen session cannot guess either here (issue 32).
 */
@CommandHandler(DisableTotpCommand)
export class DisableTotpHandler implements ICommandHandler<DisableTotpCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly store: TwoStepStore,
    private readonly secondFactor: SecondFactor,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ user, proof }: DisableTotpCommand): Promise<{ message: string }> {
    const account = await this.accounts.findByID(user.playerID);
    if (!account) throw new AccountNotFoundError();
    if (!(await this.store.isOn(account.playerID))) throw new TwoStepNotOnError();
    if (!proof.code && !proof.password) throw new TwoStepProofRequiredError();
    const address = user.address ?? 'unknown';
    if (proof.code)
      await this.secondFactor.verifyLimited(account.playerID, proof.code, { actorID: user.playerID, address });
    else await this.currentPassword.verify(account, proof.password!, user, () => new TwoStepWrongPasswordError());
    await this.store.remove(account.playerID);
    await this.securityLog.record({
      kind: 'two-step-removed',
      outcome: 'success',
      actorID: user.playerID,
      accountID: account.playerID,
      address,
      detail: proof.code ? 'with a code' : 'with the password',
    });
    return { message: 'Two-step sign-in is off' };
  }
}
