import { hasAutomaticHostMode } from '../../../shared/domain/user-type.js';

/** Account rules of product §3.1 and §9.2: userName 4-32, password at most 32 (and at least 8, our call). */
export const USER_NAME_MIN = 4;
export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/** Product §4.3-§4.4: sessions end after 30 days without use; reset links last one hour. */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The set-password link carries '@' for a blank userName (product §2.20). */
export const BLANK_USER_NAME_MARK = '@';

export function isValidUserName(userName: string): boolean {
  return userName.length >= USER_NAME_MIN && userName.length <= USER_NAME_MAX && /^[A-Za-z0-9._-]+$/.test(userName);
}

/** Host mode: automatic from Admin (40) up, otherwise the agreement on this session. */
export function sessionHostMode(userType: number, agreementAccepted: boolean): boolean {
  return hasAutomaticHostMode(userType) || agreementAccepted;
}
