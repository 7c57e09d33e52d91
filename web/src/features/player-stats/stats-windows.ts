/**
 * The date windows the player-stats reads ask for. The standings calls take league dates
 * (yyyy-MM-dd, both included: standings-calls.ts), so a period's half-open instant range
 * (period.ts) is cut back to its first and last league day.
 */
import {
  ALL_YEARS,
  FIRST_LEAGUE_YEAR,
  isLeagueYear,
  isQuarterPeriod,
  normalisePeriodSelection,
  parsePeriod,
  periodDates,
  type PeriodSelection,
  type QuarterPeriod,
} from '@league/shared/domain/period.js';
import { leagueDateOf, qualifyingSeasonFor, zonedRange } from '@league/shared/domain/zoned-period.js';
import {
  INVITE_YEAR_FIRST_MONTH,
  inviteYearOf,
  inviteYearRange,
} from '@league/modules/bonuses/domain/vegas-invites.js';
import { LEAGUE_TIME_ZONE } from '@/config/site';

export interface DateWindow {
  readonly start: string;
  readonly stop: string;
}

/** The instant just before `stop`: the last league day of a half-open range. */
const lastDayOf = (stop: Date): string => leagueDateOf(new Date(stop.getTime() - 1), LEAGUE_TIME_ZONE);

/** A period's first and last league days (All Years: 2004-01-01 to 2099-12-31). */
export const periodWindow = (selection: PeriodSelection): DateWindow => periodDates(selection);

/** The league's year of a league date (yyyy-MM-dd). */
export const yearOf = (leagueDate: string): number => Number(leagueDate.slice(0, 4));

/**
 * The dashboard's period from its address: the year segment and `?period=`. A missing or
 * unusable year (outside 2004-2099) reads as this year; 0 is All Years, which forces All.
 */
export function dashboardPeriod(
  yearSegment: string | undefined,
  period: string | null,
  today: string,
): PeriodSelection {
  return normalisePeriodSelection({ year: yearSegment ?? null, period }, { year: yearOf(today), period: 'All' });
}

/** The years a period picker offers, newest first: this year back to the league's first. */
export function yearChoices(today: string): number[] {
  const newest = Math.max(FIRST_LEAGUE_YEAR, yearOf(today));
  return Array.from({ length: newest - FIRST_LEAGUE_YEAR + 1 }, (_, i) => newest - i);
}

/** Quarterly chips are a season's: only a quarter period names one. */
export const seasonOf = (selection: PeriodSelection): PeriodSelection | null =>
  selection.year !== ALL_YEARS && isQuarterPeriod(selection.period) ? selection : null;

// ---------------------------------------------------------------------------
// Vegas Invites: invite year Y runs June 1 of Y-1 to May 31 of Y (vegas-invites.ts).

/** The invite year of a league date. */
export const inviteYearOfDate = (leagueDate: string): number =>
  inviteYearOf(new Date(`${leagueDate}T12:00:00Z`), LEAGUE_TIME_ZONE);

/** The invite years a picker offers, newest first: the current one back to the league's first. */
export function inviteYearChoices(today: string): number[] {
  const newest = Math.max(FIRST_LEAGUE_YEAR + 1, inviteYearOfDate(today));
  return Array.from({ length: newest - FIRST_LEAGUE_YEAR }, (_, i) => newest - i);
}

/** The invite year's months in its own order: June (6) to May (5). */
export const INVITE_MONTHS: readonly number[] = Array.from(
  { length: 12 },
  (_, i) => ((INVITE_YEAR_FIRST_MONTH - 1 + i) % 12) + 1,
);

/** The calendar year month `month` (1-12) falls in, within invite year `inviteYear`. */
export const calendarYearOf = (inviteYear: number, month: number): number =>
  month >= INVITE_YEAR_FIRST_MONTH ? inviteYear - 1 : inviteYear;

/** An invite year (month 0) or one of its months, as league days. */
export function inviteWindow(inviteYear: number, month: number): DateWindow {
  const range =
    month >= 1 && month <= 12
      ? zonedRange(calendarYearOf(inviteYear, month), month, 1, LEAGUE_TIME_ZONE)
      : inviteYearRange(inviteYear, LEAGUE_TIME_ZONE);
  return { start: leagueDateOf(range.start, LEAGUE_TIME_ZONE), stop: lastDayOf(range.stop) };
}

/** The invites address's year: a usable invite year, else the current one. */
export const inviteYearFrom = (year: number, today: string): number =>
  isLeagueYear(year) && year > FIRST_LEAGUE_YEAR ? year : inviteYearOfDate(today);

/** The season the address names (a league year and Q1-Q4), else null. */
export function addressedSeasonOf(
  year: string | undefined,
  period: string | undefined,
): (PeriodSelection & { period: QuarterPeriod }) | null {
  const asked = parsePeriod(period);
  const number = Number(year);
  return asked && isQuarterPeriod(asked) && isLeagueYear(number) ? { year: number, period: asked } : null;
}

/**
 * The quarterly standings' season: the one the address names, else the qualifying season
 * of the quarterly the page announces (its game's date: a final on Feb 13, 2027 plays
 * Winter 2027, Aug 2026 - Jan 2027), else, with none scheduled, the season whose final
 * plays now (qualifyingSeasonFor today).
 */
export function standingsSeasonOf(
  year: string | undefined,
  period: string | undefined,
  next: { readonly gameAt: string } | null,
  today: string,
): PeriodSelection & { period: QuarterPeriod } {
  return (
    addressedSeasonOf(year, period) ??
    qualifyingSeasonFor(next ? new Date(next.gameAt) : new Date(`${today}T12:00:00Z`), LEAGUE_TIME_ZONE)
  );
}
