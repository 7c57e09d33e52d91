import { Command } from '@nestjs/cqrs';
import { type DepositCaller } from '../../domain/deposit.js';

export class RemoveDepositImageCommand extends Command<void> {
  constructor(
    /** As the upload answered it: the stored name, or the address it is served at. */
    readonly path: string,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
