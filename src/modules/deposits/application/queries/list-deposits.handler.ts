import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { visibleTo } from '../../../../shared/domain/field-table.js';
import { choosesDepositHost } from '../../domain/deposit.js';
import { DEPOSIT_FIELDS } from '../../domain/deposit.fields.js';
import type { DepositRow } from '../../domain/deposit-row.js';
import { ListDepositsQuery, SELECT_DEPOSITS } from './list-deposits.query.js';

/** The deposit picker's list, newest first. Below Admin only the caller's own deposits are listed, whatever host is asked for. */
@QueryHandler(ListDepositsQuery)
export class ListDepositsHandler implements IQueryHandler<ListDepositsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ hostID, window, caller, venueID, eventID }: ListDepositsQuery): Promise<Rows<DepositRow>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (!choosesDepositHost(caller)) {
      conditions.push('d.host_id = ?');
      params.push(caller.playerID);
    }
    if (hostID) {
      conditions.push('d.host_id = ?');
      params.push(hostID);
    }
    if (window) {
      conditions.push('d.deposit_date between ?::date and ?::date');
      params.push(window.start, window.stop);
    }
    for (const [column, id] of [
      ['venue_id', venueID],
      ['event_id', eventID],
    ] as const) {
      if (!id) continue;
      conditions.push(
        `exists(select 1 from deposit_games dg join games g on g.game_id = dg.game_id where dg.deposit_id = d.deposit_id and g.${column} = ?)`,
      );
      params.push(id);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.sql.query<DepositRow>(
      `${SELECT_DEPOSITS} ${where} order by d.deposit_date desc, d.deposit_id desc`,
      params,
    );
    return {
      rows: rows.map(({ hostName, ...deposit }) => ({
        ...(visibleTo(DEPOSIT_FIELDS, caller.userType, deposit) as Omit<DepositRow, 'hostName'>),
        hostName,
      })),
      total: rows.length,
    };
  }
}
