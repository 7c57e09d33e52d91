import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshCatalog, type PlayerSearchRow } from '@/catalog';
import { apiRead, apiSend, readPath, type Schema, type WriteAnswer } from '@/lib/api-reads';

/** One merge as the log keeps it (docs/api.md "Merging duplicate players"). */
export type PlayerMerge = Schema<'PlayerMerge'>;
export type { PlayerSearchRow };

/** What POST /v1/player/merge answers. */
export type MergeAnswer = WriteAnswer<'post', '/v1/player/merge'>;

export const mergeKeys = {
  all: ['player-merges'] as const,
  history: (playerID: number) => [...mergeKeys.all, 'history', playerID] as const,
};

export const mergeHistoryOptions = (playerID: number) =>
  queryOptions({
    queryKey: mergeKeys.history(playerID),
    queryFn: ({ signal }) => apiRead(readPath('/v1/player/merges/{playerID}', { playerID }), { signal }),
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
      apiSend(
        'post',
        '/v1/player/merge',
        undefined,
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
