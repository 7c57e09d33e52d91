import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pointKeys, sendPointWrite, isNetworkFailure, type GamePointRow, type GameRow, type PointWrite, type PointWriteAnswer, type Rows } from '../api/points';
import { newIdempotencyKey, WriteQueue, type WriteQueueState } from '../write-queue';

/**
 * One queue for the whole site, not per screen: a host who leaves the points screen
 * while offline keeps their waiting writes, and they still go out in order.
 */
const queue = new WriteQueue(isNetworkFailure);
if (typeof window !== 'undefined') window.addEventListener('online', () => queue.retryNow());

/** An edit of a cell not yet answered: the table shows it over the rows read. */
export interface PendingEdit {
  readonly place?: number;
  readonly points?: number;
}

/** The rows with their answered changes merged in (the re-read follows once every write is answered). */
function mergeAnswer(rows: readonly GamePointRow[], write: PointWrite, answer: PointWriteAnswer): GamePointRow[] {
  if (write.kind === 'end') return [...answer.points];
  const kept = write.kind === 'remove' ? rows.filter((row) => row.pointID !== write.body.pointID) : [...rows];
  for (const written of answer.points) {
    const at = kept.findIndex((row) => row.pointID === written.pointID);
    if (at >= 0) kept[at] = written;
    else kept.push(written);
  }
  return kept;
}

function applyAnswer(queryClient: QueryClient, gameID: number, write: PointWrite, answer: PointWriteAnswer): void {
  queryClient.setQueryData<Rows<GamePointRow>>(pointKeys.points(gameID), (old) => {
    if (!old) return old;
    const rows = mergeAnswer(old.rows, write, answer);
    return { rows, total: rows.length };
  });
  const totals = answer.game;
  if (totals) {
    queryClient.setQueryData<GameRow>(pointKeys.detail(gameID), (old) =>
      old
        ? {
            ...old,
            totalPlayers: totals.totalPlayers,
            totalRecords: totals.totalRecords,
            earningsEstimated: totals.earningsEstimated,
            earningsActual: totals.earningsActual,
            endedAt: totals.endedAt,
          }
        : old,
    );
  }
}

export interface PointWrites {
  /** The queue's state: how many writes wait, and whether for the network. */
  readonly state: WriteQueueState;
  /** Edits still on their way, by pointID. */
  readonly pending: ReadonlyMap<number, PendingEdit>;
  /** Sends a write (after those before it); settles with the server's answer or refusal, never with a network failure. */
  send(write: PointWrite): Promise<PointWriteAnswer>;
  /** Tries a waiting write now. */
  retryNow(): void;
}

/**
 * The points screen's writes: each user action gets a fresh Idempotency-Key, kept on
 * its retries (write-queue.ts). Answers are merged into the game's reads at once; the
 * reads are asked again once nothing is waiting, so a re-read never hides an edit
 * still on its way.
 */
export function usePointWrites(gameID: number): PointWrites {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingEdit & { key: string }>>(new Map());

  // Every write answered: read the game again, for what the answers do not carry (other hosts' changes, totals).
  const hadWaiting = useRef(state.waiting > 0);
  useEffect(() => {
    if (state.waiting === 0 && hadWaiting.current) void queryClient.invalidateQueries({ queryKey: pointKeys.game(gameID) });
    hadWaiting.current = state.waiting > 0;
  }, [state.waiting, gameID, queryClient]);

  const send = useCallback(
    async (write: PointWrite): Promise<PointWriteAnswer> => {
      const key = newIdempotencyKey();
      const edit: PendingEdit | null =
        write.kind === 'place' ? { place: write.body.place } : write.kind === 'points' ? { points: write.body.points } : null;
      const pointID = edit && 'pointID' in write.body ? write.body.pointID : 0;
      if (edit) setPending((old) => new Map(old).set(pointID, { ...old.get(pointID), ...edit, key }));
      const done = () => {
        if (!edit) return;
        // Only the latest edit of a row clears it: an older answer must not uncover a newer edit.
        setPending((old) => {
          if (old.get(pointID)?.key !== key) return old;
          const next = new Map(old);
          next.delete(pointID);
          return next;
        });
      };
      try {
        const answer = await queue.enqueue({ key, send: (idempotencyKey) => sendPointWrite(write, idempotencyKey) });
        applyAnswer(queryClient, gameID, write, answer);
        if (write.kind !== 'place' && write.kind !== 'points') void queryClient.invalidateQueries({ queryKey: pointKeys.gameLists() });
        return answer;
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: pointKeys.game(gameID) });
        throw error;
      } finally {
        done();
      }
    },
    [gameID, queryClient],
  );

  return { state, pending, send, retryNow: () => queue.retryNow() };
}
