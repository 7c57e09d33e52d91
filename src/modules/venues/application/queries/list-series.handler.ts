import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { SERIES_RUNS_IN_WINDOW } from '../day-window.js';
import { SELECT_SERIES_VIEWS, type SeriesView } from '../series-view.js';
import { ListSeriesQuery } from './list-series.query.js';

@QueryHandler(ListSeriesQuery)
export class ListSeriesHandler implements IQueryHandler<ListSeriesQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ venueID, window }: ListSeriesQuery): Promise<Rows<SeriesView>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (venueID) {
      conditions.push('e.venue_id = ?');
      params.push(venueID);
    }
    if (window) {
      conditions.push(SERIES_RUNS_IN_WINDOW);
      params.push(window.stop, window.start);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.sql.query<SeriesView>(
      `${SELECT_SERIES_VIEWS} ${where} order by v.title, e.event_day, e.event_time`,
      params,
    );
    return { rows, total: rows.length };
  }
}
