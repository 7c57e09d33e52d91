import { firstFieldFailure } from '../../../shared/domain/field-table.js';
import { formValuesOf } from '../../../shared/domain/form-values.js';
import { GAME_DEPOSIT_LINE_FIELDS, MAX_GAME_DEPOSIT_LINES } from './deposit.fields.js';
import { DepositApplicationError } from './deposits.errors.js';

/** One line of the game-list form, checked (dollars). */
export interface CheckedDepositLine {
  readonly gameID: number;
  readonly earningsDeposited: number;
  readonly depositID: number | null;
}

/**
 * The game-list form's lines as posted (POST /v1/game with an array), each checked against
 * GAME_DEPOSIT_LINE_FIELDS as the validation pipe checks a body; any broken line refuses the
 * list in the form's frame: "Error applying deposit (The "Deposited Earnings" field must be at least 0.)".
 */
export function checkedDepositLines(lines: readonly unknown[]): CheckedDepositLine[] {
  if (lines.length === 0) throw new DepositApplicationError('the list names no games');
  if (lines.length > MAX_GAME_DEPOSIT_LINES) throw new DepositApplicationError(`the list may name at most ${MAX_GAME_DEPOSIT_LINES} games`);
  return lines.map((line) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) throw new DepositApplicationError('each line must be an object');
    const values = formValuesOf(GAME_DEPOSIT_LINE_FIELDS, line as Record<string, unknown>);
    const failure = firstFieldFailure(GAME_DEPOSIT_LINE_FIELDS, values);
    if (failure) throw new DepositApplicationError(failure.message, failure.field);
    return { gameID: values.gameID as number, earningsDeposited: values.earningsDeposited as number, depositID: (values.depositID as number | null) ?? null };
  });
}
