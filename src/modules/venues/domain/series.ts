import { EventType, NEW_GAME_EVENT_TYPES } from '../../../shared/domain/event-type.js';
import { assertFields, withDefaults, type InputOf, type RecordOf } from '../../../shared/domain/field-table.js';
import { SERIES_FIELDS } from './series.fields.js';
import {
  buildSeriesTitle,
  Frequency,
  normaliseEventTime,
  resolveSeriesStartDate,
  type EventDay,
} from './series-schedule.js';
import { EventTypeNotForNewSeriesError, StopBeforeStartError } from './venues.errors.js';

/**
 * A saved event as SERIES_FIELDS describes it, with what the save guarantees: a title (built
 * when blank), a start date (today when blank), and the schedule's own types.
 */
export type Series = Omit<
  RecordOf<typeof SERIES_FIELDS>,
  'title' | 'startDate' | 'eventType' | 'eventDay' | 'frequency'
> & {
  title: string;
  /** yyyy-MM-dd */
  startDate: string;
  eventType: EventType;
  /** 1 Sunday .. 7 Saturday */
  eventDay: EventDay;
  frequency: Frequency;
};

/** What a save takes: the body as EventDto checks it. */
export type SeriesInput = InputOf<typeof SERIES_FIELDS>;

/**
 * Product §3.3, §4.13 and §5.2 for saving an event: a venue is required; the time is kept
 * as HH:mm:00; the start date defaults to today and, once set, only the
 * effective date may move; a blank title is built from the venue and schedule.
 */
export function prepareSeries(input: SeriesInput, existing: Series | null, venueTitle: string, today: string): Series {
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
    // The fields the save takes as given, blank ones defaulted (a new plain field needs no edit here).
    ...withDefaults(SERIES_FIELDS, input),
    eventID: existing?.eventID ?? 0,
    title: input.title || buildSeriesTitle(venueTitle, eventDay, frequency, eventTime),
    venueID,
    hostID: input.hostID || null,
    eventType,
    eventDay,
    frequency,
    eventTime,
    startDate,
  };
}
