import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesInput } from '@league/modules/venues/domain/series.js';
import { catalogKeys, seriesListQueryOptions, refreshCatalog, type CatalogSeries } from '@/catalog';
import { apiRead, apiSend, readPath, type WriteAnswer } from '@/lib/api-reads';

/** A recurring event as GET /v1/event/... answers it (docs/api.md "Venues and events"): the catalog's. */
export type VenueSeries = CatalogSeries;

/** What POST /v1/event takes (the domain's own input): eventID 0 creates; a blank title is built by the server. */
export type VenueSeriesInput = SeriesInput;

/** What POST /v1/event answers. */
export type SaveSeriesResult = WriteAnswer<'post', '/v1/event'>;

export async function fetchSeries(eventID: number): Promise<VenueSeries> {
  const answer = await apiRead(readPath('/v1/event/id/{eventID}', { eventID }));
  const event = answer.rows[0];
  if (!event) throw new Error('Event not found');
  return event;
}

export const seriesQueryOptions = (eventID: number) =>
  queryOptions({
    queryKey: catalogKeys.oneSeries(eventID),
    queryFn: () => fetchSeries(eventID),
    enabled: eventID > 0,
    meta: { persist: true },
  });

/** Events of one venue (the catalog's read); venue 0 would mean "all venues", which this screen never wants. */
export const useVenueSeriesList = (venueID: number, since: string | null) =>
  useQuery(seriesListQueryOptions(venueID, { since }));

export const useSeries = (eventID: number) => useQuery(seriesQueryOptions(eventID));

export function useSaveSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: VenueSeriesInput) => apiSend('post', '/v1/event', undefined, event),
    onSuccess: async ({ event }) => {
      queryClient.setQueryData(catalogKeys.oneSeries(event.eventID), event);
      // A running event makes its venue active, so the venue lists change too.
      await refreshCatalog(queryClient, 'series', 'venues');
    },
  });
}

export function useDeleteSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventID: number) => apiSend('delete', '/v1/event', undefined, { eventID }),
    onSuccess: async (_answer, eventID) => {
      queryClient.removeQueries({ queryKey: catalogKeys.oneSeries(eventID) });
      await refreshCatalog(queryClient, 'series', 'venues');
    },
  });
}
