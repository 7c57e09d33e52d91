import fc from 'fast-check';
import {
  buildSeriesTitle,
  describeSchedule,
  EVENT_DAY_NAMES,
  EventDay,
  seriesDates,
  formatEventTime,
  Frequency,
  FREQUENCY_NAMES,
  isEventDay,
  isFrequency,
  normaliseEventTime,
  resolveSeriesStartDate,
} from './series-schedule.js';
import { InvalidEventTimeError, OnlyEffectiveDateChangeableError } from './venues.errors.js';

describe('event days and frequencies', () => {
  it('numbers days 1 Sunday to 7 Saturday', () => {
    expect([1, 7].map((d) => EVENT_DAY_NAMES[d as EventDay])).toEqual(['Sunday', 'Saturday']);
    expect([0, 1, 7, 8, 2.5].map(isEventDay)).toEqual([false, true, true, false, false]);
  });
  it('knows the product frequencies only', () => {
    expect(Object.values(FREQUENCY_NAMES)).toEqual([
      'Weekly',
      'Bi-Weekly',
      '1st Week',
      '2nd Week',
      '3rd Week',
      'Last Week',
    ]);
    expect([1, 2, 5, 6, 9, 0].map(isFrequency)).toEqual([true, true, true, false, true, false]);
  });
});

describe('normaliseEventTime', () => {
  it.each([
    ['19:00', '19:00:00'],
    ['7:05', '07:05:00'],
    ['19:00:30', '19:00:00'],
    ['00:00', '00:00:00'],
    ['23:59:59', '23:59:00'],
    ['7:00 PM', '19:00:00'],
    ['7pm', '19:00:00'],
    ['7:30 p.m.', '19:30:00'],
    ['12:00 AM', '00:00:00'],
    ['12:30 pm', '12:30:00'],
    [' 9:15 am ', '09:15:00'],
  ])('%j -> %s', (input, time) => expect(normaliseEventTime(input)).toBe(time));
  it.each(['24:00', '19:60', '19:00:60', '13:00 PM', '0:00 AM', 'seven', '', '19', '19:0', '7:00 XM', '-1:00'])(
    'refuses %j',
    (input) => expect(() => normaliseEventTime(input)).toThrow(new InvalidEventTimeError()),
  );
  it('formats for titles', () => {
    expect(formatEventTime('19:00:00')).toBe('7:00 PM');
    expect(formatEventTime('00:30:00')).toBe('12:30 AM');
    expect(formatEventTime('12:00:00')).toBe('12:00 PM');
  });
});

describe('buildSeriesTitle', () => {
  it.each([
    [Frequency.Weekly, 'The Tavern - Tuesdays 7:00 PM'],
    [Frequency.BiWeekly, 'The Tavern - Every other Tuesday 7:00 PM'],
    [Frequency.FirstWeek, 'The Tavern - 1st Tuesday 7:00 PM'],
    [Frequency.SecondWeek, 'The Tavern - 2nd Tuesday 7:00 PM'],
    [Frequency.ThirdWeek, 'The Tavern - 3rd Tuesday 7:00 PM'],
    [Frequency.LastWeek, 'The Tavern - Last Tuesday 7:00 PM'],
  ] as const)('frequency %i: %s', (frequency, title) =>
    expect(buildSeriesTitle('The Tavern', EventDay.Tuesday, frequency, '19:00:00')).toBe(title),
  );
  it('accepts any time form', () =>
    expect(buildSeriesTitle('Pub', EventDay.Saturday, Frequency.Weekly, '18:30')).toBe('Pub - Saturdays 6:30 PM'));
  it('cuts the venue part to stay within 64 characters', () => {
    const title = buildSeriesTitle(
      'The Extraordinarily Long Named Riverside Tavern And Grill',
      EventDay.Wednesday,
      Frequency.BiWeekly,
      '19:00:00',
    );
    expect(title).toHaveLength(64);
    expect(title.endsWith(' - Every other Wednesday 7:00 PM')).toBe(true);
    expect(title.startsWith('The Extraordinarily Long Named')).toBe(true);
  });
  it('never exceeds 64 characters', () =>
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...Object.values(Frequency)),
        (venue, day, frequency) =>
          expect(buildSeriesTitle(venue, day as EventDay, frequency, '23:45').length).toBeLessThanOrEqual(64),
      ),
    ));
  it('describes schedules', () => expect(describeSchedule(EventDay.Sunday, Frequency.Weekly)).toBe('Sundays'));
});

describe('seriesDates', () => {
  const tuesday = (frequency: Frequency, startDate = '2024-01-01', stopDate: string | null = null) => ({
    eventDay: EventDay.Tuesday,
    frequency,
    startDate,
    stopDate,
  });
  // Tuesdays: Jan 2025 7 14 21 28; Feb 4 11 18 25; Mar 4 11 18 25.
  it('runs Weekly on every event day', () =>
    expect(seriesDates(tuesday(Frequency.Weekly), '2025-01-01', '2025-01-31')).toEqual([
      '2025-01-07',
      '2025-01-14',
      '2025-01-21',
      '2025-01-28',
    ]));
  it('includes both ends of the window', () =>
    expect(seriesDates(tuesday(Frequency.Weekly), '2025-01-07', '2025-01-14')).toEqual(['2025-01-07', '2025-01-14']));
  it('runs Bi-Weekly from the first event day on or after the start date', () =>
    expect(seriesDates(tuesday(Frequency.BiWeekly, '2025-01-09'), '2025-01-01', '2025-02-28')).toEqual([
      '2025-01-14',
      '2025-01-28',
      '2025-02-11',
      '2025-02-25',
    ]));
  it('keeps the Bi-Weekly rhythm in a window far from the start date', () =>
    expect(seriesDates(tuesday(Frequency.BiWeekly, '2025-01-14'), '2025-03-01', '2025-03-31')).toEqual([
      '2025-03-11',
      '2025-03-25',
    ]));
  it.each([
    [Frequency.FirstWeek, ['2025-01-07', '2025-02-04', '2025-03-04']],
    [Frequency.SecondWeek, ['2025-01-14', '2025-02-11', '2025-03-11']],
    [Frequency.ThirdWeek, ['2025-01-21', '2025-02-18', '2025-03-18']],
    [Frequency.LastWeek, ['2025-01-28', '2025-02-25', '2025-03-25']],
  ] as const)('runs frequency %i on the week of the month', (frequency, dates) =>
    expect(seriesDates(tuesday(frequency), '2025-01-01', '2025-03-31')).toEqual(dates),
  );
  it('picks the 5th Tuesday as the last when a month has five', () =>
    expect(seriesDates(tuesday(Frequency.LastWeek), '2025-09-01', '2025-09-30')).toEqual(['2025-09-30']));
  it('stops on the stop date, inclusive, and starts on the start date', () => {
    expect(seriesDates(tuesday(Frequency.Weekly, '2024-01-01', '2025-01-21'), '2025-01-01', '2025-01-31')).toEqual([
      '2025-01-07',
      '2025-01-14',
      '2025-01-21',
    ]);
    expect(seriesDates(tuesday(Frequency.Weekly, '2025-01-14'), '2025-01-01', '2025-01-31')).toEqual([
      '2025-01-14',
      '2025-01-21',
      '2025-01-28',
    ]);
  });
  it('is empty for a window before the start, after the stop or reversed', () => {
    expect(seriesDates(tuesday(Frequency.Weekly, '2025-02-01'), '2025-01-01', '2025-01-31')).toEqual([]);
    expect(seriesDates(tuesday(Frequency.Weekly, '2024-01-01', '2024-12-31'), '2025-01-01', '2025-01-31')).toEqual([]);
    expect(seriesDates(tuesday(Frequency.Weekly), '2025-01-31', '2025-01-01')).toEqual([]);
  });
  it('counts Sunday as day 1 and Saturday as day 7, across a daylight-saving change', () => {
    const weekly = (eventDay: EventDay) => ({ eventDay, frequency: Frequency.Weekly, startDate: '2025-01-01' });
    expect(seriesDates(weekly(EventDay.Sunday), '2025-03-01', '2025-03-16')).toEqual([
      '2025-03-02',
      '2025-03-09',
      '2025-03-16',
    ]);
    expect(seriesDates(weekly(EventDay.Saturday), '2025-11-01', '2025-11-08')).toEqual(['2025-11-01', '2025-11-08']);
  });
  it('runs a monthly frequency exactly once in every month', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 2004, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(Frequency.FirstWeek, Frequency.SecondWeek, Frequency.ThirdWeek, Frequency.LastWeek),
        (year, month, eventDay, frequency) => {
          const first = `${year}-${String(month).padStart(2, '0')}-01`;
          const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
          const dates = seriesDates(
            { eventDay: eventDay as EventDay, frequency, startDate: '2004-01-01' },
            first,
            last,
          );
          expect(dates).toHaveLength(1);
          expect(new Date(`${dates[0]}T00:00:00Z`).getUTCDay() + 1).toBe(eventDay);
        },
      ),
    ));
});

describe('resolveSeriesStartDate', () => {
  it('sets an empty start date, to today when none is given', () => {
    expect(resolveSeriesStartDate(null, '2025-02-01', '2025-01-15')).toBe('2025-02-01');
    expect(resolveSeriesStartDate(null, null, '2025-01-15')).toBe('2025-01-15');
  });
  it('keeps a set start date', () => {
    expect(resolveSeriesStartDate('2024-06-04', '2024-06-04', '2025-01-15')).toBe('2024-06-04');
    expect(resolveSeriesStartDate('2024-06-04', null, '2025-01-15')).toBe('2024-06-04');
  });
  it('refuses to change a set start date', () =>
    expect(() => resolveSeriesStartDate('2024-06-04', '2025-01-01', '2025-01-15')).toThrow(
      new OnlyEffectiveDateChangeableError(),
    ));
});
