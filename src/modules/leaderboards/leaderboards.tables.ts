/**
 * Tables of other modules this module reads: games with their venue and event names, the
 * games' point records and the players named in them (the standings lists and the read
 * models' recompute). architecture.spec.ts checks these.
 */
export const LEADERBOARDS_READS_FROM = ['games', 'points', 'players', 'venues', 'events'] as const;
