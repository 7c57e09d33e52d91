import { EventType, NEW_GAME_EVENT_TYPES } from '../../../shared/domain/event-type.js';
import { assertFields } from '../../../shared/domain/field-table.js';
import { SERIES_FIELDS } from './series.fields.js';
import { buildSeriesTitle, Frequency, normaliseEventTime, resolveSeriesStartDate, type EventDay } from './series-schedule.js';
import { EventTypeNotForNewSeriesError, StopBeforeStartError } from './venues.errors.js';

export interface Series {
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

export interface SeriesInput {
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
 * Product §3.3, §4.13 and §5.2 for saving an event: a venue is required; the time is kept
 * as HH:mm:00; the start date defaults to today and, once set, only the
 * effective date may move; a blank title is built from the venue and schedule.
 */
export function prepareEvent(input: SeriesInput, existing: Series | null, venueTitle: string, today: string): Series {
  assertFields(SERIES_FIELDS, input);
  const venueID = input.venueID as number;
  const eventDay = input.eventDay as EventDay;
  const frequency = (input.frequency ?? Frequency.Weekly) as Frequency;
  const eventType = (input.eventType ?? EventType.Regular) as EventType;
  const keepsItsType = existing !== null && existing.eventType === eventType;
  if (!keepsItsType && !NEW_GAME_EVENT_TYPES.includes(eventType)) throw new EventTypeNotForNewSeriesError();

  const startDate = resolveSeriesStartDate(existing?.startDate, input.startDate, today);
  if (input.stopDate && input.stopDate < startDate) throw new StopBeforeStartError();

  const eventTime = normaliseEventTime(input.eventTime);
  return {
    eventID: existing?.eventID ?? 0,
    title: input.title || buildSeriesTitle(venueTitle, eventDay, frequency, eventTime),
    venueID,
    hostID: input.hostID || null,
    eventType,
    eventDay,
    frequency,
    eventTime,
    startDate,
    effectDate: input.effectDate,
    stopDate: input.stopDate,
  };
}
