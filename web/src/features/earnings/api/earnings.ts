/** GET /v1/game/earnings/{year} (owner only) as a TanStack Query hook. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead, readPath, type Schema } from '@/lib/api-reads';

export type EarningsReport = Schema<'EarningsReport'>;
export type EarningsReportRow = Schema<'EarningsReportRow'>;

/** Under ['games', ...] so a game write that refreshes the games refreshes the report too. */
export const earningsKeys = { report: (year: number) => ['games', 'earnings', year] as const };

export const useEarningsReport = (year: number) =>
  useQuery({
    queryKey: earningsKeys.report(year),
    queryFn: ({ signal }) => apiRead(readPath('/v1/game/earnings/{year}', { year }), { signal }),
    placeholderData: keepPreviousData,
  });
