import type { Venue } from '../../domain/venue.js';

export abstract class VenueRepository {
  abstract findByID(venueID: number): Promise<Venue | null>;
  /** Case-insensitive, for the unique-title rule. */
  abstract findByTitle(title: string): Promise<Venue | null>;
  /** Inserts when venueID is 0; answers the saved venue. Throws VenueTitleTakenError on a duplicate title. */
  abstract save(venue: Venue): Promise<Venue>;
  abstract isInUse(venueID: number): Promise<boolean>;
  abstract delete(venueID: number): Promise<void>;
}
