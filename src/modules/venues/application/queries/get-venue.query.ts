import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type PublicVenue, type Venue } from '../../domain/venue.js';

export class GetVenueQuery extends Query<Rows<Venue | PublicVenue>> {
  constructor(
    readonly venueID: number,
    /** The caller's userType (0 for visitors): staff fields are only for hosts and up. */
    readonly viewerLevel: number,
  ) {
    super();
  }
}
