import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameHistoryRow } from '@league/modules/games/domain/game-history.js';
import type { GamePointRow, GameRow } from '@league/modules/games/domain/game-row.js';
import { apiGet, apiWrite } from '@/lib/api-client';
import { gameKeys, type MessageResult, type Rows } from './query-keys';

/** A game exactly as the game reads answer it (docs/api.md §6). */
export type { GameHistoryRow, GamePointRow, GameRow };

/** What POST /v1/game answers. */
export interface SaveGameResult {
  message: string;
  game: GameRow;
}

/** GET /v1/game/id/{gameID}: one row, or 404 "Game not found" (thrown as ApiError). */
export async function fetchGame(gameID: number, signal?: AbortSignal): Promise<GameRow> {
  const answer = await apiGet<Rows<GameRow>>(`/v1/game/id/${gameID}`, { signal });
  const game = answer.rows[0];
  if (!game) throw new Error('Game not found');
  return game;
}

/** GET /v1/game/points/{gameID}/1: every point record of the game, placed first. */
export const fetchGamePoints = (gameID: number, signal?: AbortSignal): Promise<Rows<GamePointRow>> =>
  apiGet<Rows<GamePointRow>>(`/v1/game/points/${gameID}/1`, { signal });

/** A game list read by its path (browse pages and picker windows build it: browse-filters.ts). */
export const fetchGameList = (path: string, signal?: AbortSignal): Promise<Rows<GameRow>> =>
  apiGet<Rows<GameRow>>(path, { signal });

// Kept for offline (lib/kept-reads.ts): the monitor, the clock and Game Detail show the game without network.
export const gameQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: gameKeys.detail(gameID),
    queryFn: ({ signal }) => fetchGame(gameID, signal),
    enabled: gameID > 0,
    meta: { persist: true },
  });

export const gamePointsQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: gameKeys.points(gameID),
    queryFn: ({ signal }) => fetchGamePoints(gameID, signal),
    enabled: gameID > 0,
    meta: { persist: true },
  });

/** One page of Events; the previous page stays on screen while the next one loads. */
export const gamePageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: gameKeys.page(path),
    queryFn: ({ signal }) => fetchGameList(path, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

export const gameWindowQueryOptions = (path: string) =>
  queryOptions({
    queryKey: gameKeys.window(path),
    queryFn: ({ signal }) => fetchGameList(path, signal),
    meta: { persist: true },
  });

/** GET /v1/game/history/{gameID}: the game's audit trail, oldest first (staff; 403 for a host of another game). */
export const fetchGameHistory = (gameID: number, signal?: AbortSignal): Promise<Rows<GameHistoryRow>> =>
  apiGet<Rows<GameHistoryRow>>(`/v1/game/history/${gameID}`, { signal });

/** Asked only when `enabled` (a viewer whose level may read it). */
export const useGameHistory = (gameID: number, enabled: boolean) =>
  useQuery({
    queryKey: gameKeys.history(gameID),
    queryFn: ({ signal }) => fetchGameHistory(gameID, signal),
    enabled: enabled && gameID > 0,
  });

export const useGame = (gameID: number) => useQuery(gameQueryOptions(gameID));

export const useGamePoints = (gameID: number) => useQuery(gamePointsQueryOptions(gameID));

export const useGamePage = (path: string) => useQuery(gamePageQueryOptions(path));

export const useGameWindow = (path: string) => useQuery(gameWindowQueryOptions(path));

/** The body of POST /v1/game: gameID 0 adds. Estimated earnings are the server's to compute, never sent. */
export type GameInput = Record<string, unknown> & { gameID: number };

/** Any game write changes what every game read may show: lists, the detail, the picker. */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: GameInput) => apiWrite<SaveGameResult>('POST', '/v1/game/save', game),
    onSuccess: async ({ game }) => {
      queryClient.setQueryData(gameKeys.detail(game.gameID), game);
      await queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameID: number) => apiWrite<MessageResult>('DELETE', '/v1/game', { gameID }),
    onSuccess: async (_answer, gameID) => {
      // The deleted game's own reads are marked stale, not removed or refetched: the screen
      // still watches them until its selection moves, and a watched read removed is read
      // again at once (a 404 in the console). A later look at that game asks the server.
      const deleted = gameKeys.game(gameID);
      await queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: gameKeys.all,
        predicate: (query) => !deleted.every((part, index) => query.queryKey[index] === part),
      });
    },
  });
}
