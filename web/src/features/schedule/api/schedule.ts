/** The schedule screens' reads (docs/api.md §4, §6) as TanStack Query hooks. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameRow } from '@league/modules/games/domain/game-row.js';
import type { Rows } from '@league/shared/application/rows.js';
import type { Venue } from '@league/modules/venues/domain/venue.js';
import { apiGet } from '@/lib/api-client';
import { activeVenuesPath, EVERY_VENUE_PATH, gameWindowPath, nextQuarterlyPath, venueEventsPath, type GameWindowFilter } from '../schedule-api-paths';
import type { DateWindow } from '../schedule-dates';
import { scheduleKeys, venueListKeys } from './query-keys';

export type { GameRow, Rows, Venue };

/** An event as the event list answers it; the filters need its id, title and venue. */
export interface ScheduleEvent {
  eventID: number;
  title: string;
  venueID: number;
}

const gameWindowQueryOptions = (filter: GameWindowFilter) =>
  queryOptions({
    queryKey: scheduleKeys.window(filter),
    queryFn: ({ signal }) => apiGet<Rows<GameRow>>(gameWindowPath(filter), { signal }),
    // Moving a month keeps last month's games on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The games in a window of league dates (both ends included), ascending by time. */
export const useGameWindow = (filter: GameWindowFilter) => useQuery(gameWindowQueryOptions(filter));

/** The next quarterly tournament from `start`: null when none is scheduled. */
export const useNextQuarterly = (start: string) =>
  useQuery({
    queryKey: scheduleKeys.nextQuarterly(start),
    queryFn: ({ signal }) => apiGet<Rows<GameRow>>(nextQuarterlyPath(start), { signal }),
    select: (answer) => answer.rows[0] ?? null,
  });

/** Every venue, by title (the venue filter). */
export const useEveryVenue = () =>
  useQuery({ queryKey: venueListKeys.every, queryFn: ({ signal }) => apiGet<Rows<Venue>>(EVERY_VENUE_PATH, { signal }) });

/** Venues with a game or a running event in the window (the venue table). */
export const useActiveVenues = (window: DateWindow) =>
  useQuery({ queryKey: venueListKeys.active(window.start, window.stop), queryFn: ({ signal }) => apiGet<Rows<Venue>>(activeVenuesPath(window), { signal }) });

/** The events of a venue (0: of every venue), for the event filter. */
export const useVenueEvents = (venueID: number) =>
  useQuery({ queryKey: venueListKeys.events(venueID), queryFn: ({ signal }) => apiGet<Rows<ScheduleEvent>>(venueEventsPath(venueID), { signal }) });
