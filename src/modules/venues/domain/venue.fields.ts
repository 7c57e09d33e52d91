import { recordTable } from '../../../shared/domain/field-table.js';
import { DEFAULT_VENUE_STATE, US_STATES } from '../../../shared/domain/us-states.js';
import { DEFAULT_VENUE_TIME_ZONE, VENUE_TIME_ZONES } from '../../../shared/domain/time-zones.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { isVenueWebsite } from './venue-website.js';
import {
  InvalidMapUrlError,
  InvalidVenueStateError,
  InvalidVenueTimeZoneError,
  InvalidWebsiteError,
} from './venues.errors.js';

/** Staff details of a venue are for hosts and up (product §5: fields with an access level are hidden from others). */
const STAFF = UserType.Host;

/**
 * A venue's fields, in form order (product §3). Saving a venue is for managers and up.
 * The Venue type, the entity's columns, the request body, the API description, the read
 * SQL, the answers' filtering and the seeders' defaults all come from here: a new field is
 * added here, in a migration and (for its own widget) on the screen
 * (docs/decisions/0104-field-table-down-to-the-entity-one-merge-step.md).
 */
export const VENUE_FIELDS = recordTable({
  venueID: {
    label: 'Venue ID',
    type: 'integer',
    min: 0,
    default: 0,
    description: '0 (or absent) for a venue not saved yet: saving creates it',
  },
  title: { label: 'Title', type: 'string', required: true, max: 64 },
  address: { label: 'Address', type: 'string', required: true, max: 128 },
  city: { label: 'City', type: 'string', required: true, max: 20 },
  state: {
    label: 'State',
    type: 'string',
    max: 2,
    oneOf: Object.keys(US_STATES),
    default: DEFAULT_VENUE_STATE,
    errors: { invalid: () => new InvalidVenueStateError() },
    description: 'A US state or military code; defaults to WA',
  },
  zipCode: { label: 'Zip Code', type: 'string', max: 10 },
  timeZone: {
    label: 'Time Zone',
    type: 'string',
    oneOf: VENUE_TIME_ZONES.map((entry) => entry.zone),
    default: DEFAULT_VENUE_TIME_ZONE,
    errors: { invalid: () => new InvalidVenueTimeZoneError() },
    description: 'Defaults to America/Los_Angeles (Pacific)',
  },
  location: { label: 'Location', type: 'string', max: 128, description: 'e.g. Downtown Tacoma' },
  contactName: { label: 'Contact Name', type: 'string', max: 64, readLevel: STAFF },
  phone: { label: 'Phone', type: 'string', max: 32 },
  email: { label: 'Email', type: 'email', max: 64, readLevel: STAFF },
  website: {
    label: 'Website',
    type: 'string',
    max: 128,
    check: (value) => (isVenueWebsite(value) ? undefined : new InvalidWebsiteError()),
    description: 'Begins with http:// or https://',
  },
  placeID: { label: 'Place ID', type: 'string', max: 64, description: "The map's place id" },
  mapURL: {
    label: 'Map URL',
    type: 'string',
    max: 255,
    check: (value) => (isVenueWebsite(value) ? undefined : new InvalidMapUrlError()),
    description: 'Link to the venue on a map; begins with http:// or https://',
  },
  notes: { label: 'Notes', type: 'string', max: 2000, multiline: true, readLevel: STAFF },
});
