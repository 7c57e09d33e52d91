import { assertFields, type InputOf, type RecordOf } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { DEPOSIT_FIELDS } from './deposit.fields.js';

/** A deposit as saved: the host always set, the date a league date, the amount in dollars to the cent. */
export type Deposit = Omit<RecordOf<typeof DEPOSIT_FIELDS>, 'hostID' | 'depositDate'> & {
  hostID: number;
  depositDate: string;
};

/** A save as the form sends it: blank fields are null. */
export type DepositInput = InputOf<typeof DEPOSIT_FIELDS>;

/** Who is saving or reading deposits. */
export interface DepositCaller {
  readonly playerID: number;
  readonly userType: number;
  /** The caller's session (the games' audit trail records it). */
  readonly sessionID?: number;
}

/** Product §6: admins and up may choose the host of a deposit; everyone below sees and saves only their own. */
export const choosesDepositHost = (caller: Pick<DepositCaller, 'userType'>): boolean =>
  caller.userType >= UserType.Admin;

/** Whether the caller may see or change a deposit of this host. */
export const mayHandleDepositOf = (caller: DepositCaller, hostID: number): boolean =>
  choosesDepositHost(caller) || caller.playerID === hostID;

/** Dollars to whole cents (numbers as the API carries them). */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents to dollars. */
export const dollarsOf = (cents: number): number => cents / 100;

/** Whole cents as exact decimal text for numeric columns ("-12.05"): never through a float. */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Product §3.5 for saving a deposit: the fields as DEPOSIT_FIELDS rules them, the amount
 * rounded to the cent, the date today when blank, the image kept as uploaded. The host is decided by the caller's
 * level before this (SaveDepositHandler).
 */
export function prepareDeposit(input: DepositInput, hostID: number, today: string, existing: Deposit | null): Deposit {
  assertFields(DEPOSIT_FIELDS, input);
  return {
    depositID: input.depositID ?? 0,
    hostID,
    title: input.title,
    depositAmount: dollarsOf(centsOf(input.depositAmount ?? 0)),
    period: input.period ?? null,
    depositDate: input.depositDate ?? today,
    // The image is the upload's to set (POST /v1/deposit/image), never a save's.
    depositImage: existing?.depositImage ?? null,
  };
}
