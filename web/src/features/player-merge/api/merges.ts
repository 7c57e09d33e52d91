import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerMerge } from '@league/modules/players/domain/player-merge.js';
import type { PlayerSearchRow } from '@league/modules/players/domain/player-row.js';
import type { Rows } from '@league/shared/application/rows.js';
import { refreshCatalog } from '@/catalog';
import { apiGet, apiWrite } from '@/lib/api-client';

/** One merge as the log keeps it (docs/api.md "Merging duplicate players"). */
export type { PlayerMerge, PlayerSearchRow };

export interface MergeAnswer {
  message: string;
  merge: PlayerMerge;
}

export const mergeKeys = {
  all: ['player-merges'] as const,
  history: (playerID: number) => [...mergeKeys.all, 'history', playerID] as const,
};

export const mergeHistoryOptions = (playerID: number) =>
  queryOptions({
    queryKey: mergeKeys.history(playerID),
    queryFn: ({ signal }) => apiGet<Rows<PlayerMerge>>(`/v1/player/merges/${playerID}`, { signal }),
    enabled: playerID > 0,
  });

export const useMergeHistory = (playerID: number) => useQuery(mergeHistoryOptions(playerID));

/** A fresh Idempotency-Key: a retry of one confirmed merge is answered once, never merged twice. */
export function newMergeKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure page: fall through
    }
  }
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useMergePlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorID, duplicateID, key }: { survivorID: number; duplicateID: number; key: string }) =>
      apiWrite<MergeAnswer>(
        'POST',
        '/v1/player/merge',
        { survivorID, duplicateID },
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: async (_answer, { survivorID }) => {
      // Everything that listed the duplicate (searches, pickers, records) reads afresh.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mergeKeys.history(survivorID) }),
        refreshCatalog(queryClient, 'players'),
      ]);
    },
  });
}
