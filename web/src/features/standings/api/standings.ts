/** The standings reads (docs/api.md "Points, leaderboards and invites") as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead, type Schema } from '@/lib/api-reads';
import { championsPath, eventLeaderboardPath, totalsPath, type StandingsFilter } from '../standings-paths';
import { standingsKeys } from './query-keys';

export type LeaderboardRow = Schema<'LeaderboardRow'>;
export type EventLeaderboardRow = Schema<'EventLeaderboardRow'>;

/** One page of the player leaderboard; the previous page stays on screen while the next arrives. */
export const useLeaderboardPage = (filter: StandingsFilter, page: number) =>
  useQuery({
    queryKey: standingsKeys.totals(filter, page),
    queryFn: ({ signal }) => apiRead(totalsPath(filter, page), { signal }),
    placeholderData: keepPreviousData,
    // Kept for offline (lib/kept-reads.ts): shown with its age when there is no network.
    meta: { persist: true },
  });

/** The event leaderboard's rows (winners per game for the champions' tokens, else event totals). */
export const useEventLeaderboard = (filter: StandingsFilter) =>
  useQuery({
    queryKey: standingsKeys.events(filter),
    queryFn: ({ signal }) => apiRead(eventLeaderboardPath(filter), { signal }),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

/** Every champion of an event type (3 quarterly, 4 national), newest first. */
export const useChampions = (eventType: number) =>
  useQuery({
    queryKey: standingsKeys.champions(eventType),
    queryFn: ({ signal }) => apiRead(championsPath(eventType), { signal }),
    meta: { persist: true },
  });
