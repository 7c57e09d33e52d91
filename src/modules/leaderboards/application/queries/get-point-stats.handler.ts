import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { PointStatsAnswer } from '../../../points/domain/point-calls.js';
import { StandingsSource } from '../standings-source.js';
import { GetPointStatsQuery } from './get-point-stats.query.js';

/**
 * A player's points in a scope and window and their rank: 1 + the players with more points
 * there (the rank the leaderboard shows); 0 without points.
 */
@QueryHandler(GetPointStatsQuery)
export class GetPointStatsHandler implements IQueryHandler<GetPointStatsQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly source: StandingsSource,
  ) {}

  async execute({ request, playerID }: GetPointStatsQuery): Promise<PointStatsAnswer> {
    const totals = await this.source.totals(request);
    const [row] = await this.sql.query<PointStatsAnswer>(
      `with totals as (${totals.sql})
        select t.total_points as "totalPoints", case when t.total_points > 0 then t.ranked else 0 end as ranked from totals t where t.player_id = ?`,
      [...totals.params, playerID],
    );
    return row ?? { totalPoints: 0, ranked: 0 };
  }
}
