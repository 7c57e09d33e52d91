/** The activity dashboard's reads (docs/api.md: player and venue stats) as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayerGamesRow, VenueGamesRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import type { Rows } from '@league/shared/application/rows.js';
import { apiGet } from '@/lib/api-client';
import { playerGamesPath, venueGamesPath } from '../activity-filters';
import type { LeaderboardFilters } from '../standings-filters';
import { standingsKeys } from './query-keys';

export type { PlayerGamesRow, VenueGamesRow };

const activityKey = (kind: string, path: string) => [...standingsKeys.all, 'activity', kind, path] as const;

export const usePlayerGames = (filters: LeaderboardFilters) => {
  const path = playerGamesPath(filters);
  return useQuery({
    queryKey: activityKey('players', path),
    queryFn: ({ signal }) => apiGet<Rows<PlayerGamesRow>>(path, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useVenueGames = (filters: LeaderboardFilters) => {
  const path = venueGamesPath(filters);
  return useQuery({
    queryKey: activityKey('venues', path),
    queryFn: ({ signal }) => apiGet<Rows<VenueGamesRow>>(path, { signal }),
    placeholderData: keepPreviousData,
  });
};
