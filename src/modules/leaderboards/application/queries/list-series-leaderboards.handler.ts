import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { EventLeaderboardRow } from '../../domain/standings-calls.js';
import { StandingsSource } from '../standings-source.js';
import { ListSeriesLeaderboardsQuery } from './list-series-leaderboards.query.js';

/** Each series' totals in a window, one row per player per series: by series title, then rank and name. */
@QueryHandler(ListSeriesLeaderboardsQuery)
export class ListSeriesLeaderboardsHandler implements IQueryHandler<ListSeriesLeaderboardsQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly source: StandingsSource,
  ) {}

  async execute({ request, playerID, leadersOnly }: ListSeriesLeaderboardsQuery): Promise<Rows<EventLeaderboardRow>> {
    const totals = await this.source.seriesTotals(request);
    const rows = await this.sql.query<EventLeaderboardRow>(
      `with totals as (${totals.sql})
        select 0 as "gameID", null as "gameAt", e.title, e.venue_id as "venueID", v.title as "venueName", v.time_zone as "venueTimeZone",
          e.event_id as "eventID", e.title as "eventName", e.event_type as "eventType", t.player_id as "playerID",
          pl.player_number as "playerNumber", pl.title as "playerName", t.ranked, t.total_points as "totalPoints"
        from totals t join events e on e.event_id = t.event_id join venues v on v.venue_id = e.venue_id join players pl on pl.player_id = t.player_id
        where (? = 0 or e.venue_id = ?) and (? = 0 or t.player_id = ?) and (not ? or t.ranked = 1)
        order by e.title, e.event_id, t.ranked, pl.title, t.player_id`,
      [...totals.params, request.venueID, request.venueID, playerID, playerID, leadersOnly],
    );
    return { rows, total: rows.length };
  }
}
