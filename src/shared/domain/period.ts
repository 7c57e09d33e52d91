/**
 * Periods the league reports by (product §4.6 and §9.4):
 * months M1..M12, the four quarterly seasons Q1..Q4, and All. Months, seasons
 * and years are cut in the league's time zone, so an instant's period depends
 * on the zone, not on UTC.
 *
 * Instants are `Date` throughout the domain. A range is half-open: `start` is
 * the first instant inside, `stop` the first instant after (the start of the
 * next period), so every instant is in exactly one month.
 */
export const LEAGUE_TIME_ZONE = 'America/Los_Angeles';

/** Leaderboard years must be at least 2004 and below 2100 (product §5.6). */
export const FIRST_LEAGUE_YEAR = 2004;
export const YEAR_LIMIT = 2100;
/** Year 0 is "All Years" (missing numeric route parameters default to 0). */
export const ALL_YEARS = 0;

export type MonthPeriod = 'M1' | 'M2' | 'M3' | 'M4' | 'M5' | 'M6' | 'M7' | 'M8' | 'M9' | 'M10' | 'M11' | 'M12';
export type QuarterPeriod = 'Q1' | 'Q2' | 'Q3' | 'Q4';
export type Period = MonthPeriod | QuarterPeriod | 'All';

export const MONTH_PERIODS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9', 'M10', 'M11', 'M12'] as const;
export const QUARTER_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/**
 * Each season counts points over six months ending in the named year
 * (product §4.6: Winter Aug-Jan, Spring Nov-Apr, Summer Feb-Jul, Fall May-Oct).
 */
export const SEASONS: Record<QuarterPeriod, { name: string; lastMonth: number }> = {
  Q1: { name: 'Winter', lastMonth: 1 },
  Q2: { name: 'Spring', lastMonth: 4 },
  Q3: { name: 'Summer', lastMonth: 7 },
  Q4: { name: 'Fall', lastMonth: 10 },
};
export const SEASON_MONTHS = 6;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A season's one label on every screen (leaderboards, dashboard, quarterly page, points
 * screen): its name, then its period, "Winter (Q1)".
 */
export const seasonLabel = (period: QuarterPeriod): string => `${SEASONS[period].name} (${period})`;

/** A period as a picker offers it: "All", "March", "Winter (Q1)". */
export function periodOptionLabel(period: Period): string {
  if (period === 'All') return 'All';
  return isMonthPeriod(period) ? MONTH_NAMES[monthNumber(period) - 1] : seasonLabel(period);
}

/** A period of a year as text: "Winter 2027 (Q1)", "March 2026", "2026", "All Years". */
export function periodLabel({ year, period }: PeriodSelection): string {
  if (year === ALL_YEARS) return 'All Years';
  if (period === 'All') return String(year);
  if (isMonthPeriod(period)) return `${MONTH_NAMES[monthNumber(period) - 1]} ${year}`;
  return `${SEASONS[period].name} ${year} (${period})`;
}

/** year 0 means All Years. */
export interface PeriodSelection {
  readonly year: number;
  readonly period: Period;
}

export interface InstantRange {
  readonly start: Date;
  /** exclusive */
  readonly stop: Date;
}

export function parsePeriod(text: string | null | undefined): Period | null {
  const value = (text ?? '').trim().toUpperCase();
  if (value === 'ALL') return 'All';
  return (MONTH_PERIODS as readonly string[]).includes(value) || (QUARTER_PERIODS as readonly string[]).includes(value)
    ? (value as Period)
    : null;
}

export const isMonthPeriod = (period: Period): period is MonthPeriod => period.startsWith('M');
export const isQuarterPeriod = (period: Period): period is QuarterPeriod => period.startsWith('Q');

/** A calendar year the league reports on: 2004 up to, not including, 2100. */
export const isLeagueYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_LEAGUE_YEAR && year < YEAR_LIMIT;

/**
 * Reads a year and period from a URL. A missing year, a year outside
 * 2004..2099 (other than 0, All Years) or an unknown period is ignored in
 * favour of the fallback; All Years forces All.
 */
export function normalisePeriodSelection(
  input: { year?: number | string | null; period?: string | null },
  fallback: PeriodSelection,
): PeriodSelection {
  const given = input.year !== null && input.year !== undefined && input.year !== '';
  const year = given ? Number(input.year) : Number.NaN;
  const chosenYear = year === ALL_YEARS || isLeagueYear(year) ? year : fallback.year;
  if (chosenYear === ALL_YEARS) return { year: ALL_YEARS, period: 'All' };
  return { year: chosenYear, period: parsePeriod(input.period) ?? fallback.period };
}

export const monthNumber = (period: MonthPeriod): number => Number(period.slice(1));

/**
 * The previous or next period. Crossing a year boundary swaps Jan and Dec
 * (next after M12 is M1 of the next year, and back); seasons wrap the same way;
 * All steps a whole year. All Years and the ends of the league's years stay put.
 */
export function shiftPeriod(selection: PeriodSelection, step: 1 | -1): PeriodSelection {
  const { year, period } = selection;
  if (year === ALL_YEARS) return selection;
  let next: PeriodSelection;
  if (period === 'All') next = { year: year + step, period };
  else {
    const cycle: readonly Period[] = isMonthPeriod(period) ? MONTH_PERIODS : QUARTER_PERIODS;
    const index = cycle.indexOf(period) + step;
    const wrapped = (index + cycle.length) % cycle.length;
    next = { year: year + Math.floor(index / cycle.length), period: cycle[wrapped] };
  }
  return isLeagueYear(next.year) ? next : selection;
}

export const isWithin = (instant: Date, range: InstantRange): boolean =>
  instant.getTime() >= range.start.getTime() && instant.getTime() < range.stop.getTime();

/** yyyy-MM-dd of a calendar day; `month` may run past 1..12 (0 is December of the year before). */
function calendarDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/**
 * A period's first and last league days (yyyy-MM-dd, both included), as the standings reads
 * take them: the days periodRange's instants cover, with no time zone needed.
 */
export function periodDates(selection: PeriodSelection): { readonly start: string; readonly stop: string } {
  const { year, period } = selection;
  const months = (firstYear: number, firstMonth: number, count: number) => ({
    start: calendarDate(firstYear, firstMonth, 1),
    stop: calendarDate(firstYear, firstMonth + count, 0),
  });
  if (year === ALL_YEARS) return months(FIRST_LEAGUE_YEAR, 1, (YEAR_LIMIT - FIRST_LEAGUE_YEAR) * 12);
  if (period === 'All') return months(year, 1, 12);
  if (isMonthPeriod(period)) return months(year, monthNumber(period), 1);
  return months(year, SEASONS[period].lastMonth - (SEASON_MONTHS - 1), SEASON_MONTHS);
}
