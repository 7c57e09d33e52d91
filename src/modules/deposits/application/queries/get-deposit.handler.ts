import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { isoInstantOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { mayHandleDepositOf } from '../../domain/deposit.js';
import type { DepositDetail, DepositGameRow, DepositRow } from '../../domain/deposit-row.js';
import { DepositNotFoundError } from '../../domain/deposits.errors.js';
import { SELECT_DEPOSITS } from './list-deposits.query.js';
import { GetDepositQuery } from './get-deposit.query.js';

/** One deposit with the games it was applied to; 404 when there is none, 403 when it is another host's (below Admin). */
@QueryHandler(GetDepositQuery)
export class GetDepositHandler implements IQueryHandler<GetDepositQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ depositID, caller }: GetDepositQuery): Promise<Rows<DepositDetail>> {
    const [deposit] = await this.sql.query<DepositRow>(`${SELECT_DEPOSITS} where d.deposit_id = ?`, [depositID]);
    if (!deposit) throw new DepositNotFoundError();
    if (!mayHandleDepositOf(caller, deposit.hostID)) throw new UnauthorizedError();
    const games = await this.sql.query<DepositGameRow>(
      `select g.game_id as "gameID", coalesce(nullif(g.title, ''), v.title, '') as title, ${isoInstantOf('g.game_at')} as "gameAt",
          g.venue_id as "venueID", v.title as "venueName", v.time_zone as "venueTimeZone", g.event_id as "eventID",
          g.earnings_estimated::float8 as "earningsEstimated", g.earnings_actual::float8 as "earningsActual",
          g.earnings_deposited::float8 as "earningsDeposited", g.earnings_reconciled as "earningsReconciled", dg.amount::float8 as applied
        from deposit_games dg join games g on g.game_id = dg.game_id left join venues v on v.venue_id = g.venue_id
        where dg.deposit_id = ? order by g.game_at, g.game_id`,
      [depositID],
    );
    const appliedCents = games.reduce((sum, game) => sum + Math.round(game.applied * 100), 0);
    const amountCents = Math.round(deposit.depositAmount * 100);
    return {
      rows: [
        { ...deposit, applied: appliedCents / 100, unapplied: Math.max(0, amountCents - appliedCents) / 100, games },
      ],
      total: 1,
    };
  }
}
