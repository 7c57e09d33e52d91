import { assertFields, visibleTo, type RecordOf } from '../../../shared/domain/field-table.js';
import { DEFAULT_VENUE_STATE } from '../../../shared/domain/us-states.js';
import { DEFAULT_VENUE_TIME_ZONE } from '../../../shared/domain/time-zones.js';
import { VENUE_FIELDS } from './venue.fields.js';

/** A venue as VENUE_FIELDS describes it: title, address and city always set, state and time zone defaulted. */
export type Venue = RecordOf<typeof VENUE_FIELDS>;

export type VenueInput = Omit<Venue, 'state' | 'timeZone'> & { state: string | null; timeZone: string | null };

/** Product §3.2: the fields as VENUE_FIELDS rules them; state defaults to WA (any case given), time zone to Pacific. */
export function prepareVenue(input: VenueInput): Venue {
  const venue = {
    ...input,
    state: (input.state ?? DEFAULT_VENUE_STATE).toUpperCase(),
    timeZone: input.timeZone ?? DEFAULT_VENUE_TIME_ZONE,
  };
  assertFields(VENUE_FIELDS, venue);
  return venue;
}

/** A venue as a viewer may see it: staff details only for hosts and up. */
export type PublicVenue = Partial<Venue> & Pick<Venue, 'venueID' | 'title'>;

export const venueFor = (viewerLevel: number, venue: Venue): Venue | PublicVenue =>
  visibleTo(VENUE_FIELDS, viewerLevel, venue) as PublicVenue;
