/**
 * Tables of other modules this module reads: a player's history (point records, hosted
 * games, deposits) before a delete is allowed. architecture.spec.ts lets a module read
 * only its own tables and these, and write only its own.
 */
export const PLAYERS_READS_FROM = ['points', 'games', 'deposits'] as const;
