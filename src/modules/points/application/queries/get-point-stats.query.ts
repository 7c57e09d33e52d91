import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { InstantRange } from '../../../../shared/domain/period.js';
import type { PointStatsAnswer } from '../../domain/point-calls.js';

export class GetPointStatsQuery extends Query<PointStatsAnswer> {
  constructor(
    readonly scope: { readonly venueID: number; readonly eventID: number; readonly range: InstantRange },
    readonly playerID: number,
  ) {
    super();
  }
}

/**
 * A player's points in a window (games not canceled; venue and event 0 for any) and their
 * rank: 1 + the players with more points there; 0 without points. One pass over the
 * window's games and their records (games by time, points by game); issue 10 moves it to
 * the read models.
 */
@QueryHandler(GetPointStatsQuery)
export class GetPointStatsHandler implements IQueryHandler<GetPointStatsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ scope: { venueID, eventID, range }, playerID }: GetPointStatsQuery): Promise<PointStatsAnswer> {
    const [stats] = await this.sql.query<PointStatsAnswer>(
      `with totals as (
          select p.player_id, sum(p.points) as total from games g join points p on p.game_id = g.game_id
          where g.game_at >= ? and g.game_at < ? and not g.canceled and (? = 0 or g.venue_id = ?) and (? = 0 or g.event_id = ?)
          group by p.player_id
        ), mine as (select coalesce((select total from totals where player_id = ?), 0) as total)
        select mine.total::int as "totalPoints",
          case when mine.total > 0 then 1 + (select count(*) from totals where total > mine.total) else 0 end::int as ranked
        from mine`,
      [range.start, range.stop, venueID, venueID, eventID, eventID, playerID],
    );
    return stats!;
  }
}
