import { Command } from '@nestjs/cqrs';
import { type Deposit, type DepositCaller, type DepositInput } from '../../domain/deposit.js';

export interface SavedDeposit {
  readonly deposit: Deposit;
  /** Dollars the deposit applies to games now. */
  readonly applied: number;
  /** Dollars left over once every game of the host is reconciled. */
  readonly unapplied: number;
}

export class SaveDepositCommand extends Command<SavedDeposit> {
  constructor(
    readonly deposit: DepositInput,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
