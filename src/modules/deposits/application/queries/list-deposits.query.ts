import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { selectListOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { visibleTo } from '../../../../shared/domain/field-table.js';
import { choosesDepositHost, type DepositCaller } from '../../domain/deposit.js';
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
    for (const [column, id] of [['venue_id', venueID], ['event_id', eventID]] as const) {
      if (!id) continue;
      conditions.push(`exists(select 1 from deposit_games dg join games g on g.game_id = dg.game_id where dg.deposit_id = d.deposit_id and g.${column} = ?)`);
      params.push(id);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.sql.query<DepositRow>(`${SELECT_DEPOSITS} ${where} order by d.deposit_date desc, d.deposit_id desc`, params);
    return { rows: rows.map(({ hostName, ...deposit }) => ({ ...(visibleTo(DEPOSIT_FIELDS, caller.userType, deposit) as Omit<DepositRow, 'hostName'>), hostName })), total: rows.length };
  }
}
