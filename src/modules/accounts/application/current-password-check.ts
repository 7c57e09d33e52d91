import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { Clock } from '../../../shared/application/clock.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import { SecurityLog } from '../../../shared/application/security-log.js';
import { TooManyPasswordAttemptsError } from '../../players/domain/account-security.errors.js';
import type { Account } from '../../players/application/ports/account.repository.js';
import { PasswordHasher } from '../../players/application/ports/password-hasher.js';
import { CurrentPasswordThrottle } from './ports/second-step-throttle.js';
import { SessionStore } from './ports/session.store.js';

/**
 * The current password asked from a session (one's own email or user name, turning two-step
 * sign-in off, enrolling it): limited like a log-in, per account and per address; the wrong
 * password that brings a block also ENDS the session, so a stolen session cannot keep guessing
 * (issue 32, docs/decisions/0131-issue-32-second-factor-and-current-password-limits.md).
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: CurrentPasswordThrottle,
    private readonly sessions: SessionStore,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
  ) {}

  /** Throws `wrong()` for a wrong password, TooManyPasswordAttemptsError (429) when blocked. */
  async verify(account: Account, password: string, caller: AuthenticatedUser, wrong: () => DomainError): Promise<void> {
    const address = caller.address ?? 'unknown';
    const event = { kind: 'current-password', actorID: caller.playerID, accountID: account.playerID, address } as const;
    const wait = await this.throttle.blockedFor(account.playerID, address);
    if (wait > 0) {
      await this.securityLog.record({ ...event, outcome: 'refused', detail: `blocked ${wait} s` });
      throw new TooManyPasswordAttemptsError(wait);
    }
    if (account.passwordHash && (await this.hasher.verify(account.passwordHash, password))) {
      await this.throttle.clear(account.playerID);
      return;
    }
    const blocked = await this.throttle.recordFailure(account.playerID, address);
    await this.securityLog.record({ ...event, outcome: 'failure' });
    if (blocked === 0) throw wrong();
    await this.sessions.revokeNow(caller.sessionID, this.clock.now());
    await this.securityLog.record({
      ...event,
      kind: 'current-password-lockout',
      outcome: 'locked',
      detail: `blocked ${blocked} s; session ended`,
    });
    throw new TooManyPasswordAttemptsError(blocked, true);
  }
}
