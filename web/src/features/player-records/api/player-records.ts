/** The player records' calls (docs/api.md "Players"), as TanStack Query reads and mutations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerInput } from '@league/modules/players/domain/player.js';
import { refreshCatalog } from '@/catalog';
import type { UploadOptions } from '@/lib/api-client';
import { apiRead, apiSend, apiSendForm, readPath, type Schema, type WriteAnswer } from '@/lib/api-reads';
import { sessionStore } from '@/lib/session-store';

/** A player as an answer carries it: the public fields always, the rest as the caller may see them (GET /v1/player/id). */
export type PlayerRecord = Schema<'PlayerAsSeen'>;
export type { PlayerInput };

export type SavePlayerAnswer = WriteAnswer<'post', '/v1/player'>;
export type DeletePlayerAnswer = WriteAnswer<'delete', '/v1/player'>;

export const playerRecordKeys = {
  all: ['player-records'] as const,
  details: () => [...playerRecordKeys.all, 'detail'] as const,
  /** By viewer too: what an answer holds depends on who asks. */
  detail: (playerID: number, viewerID: number) => [...playerRecordKeys.details(), playerID, viewerID] as const,
};

export async function fetchPlayerRecord(playerID: number, signal?: AbortSignal): Promise<PlayerRecord> {
  const answer = await apiRead(readPath('/v1/player/id/{playerID}', { playerID }), { signal });
  const player = answer.rows[0];
  if (!player) throw new Error('Player Not Found');
  return player;
}

export const playerRecordQueryOptions = (playerID: number, viewerID: number) =>
  queryOptions({
    queryKey: playerRecordKeys.detail(playerID, viewerID),
    queryFn: ({ signal }) => fetchPlayerRecord(playerID, signal),
    enabled: playerID > 0,
  });

export const usePlayerRecord = (playerID: number, viewerID: number) =>
  useQuery(playerRecordQueryOptions(playerID, viewerID));

/** A save, with the staff's go-ahead for a new player like an existing one (same name and email) when given. */
export type PlayerSave = PlayerInput & { readonly confirmDuplicate?: boolean };

/** The server's refusal of a new player with an existing player's name and email (docs/rules.md). */
export const POSSIBLE_DUPLICATE = 'PLAYER_POSSIBLE_DUPLICATE';

export function useSavePlayer(viewerID: number) {
  const queryClient = useQueryClient();
  return useMutation<SavePlayerAnswer, Error, PlayerSave>({
    mutationFn: ({ confirmDuplicate, ...player }) =>
      apiSend('post', '/v1/player', undefined, player, confirmDuplicate ? { query: { confirmDuplicate } } : undefined),
    onSuccess: async ({ player }) => {
      if (player.playerID === viewerID) adoptProfile(player);
      queryClient.setQueryData(playerRecordKeys.detail(player.playerID, viewerID), player);
      await refreshCatalog(queryClient, 'players');
    },
  });
}

/** After an image upload or removal (which write the record at once): the cached record shows the new image. */
export function useAdoptPlayerImage(viewerID: number) {
  const queryClient = useQueryClient();
  return (playerID: number, profileImage: string | null) => {
    queryClient.setQueryData<PlayerRecord>(playerRecordKeys.detail(playerID, viewerID), (record) =>
      record ? { ...record, profileImage } : record,
    );
  };
}

/** POST /v1/player/image: the player's picture, written to the record at once. */
export const uploadPlayerImage = (playerID: number, file: File, options?: UploadOptions) =>
  apiSendForm('/v1/player/image', { playerID }, file, options);

/** DELETE /v1/player/image: takes the picture back by the path its upload answered. */
export const removePlayerImage = (path: string) => apiSend('delete', '/v1/player/image', undefined, { path });

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation<DeletePlayerAnswer, Error, number>({
    mutationFn: (playerID) => apiSend('delete', '/v1/player', undefined, { playerID }),
    onSuccess: async (_answer, playerID) => {
      queryClient.removeQueries({ queryKey: [...playerRecordKeys.details(), playerID] });
      await refreshCatalog(queryClient, 'players');
    },
  });
}

/** The names the site shows for the logged-in user follow their saved profile. */
function adoptProfile(player: PlayerRecord): void {
  const user = sessionStore.get();
  if (!user || user.playerID !== player.playerID) return;
  sessionStore.set({
    ...user,
    firstName: player.firstName,
    lastName: player.lastName,
    title: player.title ?? user.title,
    email: typeof player.email === 'string' ? player.email : user.email,
    userName: typeof player.userName === 'string' ? player.userName : user.userName,
  });
}
