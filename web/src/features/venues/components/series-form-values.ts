import { EVENT_TYPE_NAMES, NEW_GAME_EVENT_TYPES } from '@league/shared/domain/event-type.js';
import { SERIES_FIELDS } from '@league/modules/venues/domain/series.fields.js';
import {
  buildSeriesTitle,
  describeSchedule,
  EVENT_DAY_NAMES,
  FREQUENCY_NAMES,
  isEventDay,
  isFrequency,
} from '@league/modules/venues/domain/series-schedule.js';
import { formFields, formValues, sentValues, type FormValues } from '@/components/ui/field-form';
import { todayEventDay, todayIso } from '../api/dates';
import type { VenueSeries, VenueSeriesInput } from '../api/series';
import type { HostChoice } from '@/catalog';

/** What the event form edits: the event's table but its id and venue (the selections give them). */
export const SERIES_FORM_FIELDS = formFields(SERIES_FIELDS, 'eventID', 'venueID');

export type SeriesFormValues = FormValues<typeof SERIES_FORM_FIELDS>;

/** The fields series-form.tsx lays out by hand (a spec reads them there); any other field of the table gets its plain input. */
export const SERIES_LAID_OUT: readonly (keyof typeof SERIES_FORM_FIELDS)[] = [
  'title',
  'hostID',
  'eventType',
  'eventDay',
  'frequency',
  'eventTime',
  'startDate',
  'effectDate',
  'stopDate',
];

/** A new weekly Regular game, tonight's weekday at 7 pm, starting today. */
export const DEFAULT_EVENT_TIME = '19:00';

/** "HH:mm:ss" as a time input holds it: "HH:mm". */
const toInputTime = (time: string): string => time.slice(0, 5);

/** A saved event's values; a new event takes the table's defaults, today's weekday at 7 pm, starting today. */
export function seriesFormValues(event: VenueSeries | null): SeriesFormValues {
  if (!event)
    return {
      ...formValues(SERIES_FORM_FIELDS),
      eventDay: todayEventDay(),
      eventTime: DEFAULT_EVENT_TIME,
      startDate: todayIso(),
    };
  const values = formValues(SERIES_FORM_FIELDS, event);
  return { ...values, eventTime: toInputTime(values.eventTime) };
}

/** "19:00" -> "19:00:00"; the server stores times to the second. */
const toEventTime = (time: string): string => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

/**
 * The body for POST /v1/event. Numbers go as numbers, No Host and blank dates as
 * null; a blank title goes as null, so the server builds it.
 */
export function seriesInput(eventID: number, venueID: number, values: SeriesFormValues): VenueSeriesInput {
  const sent = sentValues(SERIES_FORM_FIELDS, values);
  return { eventID, venueID, ...sent, eventTime: toEventTime(sent.eventTime) };
}

/**
 * The title the server will build for a blank one, by the same shared rule
 * (e.g. "The Tavern - Tuesdays 7:00 PM"). Without a valid time yet it leaves
 * the time out rather than fail.
 */
export function previewSeriesTitle(
  venueTitle: string,
  values: Pick<SeriesFormValues, 'eventDay' | 'frequency' | 'eventTime'>,
): string {
  const { eventDay, frequency } = values;
  if (eventDay === null || frequency === null || !isEventDay(eventDay) || !isFrequency(frequency)) return venueTitle;
  try {
    return buildSeriesTitle(venueTitle, eventDay, frequency, toEventTime(values.eventTime));
  } catch {
    return `${venueTitle} - ${describeSchedule(eventDay, frequency)}`;
  }
}

interface Option {
  value: string;
  label: string;
}

const typeName = (eventType: number): string =>
  (EVENT_TYPE_NAMES as Readonly<Record<number, string>>)[eventType] ?? `Type ${eventType}`;

/** Regular, Satellite, Quarterly; an existing event of another type keeps its own. */
export function eventTypeOptions(current: number | null): Option[] {
  const options = NEW_GAME_EVENT_TYPES.map((type) => ({ value: String(type), label: typeName(type) }));
  if (current !== null && !options.some((option) => option.value === String(current))) {
    options.push({ value: String(current), label: typeName(current) });
  }
  return options;
}

export const EVENT_DAY_OPTIONS: Option[] = Object.entries(EVENT_DAY_NAMES).map(([day, name]) => ({
  value: day,
  label: name,
}));

export const FREQUENCY_OPTIONS: Option[] = Object.entries(FREQUENCY_NAMES).map(([frequency, name]) => ({
  value: frequency,
  label: name,
}));

/** The select's value for No Host: the form holds null. */
export const NO_HOST = '';

/** "No Host" first, then every host; a host no longer listed keeps a named entry. */
export function hostOptions(
  hosts: readonly HostChoice[],
  current: { hostID: number | null; hostName?: string | null } | null,
): Option[] {
  const options = [
    { value: NO_HOST, label: 'No Host' },
    ...hosts.map((host) => ({ value: String(host.playerID), label: host.title })),
  ];
  if (current?.hostID && !options.some((option) => option.value === String(current.hostID))) {
    options.push({ value: String(current.hostID), label: current.hostName || `Player ${current.hostID}` });
  }
  return options;
}

/** The event form's words and the record's name (components/ui/use-master-detail). */
export const SERIES_FORM = {
  noun: 'event',
  headings: { update: 'Update the event below.', add: 'For recurring games, add an event below.' },
  identify: (event: VenueSeries) => ({ id: event.eventID, name: event.title }),
  savedRecord: (answer: { event: VenueSeries }) => answer.event,
};
