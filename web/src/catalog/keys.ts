/**
 * The one query-key factory of the catalog: the shared reads every screen chooses from
 * (venues, series, hosts, player search). Everything sits under `['catalog', …]`, so a
 * write that changes one of them invalidates one prefix and every screen's choices follow
 * (refreshCatalog in reads.ts).
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  venues: () => [...catalogKeys.all, 'venues'] as const,
  venueLists: () => [...catalogKeys.venues(), 'list'] as const,
  /** null: every venue; else the venues active in the window (a missing stop is the server's default). */
  venueList: (window: { start: string; stop?: string | undefined } | null) =>
    [...catalogKeys.venueLists(), window ? window.start : 'all', window?.stop ?? null] as const,
  venue: (venueID: number) => [...catalogKeys.venues(), 'detail', venueID] as const,
  /** A venue's series; the key says 'events' as before, so a kept read (lib/kept-reads.ts) stays found. */
  series: () => [...catalogKeys.all, 'events'] as const,
  seriesLists: () => [...catalogKeys.series(), 'list'] as const,
  /** Every list of one venue's series (0: of every venue), whatever the window. */
  seriesListsOf: (venueID: number) => [...catalogKeys.seriesLists(), venueID] as const,
  /** since: null for every series of the venue, else the running ones from that day. */
  seriesList: (venueID: number, since: string | null) =>
    [...catalogKeys.seriesListsOf(venueID), since ?? 'all'] as const,
  oneSeries: (eventID: number) => [...catalogKeys.series(), 'detail', eventID] as const,
  hosts: () => [...catalogKeys.all, 'hosts'] as const,
  players: () => [...catalogKeys.all, 'players'] as const,
  /** One search, by the path segment it sends (so two spellings of one search share an entry). */
  playerSearch: (segment: string) => [...catalogKeys.players(), 'search', segment] as const,
  /** The player a number names (the search route's filter 0): a merge moves a number, a save changes the name. */
  playerByNumber: (number: number) => [...catalogKeys.players(), 'number', number] as const,
};
