import { DateTime } from 'luxon';
import {
  ALL_YEARS,
  FIRST_LEAGUE_YEAR,
  isMonthPeriod,
  LEAGUE_TIME_ZONE,
  MONTH_PERIODS,
  monthNumber,
  QUARTER_PERIODS,
  SEASON_MONTHS,
  SEASONS,
  YEAR_LIMIT,
  type InstantRange,
  type MonthPeriod,
  type PeriodSelection,
  type QuarterPeriod,
} from './period.js';

/*
 * The league's periods as instants in its time zone (luxon). Apart from period.ts, which is
 * plain data and arithmetic, so that a page naming a period does not download a time-zone library.
 */

/** The [start, stop) instants of a period in the given zone, daylight saving included. */
export function periodRange(selection: PeriodSelection, zone: string = LEAGUE_TIME_ZONE): InstantRange {
  const { year, period } = selection;
  if (year === ALL_YEARS) return zonedRange(FIRST_LEAGUE_YEAR, 1, (YEAR_LIMIT - FIRST_LEAGUE_YEAR) * 12, zone);
  if (period === 'All') return zonedRange(year, 1, 12, zone);
  if (isMonthPeriod(period)) return zonedRange(year, monthNumber(period), 1, zone);
  // The season starts five months before its last month, possibly in the previous year.
  return zonedRange(year, SEASONS[period].lastMonth - (SEASON_MONTHS - 1), SEASON_MONTHS, zone);
}

/** The month (as a selection) an instant falls in, in the given zone. */
export function monthOf(instant: Date, zone: string = LEAGUE_TIME_ZONE): PeriodSelection & { period: MonthPeriod } {
  const local = toZone(instant, zone);
  return { year: local.year, period: MONTH_PERIODS[local.month - 1] };
}

/**
 * The season whose points qualify players for a quarterly game: the most
 * recent one ended before the game's month (a game in Feb-Apr plays Winter,
 * May-Jul Spring, Aug-Oct Summer, Nov-Jan Fall).
 */
export function qualifyingSeasonFor(
  gameAt: Date,
  zone: string = LEAGUE_TIME_ZONE,
): PeriodSelection & { period: QuarterPeriod } {
  const local = toZone(gameAt, zone);
  const previousMonthIndex = local.year * 12 + local.month - 2; // zero-based months since year 0
  const year = Math.floor(previousMonthIndex / 12);
  const month = (previousMonthIndex % 12) + 1;
  // Seasons end in months 1, 4, 7 and 10, so each owns the month it ends in and the two after.
  const period = QUARTER_PERIODS.find((q) => month >= SEASONS[q].lastMonth && month < SEASONS[q].lastMonth + 3)!;
  return { year, period };
}

/** The [start, stop) instants covering the league dates from..to (yyyy-MM-dd), both inclusive. */
export function leagueDateRange(from: string, to: string, zone: string = LEAGUE_TIME_ZONE): InstantRange {
  const start = DateTime.fromISO(from, { zone }).startOf('day');
  const stop = DateTime.fromISO(to, { zone }).startOf('day').plus({ days: 1 });
  return { start: requireValidDateTime(start).toJSDate(), stop: requireValidDateTime(stop).toJSDate() };
}

/** The league date (yyyy-MM-dd) of an instant. */
export const leagueDateOf = (instant: Date, zone: string = LEAGUE_TIME_ZONE): string =>
  toZone(instant, zone).toISODate()!;

/**
 * `months` months from the start of month `month` of `year`, as a half-open
 * range in the zone. `month` may run past 1..12 (0 is December of the year before).
 */
export function zonedRange(year: number, month: number, months: number, zone: string): InstantRange {
  const start = requireValidDateTime(DateTime.fromObject({ year, month: 1, day: 1 }, { zone })).plus({
    months: month - 1,
  });
  return { start: start.toJSDate(), stop: start.plus({ months }).toJSDate() };
}

export const toZone = (instant: Date, zone: string): DateTime =>
  requireValidDateTime(DateTime.fromJSDate(instant, { zone }));

/** An unknown zone or a malformed date is a programming error, not a league rule: it throws a RangeError. */
export function requireValidDateTime(dateTime: DateTime): DateTime {
  if (!dateTime.isValid)
    throw new RangeError(`Invalid date or time zone: ${dateTime.invalidExplanation ?? dateTime.invalidReason}`);
  return dateTime;
}
