import { PlayerEntity } from './player.entity.js';
import { SessionEntity } from './session.entity.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { CardRequestEntity } from './card-request.entity.js';
import { CardRequestMailEntity } from './card-request-mail.entity.js';
import { PlayerMergeEntity } from './player-merge.entity.js';
import { TotpFactorEntity } from './totp-factor.entity.js';
import { TotpRecoveryCodeEntity } from './totp-recovery-code.entity.js';
import { LoginChallengeEntity } from './login-challenge.entity.js';
import { SecurityNoticeMailEntity } from './security-notice-mail.entity.js';

/** The players module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const PLAYERS_ENTITIES = [
  PlayerEntity,
  SessionEntity,
  PasswordResetEntity,
  CardRequestEntity,
  CardRequestMailEntity,
  PlayerMergeEntity,
  TotpFactorEntity,
  TotpRecoveryCodeEntity,
  LoginChallengeEntity,
  SecurityNoticeMailEntity,
];
