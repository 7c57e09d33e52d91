import { DomainError } from '../../../shared/domain/domain-error.js';

/** Once an event has a start date, only its effective date may change (product §4.13). */
export class OnlyEffectiveDateChangeableError extends DomainError {
  readonly code = 'ONLY_EFFECTIVE_DATE_CHANGEABLE';
  override readonly field = 'startDate';
  constructor() {
    super('You may only change the effective date of an event');
  }
}

export class NoVenueSelectedError extends DomainError {
  readonly code = 'NO_VENUE_SELECTED';
  override readonly field = 'venueID';
  constructor() {
    super('No venue selected');
  }
}

export class VenueNotFoundError extends DomainError {
  readonly code = 'VENUE_NOT_FOUND';
  constructor() {
    super('Venue not found', 'not-found');
  }
}

export class SeriesNotFoundError extends DomainError {
  readonly code = 'EVENT_NOT_FOUND';
  constructor() {
    super('Event not found', 'not-found');
  }
}

export class VenueTitleTakenError extends DomainError {
  readonly code = 'VENUE_TITLE_TAKEN';
  override readonly field = 'title';
  constructor() {
    super('A venue with this title already exists', 'conflict');
  }
}

export class InvalidWebsiteError extends DomainError {
  readonly code = 'INVALID_WEBSITE';
  override readonly field = 'website';
  constructor() {
    super('Website must begin with http:// or https://');
  }
}

/** A map link is a web address too: only http and https are ever put in a link (docs/decisions/0091-security-review-output-and-transport.md). */
export class InvalidMapUrlError extends DomainError {
  readonly code = 'INVALID_MAP_URL';
  override readonly field = 'mapURL';
  constructor() {
    super('Map URL must begin with http:// or https://');
  }
}

export class VenueInUseError extends DomainError {
  readonly code = 'VENUE_IN_USE';
  constructor() {
    super('Venue has games that were played and cannot be deleted', 'conflict');
  }
}

export class SeriesInUseError extends DomainError {
  readonly code = 'EVENT_IN_USE';
  constructor() {
    super('Event has games that were played and cannot be deleted; give it a stop date instead', 'conflict');
  }
}

export class InvalidEventTimeError extends DomainError {
  readonly code = 'INVALID_EVENT_TIME';
  override readonly field = 'eventTime';
  constructor() {
    super('Event time must be a time of day, such as 19:00 or 7:00 PM');
  }
}

export class InvalidVenueStateError extends DomainError {
  readonly code = 'INVALID_VENUE_STATE';
  override readonly field = 'state';
  constructor() {
    super('The "State" field must be a US state or military code.');
  }
}

export class InvalidVenueTimeZoneError extends DomainError {
  readonly code = 'INVALID_VENUE_TIME_ZONE';
  override readonly field = 'timeZone';
  constructor() {
    super('The "Time Zone" field must be Eastern, Central, Mountain, Pacific, Alaska or Hawaii.');
  }
}

export class EventTypeNotForNewSeriesError extends DomainError {
  readonly code = 'EVENT_TYPE_NOT_FOR_NEW_EVENTS';
  override readonly field = 'eventType';
  constructor() {
    super('Only Regular, Satellite and Quarterly events can be added');
  }
}

export class StopBeforeStartError extends DomainError {
  readonly code = 'STOP_BEFORE_START';
  override readonly field = 'stopDate';
  constructor() {
    super('The stop date must not be before the start date');
  }
}

export class InvalidEventDayError extends DomainError {
  readonly code = 'INVALID_EVENT_DAY';
  override readonly field = 'eventDay';
  constructor() {
    super('The "Event Day" field must be a day from Sunday to Saturday.');
  }
}

export class InvalidFrequencyError extends DomainError {
  readonly code = 'INVALID_FREQUENCY';
  override readonly field = 'frequency';
  constructor() {
    super('The "Frequency" field must be Weekly, Bi-Weekly, 1st, 2nd or 3rd Week, or Last Week.');
  }
}

export class HostNotEligibleError extends DomainError {
  readonly code = 'HOST_NOT_ELIGIBLE';
  override readonly field = 'hostID';
  constructor() {
    super('The host must be a player of host level');
  }
}
