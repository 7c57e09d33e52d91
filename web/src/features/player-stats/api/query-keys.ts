/**
 * Query keys of the player-stats feature. Every read lives under `['player-stats', …]`
 * and is named by its API path, which carries all of its filters. The venue and event
 * choices and the player search are the catalog's (@/catalog).
 */
export const statsKeys = {
  all: ['player-stats'] as const,
  read: (path: string) => [...statsKeys.all, path] as const,
};
