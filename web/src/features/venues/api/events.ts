import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesInput } from '@league/modules/venues/domain/series.js';
import { apiGet, apiWrite } from '@/lib/api-client';
import { eventKeys, venueKeys, type MessageResult, type Rows } from './query-keys';

/** A recurring event as GET /v1/event/... answers it (docs/api.md "Venues and events"). */
export interface VenueEvent {
  eventID: number;
  title: string;
  venueID: number;
  venueName?: string | null;
  hostID: number | null;
  hostName?: string | null;
  eventType: number;
  /** 1 Sunday .. 7 Saturday */
  eventDay: number;
  frequency: number;
  /** "HH:mm:ss" */
  eventTime: string;
  /** yyyy-MM-dd */
  startDate: string | null;
  effectDate: string | null;
  stopDate: string | null;
}

/** What POST /v1/event takes (the domain's own input): eventID 0 creates; a blank title is built by the server. */
export type VenueEventInput = SeriesInput;

export interface SaveEventResult {
  message: string;
  event: VenueEvent;
}

export const fetchEvents = (venueID: number, since: string | null): Promise<Rows<VenueEvent>> =>
  apiGet<Rows<VenueEvent>>(since ? `/v1/event/list/${venueID}/${since}` : `/v1/event/list/${venueID}`);

export async function fetchEvent(eventID: number): Promise<VenueEvent> {
  const answer = await apiGet<Rows<VenueEvent>>(`/v1/event/id/${eventID}`);
  const event = answer.rows[0];
  if (!event) throw new Error('Event not found');
  return event;
}

/** Events of one venue; venue 0 would mean "all venues", which this screen never wants. */
export const eventsQueryOptions = (venueID: number, since: string | null) =>
  queryOptions({ queryKey: eventKeys.list(venueID, since), queryFn: () => fetchEvents(venueID, since), enabled: venueID > 0 });

export const eventQueryOptions = (eventID: number) =>
  queryOptions({ queryKey: eventKeys.detail(eventID), queryFn: () => fetchEvent(eventID), enabled: eventID > 0 });

export const useEvents = (venueID: number, since: string | null) => useQuery(eventsQueryOptions(venueID, since));

export const useEvent = (eventID: number) => useQuery(eventQueryOptions(eventID));

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: VenueEventInput) => apiWrite<SaveEventResult>('POST', '/v1/event', event),
    onSuccess: async ({ event }) => {
      queryClient.setQueryData(eventKeys.detail(event.eventID), event);
      // A running event makes its venue active, so the venue lists change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: venueKeys.lists() }),
      ]);
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventID: number) => apiWrite<MessageResult>('DELETE', '/v1/event', { eventID }),
    onSuccess: async (_answer, eventID) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventID) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: venueKeys.lists() }),
      ]);
    },
  });
}
