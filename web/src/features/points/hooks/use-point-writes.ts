import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pointKeys, sendPointWrite, retryHintOf, type GamePointRow, type GameRow, type PointWrite, type PointWriteAnswer, type Rows } from '../api/points';
import { sessionStore } from '@/lib/session-store';
import { mergeAnswer, type WriteOutcome } from '../point-rows';
import { newIdempotencyKey, WriteQueue, type WriteQueueState } from '../write-queue';

/**
 * One queue for the whole site, not per screen: a host who leaves the points screen
 * while offline keeps their waiting writes, and they still go out in order.
 */
const queue = new WriteQueue(retryHintOf);
if (typeof window !== 'undefined') window.addEventListener('online', () => queue.retryNow());

/**
 * Writes not yet answered are also kept in localStorage with their keys, so a reload
 * (a phone's pull-to-refresh on bad Wi-Fi) or a closed tab loses none: the next load
 * of this screen sends them first, and a write that did reach the server answers its
 * first answer. Only the user who made them sends them.
 */
const KEPT_WRITES = 'league.pointWrites';
/** The server remembers a key for a day; a write older than a game night is not sent again (it could apply twice). */
const KEPT_FOR_MS = 12 * 60 * 60_000;

interface KeptWrite {
  readonly key: string;
  readonly userID: number;
  readonly madeAt: number;
  readonly write: PointWrite;
}

function readKept(): KeptWrite[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_WRITES) ?? '[]') as unknown;
    return Array.isArray(kept) ? kept.filter((entry: Partial<KeptWrite>) => typeof entry?.key === 'string' && typeof entry.write?.kind === 'string') : [];
  } catch {
    return [];
  }
}

function writeKept(kept: readonly KeptWrite[]): void {
  try {
    if (kept.length > 0) localStorage.setItem(KEPT_WRITES, JSON.stringify(kept));
    else localStorage.removeItem(KEPT_WRITES);
  } catch {
    // No storage: the queue still holds them while the page is open.
  }
}

function enqueueKept(key: string, write: PointWrite, madeAt = Date.now()): Promise<PointWriteAnswer> {
  writeKept([...readKept().filter((entry) => entry.key !== key), { key, userID: sessionStore.get()?.playerID ?? 0, madeAt, write }]);
  const forget = () => writeKept(readKept().filter((entry) => entry.key !== key));
  return queue.enqueue({ key, send: (idempotencyKey) => sendPointWrite(write, idempotencyKey) }).then(
    (answer) => {
      forget();
      return answer;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
}

/** Writes left waiting by an earlier page go out before anything new (another user's, and stale ones, are dropped). */
function resendKept(): void {
  const userID = sessionStore.get()?.playerID ?? 0;
  const resend = readKept().filter((entry) => entry.userID === userID && Date.now() - entry.madeAt < KEPT_FOR_MS);
  writeKept(resend);
  for (const entry of resend) enqueueKept(entry.key, entry.write, entry.madeAt).catch(() => undefined);
}
if (typeof window !== 'undefined') resendKept();

/** An edit of a cell not yet answered: the table shows it over the rows read. */
export interface PendingEdit {
  readonly place?: number;
  readonly points?: number;
}

function applyAnswer(queryClient: QueryClient, gameID: number, write: PointWrite, answer: PointWriteAnswer): void {
  queryClient.setQueryData<Rows<GamePointRow>>(pointKeys.points(gameID), (old) => {
    if (!old) return old;
    const outcome: WriteOutcome = write.kind === 'end' ? { kind: 'end' } : write.kind === 'remove' ? { kind: 'remove', pointID: write.body.pointID } : { kind: 'change' };
    const rows = mergeAnswer(old.rows, outcome, answer);
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
        const answer = await enqueueKept(key, write);
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
