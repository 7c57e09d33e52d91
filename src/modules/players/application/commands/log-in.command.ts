import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { AccountBannedError } from '../../domain/account-security.errors.js';
import { InvalidCredentialsError, TooManyLoginAttemptsError } from '../../domain/players.errors.js';
import { AccountRepository } from '../ports/account.repository.js';
import { LoginThrottle } from '../ports/login-throttle.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { SessionStore } from '../ports/session.store.js';
import { hashToken, newToken } from '../session-token.js';
import { toSessionUser, type SessionUser } from '../session-user.js';
import { SecondFactor, type TwoStepChallenge } from '../second-factor.js';

export class LogInCommand extends Command<SessionUser | TwoStepChallenge> {
  constructor(
    readonly userName: string,
    readonly password: string,
    /** The caller's network address, for throttling. */
    readonly address: string,
  ) {
    super();
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
  ) {}

  async execute({ userName, password, address }: LogInCommand): Promise<SessionUser | TwoStepChallenge> {
    const accountKey = userName.trim().toLowerCase();
    const wait = await this.throttle.blockedFor(accountKey, address);
    if (wait > 0) throw new TooManyLoginAttemptsError(wait);

    const account = await this.accounts.findByUserName(userName.trim());
    const valid = account?.passwordHash ? await this.hasher.verify(account.passwordHash, password) : (await this.hasher.verifyNothing(password), false);
    if (!account || !valid) {
      await this.throttle.recordFailure(accountKey, address);
      throw new InvalidCredentialsError();
    }
    // Only the right password learns of the ban (a guesser still hears "Invalid credentials").
    if (account.banned) throw new AccountBannedError();

    await this.throttle.clear(accountKey, address);
    // Two-step sign-in: with TOTP on, a five-minute challenge instead of a session (POST /v1/user/login/totp completes it).
    const challenge = await this.secondFactor.challengeAfterPassword(account);
    if (challenge) return challenge;

    const now = this.clock.now();
    const token = newToken();
    await this.sessions.create({ playerID: account.playerID, tokenHash: hashToken(token), at: now });
    await this.accounts.recordLogin(account.playerID, now);
    return { ...toSessionUser(account, false, token), ...((await this.secondFactor.setupRequired(account)) ? { totpSetupRequired: true } : {}) };
  }
}
