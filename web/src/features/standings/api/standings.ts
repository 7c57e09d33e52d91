/** The standings reads (docs/api.md "Points, leaderboards and invites") as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventLeaderboardRow, LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import type { Rows } from '@league/shared/application/rows.js';
import { apiGet } from '@/lib/api-client';
import { championsPath, eventLeaderboardPath, totalsPath, type StandingsFilter } from '../standings-paths';
import { standingsKeys } from './query-keys';

export type { EventLeaderboardRow, LeaderboardRow, Rows };

/** One page of the player leaderboard; the previous page stays on screen while the next arrives. */
export const useLeaderboardPage = (filter: StandingsFilter, page: number) =>
  useQuery({
    queryKey: standingsKeys.totals(filter, page),
    queryFn: ({ signal }) => apiGet<Rows<LeaderboardRow>>(totalsPath(filter, page), { signal }),
    placeholderData: keepPreviousData,
    // Kept for offline (lib/kept-reads.ts): shown with its age when there is no network.
    meta: { persist: true },
  });

/** The event leaderboard's rows (winners per game for the champions' tokens, else event totals). */
export const useEventLeaderboard = (filter: StandingsFilter) =>
  useQuery({
    queryKey: standingsKeys.events(filter),
    queryFn: ({ signal }) => apiGet<Rows<EventLeaderboardRow>>(eventLeaderboardPath(filter), { signal }),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

/** Every champion of an event type (3 quarterly, 4 national), newest first. */
export const useChampions = (eventType: number) =>
  useQuery({
    queryKey: standingsKeys.champions(eventType),
    queryFn: ({ signal }) => apiGet<Rows<EventLeaderboardRow>>(championsPath(eventType), { signal }),
    meta: { persist: true },
  });
