import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { SERIES_FIELDS } from '../domain/series.fields.js';
import { VENUE_FIELDS } from '../domain/venue.fields.js';

/** A venue to add (venueID 0 or absent) or update: checked and described by VENUE_FIELDS. */
export class VenueDto extends dtoFrom(VENUE_FIELDS) {}

export class VenueIdDto extends dtoFrom({
  venueID: { ...VENUE_FIELDS.venueID, required: true, min: 1, default: undefined, description: 'The venue to delete' },
}) {}

/** A recurring event to add (eventID 0 or absent) or update: checked and described by SERIES_FIELDS. */
export class EventDto extends dtoFrom(SERIES_FIELDS) {}

export class EventIdDto extends dtoFrom({
  eventID: { ...SERIES_FIELDS.eventID, required: true, min: 1, default: undefined, description: 'The event to delete' },
}) {}
