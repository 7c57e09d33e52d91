/**
 * Tables of other modules this module reads: the game a record belongs to (its type, time,
 * flags; locked while a game-night write runs) and the players checked in (names, numbers,
 * banned and suspended, host level). architecture.spec.ts checks these.
 */
export const POINTS_READS_FROM = ['games', 'players'] as const;
