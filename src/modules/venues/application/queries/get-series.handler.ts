import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { SeriesNotFoundError } from '../../domain/venues.errors.js';
import { SELECT_SERIES_VIEWS, type SeriesView } from '../series-view.js';
import { GetSeriesQuery } from './get-series.query.js';

@QueryHandler(GetSeriesQuery)
export class GetSeriesHandler implements IQueryHandler<GetSeriesQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ eventID }: GetSeriesQuery): Promise<Rows<SeriesView>> {
    const [event] = await this.sql.query<SeriesView>(`${SELECT_SERIES_VIEWS} where e.event_id = ?`, [eventID]);
    if (!event) throw new SeriesNotFoundError();
    return { rows: [event], total: 1 };
  }
}
