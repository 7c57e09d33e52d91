/** The schedule screens' reads (docs/api.md §4, §6) as TanStack Query hooks. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead, type Schema } from '@/lib/api-reads';
import { gameWindowPath, nextQuarterlyPath, type GameWindowFilter } from '../schedule-api-paths';
import { scheduleKeys } from './query-keys';

export type GameRow = Schema<'GameRow'>;

const gameWindowQueryOptions = (filter: GameWindowFilter) =>
  queryOptions({
    queryKey: scheduleKeys.window(filter),
    queryFn: ({ signal }) => apiRead(gameWindowPath(filter), { signal }),
    // Moving a month keeps last month's games on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Kept for offline (lib/kept-reads.ts): the calendar opens at the bar with its age shown.
    meta: { persist: true },
  });

/** The games in a window of league dates (both ends included), ascending by time. */
export const useGameWindow = (filter: GameWindowFilter) => useQuery(gameWindowQueryOptions(filter));

/** The next quarterly tournament from `start`: null when none is scheduled. */
export const useNextQuarterly = (start: string) =>
  useQuery({
    queryKey: scheduleKeys.nextQuarterly(start),
    queryFn: ({ signal }) => apiRead(nextQuarterlyPath(start), { signal }),
    select: (answer) => answer.rows[0] ?? null,
    meta: { persist: true },
  });
