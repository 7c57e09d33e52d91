import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { venueFor, type PublicVenue, type Venue } from '../../domain/venue.js';
import { VenueNotFoundError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';

export class GetVenueQuery extends Query<Rows<Venue | PublicVenue>> {
  constructor(
    readonly venueID: number,
    /** The caller's userType (0 for visitors): staff fields are only for hosts and up. */
    readonly viewerLevel: number,
  ) {
    super();
  }
}

@QueryHandler(GetVenueQuery)
export class GetVenueHandler implements IQueryHandler<GetVenueQuery> {
  constructor(private readonly venues: VenueRepository) {}

  async execute({ venueID, viewerLevel }: GetVenueQuery): Promise<Rows<Venue | PublicVenue>> {
    const venue = await this.venues.findByID(venueID);
    if (!venue) throw new VenueNotFoundError();
    return { rows: [venueFor(viewerLevel, venue)], total: 1 };
  }
}
