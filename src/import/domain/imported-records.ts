import type { EventType } from '../../shared/domain/event-type.js';
import { defaultRecordOf } from '../../shared/domain/field-table.js';
import { SERIES_FIELDS } from '../../modules/venues/domain/series.fields.js';
import type { EventDay, Frequency } from '../../modules/venues/domain/series-schedule.js';
import type { Series, SeriesInput } from '../../modules/venues/domain/series.js';
import { VENUE_FIELDS } from '../../modules/venues/domain/venue.fields.js';
import type { VenueInput } from '../../modules/venues/domain/venue.js';
import type { OldEvent, OldVenue } from './old-site-records.js';

/** Blank text from the old site is no value. */
export const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/**
 * What a venue save takes for the old site's venue. The table's defaults come first, so a
 * field this site adds later (the old site has none of its own) takes its default with no
 * edit here: a new field stays its table, its migration and, for a widget, the form.
 */
export function importedVenueInput(venue: OldVenue): VenueInput {
  return {
    ...defaultRecordOf(VENUE_FIELDS),
    venueID: 0,
    title: venue.title,
    contactName: blankToNull(venue.contactName),
    email: blankToNull(venue.email),
    phone: blankToNull(venue.phone),
    website: blankToNull(venue.website),
    location: blankToNull(venue.location),
    placeID: blankToNull(venue.placeID),
    address: venue.address,
    city: venue.city,
    state: blankToNull(venue.state),
    zipCode: blankToNull(venue.zipCode),
    timeZone: blankToNull(venue.timeZone),
    notes: blankToNull(venue.notes),
    mapURL: blankToNull(venue.mapURL),
  };
}

/**
 * What an event save takes for the old site's event, with its new venue and host ids: the
 * input, and the event as saved already (it exists on the old site, so it keeps its type and
 * start date, as a save of a saved event does). The table's defaults come first, as above.
 */
export function importedSeriesInput(
  event: OldEvent,
  ids: { venueID: number; hostID: number | null },
  startDate: string,
): { input: SeriesInput; existing: Series } {
  const { venueID, hostID } = ids;
  return {
    input: { ...defaultRecordOf(SERIES_FIELDS), ...event, eventID: 0, venueID, hostID, startDate },
    existing: {
      ...defaultRecordOf(SERIES_FIELDS),
      eventID: 0,
      title: event.title ?? '',
      venueID,
      hostID,
      eventType: event.eventType as EventType,
      eventDay: event.eventDay as EventDay,
      frequency: (event.frequency ?? 1) as Frequency,
      eventTime: event.eventTime,
      startDate,
      effectDate: event.effectDate,
      stopDate: event.stopDate,
    },
  };
}
