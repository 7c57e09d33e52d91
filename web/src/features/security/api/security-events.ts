/** The owner's security log (docs/api.md "Security log", issue 32), as a TanStack Query hook. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Rows } from '@league/shared/application/rows.js';
import type { RecordedSecurityEvent } from '@league/shared/application/security-log.js';
import { apiGet } from '@/lib/api-client';

export type SecurityEventRow = RecordedSecurityEvent;

/** The server's page size (SECURITY_EVENTS_PAGE_SIZE). */
export const SECURITY_EVENTS_PAGE_SIZE = 50;

export function useSecurityEvents(page: number) {
  return useQuery({
    queryKey: ['security-events', page],
    queryFn: ({ signal }) => apiGet<Rows<SecurityEventRow>>(`/v1/security/events/${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
