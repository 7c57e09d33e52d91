import { DEFAULT_VENUE_STATE, isUsState } from '../../../shared/domain/us-states.js';
import { DEFAULT_VENUE_TIME_ZONE, isVenueTimeZone } from '../../../shared/domain/time-zones.js';
import { InvalidVenueStateError, InvalidVenueTimeZoneError } from './venues.errors.js';
import { assertVenueWebsite } from './venue-website.js';

export interface Venue {
  /** 0 for a venue not saved yet. */
  venueID: number;
  title: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  location: string | null;
  placeID: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
  timeZone: string;
  notes: string | null;
  mapURL: string | null;
}

export type VenueInput = Omit<Venue, 'state' | 'timeZone'> & { state: string | null; timeZone: string | null };

/** SPEC section 3: state defaults to WA, time zone to Pacific; a website must begin http:// or https://. */
export function prepareVenue(input: VenueInput): Venue {
  const state = (input.state ?? DEFAULT_VENUE_STATE).toUpperCase();
  if (!isUsState(state)) throw new InvalidVenueStateError();
  const timeZone = input.timeZone ?? DEFAULT_VENUE_TIME_ZONE;
  if (!isVenueTimeZone(timeZone)) throw new InvalidVenueTimeZoneError();
  assertVenueWebsite(input.website);
  return { ...input, state, timeZone };
}

/** Staff details of a venue: shown to hosts and up only (SPEC 5: fields with an access level are hidden from others). */
export const VENUE_STAFF_FIELDS = ['contactName', 'email', 'notes'] as const;
export const VENUE_STAFF_LEVEL = 20;

export type PublicVenue = Omit<Venue, (typeof VENUE_STAFF_FIELDS)[number]>;

export function venueFor(viewerLevel: number, venue: Venue): Venue | PublicVenue {
  if (viewerLevel >= VENUE_STAFF_LEVEL) return venue;
  const { contactName: _contact, email: _email, notes: _notes, ...shown } = venue;
  return shown;
}
