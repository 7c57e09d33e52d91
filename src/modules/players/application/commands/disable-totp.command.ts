import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { AccountNotFoundError, TooManyLoginAttemptsError } from '../../domain/players.errors.js';
import { TwoStepNotOnError, TwoStepProofRequiredError, TwoStepWrongPasswordError } from '../../domain/two-step.errors.js';
import { AccountRepository } from '../ports/account.repository.js';
import { LoginThrottle } from '../ports/login-throttle.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { SecondFactor } from '../second-factor.js';

export class DisableTotpCommand extends Command<{ message: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly proof: { password?: string | null; code?: string | null },
    /** The caller's network address, for the log-in throttle. */
    readonly address: string,
  ) {
    super();
  }
}

/**
 * Turns the caller's two-step sign-in off, given their password or a code (from the app
 * or a recovery code). Wrong proofs count as failed log-ins, so a stolen session cannot
 * guess the password here faster than at the log-in.
 */
@CommandHandler(DisableTotpCommand)
export class DisableTotpHandler implements ICommandHandler<DisableTotpCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly store: TwoStepStore,
    private readonly secondFactor: SecondFactor,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute({ user, proof, address }: DisableTotpCommand): Promise<{ message: string }> {
    const account = await this.accounts.findByID(user.playerID);
    if (!account) throw new AccountNotFoundError();
    if (!(await this.store.isOn(account.playerID))) throw new TwoStepNotOnError();
    if (!proof.code && !proof.password) throw new TwoStepProofRequiredError();
    const accountKey = (account.userName ?? String(account.playerID)).toLowerCase();
    const wait = await this.throttle.blockedFor(accountKey, address);
    if (wait > 0) throw new TooManyLoginAttemptsError(wait);
    try {
      if (proof.code) await this.secondFactor.verify(account.playerID, proof.code, { recovery: true });
      else if (!account.passwordHash || !(await this.hasher.verify(account.passwordHash, proof.password!))) throw new TwoStepWrongPasswordError();
    } catch (error) {
      if (error instanceof DomainError) await this.throttle.recordFailure(accountKey, address);
      throw error;
    }
    await this.store.remove(account.playerID);
    return { message: 'Two-step sign-in is off' };
  }
}
