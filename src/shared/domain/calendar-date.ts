/**
 * Whether text is a calendar date or an instant that exists, for every input check
 * (path segments, body fields, the site's forms). `Date.parse` is not enough: it rolls
 * 2024-02-30 over to March 1st, and takes years PostgreSQL refuses (0000, or beyond
 * ±275,000), so such input reached SQL and answered 500. Plain arithmetic, no date
 * library: the site's forms import this too.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/;

/** Years a date may have: PostgreSQL has no year 0, and four digits are what yyyy-MM-dd holds. */
export const FIRST_DATE_YEAR = 1;
export const LAST_DATE_YEAR = 9999;

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `yyyy-MM-dd` naming a day that exists, in years 1..9999 (2024-02-29 yes, 2023-02-29 and 2024-04-31 no). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= FIRST_DATE_YEAR &&
    year <= LAST_DATE_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * An ISO 8601 date and time that exists (`2026-11-23T03:00:00.000Z`, `2026-11-23T19:00`,
 * `2026-11-23T19:00:00-08:00`): a real calendar date, hours 0-23, minutes and seconds
 * 0-59, an offset of at most ±23:59.
 */
export function isIsoInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  const offsetOk = match[5] === undefined || (Number(match[5]) <= 23 && Number(match[6]) <= 59);
  return hours <= 23 && minutes <= 59 && seconds <= 59 && offsetOk && !Number.isNaN(Date.parse(text));
}
