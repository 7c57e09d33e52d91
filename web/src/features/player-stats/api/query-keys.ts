/**
 * Query keys of the player-stats feature. Every read lives under `['player-stats', …]`
 * and is named by its API path, which carries all of its filters. The venue and event
 * choices use the venues feature's URLs and keys (see games/api/query-keys.ts), so one
 * cache entry serves every screen; features do not import each other, so they are written out.
 */
export const statsKeys = {
  all: ['player-stats'] as const,
  read: (path: string) => [...statsKeys.all, path] as const,
};

export const choiceKeys = {
  venues: () => ['venues', 'list', 'all'] as const,
  events: (venueID: number) => ['events', 'list', venueID, 'all'] as const,
};

export type { Rows } from '@league/shared/application/rows.js';
