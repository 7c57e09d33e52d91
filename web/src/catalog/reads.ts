/**
 * The catalog's reads as TanStack Query options and hooks: the venue list, a venue's
 * events, the host choices and the player search, read by every screen that chooses one
 * (filters, pickers, forms). One cache entry per read serves them all, and refreshCatalog
 * is what a write calls so every choice list follows it.
 */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRead, type Answer, type Schema } from '@/lib/api-reads';
import { catalogKeys } from './keys';
import {
  seriesListPath,
  HOST_LIST_PATH,
  playerByNumberPath,
  playerSearchPath,
  playerSearchSegment,
  venueListPath,
} from './paths';

/** A player search row (GET /v1/player/list/{0|1}/{text}). */
export type PlayerSearchRow = Schema<'PlayerSearchRow'>;

/** A venue as GET /v1/venue/list answers it: every field for staff, the public ones for a visitor. */
export type Venue = Answer<'/v1/venue/list/{playerID}'>['rows'][number];

/** A recurring event as GET /v1/event/... answers it (docs/api.md "Venues and events"). */
export type CatalogSeries = Schema<'SeriesView'>;

/** A host choice: every player of host level (10) and above (docs/api.md §5). */
export type HostChoice = Schema<'HostChoice'>;

/** Every venue (null), or the venues active in a window. */
export const venuesQueryOptions = (window: { start: string; stop?: string | undefined } | null = null) =>
  // Kept for offline (lib/kept-reads.ts): the filters of a kept leaderboard or calendar show their choices without network.
  queryOptions({
    queryKey: catalogKeys.venueList(window),
    queryFn: ({ signal }) => apiRead(venueListPath(window), { signal }),
    meta: { persist: true },
  });

/**
 * A venue's events; venue 0 is every venue's, asked only with `everyVenue` (a filter
 * whose event list follows the venue asks nothing until one is chosen).
 */
export const seriesListQueryOptions = (
  venueID: number,
  { since = null, everyVenue = false }: { since?: string | null; everyVenue?: boolean } = {},
) =>
  queryOptions({
    queryKey: catalogKeys.seriesList(venueID, since),
    queryFn: ({ signal }) => apiRead(seriesListPath(venueID, since), { signal }),
    enabled: venueID > 0 || everyVenue,
    meta: { persist: true },
  });

export const hostsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.hosts(),
    queryFn: ({ signal }) => apiRead(HOST_LIST_PATH, { signal }),
    staleTime: 5 * 60_000,
  });

export interface PlayerSearchOptions {
  /** false: ask nothing (a picker under two typed characters). */
  readonly enabled?: boolean;
  /** Keep the last answer on screen while the next search is asked. */
  readonly keepPrevious?: boolean;
}

/** Players whose name or number holds the text (playerSearchSegment: nothing under two characters). */
export function playerSearchQueryOptions(
  text: string,
  { enabled = true, keepPrevious = false }: PlayerSearchOptions = {},
) {
  const segment = playerSearchSegment(text);
  return queryOptions({
    queryKey: catalogKeys.playerSearch(segment ?? ''),
    queryFn: ({ signal }) => apiRead(playerSearchPath(segment!), { signal }),
    enabled: enabled && segment !== null,
    staleTime: 30_000,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The player a number names (a card, a scan, a duplicate's number): rows of one, or none; asks nothing for 0. */
export const playerByNumberQueryOptions = (number: number) =>
  queryOptions({
    queryKey: catalogKeys.playerByNumber(number),
    queryFn: ({ signal }) => apiRead(playerByNumberPath(number), { signal }),
    enabled: number > 0,
  });

export const useVenueList = (window: { start: string; stop?: string | undefined } | null = null) =>
  useQuery(venuesQueryOptions(window));
export const useSeriesList = (venueID: number, options?: { since?: string | null; everyVenue?: boolean }) =>
  useQuery(seriesListQueryOptions(venueID, options));
export const useHostList = (enabled = true) => useQuery({ ...hostsQueryOptions(), enabled });
export const usePlayerSearch = (text: string, options?: PlayerSearchOptions) =>
  useQuery(playerSearchQueryOptions(text, options));
/** The player a number names: undefined while asking, null when there is none. */
export const usePlayerByNumber = (number: number) =>
  useQuery({
    ...playerByNumberQueryOptions(number),
    select: (answer): PlayerSearchRow | null => answer.rows[0] ?? null,
  });

/** What a write changed: the catalog reads to ask again. */
export type CatalogPart = 'venues' | 'series' | 'players';

/**
 * Marks the catalog reads a write changed stale (the shown ones are asked again at once,
 * the others on their next use): every screen's choices follow a save or a delete.
 * venues and events: their lists (a venue's title is in its events' titles, a running
 * event makes its venue active); players: every search, every lookup by number and the host
 * choices (a level or a name changed, a player merged away).
 */
export async function refreshCatalog(queryClient: QueryClient, ...parts: readonly CatalogPart[]): Promise<void> {
  const keys = parts.flatMap((part): (readonly string[])[] =>
    part === 'venues'
      ? [catalogKeys.venueLists()]
      : part === 'series'
        ? [catalogKeys.seriesLists()]
        : [catalogKeys.players(), catalogKeys.hosts()],
  );
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
