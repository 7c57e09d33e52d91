import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { DEPOSIT_FIELDS } from '../domain/deposit.fields.js';

/** A deposit to add (depositID 0 or absent) or update: checked and described by DEPOSIT_FIELDS. */
export class DepositDto extends dtoFrom(DEPOSIT_FIELDS) {}

export class DepositIdDto extends dtoFrom({
  depositID: {
    ...DEPOSIT_FIELDS.depositID,
    required: true,
    min: 1,
    default: undefined,
    description: 'The deposit to delete',
  },
}) {}
