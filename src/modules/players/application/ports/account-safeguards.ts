import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { DomainError } from '../../../../shared/domain/domain-error.js';
import type { Account } from './account.repository.js';

/**
 * What a player's save asks of the player's account (issue 36): the current password checked
 * and limited like a log-in, the sessions ended on a ban, host mode forgotten on a demotion.
 * The accounts module implements it (sessions, throttles), so players imports nothing of accounts.
 */
export abstract class AccountSafeguards {
  /** Throws `wrong()` for a wrong password, TooManyPasswordAttemptsError (429) when blocked. */
  abstract verifyCurrentPassword(
    account: Account,
    password: string,
    caller: AuthenticatedUser,
    wrong: () => DomainError,
  ): Promise<void>;
  /** Ends every session of the player. */
  abstract endSessionsOf(playerID: number, at: Date): Promise<void>;
  /** Forgets the host agreement of every session of the player. */
  abstract forgetHostModeOf(playerID: number): Promise<void>;
}
