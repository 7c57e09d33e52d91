import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { venueFor, type PublicVenue, type Venue } from '../../domain/venue.js';
import { VenueReader, type DayWindow } from '../ports/venue.reader.js';

export class ListVenuesQuery extends Query<Rows<Venue | PublicVenue>> {
  constructor(
    readonly playerID: number,
    readonly window: DayWindow | undefined,
    /** The caller's userType (0 for visitors): staff fields are only for hosts and up. */
    readonly viewerLevel: number,
  ) {
    super();
  }
}

@QueryHandler(ListVenuesQuery)
export class ListVenuesHandler implements IQueryHandler<ListVenuesQuery> {
  constructor(private readonly reader: VenueReader) {}

  async execute({ playerID, window, viewerLevel }: ListVenuesQuery): Promise<Rows<Venue | PublicVenue>> {
    const rows = await this.reader.listVenues({ playerID, window });
    return { rows: rows.map((venue) => venueFor(viewerLevel, venue)), total: rows.length };
  }
}
