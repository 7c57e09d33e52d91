import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock.js';
import { SessionAuthenticator, type AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { SESSION_IDLE_LIMIT_MS, sessionHostMode } from '../../players/domain/credentials.js';
import { AccountRepository } from '../../players/application/ports/account.repository.js';
import { SessionStore } from './ports/session.store.js';
import { SecondFactor } from './second-factor.js';
import { SessionLifetime } from './session-lifetime.js';
import { hashToken } from './session-token.js';

/** Refreshing last-seen on every call would write on every read; once in a while is enough for a 30-day limit. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

@Injectable()
export class SessionTokenAuthenticator extends SessionAuthenticator {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
    private readonly lifetime: SessionLifetime,
  ) {
    super();
  }

  async authenticate(token: string): Promise<AuthenticatedUser | null> {
    const now = this.clock.now();
    const session = await this.sessions.findActive(hashToken(token), new Date(now.getTime() - SESSION_IDLE_LIMIT_MS));
    if (!session) return null;
    // However active, a session ends SESSION_MAX_DAYS after its log-in.
    if (this.lifetime.isOver(session.createdAt, now)) {
      await this.sessions.revoke(session.sessionID, now);
      return null;
    }
    // The role is read fresh each time, so a demotion takes effect at once; a ban ends the session.
    const account = await this.accounts.findByID(session.playerID);
    if (!account || account.banned) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await this.sessions.touch(session.sessionID, now);
    // REQUIRE_TOTP_FOR: read fresh too (one query, only for the levels it names), so turning it on opens staff routes at once.
    const twoStepSetupRequired = await this.secondFactor.setupRequired(account);
    return {
      ...(twoStepSetupRequired ? { twoStepSetupRequired } : {}),
      playerID: account.playerID,
      userType: account.userType,
      hostMode: sessionHostMode(account.userType, session.hostMode),
      sessionID: session.sessionID,
    };
  }
}
