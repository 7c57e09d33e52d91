import {
  ALL_YEARS,
  monthNumber,
  QUARTER_PERIODS,
  type InstantRange,
  type PeriodSelection,
} from '../../../shared/domain/period.js';
import { monthOf, periodRange } from '../../../shared/domain/zoned-period.js';

/**
 * The standings read model's keys (docs/decisions/0074-standings-read-model.md): whose games
 * (the league, one venue, one event) over which period. Periods are named as text:
 * `all`, a year `2026`, a season `2026-Q2` (the six months of period.ts), a month `2026-03`.
 */
export type ScopeType = 'league' | 'venue' | 'event';

export interface StandingsScope {
  readonly scopeType: ScopeType;
  /** 0 for the league. */
  readonly scopeID: number;
  readonly period: string;
}

export const ALL_TIME = 'all';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The read model's name of a period selection (period.ts): `all`, `2026`, `2026-Q2`, `2026-03`. */
export function standingsPeriodOf({ year, period }: PeriodSelection): string {
  if (year === ALL_YEARS) return ALL_TIME;
  if (period === 'All') return String(year);
  if (period.startsWith('Q')) return `${year}-${period}`;
  return `${year}-${pad(Number(period.slice(1)))}`;
}

/** Back from a period's name to the selection period.ts ranges; null for a malformed name. */
export function selectionOf(period: string): PeriodSelection | null {
  if (period === ALL_TIME) return { year: ALL_YEARS, period: 'All' };
  const match = /^(\d{4})(?:-(Q[1-4]|\d{2}))?$/.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  if (!match[2]) return { year, period: 'All' };
  if (match[2].startsWith('Q')) return { year, period: match[2] as PeriodSelection['period'] };
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, period: `M${month}` as PeriodSelection['period'] } : null;
}

/** The instants a period covers; null for all time (no bound). */
export function rangeOfStandingsPeriod(period: string, zone: string): InstantRange | null {
  if (period === ALL_TIME) return null;
  const selection = selectionOf(period);
  if (!selection) throw new RangeError(`Not a standings period: ${period}`);
  return periodRange(selection, zone);
}

/**
 * Every period a game at `gameAt` counts in: all time, its year, its month, and the two
 * seasons that hold its month (seasons are six months long and start every three).
 */
export function standingsPeriodsOf(gameAt: Date, zone: string): string[] {
  const month = monthOf(gameAt, zone);
  // Zero-based months since year 0; a season ends in months 1, 4, 7, 10 (indices 0, 3, 6, 9 of a year).
  const index = month.year * 12 + monthNumber(month.period) - 1;
  const firstEnd = Math.ceil(index / 3) * 3;
  const seasons = [firstEnd, firstEnd + 3].map((end) => `${Math.floor(end / 12)}-${QUARTER_PERIODS[(end % 12) / 3]}`);
  return [ALL_TIME, String(month.year), standingsPeriodOf(month), ...seasons];
}

/** The scopes a game's standings live in: the league, its venue and its event (when it has them), each over every period of its date. */
export function standingsScopesOf(
  game: { readonly venueID: number | null; readonly eventID: number | null; readonly gameAt: Date },
  zone: string,
): StandingsScope[] {
  const owners: { scopeType: ScopeType; scopeID: number }[] = [{ scopeType: 'league', scopeID: 0 }];
  if (game.venueID) owners.push({ scopeType: 'venue', scopeID: game.venueID });
  if (game.eventID) owners.push({ scopeType: 'event', scopeID: game.eventID });
  const periods = standingsPeriodsOf(game.gameAt, zone);
  return owners.flatMap((owner) => periods.map((period) => ({ ...owner, period })));
}

export const scopeKey = ({ scopeType, scopeID, period }: StandingsScope): string => `${scopeType}-${scopeID}-${period}`;

/** The scopes without repeats, in a stable order (jobs are named by them). */
export function distinctScopes(scopes: readonly StandingsScope[]): StandingsScope[] {
  const byKey = new Map(scopes.map((scope) => [scopeKey(scope), scope]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

/**
 * The period a window is exactly, found from its bounds alone (no query; issue 24): a month,
 * a season, a year (league dates, both included, in the zone), or all time for the all-years
 * window (`/0/All`). Null when it is none of these (periodCovering then asks the counted games).
 */
export function periodOfWindow(window: InstantRange, zone: string): string | null {
  return periodsOfWindows.get(`${zone} ${window.start.getTime()} ${window.stop.getTime()}`, () =>
    findPeriodOfWindow(window, zone),
  );
}

/**
 * Windows seen, by zone and bounds: finding one's period computes a dozen zoned ranges
 * (luxon: a tenth of the query path's CPU in issue 24's profile). Bounded: cleared when full.
 */
const periodsOfWindows = {
  known: new Map<string, string | null>(),
  get(key: string, find: () => string | null): string | null {
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const found = find();
    if (this.known.size >= 10_000) this.known.clear();
    this.known.set(key, found);
    return found;
  },
};

function findPeriodOfWindow(window: InstantRange, zone: string): string | null {
  const start = window.start.getTime();
  const stop = window.stop.getTime();
  if (stop <= start) return null;
  const local = monthOf(window.start, zone);
  const candidates: PeriodSelection[] = [
    { year: ALL_YEARS, period: 'All' },
    { year: local.year, period: 'All' },
    local,
    ...QUARTER_PERIODS.flatMap((period) => [
      { year: local.year, period },
      { year: local.year + 1, period },
    ]),
  ];
  for (const selection of candidates) {
    const range = periodRange(selection, zone);
    if (range.start.getTime() === start && range.stop.getTime() === stop) return standingsPeriodOf(selection);
  }
  return null;
}

/**
 * The period a request's window is exactly, if any: periodOfWindow's, or all time when the
 * window holds every counted game (`firstGameAt`..`lastGameAt`). Other windows have no row
 * in the read model (null).
 */
export function periodCovering(
  window: InstantRange,
  zone: string,
  counted: { readonly firstGameAt: Date | null; readonly lastGameAt: Date | null },
): string | null {
  if (window.stop.getTime() <= window.start.getTime()) return null;
  const exact = periodOfWindow(window, zone);
  if (exact !== null) return exact;
  const { firstGameAt, lastGameAt } = counted;
  if (!firstGameAt || !lastGameAt) return ALL_TIME; // nothing counted anywhere: every window answers no rows
  return window.start.getTime() <= firstGameAt.getTime() && window.stop.getTime() > lastGameAt.getTime()
    ? ALL_TIME
    : null;
}
