import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { AccountNotFoundError } from '../../../players/domain/players.errors.js';
import { canUseTwoStep } from '../../domain/two-step.js';
import { TwoStepAlreadyOnError, TwoStepLevelError, TwoStepWrongPasswordError } from '../../domain/two-step.errors.js';
import { CurrentPasswordCheck } from '../current-password-check.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { SecretCipher, TotpAlgorithm } from '../ports/totp-algorithm.js';
import { TwoStepPolicy } from '../two-step-policy.js';
import { type TotpSetup, StartTotpSetupCommand } from './start-totp-setup.command.js';

/** A new secret for the caller's app (given the current password), kept sealed and unconfirmed until POST /v1/user/totp/confirm. */
@CommandHandler(StartTotpSetupCommand)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetupCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly store: TwoStepStore,
    private readonly algorithm: TotpAlgorithm,
    private readonly cipher: SecretCipher,
    private readonly policy: TwoStepPolicy,
    private readonly clock: Clock,
    private readonly currentPassword: CurrentPasswordCheck,
  ) {}

  async execute({ user, password }: StartTotpSetupCommand): Promise<TotpSetup> {
    const account = await this.accounts.findByID(user.playerID);
    if (!account) throw new AccountNotFoundError();
    if (!canUseTwoStep(account.userType)) throw new TwoStepLevelError();
    if (await this.store.isOn(account.playerID)) throw new TwoStepAlreadyOnError();
    await this.currentPassword.verify(account, password, user, () => new TwoStepWrongPasswordError());
    const secret = this.algorithm.newSecret();
    await this.store.savePending(account.playerID, this.cipher.seal(secret), this.clock.now());
    return {
      message: 'Scan the QR code with your authenticator app, then enter the code it shows',
      secret,
      otpauthUrl: this.algorithm.uri(secret, account.userName ?? String(account.playerNumber), this.policy.issuer),
    };
  }
}
