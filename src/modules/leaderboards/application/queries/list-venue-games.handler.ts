import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { NO_VENUE_NAME } from '../../../games/application/game-rows.js';
import type { VenueGamesRow } from '../../domain/standings-calls.js';
import { countedGames } from '../standings-list-sql.js';
import { ListVenueGamesQuery } from './list-venue-games.query.js';

/**
 * The activity dashboard's games by venue: the counted games of the window per venue, most
 * first, then by name; online games (no venue) as venue 0 "Online".
 */
@QueryHandler(ListVenueGamesQuery)
export class ListVenueGamesHandler implements IQueryHandler<ListVenueGamesQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ window }: ListVenueGamesQuery): Promise<Rows<VenueGamesRow>> {
    const { where, params } = countedGames(window);
    const rows = await this.sql.query<VenueGamesRow>(
      `select coalesce(g.venue_id, 0) as "venueID", coalesce(min(v.title), '${NO_VENUE_NAME}') as "venueName", count(*)::int as "totalGames"
        from games g left join venues v on v.venue_id = g.venue_id
        where ${where.join(' and ')}
        group by g.venue_id
        order by "totalGames" desc, "venueName", "venueID"`,
      params,
    );
    return { rows, total: rows.length };
  }
}
