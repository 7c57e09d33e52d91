import type { Venue } from '../../domain/venue.js';

export abstract class VenueRepository {
  abstract findByID(venueID: number): Promise<Venue | null>;
  /** Case-insensitive, for the unique-title rule. */
  abstract findByTitle(title: string): Promise<Venue | null>;
  /** Inserts when venueID is 0; answers the saved venue. Throws VenueTitleTakenError on a duplicate title. */
  abstract save(venue: Venue): Promise<Venue>;
  /**
   * Deletes the venue and its events (their schedule ledgers go with them); throws
   * VenueInUseError when a game still names the venue (one added since it was cleared).
   */
  abstract deleteWithSeries(venueID: number): Promise<void>;
}
