import { SessionEntity } from './session.entity.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { TotpFactorEntity } from './totp-factor.entity.js';
import { TotpRecoveryCodeEntity } from './totp-recovery-code.entity.js';
import { LoginChallengeEntity } from './login-challenge.entity.js';
import { SecurityNoticeMailEntity } from './security-notice-mail.entity.js';

/** The accounts module's tables (sessions, reset links, the second factor, security notices), as the ORM maps them; src/entities.ts composes every module's list. */
export const ACCOUNTS_ENTITIES = [
  SessionEntity,
  PasswordResetEntity,
  TotpFactorEntity,
  TotpRecoveryCodeEntity,
  LoginChallengeEntity,
  SecurityNoticeMailEntity,
];
