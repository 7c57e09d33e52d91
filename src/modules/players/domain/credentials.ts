import { hasAutomaticHostMode, UserType } from '../../../shared/domain/user-type.js';

/**
 * Account rules of product §3.1 and §9.2: userName 4-32; password at least 8 (our call) and
 * at most 128, not the product's 32: a pass phrase or a password manager's password must fit
 * (docs/decisions/0088-security-review-accounts-and-sessions.md).
 */
export const USER_NAME_MIN = 4;
export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Product §4.3-§4.4: sessions end after 30 days without use; reset links last one hour.
 * A session also ends SESSION_MAX_DAYS after log-in however much it is used (the setting).
 */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The set-password link carries '@' for a blank userName (product §2.20). */
export const BLANK_USER_NAME_MARK = '@';

export function isValidUserName(userName: string): boolean {
  return userName.length >= USER_NAME_MIN && userName.length <= USER_NAME_MAX && /^[A-Za-z0-9._-]+$/.test(userName);
}

/**
 * Host mode: automatic from Admin (40) up, otherwise the agreement accepted on this session,
 * which counts only while the account is a Host (20) or above: a demoted account's earlier
 * acceptance is void, and is cleared when the demotion is saved.
 */
export function sessionHostMode(userType: number, agreementAccepted: boolean): boolean {
  return hasAutomaticHostMode(userType) || (agreementAccepted && userType >= UserType.Host);
}
