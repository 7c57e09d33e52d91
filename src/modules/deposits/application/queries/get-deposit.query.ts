import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type DepositCaller } from '../../domain/deposit.js';
import type { DepositDetail } from '../../domain/deposit-row.js';

export class GetDepositQuery extends Query<Rows<DepositDetail>> {
  constructor(
    readonly depositID: number,
    readonly caller: DepositCaller,
  ) {
    super();
  }
}
