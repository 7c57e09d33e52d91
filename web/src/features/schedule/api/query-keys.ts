/**
 * Query keys of the schedule screens. Game reads sit under ['games', ...], so any game
 * write (Manage Games, the points screen, a socket's refreshGame) that invalidates
 * ['games'] refreshes them too; 'schedule' keeps their shapes apart from the games
 * feature's own reads. Venue and event lists are the catalog's (@/catalog), so a
 * venue write refreshes the filters as well.
 */
import type { GameWindowFilter } from '../schedule-api-paths';

export const scheduleKeys = {
  all: ['games', 'schedule'] as const,
  window: (filter: GameWindowFilter) =>
    [
      ...scheduleKeys.all,
      'window',
      filter.venueID,
      filter.eventID,
      filter.start,
      filter.stop,
      filter.all ? 'all' : 'listed',
    ] as const,
  nextQuarterly: (start: string) => [...scheduleKeys.all, 'next-quarterly', start] as const,
};
