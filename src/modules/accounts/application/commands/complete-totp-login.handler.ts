import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { SecondStepLockedError } from '../../../players/domain/account-security.errors.js';
import { TWO_STEP_CHALLENGE_MAX_FAILURES } from '../../domain/two-step.js';
import { TwoStepChallengeInvalidError } from '../../domain/two-step.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { SessionStore } from '../ports/session.store.js';
import { LoginChallengeStore } from '../ports/two-step.store.js';
import { SecondFactor } from '../second-factor.js';
import { hashToken, newToken } from '../session-token.js';
import { toSessionUser, type SessionUser } from '../session-user.js';
import { CompleteTotpLoginCommand } from './complete-totp-login.command.js';

/**
 * The log-in's second step: the challenge POST /v1/user/login answered and a code from
 * the app (or a recovery code) open the session. Five minutes and five wrong codes,
 * then the challenge is over and the password is asked again (its throttle applies there).
 * Wrong codes also count per account across challenges (SecondFactor.verifyLimited): a
 * handful locks the account's second step, whatever passwords come after (issue 32).
 */
@CommandHandler(CompleteTotpLoginCommand)
export class CompleteTotpLoginHandler implements ICommandHandler<CompleteTotpLoginCommand> {
  constructor(
    private readonly challenges: LoginChallengeStore,
    private readonly secondFactor: SecondFactor,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ challenge: token, code, address }: CompleteTotpLoginCommand): Promise<SessionUser> {
    const now = this.clock.now();
    const challenge = await this.challenges.find(hashToken(token));
    if (!challenge || challenge.expiresAt <= now || challenge.failures >= TWO_STEP_CHALLENGE_MAX_FAILURES)
      throw new TwoStepChallengeInvalidError();
    try {
      await this.secondFactor.verifyLimited(challenge.playerID, code, { actorID: null, address });
    } catch (error) {
      // A locked second step answers 429 whatever the challenge's own count says.
      if (!(error instanceof DomainError) || error instanceof SecondStepLockedError) throw error;
      const failures = await this.challenges.recordFailure(challenge.challengeID);
      if (failures >= TWO_STEP_CHALLENGE_MAX_FAILURES) {
        await this.challenges.end(challenge.challengeID);
        throw new TwoStepChallengeInvalidError();
      }
      throw error;
    }
    // One challenge opens one session, even when two right codes race.
    if (!(await this.challenges.end(challenge.challengeID))) throw new TwoStepChallengeInvalidError();
    const account = await this.accounts.findByID(challenge.playerID);
    if (!account) throw new TwoStepChallengeInvalidError();

    const sessionToken = newToken();
    await this.sessions.create({ playerID: account.playerID, tokenHash: hashToken(sessionToken), at: now });
    await this.accounts.recordLogin(account.playerID, now);
    await this.securityLog.record({
      kind: 'login',
      outcome: 'success',
      actorID: account.playerID,
      accountID: account.playerID,
      address,
      detail: 'with the second step',
    });
    return toSessionUser(account, false, sessionToken);
  }
}
