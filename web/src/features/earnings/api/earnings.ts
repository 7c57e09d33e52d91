/** GET /v1/game/earnings/{year} (owner only) as a TanStack Query hook. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EarningsReport, EarningsReportRow } from '@league/modules/games/domain/earnings-report.js';
import { apiGet } from '@/lib/api-client';

export type { EarningsReport, EarningsReportRow };

/** Under ['games', ...] so a game write that refreshes the games refreshes the report too. */
export const earningsKeys = { report: (year: number) => ['games', 'earnings', year] as const };

export const useEarningsReport = (year: number) =>
  useQuery({
    queryKey: earningsKeys.report(year),
    queryFn: ({ signal }) => apiGet<EarningsReport>(`/v1/game/earnings/${year}`, { signal }),
    placeholderData: keepPreviousData,
  });
