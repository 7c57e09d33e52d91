import { EventType, NEW_GAME_EVENT_TYPES, isEventType } from '../../../shared/domain/event-type.js';
import { buildEventTitle, isEventDay, isFrequency, normaliseEventTime, resolveEventStartDate, type EventDay, type Frequency } from './event-schedule.js';
import { EventTypeNotForNewEventsError, InvalidEventDayError, InvalidFrequencyError, NoVenueSelectedError, StopBeforeStartError } from './venues.errors.js';

export interface RecurringEvent {
  /** 0 for an event not saved yet. */
  eventID: number;
  title: string;
  venueID: number;
  hostID: number | null;
  eventType: EventType;
  eventDay: EventDay;
  frequency: Frequency;
  /** "HH:mm:00" */
  eventTime: string;
  /** yyyy-MM-dd */
  startDate: string;
  effectDate: string | null;
  stopDate: string | null;
}

export interface EventInput {
  eventID: number;
  title: string | null;
  venueID: number | null;
  hostID: number | null;
  eventType: number | null;
  eventDay: number;
  frequency: number | null;
  eventTime: string;
  startDate: string | null;
  effectDate: string | null;
  stopDate: string | null;
}

/**
 * SPEC sections 3-5 for saving an event: a venue is required; the time is kept
 * as HH:mm:00; the start date defaults to today and, once set, only the
 * effective date may move; a blank title is built from the venue and schedule.
 */
export function prepareEvent(input: EventInput, existing: RecurringEvent | null, venueTitle: string, today: string): RecurringEvent {
  if (!input.venueID) throw new NoVenueSelectedError();
  if (!isEventDay(input.eventDay)) throw new InvalidEventDayError();
  const frequency = input.frequency ?? 1;
  if (!isFrequency(frequency)) throw new InvalidFrequencyError();

  const eventType = input.eventType ?? EventType.Regular;
  const keepsItsType = existing !== null && existing.eventType === eventType;
  if (!isEventType(eventType) || (!keepsItsType && !NEW_GAME_EVENT_TYPES.includes(eventType))) throw new EventTypeNotForNewEventsError();

  const startDate = resolveEventStartDate(existing?.startDate, input.startDate, today);
  if (input.stopDate && input.stopDate < startDate) throw new StopBeforeStartError();

  const eventTime = normaliseEventTime(input.eventTime);
  return {
    eventID: existing?.eventID ?? 0,
    title: input.title || buildEventTitle(venueTitle, input.eventDay, frequency, eventTime),
    venueID: input.venueID,
    hostID: input.hostID || null,
    eventType,
    eventDay: input.eventDay,
    frequency,
    eventTime,
    startDate,
    effectDate: input.effectDate,
    stopDate: input.stopDate,
  };
}
