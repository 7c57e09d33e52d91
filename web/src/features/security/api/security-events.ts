/** The owner's security log (docs/api.md "Security log", issue 32), as a TanStack Query hook. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead, readPath, type Schema } from '@/lib/api-reads';

export type SecurityEventRow = Schema<'RecordedSecurityEvent'>;

/** The server's page size (SECURITY_EVENTS_PAGE_SIZE). */
export const SECURITY_EVENTS_PAGE_SIZE = 50;

export function useSecurityEvents(page: number) {
  return useQuery({
    queryKey: ['security-events', page],
    queryFn: ({ signal }) => apiRead(readPath('/v1/security/events/{page}', { page }), { signal }),
    placeholderData: keepPreviousData,
  });
}
