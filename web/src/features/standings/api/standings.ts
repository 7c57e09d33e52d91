/** The standings reads (docs/api.md "Points, leaderboards and invites") as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventLeaderboardRow, LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import type { Rows } from '@league/shared/application/rows.js';
import type { Venue } from '@league/modules/venues/domain/venue.js';
import { apiGet } from '@/lib/api-client';
import { championsPath, eventLeaderboardPath, EVERY_VENUE_PATH, totalsPath, venueEventsPath, type StandingsFilter } from '../standings-paths';
import { standingsKeys, venueListKeys } from './query-keys';

export type { EventLeaderboardRow, LeaderboardRow, Rows, Venue };

/** An event as the event list answers it; the filter needs its id and title. */
export interface StandingsEvent {
  eventID: number;
  title: string;
  venueID: number;
}

/** One page of the player leaderboard; the previous page stays on screen while the next arrives. */
export const useLeaderboardPage = (filter: StandingsFilter, page: number) =>
  useQuery({
    queryKey: standingsKeys.totals(filter, page),
    queryFn: ({ signal }) => apiGet<Rows<LeaderboardRow>>(totalsPath(filter, page), { signal }),
    placeholderData: keepPreviousData,
  });

/** The event leaderboard's rows (winners per game for the champions' tokens, else event totals). */
export const useEventLeaderboard = (filter: StandingsFilter) =>
  useQuery({
    queryKey: standingsKeys.events(filter),
    queryFn: ({ signal }) => apiGet<Rows<EventLeaderboardRow>>(eventLeaderboardPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });

/** Every champion of an event type (3 quarterly, 4 national), newest first. */
export const useChampions = (eventType: number) =>
  useQuery({
    queryKey: standingsKeys.champions(eventType),
    queryFn: ({ signal }) => apiGet<Rows<EventLeaderboardRow>>(championsPath(eventType), { signal }),
  });

/** Every venue, by title (the venue filter). */
export const useEveryVenue = () => useQuery({ queryKey: venueListKeys.every, queryFn: ({ signal }) => apiGet<Rows<Venue>>(EVERY_VENUE_PATH, { signal }) });

/** The events of a venue (0: of every venue), for the event filter. */
export const useVenueEvents = (venueID: number) =>
  useQuery({ queryKey: venueListKeys.events(venueID), queryFn: ({ signal }) => apiGet<Rows<StandingsEvent>>(venueEventsPath(venueID), { signal }) });
