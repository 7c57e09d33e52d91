import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import {
  TOTP_CONFIRM_FIELDS,
  TOTP_DISABLE_FIELDS,
  TOTP_LOGIN_FIELDS,
  TOTP_RESET_FIELDS,
  TOTP_SETUP_FIELDS,
} from '../domain/two-step.fields.js';

export class TotpSetupDto extends dtoFrom(TOTP_SETUP_FIELDS) {}

export class TotpConfirmDto extends dtoFrom(TOTP_CONFIRM_FIELDS) {}

export class TotpLoginDto extends dtoFrom(TOTP_LOGIN_FIELDS) {}

export class TotpDisableDto extends dtoFrom(TOTP_DISABLE_FIELDS) {}

export class TotpResetDto extends dtoFrom(TOTP_RESET_FIELDS) {}
