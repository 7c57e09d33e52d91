import { EventType } from '../../../shared/domain/event-type.js';
import { recordTable } from '../../../shared/domain/field-table.js';
import { SERIES_TITLE_MAX_LENGTH, EventDay, Frequency } from './series-schedule.js';
import {
  EventTypeNotForNewSeriesError,
  InvalidEventDayError,
  InvalidEventTimeError,
  InvalidFrequencyError,
  NoVenueSelectedError,
} from './venues.errors.js';

/**
 * A recurring event's fields, in form order (product §3). Saving an event is for
 * managers and up. Rules that need more than one field or the saved event (the start
 * date, new events' types, stop after start, an eligible host) stay in prepareSeries.
 * SeriesInput, Series, the entity's columns, the request body, the API description,
 * the read SQL and the form all come from here.
 */
export const SERIES_FIELDS = recordTable({
  eventID: { label: 'Event ID', type: 'integer', min: 0, default: 0, description: '0 or absent creates an event' },
  venueID: {
    label: 'Venue',
    type: 'integer',
    required: true,
    errors: { missing: () => new NoVenueSelectedError(), invalid: () => new NoVenueSelectedError() },
    check: (venueID) => (typeof venueID === 'number' && venueID > 0 ? undefined : new NoVenueSelectedError()),
  },
  title: {
    label: 'Title',
    type: 'string',
    max: SERIES_TITLE_MAX_LENGTH,
    description: 'Blank: built from the venue title and the schedule',
  },
  hostID: { label: 'Host', type: 'integer', min: 0, description: 'A player of host level; blank or 0 for no host' },
  eventType: {
    label: 'Event Type',
    type: 'integer',
    oneOf: Object.values(EventType),
    default: EventType.Regular,
    errors: { invalid: () => new EventTypeNotForNewSeriesError() },
    description: 'Regular 1, Satellite 2 or Quarterly 3 for new events',
  },
  eventDay: {
    label: 'Event Day',
    type: 'integer',
    required: true,
    oneOf: Object.values(EventDay),
    errors: { invalid: () => new InvalidEventDayError() },
    description: '1 Sunday .. 7 Saturday',
  },
  frequency: {
    label: 'Frequency',
    type: 'integer',
    oneOf: Object.values(Frequency),
    default: Frequency.Weekly,
    errors: { invalid: () => new InvalidFrequencyError() },
    description: 'Weekly 1, Bi-Weekly 2, 1st Week 3, 2nd Week 4, 3rd Week 5, Last Week 9',
  },
  eventTime: {
    label: 'Event Time',
    type: 'time',
    required: true,
    errors: { invalid: () => new InvalidEventTimeError() },
    example: '19:00',
  },
  startDate: { label: 'Start Date', type: 'date', description: 'Defaults to today; cannot change once set' },
  effectDate: { label: 'Effective Date', type: 'date' },
  stopDate: { label: 'Stop Date', type: 'date' },
});
