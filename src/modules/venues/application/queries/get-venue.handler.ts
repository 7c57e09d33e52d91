import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { venueFor, type PublicVenue, type Venue } from '../../domain/venue.js';
import { VenueNotFoundError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';
import { GetVenueQuery } from './get-venue.query.js';

@QueryHandler(GetVenueQuery)
export class GetVenueHandler implements IQueryHandler<GetVenueQuery> {
  constructor(private readonly venues: VenueRepository) {}

  async execute({ venueID, viewerLevel }: GetVenueQuery): Promise<Rows<Venue | PublicVenue>> {
    const venue = await this.venues.findByID(venueID);
    if (!venue) throw new VenueNotFoundError();
    return { rows: [venueFor(viewerLevel, venue)], total: 1 };
  }
}
