import { Command } from '@nestjs/cqrs';
import { type DepositCaller } from '../../domain/deposit.js';

export class SetDepositImageCommand extends Command<string> {
  constructor(
    readonly depositID: number,
    readonly upload: Buffer,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
