import { sessionHostMode } from '../../players/domain/credentials.js';
import type { Account } from '../../players/application/ports/account.repository.js';

/** What the site keeps after logging in (api.md §3: log-in answers the user): the account without its hash. */
export type SessionUser = Omit<Account, 'passwordHash' | 'banned'> & {
  hostMode: boolean;
  authToken?: string;
  /** REQUIRE_TOTP_FOR names this user's level and two-step sign-in is not on: the site sends them to turn it on. */
  totpSetupRequired?: boolean;
};

export function toSessionUser(
  { passwordHash: _hash, banned: _banned, ...account }: Account,
  agreementAccepted: boolean,
  authToken?: string,
): SessionUser {
  return {
    ...account,
    hostMode: sessionHostMode(account.userType, agreementAccepted),
    ...(authToken ? { authToken } : {}),
  };
}
