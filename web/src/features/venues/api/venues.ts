import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Venue, VenueInput } from '@league/modules/venues/domain/venue.js';
import { apiGet, apiWrite } from '@/lib/api-client';
import { eventKeys, venueKeys, type MessageResult, type Rows } from './query-keys';

/** A venue exactly as the server's domain defines it (docs/api.md "Venues and events"). */
export type { Venue };

/** What POST /v1/venue takes: venueID 0 creates; a blank state or time zone takes its default. */
export type { VenueInput };

export interface SaveVenueResult {
  message: string;
  venue: Venue;
}

export const fetchVenues = (since: string | null): Promise<Rows<Venue>> =>
  apiGet<Rows<Venue>>(since ? `/v1/venue/list/0/${since}` : '/v1/venue/list/0');

export async function fetchVenue(venueID: number): Promise<Venue> {
  const answer = await apiGet<Rows<Venue>>(`/v1/venue/id/${venueID}`);
  const venue = answer.rows[0];
  if (!venue) throw new Error('Venue not found');
  return venue;
}

export const venuesQueryOptions = (since: string | null) =>
  queryOptions({ queryKey: venueKeys.list(since), queryFn: () => fetchVenues(since) });

export const venueQueryOptions = (venueID: number) =>
  queryOptions({ queryKey: venueKeys.detail(venueID), queryFn: () => fetchVenue(venueID), enabled: venueID > 0 });

export const useVenues = (since: string | null) => useQuery(venuesQueryOptions(since));

export const useVenue = (venueID: number) => useQuery(venueQueryOptions(venueID));

export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venue: VenueInput) => apiWrite<SaveVenueResult>('POST', '/v1/venue', venue),
    onSuccess: async ({ venue }) => {
      queryClient.setQueryData(venueKeys.detail(venue.venueID), venue);
      // Event titles and venue names may carry the venue title.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueID: number) => apiWrite<MessageResult>('DELETE', '/v1/venue', { venueID }),
    onSuccess: async (_answer, venueID) => {
      queryClient.removeQueries({ queryKey: venueKeys.detail(venueID) });
      queryClient.removeQueries({ queryKey: eventKeys.venue(venueID) });
      await queryClient.invalidateQueries({ queryKey: venueKeys.lists() });
    },
  });
}
