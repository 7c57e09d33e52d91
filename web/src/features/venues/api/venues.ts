import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Venue, VenueInput } from '@league/modules/venues/domain/venue.js';
import { catalogKeys, refreshCatalog, venuesQueryOptions, type Rows } from '@/catalog';
import { apiGet, apiWrite } from '@/lib/api-client';
import type { MessageResult } from './query-keys';

/** A venue exactly as the server's domain defines it (docs/api.md "Venues and events"). */
export type { Venue };

/** What POST /v1/venue takes: venueID 0 creates; a blank state or time zone takes its default. */
export type { VenueInput };

export interface SaveVenueResult {
  message: string;
  venue: Venue;
}

export async function fetchVenue(venueID: number): Promise<Venue> {
  const answer = await apiGet<Rows<Venue>>(`/v1/venue/id/${venueID}`);
  const venue = answer.rows[0];
  if (!venue) throw new Error('Venue not found');
  return venue;
}

export const venueQueryOptions = (venueID: number) =>
  queryOptions({
    queryKey: catalogKeys.venue(venueID),
    queryFn: () => fetchVenue(venueID),
    enabled: venueID > 0,
    meta: { persist: true },
  });

/** Every venue (since null), or the venues active from that day (the catalog's read). */
export const useVenues = (since: string | null) => useQuery(venuesQueryOptions(since ? { start: since } : null));

export const useVenue = (venueID: number) => useQuery(venueQueryOptions(venueID));

export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venue: VenueInput) => apiWrite<SaveVenueResult>('POST', '/v1/venue', venue),
    onSuccess: async ({ venue }) => {
      queryClient.setQueryData(catalogKeys.venue(venue.venueID), venue);
      // Every screen's venue choices; event titles and venue names may carry the venue title.
      await Promise.all([
        refreshCatalog(queryClient, 'venues'),
        queryClient.invalidateQueries({ queryKey: catalogKeys.events() }),
      ]);
    },
  });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueID: number) => apiWrite<MessageResult>('DELETE', '/v1/venue', { venueID }),
    onSuccess: async (_answer, venueID) => {
      queryClient.removeQueries({ queryKey: catalogKeys.venue(venueID) });
      queryClient.removeQueries({ queryKey: catalogKeys.eventListsOf(venueID) });
      await refreshCatalog(queryClient, 'venues', 'events');
    },
  });
}
