import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  calendarMonthOf,
  isoDate,
  monthGridWindow,
  monthWindow,
  shiftMonth,
  upcomingWindow,
} from './schedule-dates';

describe('schedule dates', () => {
  it('moves a month forward and back across the year, as Next and Previous do', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 3 }, -1)).toEqual({ year: 2026, month: 2 });
    expect(shiftMonth({ year: 2026, month: 3 }, 13)).toEqual({ year: 2027, month: 4 });
  });

  it('moves days across months, years and leap days', () => {
    expect(addDays('2026-03-10', 6)).toBe('2026-03-16');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it("covers home's next seven days, today included", () => {
    expect(upcomingWindow('2026-12-28')).toEqual({ start: '2026-12-28', stop: '2027-01-03' });
  });

  it('covers every day of a month, whatever its length', () => {
    expect(monthWindow({ year: 2026, month: 2 })).toEqual({ start: '2026-02-01', stop: '2026-02-28' });
    expect(monthWindow({ year: 2028, month: 2 })).toEqual({ start: '2028-02-01', stop: '2028-02-29' });
    expect(monthWindow({ year: 2026, month: 12 })).toEqual({ start: '2026-12-01', stop: '2026-12-31' });
  });

  it("covers a month grid's whole weeks, Sunday to Saturday", () => {
    // March 2026: Sunday the 1st to Tuesday the 31st.
    expect(monthGridWindow({ year: 2026, month: 3 })).toEqual({ start: '2026-03-01', stop: '2026-04-04' });
    // November 2026: Sunday the 1st to Monday the 30th; December starts on a Tuesday.
    expect(monthGridWindow({ year: 2026, month: 12 })).toEqual({ start: '2026-11-29', stop: '2027-01-02' });
    // February 2026 is exactly four weeks, Sunday to Saturday.
    expect(monthGridWindow({ year: 2026, month: 2 })).toEqual({ start: '2026-02-01', stop: '2026-02-28' });
  });

  it('reads the month of a calendar address, ignoring what is out of range', () => {
    const today = '2026-11-24';
    expect(calendarMonthOf(0, 0, today)).toEqual({ year: 2026, month: 11 });
    expect(calendarMonthOf(2025, 3, today)).toEqual({ year: 2025, month: 3 });
    expect(calendarMonthOf(2025, 0, today)).toEqual({ year: 2025, month: 1 });
    expect(calendarMonthOf(2026, 0, today)).toEqual({ year: 2026, month: 11 });
    expect(calendarMonthOf(2025, 13, today)).toEqual({ year: 2025, month: 1 });
    expect(calendarMonthOf(2003, 5, today)).toEqual({ year: 2026, month: 11 });
    expect(calendarMonthOf(2100, 5, today)).toEqual({ year: 2026, month: 11 });
    expect(calendarMonthOf(2025.5, 5, today)).toEqual({ year: 2026, month: 11 });
  });
});
