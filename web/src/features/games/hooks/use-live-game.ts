import { useWatchGame } from '@/lib/socket';
import { gameKeys } from '../api/query-keys';

/**
 * Follows one game live (product §4.1): when the server sends `refreshGame` for it,
 * the game's own reads (its record and its points) are read again, and every game
 * list is marked stale for the next time it is shown.
 */
export function useLiveGame(gameID: number): void {
  useWatchGame(gameID, [gameKeys.game(gameID), gameKeys.lists()]);
}
