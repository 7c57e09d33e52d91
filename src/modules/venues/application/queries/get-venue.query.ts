import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { Venue } from '../../domain/venue.js';
import { VenueNotFoundError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';

export class GetVenueQuery extends Query<Rows<Venue>> {
  constructor(readonly venueID: number) {
    super();
  }
}

@QueryHandler(GetVenueQuery)
export class GetVenueHandler implements IQueryHandler<GetVenueQuery> {
  constructor(private readonly venues: VenueRepository) {}

  async execute({ venueID }: GetVenueQuery): Promise<Rows<Venue>> {
    const venue = await this.venues.findByID(venueID);
    if (!venue) throw new VenueNotFoundError();
    return { rows: [venue], total: 1 };
  }
}
