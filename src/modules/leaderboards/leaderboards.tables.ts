/**
 * Tables of other modules this module reads: point records and their games (the totals are
 * recomputed from them, canceled games left out; the standings lists read them as they
 * are), players (names on the rows), venues and events (the event leaderboard's titles).
 * architecture.spec.ts checks these.
 */
export const LEADERBOARDS_READS_FROM = ['points', 'games', 'players', 'venues', 'events'] as const;
