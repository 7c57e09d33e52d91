/**
 * Query keys of the games feature. Every game read lives under `['games', …]`, so
 * any game write (or a `refreshGame` message) can invalidate every game read at
 * once: a game's title, players or time show in lists, the detail and the picker.
 * One game's own reads (its record and its points) share `gameKeys.game(gameID)`,
 * which is what the realtime watch invalidates.
 */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  /** One page of the Events browse list (the API path names the filters and the page). */
  page: (path: string) => [...gameKeys.lists(), 'page', path] as const,
  /** A window of games in date order (the Manage Games picker). */
  window: (path: string) => [...gameKeys.lists(), 'window', path] as const,
  /** Everything read about one game. */
  game: (gameID: number) => [...gameKeys.all, 'game', gameID] as const,
  detail: (gameID: number) => [...gameKeys.game(gameID), 'detail'] as const,
  points: (gameID: number) => [...gameKeys.game(gameID), 'points'] as const,
  /** The game's audit trail (staff): reloaded with the game's other reads when a write reaches it. */
  history: (gameID: number) => [...gameKeys.game(gameID), 'history'] as const,
};

export type { Rows } from '@league/shared/application/rows.js';

/** A write that answers only a message (deletes). */
export interface MessageResult {
  message: string;
}
