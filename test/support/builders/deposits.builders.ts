/** Deposits, through the deposits module's demo seeder (the save's rules and its repository); the API applies them, these do not. */
import { DepositsDemoSeeder } from '../../../src/modules/deposits/infrastructure/deposits.demo-seeder.js';
import { inTransaction, nextNumber, type BuildTarget } from './build-target.js';

export interface BuiltDeposit {
  readonly depositID: number;
  readonly hostID: number;
  readonly title: string;
  readonly depositAmount: number;
  readonly depositDate: string;
}

/** A deposit row as history left it, applied to no game (a test about applying one calls POST /v1/deposit). */
export async function aDeposit(
  target: BuildTarget,
  hostID: number,
  options: Partial<Omit<BuiltDeposit, 'depositID' | 'hostID'>> = {},
): Promise<BuiltDeposit> {
  const deposit = {
    hostID,
    title: options.title ?? `Test Deposit ${nextNumber()}`,
    depositAmount: options.depositAmount ?? 0,
    depositDate: options.depositDate ?? '2025-01-31',
  };
  const [saved] = await inTransaction(target, (em) => new DepositsDemoSeeder(em).addDeposits([deposit]));
  return { ...deposit, depositID: saved!.depositID };
}
