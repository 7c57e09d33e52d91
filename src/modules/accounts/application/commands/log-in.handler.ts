import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { AccountBannedError } from '../../../players/domain/account-security.errors.js';
import { InvalidCredentialsError, TooManyLoginAttemptsError } from '../../../players/domain/players.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { LoginThrottle } from '../ports/login-throttle.js';
import { PasswordHasher } from '../../../players/application/ports/password-hasher.js';
import { SessionStore } from '../ports/session.store.js';
import { hashToken, newToken } from '../session-token.js';
import { toSessionUser, type SessionUser } from '../session-user.js';
import { SecondFactor, type TwoStepChallenge } from '../second-factor.js';
import { LogInCommand } from './log-in.command.js';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ userName, password, address }: LogInCommand): Promise<SessionUser | TwoStepChallenge> {
    const accountKey = userName.trim().toLowerCase();
    const wait = await this.throttle.blockedFor(accountKey, address);
    if (wait > 0) {
      // The account is named only when it exists (a mistyped password in the name field never reaches the log).
      const known = await this.accounts.findByUserName(userName.trim());
      await this.securityLog.record({
        kind: 'login',
        outcome: 'refused',
        actorID: null,
        accountID: known?.playerID ?? null,
        address,
        detail: `blocked ${wait} s`,
      });
      throw new TooManyLoginAttemptsError(wait);
    }

    const account = await this.accounts.findByUserName(userName.trim());
    const valid = account?.passwordHash
      ? await this.hasher.verify(account.passwordHash, password)
      : (await this.hasher.verifyNothing(password), false);
    if (!account || !valid) {
      const blocked = await this.throttle.recordFailure(accountKey, address);
      const event = { actorID: null, accountID: account?.playerID ?? null, address } as const;
      await this.securityLog.record({
        ...event,
        kind: 'login',
        outcome: 'failure',
        detail: account ? 'wrong password' : 'unknown user name',
      });
      if (blocked > 0)
        await this.securityLog.record({
          ...event,
          kind: 'login-lockout',
          outcome: 'locked',
          detail: `blocked ${blocked} s`,
        });
      throw new InvalidCredentialsError();
    }
    // Only the right password learns of the ban (a guesser still hears "Invalid credentials").
    if (account.banned) {
      await this.securityLog.record({
        kind: 'login',
        outcome: 'refused',
        actorID: null,
        accountID: account.playerID,
        address,
        detail: 'banned',
      });
      throw new AccountBannedError();
    }

    await this.throttle.clear(accountKey, address);
    // Two-step sign-in: with TOTP on, a five-minute challenge instead of a session (POST /v1/user/login/totp completes it).
    const challenge = await this.secondFactor.challengeAfterPassword(account);
    if (challenge) return challenge;

    const now = this.clock.now();
    const token = newToken();
    await this.sessions.create({ playerID: account.playerID, tokenHash: hashToken(token), at: now });
    await this.accounts.recordLogin(account.playerID, now);
    await this.securityLog.record({
      kind: 'login',
      outcome: 'success',
      actorID: account.playerID,
      accountID: account.playerID,
      address,
    });
    return {
      ...toSessionUser(account, false, token),
      ...((await this.secondFactor.setupRequired(account)) ? { totpSetupRequired: true } : {}),
    };
  }
}
