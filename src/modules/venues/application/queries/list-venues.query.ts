import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { Venue } from '../../domain/venue.js';
import { VenueReader, type DayWindow } from '../ports/venue.reader.js';

export class ListVenuesQuery extends Query<Rows<Venue>> {
  constructor(
    readonly playerID: number,
    readonly window?: DayWindow,
  ) {
    super();
  }
}

@QueryHandler(ListVenuesQuery)
export class ListVenuesHandler implements IQueryHandler<ListVenuesQuery> {
  constructor(private readonly reader: VenueReader) {}

  async execute({ playerID, window }: ListVenuesQuery): Promise<Rows<Venue>> {
    const rows = await this.reader.listVenues({ playerID, window });
    return { rows, total: rows.length };
  }
}
