import { VENUE_FIELDS } from '@league/modules/venues/domain/venue.fields.js';
import { formFields, formValues, sentValues, type FormValues } from '@/components/ui/field-form';
import type { Venue, VenueInput } from '../api/venues';

/** What the venue form edits: every field of the venue's table but its id (the selection gives it). */
export const VENUE_FORM_FIELDS = formFields(VENUE_FIELDS, 'venueID');

export type VenueFormValues = FormValues<typeof VENUE_FORM_FIELDS>;

/** The fields venue-form.tsx lays out by hand (a spec reads them there); any other field of the table gets its plain input. */
export const VENUE_LAID_OUT: readonly (keyof typeof VENUE_FORM_FIELDS)[] = [
  'title',
  'address',
  'city',
  'state',
  'zipCode',
  'timeZone',
  'location',
  'contactName',
  'phone',
  'email',
  'website',
  'placeID',
  'mapURL',
  'notes',
];

/** A saved venue's values, or a new venue's (the table's defaults: WA, Pacific time). */
export const venueFormValues = (venue: Venue | null): VenueFormValues => formValues(VENUE_FORM_FIELDS, venue);

/** The body for POST /v1/venue: text trimmed, blank optional fields as null; venueID 0 adds. */
export const venueInput = (venueID: number, values: VenueFormValues): VenueInput => ({
  venueID,
  ...sentValues(VENUE_FORM_FIELDS, values),
});

/** The venue form's words and the record's name (components/ui/use-master-detail). */
export const VENUE_FORM = {
  noun: 'venue',
  headings: { update: 'Update the venue below.', add: 'Add a venue below.' },
  identify: (venue: Venue) => ({ id: venue.venueID, name: venue.title }),
  savedRecord: (answer: { venue: Venue }) => answer.venue,
};
