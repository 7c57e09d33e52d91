import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRebuildRunning, type StandingsRebuild } from '@league/modules/leaderboards/domain/standings-rebuild.js';
import { apiGet, apiWrite } from '@/lib/api-client';

export type { StandingsRebuild };

/** Where the jobs dashboard (bull-board) is served; POST /v1/admin/jobs/session answers it too. */
export const JOBS_DASHBOARD_URL = '/admin/jobs/';

const rebuildKey = ['admin', 'standings-rebuild'] as const;

/** How often the screen asks for a running rebuild's progress. */
const PROGRESS_EVERY_MS = 1_000;

export const standingsRebuildQueryOptions = () =>
  queryOptions({
    queryKey: rebuildKey,
    queryFn: ({ signal }) =>
      apiGet<{ rebuild: StandingsRebuild | null }>('/v1/admin/standings/rebuild', { signal }).then(
        ({ rebuild }) => rebuild,
      ),
    refetchInterval: (query) => (isRebuildRunning(query.state.data) ? PROGRESS_EVERY_MS : false),
  });

/** The latest full standings rebuild, polled while it waits or runs. */
export const useStandingsRebuild = () => useQuery(standingsRebuildQueryOptions());

export function useStartStandingsRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiWrite<{ message: string; rebuild: StandingsRebuild }>('POST', '/v1/admin/standings/rebuild', {}),
    onSuccess: ({ rebuild }) => queryClient.setQueryData(rebuildKey, rebuild),
  });
}

/**
 * The dashboard is a page of its own, which cannot send the site's session (kept in
 * localStorage): this call puts it in the dashboard's HttpOnly cookie, then the page opens.
 */
export function useOpenJobsDashboard() {
  return useMutation({
    mutationFn: () => apiWrite<{ message: string; path: string }>('POST', '/v1/admin/jobs/session', {}),
    onSuccess: ({ path }) => window.location.assign(path),
  });
}
