/**
 * The activity dashboard's filters (product §2 "Activity dashboard"): venue, event, year
 * and period. The route has one free slot (`/activities/dashboard/{view?}`), so the
 * filters ride in the query string (`?venue=12&event=3&year=2026&period=Q1`), left out
 * at their defaults, and every change rewrites the address (product §4). Pure.
 */
import { href } from '@/config/paths';
import { readPath } from '@/lib/api-reads';
import { toNumberParam } from '@/lib/route-params';
import { periodDates, periodOfParams } from '@/components/ui/period-filter';
import type { LeaderboardFilters } from './standings-filters';

const idOf = (text: string | null | undefined): number => {
  const number = toNumberParam(text);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/** The filters of an address's query string; a bad year or period falls back to this year, All. */
export function activityFiltersOf(search: URLSearchParams, today: string): LeaderboardFilters {
  return {
    venueID: idOf(search.get('venue')),
    eventID: idOf(search.get('event')),
    ...periodOfParams(search.get('year') ?? undefined, search.get('period') ?? undefined, today),
  };
}

/** The dashboard's address for these filters (other query parameters, e.g. ?today=, kept by the caller). */
export function activityDashboardPath({ venueID, eventID, year, period }: LeaderboardFilters, view?: string): string {
  const query = new URLSearchParams();
  if (venueID > 0) query.set('venue', String(venueID));
  if (eventID > 0) query.set('event', String(eventID));
  query.set('year', String(year));
  query.set('period', period);
  return `${href('activityDashboard', { view })}?${query.toString()}`;
}

/** GET /v1/player/stats/{venueID}/{eventID}/{start}/{stop}: games played per player, the top 10. */
export function playerGamesPath(filters: LeaderboardFilters) {
  const { start, stop } = periodDates(filters);
  return readPath('/v1/player/stats/{venueID}/{eventID}/{start}/{stop}', {
    venueID: filters.venueID,
    eventID: filters.eventID,
    start,
    stop,
  });
}

/** GET /v1/venue/stats/{venueID}/{eventID}/{start}/{stop}: games played per venue. */
export function venueGamesPath(filters: LeaderboardFilters) {
  const { start, stop } = periodDates(filters);
  return readPath('/v1/venue/stats/{venueID}/{eventID}/{start}/{stop}', {
    venueID: filters.venueID,
    eventID: filters.eventID,
    start,
    stop,
  });
}
