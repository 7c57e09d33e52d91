import { US_STATES } from '../../../shared/domain/us-states.js';
import { VENUE_TIME_ZONES } from '../../../shared/domain/time-zones.js';
import { Field } from '../../../shared/interface/validation/field.decorator.js';

export class VenueDto {
  @Field({ label: 'Venue ID', kind: 'integer', min: 0, description: '0 or absent creates a venue' })
  venueID!: number | null;

  @Field({ label: 'Title', kind: 'string', required: true, max: 64 })
  title!: string;

  @Field({ label: 'Contact Name', kind: 'string', max: 64 })
  contactName!: string | null;

  @Field({ label: 'Email', kind: 'email', max: 64 })
  email!: string | null;

  @Field({ label: 'Phone', kind: 'string', max: 32 })
  phone!: string | null;

  @Field({ label: 'Website', kind: 'string', max: 128, description: 'Must begin with http:// or https://' })
  website!: string | null;

  @Field({ label: 'Location', kind: 'string', max: 128 })
  location!: string | null;

  @Field({ label: 'Place ID', kind: 'string', max: 64 })
  placeID!: string | null;

  @Field({ label: 'Address', kind: 'string', required: true, max: 128 })
  address!: string;

  @Field({ label: 'City', kind: 'string', required: true, max: 20 })
  city!: string;

  @Field({ label: 'State', kind: 'string', max: 2, oneOf: Object.keys(US_STATES), description: 'Defaults to WA' })
  state!: string | null;

  @Field({ label: 'Zip Code', kind: 'string', max: 10 })
  zipCode!: string | null;

  @Field({ label: 'Time Zone', kind: 'string', oneOf: VENUE_TIME_ZONES.map((entry) => entry.zone), description: 'Defaults to America/Los_Angeles' })
  timeZone!: string | null;

  @Field({ label: 'Notes', kind: 'string', max: 2000 })
  notes!: string | null;

  @Field({ label: 'Map URL', kind: 'string', max: 255 })
  mapURL!: string | null;
}

export class VenueIdDto {
  @Field({ label: 'Venue ID', kind: 'integer', required: true, min: 1 })
  venueID!: number;
}

export class EventDto {
  @Field({ label: 'Event ID', kind: 'integer', min: 0, description: '0 or absent creates an event' })
  eventID!: number | null;

  @Field({ label: 'Title', kind: 'string', max: 64, description: 'Blank: built from the venue title and the schedule' })
  title!: string | null;

  /** Checked by the use case so a missing venue says SPEC's "No venue selected". */
  @Field({ label: 'Venue', kind: 'integer', min: 0 })
  venueID!: number | null;

  @Field({ label: 'Host', kind: 'integer', min: 0 })
  hostID!: number | null;

  @Field({ label: 'Event Type', kind: 'integer', description: 'Regular 1, Satellite 2 or Quarterly 3 for new events' })
  eventType!: number | null;

  @Field({ label: 'Event Day', kind: 'integer', required: true, min: 1, max: 7, description: '1 Sunday .. 7 Saturday' })
  eventDay!: number;

  @Field({ label: 'Frequency', kind: 'integer', oneOf: [1, 2, 3, 4, 5, 9], description: 'Weekly 1, Bi-Weekly 2, 1st Week 3, 2nd Week 4, 3rd Week 5, Last Week 9' })
  frequency!: number | null;

  @Field({ label: 'Event Time', kind: 'time', required: true, example: '19:00' })
  eventTime!: string;

  @Field({ label: 'Start Date', kind: 'date', description: 'Defaults to today; cannot change once set' })
  startDate!: string | null;

  @Field({ label: 'Effective Date', kind: 'date' })
  effectDate!: string | null;

  @Field({ label: 'Stop Date', kind: 'date' })
  stopDate!: string | null;
}

export class EventIdDto {
  @Field({ label: 'Event ID', kind: 'integer', required: true, min: 1 })
  eventID!: number;
}
