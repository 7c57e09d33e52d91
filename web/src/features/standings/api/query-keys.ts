/**
 * Query keys of the standings reads. They sit under ['points', ...] with the points
 * feature's reads, so a points write that refreshes ['points'] refreshes the standings
 * too; 'standings' keeps their shapes apart. Venue and event lists are the
 * catalog's (@/catalog).
 */
import type { StandingsFilter } from '../standings-paths';

const filterKey = ({ venueID, eventID, start, stop }: StandingsFilter) => [venueID, eventID, start, stop] as const;

export const standingsKeys = {
  all: ['points', 'standings'] as const,
  totals: (filter: StandingsFilter, page: number) =>
    [...standingsKeys.all, 'totals', ...filterKey(filter), page] as const,
  events: (filter: StandingsFilter) => [...standingsKeys.all, 'events', ...filterKey(filter)] as const,
  champions: (eventType: number) => [...standingsKeys.all, 'champions', eventType] as const,
};
