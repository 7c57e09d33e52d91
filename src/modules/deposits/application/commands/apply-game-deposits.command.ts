import { Command } from '@nestjs/cqrs';
import { type DepositCaller } from '../../domain/deposit.js';

/** One line of the game-list form, as posted (dollars). */
export interface GameDepositLine {
  readonly gameID: number;
  readonly earningsDeposited: number;
  readonly depositID: number | null;
}

/** Answers the gameIDs it changed, in the order given. */
export class ApplyGameDepositsCommand extends Command<number[]> {
  constructor(
    readonly lines: readonly GameDepositLine[],
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
