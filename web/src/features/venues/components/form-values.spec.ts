import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { EventType } from '@league/shared/domain/event-type.js';
import { fieldsNotLaidOut, firstFailure } from '@/components/ui/field-form';
import {
  SERIES_FORM_FIELDS,
  SERIES_LAID_OUT,
  seriesFormValues,
  seriesInput,
  eventTypeOptions,
  hostOptions,
  previewSeriesTitle,
} from './series-form-values';
import { VENUE_FORM_FIELDS, VENUE_LAID_OUT, venueFormValues, venueInput } from './venue-form-values';

/** The fields a form file lays out by hand: its `field('name')` calls. */
const laidOutIn = (file: string): string[] =>
  [
    ...new Set(
      [...readFileSync(resolve('web/src/features/venues/components', file), 'utf8').matchAll(/\bfield\('(\w+)'/g)].map(
        (match) => match[1]!,
      ),
    ),
  ].sort();

describe('the venue and event forms', () => {
  it('lay out by hand exactly the fields they say, so every other field of the table gets its plain input (a new field needs no form edit)', () => {
    expect(laidOutIn('venue-form.tsx')).toEqual([...VENUE_LAID_OUT].sort());
    expect(laidOutIn('series-form.tsx')).toEqual([...SERIES_LAID_OUT].sort());
    // A field added to the table is shown with its plain input (after the table's own plain ones, if any).
    const added = 'notAVenueField';
    expect(Object.keys(VENUE_FORM_FIELDS)).not.toContain(added);
    expect(
      fieldsNotLaidOut({ ...VENUE_FORM_FIELDS, [added]: { label: 'Added', type: 'string', max: 64 } }, VENUE_LAID_OUT),
    ).toEqual([...fieldsNotLaidOut(VENUE_FORM_FIELDS, VENUE_LAID_OUT), added]);
  });
});

describe('venue form values', () => {
  it('starts a new venue from the table: WA, Pacific time, the rest blank', () => {
    expect(venueFormValues(null)).toMatchObject({ state: 'WA', timeZone: 'America/Los_Angeles', title: '', notes: '' });
    expect(Object.keys(venueFormValues(null))).not.toContain('venueID');
  });

  it('sends required fields as trimmed text (so the server names them) and blank optional ones as null', () => {
    const body = venueInput(0, {
      ...venueFormValues(null),
      title: '  The Tavern ',
      email: '  ',
      website: ' https://x.example ',
    });
    expect(body).toMatchObject({
      venueID: 0,
      title: 'The Tavern',
      address: '',
      city: '',
      email: null,
      website: 'https://x.example',
      notes: null,
      state: 'WA',
    });
  });

  it('refuses in the server’s words, one failure at a time, under the input it names', () => {
    const values = { ...venueFormValues(null), address: '100 Main St', city: 'Tacoma' };
    expect(firstFailure(VENUE_FORM_FIELDS, values)).toEqual({
      field: 'title',
      message: 'The "Title" field is required.',
    });
    expect(firstFailure(VENUE_FORM_FIELDS, { ...values, title: 'Tavern', website: 'www.tavern.example' })).toEqual({
      field: 'website',
      message: 'Website must begin with http:// or https://',
    });
    expect(firstFailure(VENUE_FORM_FIELDS, { ...values, title: 'Tavern', city: 'x'.repeat(21) })?.message).toBe(
      'The "City" field must be no more than 20.',
    );
    expect(firstFailure(VENUE_FORM_FIELDS, { ...values, title: 'Tavern' })).toBeNull();
  });
});

describe('event form values', () => {
  // Every field of the table (a new plain one is blank here without an edit), then this event's.
  // Typed by the table's keys, so a new field of the record type is here too (no edit needed to compile).
  const blank = Object.fromEntries(Object.keys(SERIES_FORM_FIELDS).map((field) => [field, null])) as Record<
    keyof typeof SERIES_FORM_FIELDS,
    null
  >;
  const formKeys = Object.keys(SERIES_FORM_FIELDS).sort();
  const saved = {
    ...blank,
    eventID: 7,
    title: 'The Tavern - Tuesdays 7:00 PM',
    venueID: 3,
    hostID: null,
    eventType: EventType.Omaha,
    eventDay: 3 as const,
    frequency: 1 as const,
    eventTime: '19:00:00',
    startDate: '2026-03-10',
    effectDate: null,
    stopDate: null,
  };

  /** The event as the reads answer it: the names the form does not send, too. */
  const savedRow = { ...saved, venueName: 'The Tavern', hostName: null };

  it('holds numbers as numbers and the time as a time input does', () => {
    const values = seriesFormValues(savedRow);
    expect(Object.keys(values).sort()).toEqual(formKeys);
    expect(values).toMatchObject({
      title: saved.title,
      hostID: null,
      eventType: EventType.Omaha,
      eventDay: 3,
      frequency: 1,
      eventTime: '19:00',
      startDate: '2026-03-10',
      effectDate: '',
      stopDate: '',
    });
  });

  it('starts a new event as a weekly Regular game at 7 pm', () => {
    expect(seriesFormValues(null)).toMatchObject({
      eventType: EventType.Regular,
      frequency: 1,
      eventTime: '19:00',
      hostID: null,
      title: '',
    });
    expect(typeof seriesFormValues(null).eventDay).toBe('number');
  });

  it('sends numbers as numbers, No Host, a blank title and blank dates as null, the time to the second', () => {
    const values = { ...seriesFormValues(null), eventDay: 3, eventTime: '19:30', startDate: '2026-03-10' };
    const input = seriesInput(0, 3, values);
    expect(Object.keys(input).sort()).toEqual(['eventID', 'venueID', ...formKeys].sort());
    expect(input).toMatchObject({
      eventID: 0,
      venueID: 3,
      title: null,
      hostID: null,
      eventType: EventType.Regular,
      eventDay: 3,
      frequency: 1,
      eventTime: '19:30:00',
      startDate: '2026-03-10',
      effectDate: null,
      stopDate: null,
    });
  });

  it('round-trips a saved event', () => {
    expect(seriesInput(7, 3, seriesFormValues(savedRow))).toEqual(saved);
  });

  it('checks the time and the day as the server does', () => {
    const values = seriesFormValues(savedRow);
    expect(firstFailure(SERIES_FORM_FIELDS, { ...values, eventTime: '' })).toEqual({
      field: 'eventTime',
      message: 'The "Event Time" field is required.',
    });
    expect(firstFailure(SERIES_FORM_FIELDS, { ...values, eventTime: 'soon' })?.field).toBe('eventTime');
    expect(firstFailure(SERIES_FORM_FIELDS, { ...values, eventDay: null })).toEqual({
      field: 'eventDay',
      message: 'The "Event Day" field is required.',
    });
    expect(firstFailure(SERIES_FORM_FIELDS, { ...values, title: 'x'.repeat(200) })?.field).toBe('title');
  });

  it('previews the title the server builds, even before the time is valid', () => {
    const values = { ...seriesFormValues(null), eventDay: 3, frequency: 2, eventTime: '19:30' };
    expect(previewSeriesTitle('The Tavern', values)).toBe('The Tavern - Every other Tuesday 7:30 PM');
    expect(previewSeriesTitle('The Tavern', { ...values, eventTime: '' })).toBe('The Tavern - Every other Tuesday');
    expect(previewSeriesTitle('The Tavern', { ...values, eventDay: null })).toBe('The Tavern');
  });

  it('offers Regular, Satellite and Quarterly, plus an existing event’s own type', () => {
    expect(eventTypeOptions(null).map((option) => option.label)).toEqual(['Regular', 'Satellite', 'Quarterly']);
    expect(eventTypeOptions(EventType.Omaha).map((option) => option.label)).toEqual([
      'Regular',
      'Satellite',
      'Quarterly',
      'Omaha',
    ]);
  });

  it('puts No Host first and keeps a host who is no longer listed', () => {
    const options = hostOptions([{ playerID: 400001, title: 'Hank Host' }], { hostID: 400009, hostName: 'Old Host' });
    expect(options.map((option) => option.label)).toEqual(['No Host', 'Hank Host', 'Old Host']);
    expect(options[0]?.value).toBe('');
  });
});
