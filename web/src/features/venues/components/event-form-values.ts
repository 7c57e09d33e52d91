import { EVENT_TYPE_NAMES, EventType, NEW_GAME_EVENT_TYPES } from '@league/shared/domain/event-type.js';
import {
  buildEventTitle,
  describeSchedule,
  EVENT_DAY_NAMES,
  EVENT_TITLE_MAX_LENGTH,
  Frequency,
  FREQUENCY_NAMES,
  isEventDay,
  isFrequency,
} from '@league/modules/venues/domain/event-schedule.js';
import type { RecordFormSpec } from '@/components/ui/record-form';
import { todayEventDay, todayIso } from '../api/dates';
import type { VenueEvent, VenueEventInput } from '../api/events';
import type { HostChoice } from '../api/hosts';

/** The event form's values as its inputs hold them (selects hold numbers as text). */
export interface EventFormValues {
  title: string;
  /** "0" is No Host. */
  hostID: string;
  eventType: string;
  eventDay: string;
  frequency: string;
  /** "HH:mm" as a time input holds it. */
  eventTime: string;
  /** yyyy-MM-dd or "" */
  startDate: string;
  effectDate: string;
  stopDate: string;
}

export type EventField = keyof EventFormValues;

/** Labels, as the server's messages name them. */
export const EVENT_LABELS: Record<EventField, string> = {
  title: 'Title',
  hostID: 'Host',
  eventType: 'Event Type',
  eventDay: 'Event Day',
  frequency: 'Frequency',
  eventTime: 'Event Time',
  startDate: 'Start Date',
  effectDate: 'Effective Date',
  stopDate: 'Stop Date',
};

export { EVENT_TITLE_MAX_LENGTH };

/** A new weekly Regular game, tonight's weekday at 7 pm, starting today. */
export const DEFAULT_EVENT_TIME = '19:00';

export const NO_HOST = '0';

export const newEventValues = (): EventFormValues => ({
  title: '',
  hostID: NO_HOST,
  eventType: String(EventType.Regular),
  eventDay: String(todayEventDay()),
  frequency: String(Frequency.Weekly),
  eventTime: DEFAULT_EVENT_TIME,
  startDate: todayIso(),
  effectDate: '',
  stopDate: '',
});

export const eventToValues = (event: VenueEvent): EventFormValues => ({
  title: event.title ?? '',
  hostID: event.hostID ? String(event.hostID) : NO_HOST,
  eventType: String(event.eventType),
  eventDay: String(event.eventDay),
  frequency: String(event.frequency),
  eventTime: (event.eventTime ?? '').slice(0, 5),
  startDate: event.startDate ?? '',
  effectDate: event.effectDate ?? '',
  stopDate: event.stopDate ?? '',
});

/** "19:00" -> "19:00:00"; the server stores times to the second. */
const toEventTime = (time: string): string => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

/**
 * The body for POST /v1/event. Numbers go as numbers, No Host as null, blank
 * dates as null; a blank title goes blank, so the server builds it.
 */
export const valuesToEvent = (eventID: number, venueID: number, values: EventFormValues): VenueEventInput => ({
  eventID,
  venueID,
  title: values.title.trim(),
  hostID: values.hostID === NO_HOST ? null : Number(values.hostID),
  eventType: Number(values.eventType),
  eventDay: Number(values.eventDay),
  frequency: Number(values.frequency),
  eventTime: toEventTime(values.eventTime),
  startDate: values.startDate || null,
  effectDate: values.effectDate || null,
  stopDate: values.stopDate || null,
});

/**
 * The title the server will build for a blank one, by the same shared rule
 * (e.g. "The Tavern - Tuesdays 7:00 PM"). Without a valid time yet it leaves
 * the time out rather than fail.
 */
export function previewEventTitle(venueTitle: string, values: EventFormValues): string {
  const eventDay = Number(values.eventDay);
  const frequency = Number(values.frequency);
  if (!isEventDay(eventDay) || !isFrequency(frequency)) return venueTitle;
  try {
    return buildEventTitle(venueTitle, eventDay, frequency, toEventTime(values.eventTime));
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

/** "No Host" first, then every host; a host no longer listed keeps a named entry. */
export function hostOptions(hosts: readonly HostChoice[], current: { hostID: number | null; hostName?: string | null } | null): Option[] {
  const options = [{ value: NO_HOST, label: 'No Host' }, ...hosts.map((host) => ({ value: String(host.playerID), label: host.title }))];
  if (current?.hostID && !options.some((option) => option.value === String(current.hostID))) {
    options.push({ value: String(current.hostID), label: current.hostName || `Player ${current.hostID}` });
  }
  return options;
}

/** Which field a server message is about, so its input can be marked too. */
export function eventFieldOf(message: string): EventField | null {
  const quoted = /^The "([^"]+)" field/.exec(message)?.[1]?.toLowerCase();
  const entries = Object.entries(EVENT_LABELS) as [EventField, string][];
  if (quoted) return entries.find(([, label]) => label.toLowerCase() === quoted)?.[0] ?? null;
  if (/effective date/i.test(message)) return 'startDate';
  return null;
}

/** The event form: its wording, fields and values (components/ui/record-form). */
export const EVENT_FORM: RecordFormSpec<'event', VenueEvent, EventFormValues> = {
  noun: 'event',
  headings: { update: 'Update the event below.', add: 'For recurring games, add an event below.' },
  fields: { labels: EVENT_LABELS, maxLengths: { title: EVENT_TITLE_MAX_LENGTH }, fieldOf: eventFieldOf },
  toValues: (event) => (event ? eventToValues(event) : newEventValues()),
  identify: (event) => ({ id: event.eventID, name: event.title }),
};
