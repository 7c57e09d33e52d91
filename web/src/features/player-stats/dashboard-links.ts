/**
 * The dashboard's address and its links (SPEC §2 "Player dashboard"): the number and the
 * year are path segments (config/paths.ts); the period, venue, event and history page ride
 * in the query string, left out at their defaults.
 */
import type { HistoryRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import { ALL_YEARS, type PeriodSelection } from '@league/shared/domain/period.js';
import { href } from '@/config/paths';
import { dateInZone } from '@/lib/clock';
import { formatGameTime } from '@/lib/game-time';
import type { StatsScope } from './api/player-stats';

export interface DashboardFilters extends StatsScope {
  readonly selection: PeriodSelection;
  readonly page: number;
}

/** SPEC §5: the number must be numeric (whole, above 0); anything else is null. */
export function dashboardNumberOf(segment: string | undefined): number | null {
  const text = segment?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

const count = (text: string | null): number => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/** The venue, event and page of the query string (the event only with a venue). */
export function dashboardScopeOf(search: URLSearchParams): StatsScope & { page: number } {
  const venueID = count(search.get('venue'));
  return {
    venueID,
    eventID: venueID > 0 ? count(search.get('event')) : 0,
    page: Math.max(1, count(search.get('page'))),
  };
}

/** The dashboard's address for a number and filters; other query parameters (e.g. ?today=) are kept. */
export function dashboardPath(
  playerNumber: number | string,
  filters: DashboardFilters,
  kept: URLSearchParams = new URLSearchParams(),
): string {
  const { selection, venueID, eventID, page } = filters;
  const query = new URLSearchParams(kept);
  for (const name of ['period', 'venue', 'event', 'page']) query.delete(name);
  if (selection.year !== ALL_YEARS && selection.period !== 'All') query.set('period', selection.period);
  if (venueID > 0) query.set('venue', String(venueID));
  if (venueID > 0 && eventID > 0) query.set('event', String(eventID));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${href('playerDashboard', { playerNumber, year: selection.year })}${text ? `?${text}` : ''}`;
}

/** /events/browse/0/0/{venueID}/{eventID}/{yyyy}/M{m}: the games of that event in the game's month. */
export function historyBrowsePath(row: Pick<HistoryRow, 'gameAt' | 'venueTimeZone' | 'venueID' | 'eventID'>): string {
  const [year, month] = dateInZone(new Date(row.gameAt), row.venueTimeZone).split('-');
  return href('eventsBrowse', {
    view: 0,
    hostID: 0,
    venueID: row.venueID ?? 0,
    eventID: row.eventID ?? 0,
    year: Number(year),
    month: `M${Number(month)}`,
  });
}

/** "Mar 5, 2026": the game's day where it was played. */
export const gameDay = (iso: string, zone: string): string => formatGameTime(iso, zone, 'mediumDay');

/** "1st" .. "8th"; blank for no place. */
export function placeText(place: number): string {
  if (place < 1 || place > 8) return '';
  const suffix = place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th';
  return `${place}${suffix}`;
}

/** "JS" for Jane Smith; "#" when there is no name. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '#';
}
