/**
 * League dates (yyyy-MM-dd, both ends of a window included: docs/api.md §1.1) for the
 * schedule screens, and the calendar's URL. Plain functions of plain values, so the
 * screens' windows can be tested without a browser.
 */

/** Product §9.5: the leaderboards and the calendar go back to 2004. */
export const MIN_YEAR = 2004;
/** product §2.13's limit for a year read from an address (below 2100). */
export const MAX_YEAR = 2099;

/** How many days home's "Upcoming Games" covers, today included. */
export const UPCOMING_DAYS = 7;

export interface CalendarMonth {
  readonly year: number;
  /** 1 = January .. 12 = December */
  readonly month: number;
}

export interface DateWindow {
  /** yyyy-MM-dd */
  readonly start: string;
  /** yyyy-MM-dd, included */
  readonly stop: string;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The local calendar date of an instant as the API writes dates: 2026-03-10. */
export const isoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A yyyy-MM-dd date moved by whole days (across months and years). */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(year, month - 1, day + days));
}

/** The month a yyyy-MM-dd date falls in. */
export function monthOfDate(iso: string): CalendarMonth {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The first day of a month: 2026-03-01. */
export const firstOfMonth = ({ year, month }: CalendarMonth): string => `${pad(year, 4)}-${pad(month)}-01`;

/** Every day of a month: 2026-02-01 .. 2026-02-28. */
export function monthWindow(month: CalendarMonth): DateWindow {
  const lastDay = new Date(month.year, month.month, 0).getDate();
  return { start: firstOfMonth(month), stop: `${pad(month.year, 4)}-${pad(month.month)}-${pad(lastDay)}` };
}

/** Home's upcoming games: today and the six days after it. */
export const upcomingWindow = (today: string, days: number = UPCOMING_DAYS): DateWindow => ({
  start: today,
  stop: addDays(today, days - 1),
});

/**
 * The month an address asks for: /events/calendar/{year}/{month}. A missing, zero or
 * out-of-range year means this month; a year alone means its January (or this month in
 * this year); a month outside 1..12 is ignored (product §5.1: bad input is ignored).
 */
export function calendarMonthOf(year: number, month: number, today: string): CalendarMonth {
  const current = monthOfDate(today);
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return current;
  const validMonth = Number.isInteger(month) && month >= 1 && month <= 12;
  if (validMonth) return { year, month };
  return { year, month: year === current.year ? current.month : 1 };
}

export const sameMonth = (a: CalendarMonth, b: CalendarMonth): boolean => a.year === b.year && a.month === b.month;

/** The month `by` months after (before, when negative) this one: the calendar's Next and Previous. */
export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The days a month grid shows: whole weeks, Sunday to Saturday, from the week of the 1st
 * to the week of the last day (the calendar's weeks start on Sunday, as US calendars do).
 */
export function monthGridWindow(month: CalendarMonth): DateWindow {
  const { start, stop } = monthWindow(month);
  const first = new Date(month.year, month.month - 1, 1);
  const last = new Date(month.year, month.month, 0);
  return { start: addDays(start, -first.getDay()), stop: addDays(stop, 6 - last.getDay()) };
}
