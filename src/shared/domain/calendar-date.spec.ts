import { daysInMonth, isCalendarDate, isIsoInstant } from './calendar-date.js';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', '2024-12-31', '0001-01-01', '9999-12-31'])(
    'takes %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    ['2024-02-30', 'a day February never has'],
    ['2023-02-29', 'February 29th outside a leap year'],
    ['1900-02-29', 'a century that is not a leap year'],
    ['2024-04-31', 'the 31st of a 30-day month'],
    ['0000-00-00', 'year, month and day 0'],
    ['0000-01-01', 'year 0 (PostgreSQL has none)'],
    ['9999-99-99', 'month and day out of range'],
    ['2024-13-01', 'month 13'],
    ['2024-01-00', 'day 0'],
    ['2024-1-01', 'a one-digit month'],
    ['+02024-01-01', 'an expanded year'],
    ['2024-01-01T00:00:00Z', 'an instant'],
    [' 2024-01-01', 'a leading space'],
    ['2024-01-01\u0000', 'a NUL after it'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
});

describe('isIsoInstant', () => {
  it.each([
    '2026-11-23T03:00:00.000Z',
    '2026-11-23T19:00',
    '2026-11-23T19:00:00-08:00',
    '2026-11-23 19:00:00',
    '2024-02-29T23:59:59+05:30',
  ])('takes %s', (text) => {
    expect(isIsoInstant(text)).toBe(true);
  });

  it.each([
    '2024-02-30T10:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T10:60:00Z',
    '2026-11-23T10:00:60Z',
    '2026-11-23T10:00:00+24:00',
    '2026-11-23',
    '1',
    'March 7, 2026',
    '-271821-04-20T00:00:00Z',
    '0000-01-01T00:00:00Z',
    'NaN',
  ])('refuses %s', (text) => {
    expect(isIsoInstant(text)).toBe(false);
  });
});
