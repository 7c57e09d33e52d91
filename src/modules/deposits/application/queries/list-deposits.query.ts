import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { selectListOf } from '../../../../shared/application/sql-reads.js';
import { type DepositCaller } from '../../domain/deposit.js';
import { DEPOSIT_FIELDS } from '../../domain/deposit.fields.js';
import type { DepositRow } from '../../domain/deposit-row.js';

export class ListDepositsQuery extends Query<Rows<DepositRow>> {
  constructor(
    /** 0: every host's (admins and up) or the caller's own (anyone else). */
    readonly hostID: number,
    /** Deposit dates, both ends included (yyyy-MM-dd). */
    readonly window: { start: string; stop: string } | undefined,
    readonly caller: DepositCaller,
    /** Only deposits applied to a game at this venue (0: any). */
    readonly venueID = 0,
    /** Only deposits applied to a game of this event (0: any). */
    readonly eventID = 0,
  ) {
    super();
  }
}

export const SELECT_DEPOSITS = `select ${selectListOf(DEPOSIT_FIELDS, 'd')}, h.title as "hostName"
  from deposits d left join players h on h.player_id = d.host_id`;
