import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import type { Account } from '../../players/application/ports/account.repository.js';
import { AccountSafeguards } from '../../players/application/ports/account-safeguards.js';
import { CurrentPasswordCheck } from './current-password-check.js';
import { SessionStore } from './ports/session.store.js';

/** Players' AccountSafeguards port, answered by the account's sessions and its current-password limit (issue 36). */
@Injectable()
export class SessionAccountSafeguards extends AccountSafeguards {
  constructor(
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly sessions: SessionStore,
  ) {
    super();
  }

  verifyCurrentPassword(
    account: Account,
    password: string,
    caller: AuthenticatedUser,
    wrong: () => DomainError,
  ): Promise<void> {
    return this.currentPassword.verify(account, password, caller, wrong);
  }

  async endSessionsOf(playerID: number, at: Date): Promise<void> {
    await this.sessions.revokeAllOf(playerID, at);
  }

  forgetHostModeOf(playerID: number): Promise<void> {
    return this.sessions.clearHostModeOf(playerID);
  }
}
