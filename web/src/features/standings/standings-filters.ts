/**
 * The leaderboards' filters and their addresses (product §2 "Event leaderboard",
 * "Player leaderboard"; §4 "Period filters"). Pure, so the specs pin the rules.
 *
 * - Event leaderboard: everything in the path, `/events/leaderboard/{venueID}/{eventID}/{year}/{period}`
 *   (the route names the last slot `month`; it holds M1..M12, Q1..Q4 or All).
 * - Player leaderboard: the path has `/players/leaderboard/{year}/{period}` only (the address
 *   the player dashboard's Rank links to); venue, event and page ride in the query string
 *   (`?venue=12&event=3&page=2`), left out when 0 / 1, so shared links keep them.
 */
import { href } from '@/config/paths';
import { toNumberParam } from '@/lib/route-params';
import { periodDates, periodOfParams, type PeriodSelection } from '@/components/ui/period-filter';
import type { StandingsFilter } from './standings-paths';

export interface LeaderboardFilters extends PeriodSelection {
  readonly venueID: number;
  readonly eventID: number;
}

const idOf = (text: string | null | undefined): number => {
  const number = toNumberParam(text);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/** The event leaderboard's filters from its route parameters. */
export function eventLeaderboardFiltersOf(
  params: Readonly<Record<string, string | undefined>>,
  today: string,
): LeaderboardFilters {
  return {
    venueID: idOf(params['venueID']),
    eventID: idOf(params['eventID']),
    ...periodOfParams(params['year'], params['month'], today),
  };
}

export const eventLeaderboardPath = ({ venueID, eventID, year, period }: LeaderboardFilters): string =>
  href('eventLeaderboard', { venueID, eventID, year, month: period });

export interface PlayerLeaderboardState extends LeaderboardFilters {
  /** 1-based */
  readonly page: number;
}

/** The player leaderboard's filters and page from its route parameters and query string. */
export function playerLeaderboardStateOf(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  today: string,
): PlayerLeaderboardState {
  return {
    venueID: idOf(search.get('venue')),
    eventID: idOf(search.get('event')),
    page: Math.max(1, idOf(search.get('page'))),
    ...periodOfParams(params['year'], params['period'], today),
  };
}

export function playerLeaderboardPath({ venueID, eventID, year, period, page }: PlayerLeaderboardState): string {
  const query = new URLSearchParams();
  if (venueID > 0) query.set('venue', String(venueID));
  if (eventID > 0) query.set('event', String(eventID));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  const path = href('playerLeaderboard', { year, period });
  return search ? `${path}?${search}` : path;
}

/** A change of filters: another venue clears the event (its list follows the venue) unless `keepsSeries`. */
export function changeFilters<F extends LeaderboardFilters>(
  current: F,
  change: Partial<LeaderboardFilters>,
  keepsSeries = false,
): F {
  const clearsSeries =
    change.venueID !== undefined && change.venueID !== current.venueID && change.eventID === undefined && !keepsSeries;
  return { ...current, ...change, ...(clearsSeries ? { eventID: 0 } : {}) };
}

/** The read's filter: the scope and the period's league dates. */
export const standingsFilterOf = (filters: LeaderboardFilters): StandingsFilter => ({
  venueID: filters.venueID,
  eventID: filters.eventID,
  ...periodDates(filters),
});
