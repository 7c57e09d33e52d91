import { DomainError } from '../../../shared/domain/domain-error.js';

export class InvalidVenueStateError extends DomainError {
  readonly code = 'INVALID_VENUE_STATE';
  constructor() {
    super('The "State" field must be a US state or military code.');
  }
}

export class InvalidVenueTimeZoneError extends DomainError {
  readonly code = 'INVALID_VENUE_TIME_ZONE';
  constructor() {
    super('The "Time Zone" field must be Eastern, Central, Mountain, Pacific, Alaska or Hawaii.');
  }
}

export class EventTypeNotForNewEventsError extends DomainError {
  readonly code = 'EVENT_TYPE_NOT_FOR_NEW_EVENTS';
  constructor() {
    super('Only Regular, Satellite and Quarterly events can be added');
  }
}

export class StopBeforeStartError extends DomainError {
  readonly code = 'STOP_BEFORE_START';
  constructor() {
    super('The stop date must not be before the start date');
  }
}

export class InvalidEventDayError extends DomainError {
  readonly code = 'INVALID_EVENT_DAY';
  constructor() {
    super('The "Event Day" field must be a day from Sunday to Saturday.');
  }
}

export class InvalidFrequencyError extends DomainError {
  readonly code = 'INVALID_FREQUENCY';
  constructor() {
    super('The "Frequency" field must be Weekly, Bi-Weekly, 1st, 2nd or 3rd Week, or Last Week.');
  }
}
