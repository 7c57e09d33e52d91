/**
 * Tables of other modules this module reads: point records and their games (the standings
 * lists, and the totals recomputed from them, canceled games left out), players (names on
 * the rows), venues and events (names and titles). architecture.spec.ts checks these.
 */
export const LEADERBOARDS_READS_FROM = ['points', 'games', 'players', 'venues', 'events'] as const;
