/**
 * The one query-key factory of the catalog: the shared reads every screen chooses from
 * (venues, events, hosts, player search). Everything sits under `['catalog', …]`, so a
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
  events: () => [...catalogKeys.all, 'events'] as const,
  eventLists: () => [...catalogKeys.events(), 'list'] as const,
  /** Every list of one venue's events (0: of every venue), whatever the window. */
  eventListsOf: (venueID: number) => [...catalogKeys.eventLists(), venueID] as const,
  /** since: null for every event of the venue, else the running ones from that day. */
  eventList: (venueID: number, since: string | null) => [...catalogKeys.eventListsOf(venueID), since ?? 'all'] as const,
  event: (eventID: number) => [...catalogKeys.events(), 'detail', eventID] as const,
  hosts: () => [...catalogKeys.all, 'hosts'] as const,
  players: () => [...catalogKeys.all, 'players'] as const,
  /** One search, by the path segment it sends (so two spellings of one search share an entry). */
  playerSearch: (segment: string) => [...catalogKeys.players(), 'search', segment] as const,
  /** The player a number names (the search route's filter 0): a merge moves a number, a save changes the name. */
  playerByNumber: (number: number) => [...catalogKeys.players(), 'number', number] as const,
};
