import { DateTime } from 'luxon';
import { ordinal } from '../../../shared/domain/ordinal.js';
import { requireValidDateTime } from '../../../shared/domain/zoned-period.js';
import { InvalidEventTimeError, OnlyEffectiveDateChangeableError } from './venues.errors.js';

/** A recurring event's day of the week, 1 Sunday to 7 Saturday (product §3.3). */
export const EventDay = {
  Sunday: 1,
  Monday: 2,
  Tuesday: 3,
  Wednesday: 4,
  Thursday: 5,
  Friday: 6,
  Saturday: 7,
} as const;
export type EventDay = (typeof EventDay)[keyof typeof EventDay];

export const Frequency = { Weekly: 1, BiWeekly: 2, FirstWeek: 3, SecondWeek: 4, ThirdWeek: 5, LastWeek: 9 } as const;
export type Frequency = (typeof Frequency)[keyof typeof Frequency];

export const EVENT_DAY_NAMES: Record<EventDay, string> = {
  1: 'Sunday',
  2: 'Monday',
  3: 'Tuesday',
  4: 'Wednesday',
  5: 'Thursday',
  6: 'Friday',
  7: 'Saturday',
};

export const FREQUENCY_NAMES: Record<Frequency, string> = {
  1: 'Weekly',
  2: 'Bi-Weekly',
  3: '1st Week',
  4: '2nd Week',
  5: '3rd Week',
  9: 'Last Week',
};

export const SERIES_TITLE_MAX_LENGTH = 64;

export const isEventDay = (n: number): n is EventDay => Number.isInteger(n) && n >= 1 && n <= 7;
export const isFrequency = (n: number): n is Frequency => (Object.values(Frequency) as number[]).includes(n);

const TIME_24H = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const TIME_12H = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;

/** "HH:mm" or "HH:mm:ss" (or "7:00 PM") -> "HH:mm:00"; throws InvalidEventTimeError otherwise */
export function normaliseEventTime(input: string): string {
  const text = input.trim();
  const h24 = TIME_24H.exec(text);
  const h12 = h24 ? null : TIME_12H.exec(text);
  let hours: number;
  let minutes: number;
  if (h24) {
    [hours, minutes] = [Number(h24[1]), Number(h24[2])];
    if (hours > 23 || (h24[3] !== undefined && Number(h24[3]) > 59)) throw new InvalidEventTimeError();
  } else if (h12) {
    [hours, minutes] = [Number(h12[1]), Number(h12[2] ?? 0)];
    if (hours < 1 || hours > 12) throw new InvalidEventTimeError();
    hours = (hours % 12) + (h12[3].toLowerCase() === 'p' ? 12 : 0);
  } else throw new InvalidEventTimeError();
  if (minutes > 59) throw new InvalidEventTimeError();
  return timeOfDay(hours, minutes).toFormat('HH:mm:00');
}

/** "19:00:00" -> "7:00 PM" */
export function formatEventTime(eventTime: string): string {
  const [hours, minutes] = normaliseEventTime(eventTime).split(':').map(Number);
  return timeOfDay(hours, minutes).toFormat('h:mm a');
}

const timeOfDay = (hour: number, minute: number): DateTime =>
  DateTime.fromObject({ hour, minute }, { zone: 'utc', locale: 'en-US' });

/** "Tuesdays", "Every other Tuesday", "1st Tuesday" ... "Last Tuesday" */
export function describeSchedule(eventDay: EventDay, frequency: Frequency): string {
  const day = EVENT_DAY_NAMES[eventDay];
  switch (frequency) {
    case Frequency.Weekly:
      return `${day}s`;
    case Frequency.BiWeekly:
      return `Every other ${day}`;
    case Frequency.LastWeek:
      return `Last ${day}`;
    default:
      return `${ordinal(weekOfMonth(frequency))} ${day}`;
  }
}

/** e.g. ("The Tavern", 3, 1, "19:00:00") -> "The Tavern - Tuesdays 7:00 PM"; never longer than 64 chars (the venue part is cut) */
export function buildSeriesTitle(
  venueTitle: string,
  eventDay: EventDay,
  frequency: Frequency,
  eventTime: string,
): string {
  const schedule = ` - ${describeSchedule(eventDay, frequency)} ${formatEventTime(eventTime)}`;
  const venue = venueTitle
    .trim()
    .slice(0, SERIES_TITLE_MAX_LENGTH - schedule.length)
    .trimEnd();
  return `${venue}${schedule}`;
}

export interface SeriesSchedule {
  readonly eventDay: EventDay;
  readonly frequency: Frequency;
  /** yyyy-MM-dd; anchors Bi-Weekly: the first event is the first eventDay on or after it */
  readonly startDate: string;
  /** yyyy-MM-dd, inclusive; none means it runs on */
  readonly stopDate?: string | null;
}

/** ISO dates (yyyy-MM-dd) between from and to inclusive on which the event runs; startDate anchors Bi-Weekly */
export function seriesDates(schedule: SeriesSchedule, from: string, to: string): string[] {
  const start = parseDate(schedule.startDate);
  const first = max(parseDate(from), start);
  const last = schedule.stopDate ? min(parseDate(to), parseDate(schedule.stopDate)) : parseDate(to);
  const weekday = luxonWeekday(schedule.eventDay);
  const anchor = start.plus({ days: (weekday - start.weekday + 7) % 7 });
  const dates: string[] = [];
  for (let day = first.plus({ days: (weekday - first.weekday + 7) % 7 }); day <= last; day = day.plus({ weeks: 1 })) {
    if (runsOn(day, schedule.frequency, anchor)) dates.push(day.toISODate()!);
  }
  return dates;
}

/**
 * The start date is set when empty (today by default) and afterwards may not
 * change: only the effective date may (product §4.13).
 */
export function resolveSeriesStartDate(
  saved: string | null | undefined,
  requested: string | null | undefined,
  today: string,
): string {
  if (!saved) return requested || today;
  if (requested && requested !== saved) throw new OnlyEffectiveDateChangeableError();
  return saved;
}

function runsOn(day: DateTime, frequency: Frequency, anchor: DateTime): boolean {
  switch (frequency) {
    case Frequency.Weekly:
      return true;
    case Frequency.BiWeekly:
      return Math.round(day.diff(anchor, 'days').days) % 14 === 0;
    case Frequency.LastWeek:
      return day.day + 7 > day.daysInMonth!;
    default:
      return Math.ceil(day.day / 7) === weekOfMonth(frequency);
  }
}

const weekOfMonth = (frequency: Frequency): number => frequency - Frequency.FirstWeek + 1;

/** luxon counts Monday 1 .. Sunday 7; the league counts Sunday 1 .. Saturday 7. */
const luxonWeekday = (eventDay: EventDay): number => (eventDay === EventDay.Sunday ? 7 : eventDay - 1);

// Calendar dates carry no time of day, so UTC keeps the arithmetic free of daylight saving.
const parseDate = (iso: string): DateTime =>
  requireValidDateTime(DateTime.fromISO(iso, { zone: 'utc' })).startOf('day');
const max = (a: DateTime, b: DateTime): DateTime => (a >= b ? a : b);
const min = (a: DateTime, b: DateTime): DateTime => (a <= b ? a : b);
