import { Query } from '@nestjs/cqrs';
import { type DepositCaller } from '../../domain/deposit.js';

export class GetDepositImageQuery extends Query<Buffer> {
  constructor(
    readonly name: string,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
