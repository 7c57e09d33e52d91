import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { selectListOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { leagueDateRange } from '../../../../shared/domain/zoned-period.js';
import { venueFor, type PublicVenue, type Venue } from '../../domain/venue.js';
import { VENUE_FIELDS } from '../../domain/venue.fields.js';
import { SERIES_RUNS_IN_WINDOW } from '../day-window.js';
import { ListVenuesQuery } from './list-venues.query.js';

/** Every venue field VENUE_FIELDS lists: a new field is read without an edit here. */
const SELECT_VENUES = `select ${selectListOf(VENUE_FIELDS, 'v')} from venues v`;

@QueryHandler(ListVenuesQuery)
export class ListVenuesHandler implements IQueryHandler<ListVenuesQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ playerID, window, viewerLevel }: ListVenuesQuery): Promise<Rows<Venue | PublicVenue>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    // The games module's table is read, never written (venues.tables.ts).
    if (playerID) {
      conditions.push(`(exists(select 1 from games g where g.venue_id = v.venue_id and g.host_id = ?)
        or exists(select 1 from events e where e.venue_id = v.venue_id and e.host_id = ?))`);
      params.push(playerID, playerID);
    }
    if (window) {
      // League days as instants, so the (venue_id, game_at) index answers it.
      const instants = leagueDateRange(window.start, window.stop, this.site.leagueTimeZone);
      // An unlisted game is nobody's business but staff's: it makes no venue active (docs/decisions/0058-games.md).
      conditions.push(`(exists(select 1 from games g where g.venue_id = v.venue_id and g.game_at >= ? and g.game_at < ? and not g.unlisted)
        or exists(select 1 from events e where e.venue_id = v.venue_id and ${SERIES_RUNS_IN_WINDOW}))`);
      params.push(instants.start, instants.stop, window.stop, window.start);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.sql.query<Venue>(`${SELECT_VENUES} ${where} order by v.title`, params);
    return { rows: rows.map((venue) => venueFor(viewerLevel, venue)), total: rows.length };
  }
}
