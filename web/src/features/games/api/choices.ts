/**
 * The lists the game screens choose from: venues, a venue's events and the host
 * choices. Same URLs and keys as the venues feature (see query-keys.ts), read here
 * because features do not import each other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { choiceKeys, type Rows } from './query-keys';

/** The parts of a venue the game screens use. */
export interface VenueChoice {
  venueID: number;
  title: string;
  timeZone: string;
}

/** The parts of a recurring event the game screens use. */
export interface EventChoice {
  eventID: number;
  title: string;
  venueID: number;
  hostID: number | null;
  eventType: number;
}

/** A host choice: every player of host level (10) and above (docs/api.md §5). */
export interface HostChoice {
  playerID: number;
  title: string;
}

export const venueChoicesQueryOptions = () =>
  queryOptions({ queryKey: choiceKeys.venues(), queryFn: ({ signal }) => apiGet<Rows<VenueChoice>>('/v1/venue/list/0', { signal }) });

export const eventChoicesQueryOptions = (venueID: number) =>
  queryOptions({
    queryKey: choiceKeys.events(venueID),
    queryFn: ({ signal }) => apiGet<Rows<EventChoice>>(`/v1/event/list/${venueID}`, { signal }),
    enabled: venueID > 0,
  });

export const hostChoicesQueryOptions = () =>
  queryOptions({ queryKey: choiceKeys.hosts(), queryFn: ({ signal }) => apiGet<Rows<HostChoice>>('/v1/player/list/10', { signal }), staleTime: 5 * 60_000 });

export const useVenueChoices = () => useQuery(venueChoicesQueryOptions());

/** A venue's events; nothing is asked without a venue. */
export const useEventChoices = (venueID: number) => useQuery(eventChoicesQueryOptions(venueID));

export const useHostChoices = () => useQuery(hostChoicesQueryOptions());
