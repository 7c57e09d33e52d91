import { DEFAULT_VENUE_STATE } from '@league/shared/domain/us-states.js';
import { DEFAULT_VENUE_TIME_ZONE } from '@league/shared/domain/time-zones.js';
import type { RecordFormSpec } from '@/components/ui/record-form';
import type { Venue, VenueInput } from '../api/venues';

/** The venue form's values: every field as the text its input holds. */
export interface VenueFormValues {
  title: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  location: string;
  placeID: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  timeZone: string;
  notes: string;
  mapURL: string;
}

export type VenueField = keyof VenueFormValues;

/** Labels, as the server's messages name them (`The "Title" field is required.`). */
export const VENUE_LABELS: Record<VenueField, string> = {
  title: 'Title',
  contactName: 'Contact Name',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  location: 'Location',
  placeID: 'Place ID',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  timeZone: 'Time Zone',
  notes: 'Notes',
  mapURL: 'Map URL',
};

/** SPEC 3 lengths; inputs stop at these so a refusal for length is rare. */
export const VENUE_MAX_LENGTHS: Partial<Record<VenueField, number>> = {
  title: 64,
  contactName: 64,
  email: 64,
  phone: 32,
  website: 128,
  location: 128,
  placeID: 64,
  address: 128,
  city: 20,
  zipCode: 10,
  notes: 2000,
  mapURL: 255,
};

export const newVenueValues = (): VenueFormValues => ({
  title: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  location: '',
  placeID: '',
  address: '',
  city: '',
  state: DEFAULT_VENUE_STATE,
  zipCode: '',
  timeZone: DEFAULT_VENUE_TIME_ZONE,
  notes: '',
  mapURL: '',
});

export const venueToValues = (venue: Venue): VenueFormValues => ({
  title: venue.title ?? '',
  contactName: venue.contactName ?? '',
  email: venue.email ?? '',
  phone: venue.phone ?? '',
  website: venue.website ?? '',
  location: venue.location ?? '',
  placeID: venue.placeID ?? '',
  address: venue.address ?? '',
  city: venue.city ?? '',
  state: venue.state || DEFAULT_VENUE_STATE,
  zipCode: venue.zipCode ?? '',
  timeZone: venue.timeZone || DEFAULT_VENUE_TIME_ZONE,
  notes: venue.notes ?? '',
  mapURL: venue.mapURL ?? '',
});

const optional = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The body for POST /v1/venue. Required fields go as (trimmed) text, even when
 * empty, so the server answers with its own "required" message; blank optional
 * fields go as null. Notes keep their inner line breaks.
 */
export const valuesToVenue = (venueID: number, values: VenueFormValues): VenueInput => ({
  venueID,
  title: values.title.trim(),
  contactName: optional(values.contactName),
  email: optional(values.email),
  phone: optional(values.phone),
  website: optional(values.website),
  location: optional(values.location),
  placeID: optional(values.placeID),
  address: values.address.trim(),
  city: values.city.trim(),
  state: values.state,
  zipCode: optional(values.zipCode),
  timeZone: values.timeZone,
  notes: optional(values.notes),
  mapURL: optional(values.mapURL),
});

/**
 * Which field a server message is about, so the input can be marked too:
 * `The "Title" field is required.`, `Website must begin with http:// or https://`,
 * `A venue with this title already exists`.
 */
export function venueFieldOf(message: string): VenueField | null {
  const quoted = /^The "([^"]+)" field/.exec(message)?.[1];
  const entries = Object.entries(VENUE_LABELS) as [VenueField, string][];
  if (quoted) return entries.find(([, label]) => label.toLowerCase() === quoted.toLowerCase())?.[0] ?? null;
  const lower = message.toLowerCase();
  const leading = entries.find(([, label]) => lower.startsWith(label.toLowerCase() + ' '));
  if (leading) return leading[0];
  if (/\btitle\b/.test(lower)) return 'title';
  return null;
}

/** The venue form: its wording, fields and values (components/ui/record-form). */
export const VENUE_FORM: RecordFormSpec<'venue', Venue, VenueFormValues> = {
  noun: 'venue',
  headings: { update: 'Update the venue below.', add: 'Add a venue below.' },
  fields: { labels: VENUE_LABELS, maxLengths: VENUE_MAX_LENGTHS, fieldOf: venueFieldOf },
  toValues: (venue) => (venue ? venueToValues(venue) : newVenueValues()),
  identify: (venue) => ({ id: venue.venueID, name: venue.title }),
};
