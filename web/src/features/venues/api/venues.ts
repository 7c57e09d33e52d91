import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueInput } from '@league/modules/venues/domain/venue.js';
import { catalogKeys, refreshCatalog, venuesQueryOptions, type Venue as CatalogVenue } from '@/catalog';
import { apiRead, apiSend, readPath, type WriteAnswer } from '@/lib/api-reads';

/**
 * A venue with every field, as the venue reads answer a host and up (a visitor's rows carry
 * only the public fields: PublicVenue in the document). These screens are staff screens.
 */
export type Venue = Extract<CatalogVenue, { address: string }>;

/** A row with the staff fields (all of them come together: the document's non-public venue). */
const isStaffVenue = (venue: CatalogVenue): venue is Venue => typeof venue.address === 'string';

/** What POST /v1/venue takes: venueID 0 creates; a blank state or time zone takes its default. */
export type { VenueInput };

/** What POST /v1/venue answers. */
export type SaveVenueResult = WriteAnswer<'post', '/v1/venue'>;

export async function fetchVenue(venueID: number): Promise<Venue> {
  const answer = await apiRead(readPath('/v1/venue/id/{venueID}', { venueID }));
  const venue = answer.rows.find(isStaffVenue);
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
export const useVenues = (since: string | null) =>
  useQuery({
    ...venuesQueryOptions(since ? { start: since } : null),
    select: (answer) => ({ ...answer, rows: answer.rows.filter(isStaffVenue) }),
  });

export const useVenue = (venueID: number) => useQuery(venueQueryOptions(venueID));

export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venue: VenueInput) => apiSend('post', '/v1/venue', undefined, venue),
    onSuccess: async ({ venue }) => {
      queryClient.setQueryData(catalogKeys.venue(venue.venueID), venue);
      // Every screen's venue choices; event titles and venue names may carry the venue title.
      await Promise.all([
        refreshCatalog(queryClient, 'venues'),
        queryClient.invalidateQueries({ queryKey: catalogKeys.series() }),
      ]);
    },
  });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueID: number) => apiSend('delete', '/v1/venue', undefined, { venueID }),
    onSuccess: async (_answer, venueID) => {
      queryClient.removeQueries({ queryKey: catalogKeys.venue(venueID) });
      queryClient.removeQueries({ queryKey: catalogKeys.seriesListsOf(venueID) });
      await refreshCatalog(queryClient, 'venues', 'series');
    },
  });
}
