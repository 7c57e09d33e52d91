import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { CARD_REQUEST_FIELDS } from '../../players/domain/card-request.fields.js';
import {
  HOST_AGREEMENT_FIELDS,
  LOG_IN_FIELDS,
  RESET_PASSWORD_FIELDS,
  SET_PASSWORD_FIELDS,
} from '../domain/account.fields.js';

export class LoginDto extends dtoFrom(LOG_IN_FIELDS) {}

export class ResetPasswordDto extends dtoFrom(RESET_PASSWORD_FIELDS) {}

export class SetPasswordDto extends dtoFrom(SET_PASSWORD_FIELDS) {}

export class AgreementDto extends dtoFrom(HOST_AGREEMENT_FIELDS) {}

export class CardRequestDto extends dtoFrom(CARD_REQUEST_FIELDS) {}
