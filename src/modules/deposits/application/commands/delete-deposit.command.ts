import { Command } from '@nestjs/cqrs';
import { type DepositCaller } from '../../domain/deposit.js';

export class DeleteDepositCommand extends Command<void> {
  constructor(
    readonly depositID: number,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
