import type { Venue } from '../../domain/venue.js';
import type { RecurringEvent } from '../../domain/recurring-event.js';

/** A window of league days, both ends included (yyyy-MM-dd). */
export interface DayWindow {
  start: string;
  stop: string;
}

export interface EventView extends RecurringEvent {
  venueName: string;
  hostName: string | null;
}

/** Read side: straight to the database for the lists of SPEC section 7. */
export abstract class VenueReader {
  /** Every venue, or the venues a player hosted at; with a window, only venues active in it. */
  abstract listVenues(filter: { playerID: number; window?: DayWindow }): Promise<Venue[]>;
  /** Events of a venue (0: every venue); with a window, only events running in it. */
  abstract listEvents(filter: { venueID: number; window?: DayWindow }): Promise<EventView[]>;
  abstract getEvent(eventID: number): Promise<EventView | null>;
}
