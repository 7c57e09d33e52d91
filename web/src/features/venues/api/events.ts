import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesInput } from '@league/modules/venues/domain/series.js';
import { catalogKeys, eventsQueryOptions, refreshCatalog, type CatalogEvent, type Rows } from '@/catalog';
import { apiGet, apiWrite } from '@/lib/api-client';
import type { MessageResult } from './query-keys';

/** A recurring event as GET /v1/event/... answers it (docs/api.md "Venues and events"): the catalog's. */
export type VenueEvent = CatalogEvent;

/** What POST /v1/event takes (the domain's own input): eventID 0 creates; a blank title is built by the server. */
export type VenueEventInput = SeriesInput;

export interface SaveEventResult {
  message: string;
  event: VenueEvent;
}

export async function fetchEvent(eventID: number): Promise<VenueEvent> {
  const answer = await apiGet<Rows<VenueEvent>>(`/v1/event/id/${eventID}`);
  const event = answer.rows[0];
  if (!event) throw new Error('Event not found');
  return event;
}

export const eventQueryOptions = (eventID: number) =>
  queryOptions({
    queryKey: catalogKeys.event(eventID),
    queryFn: () => fetchEvent(eventID),
    enabled: eventID > 0,
    meta: { persist: true },
  });

/** Events of one venue (the catalog's read); venue 0 would mean "all venues", which this screen never wants. */
export const useEvents = (venueID: number, since: string | null) => useQuery(eventsQueryOptions(venueID, { since }));

export const useEvent = (eventID: number) => useQuery(eventQueryOptions(eventID));

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: VenueEventInput) => apiWrite<SaveEventResult>('POST', '/v1/event', event),
    onSuccess: async ({ event }) => {
      queryClient.setQueryData(catalogKeys.event(event.eventID), event);
      // A running event makes its venue active, so the venue lists change too.
      await refreshCatalog(queryClient, 'events', 'venues');
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventID: number) => apiWrite<MessageResult>('DELETE', '/v1/event', { eventID }),
    onSuccess: async (_answer, eventID) => {
      queryClient.removeQueries({ queryKey: catalogKeys.event(eventID) });
      await refreshCatalog(queryClient, 'events', 'venues');
    },
  });
}
