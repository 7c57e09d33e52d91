import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  pointKeys,
  sendPointWrite,
  retryHintOf,
  type GameRow,
  type PointWrite,
  type PointWriteAnswer,
  type GamePoints,
} from '../api/points';
import { sessionStore } from '@/lib/session-store';
import { errorMessage } from '@/lib/api-client';
import { IdbKeyvalKeptWritesStore } from '../idb-keyval-kept-writes.store';
import {
  inMadeOrder,
  isStale,
  KEPT_FOR_MS,
  MemoryKeptWritesStore,
  moveLegacyWrites,
  type KeptWrite,
  type KeptWritesStore,
} from '../kept-writes';
import { mergeAnswer, type WriteOutcome } from '../point-rows';
import { WaitingCheckIns, type WaitingCheckIn } from '../waiting-check-ins';
import { newIdempotencyKey, WriteQueue, type WriteQueueState } from '../write-queue';

/**
 * One queue for the whole site, not per screen: a host who leaves the points screen
 * while offline keeps their waiting writes, and they still go out in order.
 */
const queue = new WriteQueue(retryHintOf);
if (typeof window !== 'undefined') window.addEventListener('online', () => queue.retryNow());

/**
 * Writes not yet answered are kept in IndexedDB (kept-writes.ts), stored before their
 * first try, so a reload, a closed tab or a killed browser loses none; only the user who
 * made them sends them. Without IndexedDB they live as long as the page.
 */
const store: KeptWritesStore =
  typeof indexedDB === 'undefined' ? new MemoryKeptWritesStore() : new IdbKeyvalKeptWritesStore();

/** Check-ins not yet taken by the server, for the table's waiting rows. */
const waiting = new WaitingCheckIns();

/** Every answer, whichever page made the write: the screen merges those of its game. */
type AnswerListener = (write: PointWrite, answer: PointWriteAnswer) => void;
const answerListeners = new Set<AnswerListener>();

/** Keys handed to the queue by this page, so a kept write is never queued twice. */
const queued = new Set<string>();
let seq = 0;

/** Writes are admitted one after another (stored, then queued), after the kept ones: the queue's order is the order they were made. */
let admitted: Promise<unknown> = Promise.resolve();
const admit = <T>(step: () => Promise<T>): Promise<T> => {
  const next = admitted.then(step);
  admitted = next.catch(() => undefined);
  return next;
};

const isCheckIn = (write: PointWrite): write is Extract<PointWrite, { kind: 'checkIn' }> => write.kind === 'checkIn';

/** Queues a stored write; settles with the server's answer or refusal. */
function enqueueKept(kept: KeptWrite): Promise<PointWriteAnswer> {
  queued.add(kept.key);
  const forget = () => store.remove(kept.key).catch(() => undefined);
  return queue.enqueue({ key: kept.key, send: (idempotencyKey) => sendPointWrite(kept.write, idempotencyKey) }).then(
    (answer) => {
      void forget();
      if (isCheckIn(kept.write)) waiting.sent(kept.key, answer.points[0]?.pointID, Date.now());
      for (const listener of [...answerListeners]) listener(kept.write, answer);
      return answer;
    },
    (error: unknown) => {
      void forget();
      if (isCheckIn(kept.write)) waiting.refused(kept.key, errorMessage(error), Date.now());
      throw error;
    },
  );
}

/** `waited`: kept from an earlier page, so its answer is news worth a mark. */
function showWaiting(
  kept: KeptWrite,
  {
    status = 'waiting',
    error,
    waited = false,
  }: { status?: 'waiting' | 'refused'; error?: string; waited?: boolean } = {},
): void {
  if (!isCheckIn(kept.write)) return;
  const { body } = kept.write;
  waiting.add(
    {
      key: kept.key,
      gameID: body.gameID,
      madeAt: kept.madeAt,
      label: kept.label ?? 'Player',
      code: kept.code ?? '',
      waited,
    },
    status,
    error,
  );
}
queue.subscribe(() => {
  if (queue.getState().offline) waiting.markWaited();
});

const STALE_TEXT = `Not sent: made more than ${KEPT_FOR_MS / 3_600_000} hours ago`;

/**
 * Writes left waiting by an earlier page (or an older version's localStorage) go out
 * before anything new. Another user's stay kept for them; this user's older than
 * KEPT_FOR_MS are dropped, and said so: a check-in's row, or a notification.
 */
export function resumeKeptWrites(): Promise<void> {
  return admit(async () => {
    const userID = sessionStore.get()?.playerID ?? 0;
    if (userID === 0) return;
    try {
      await moveLegacyWrites(store, typeof localStorage === 'undefined' ? null : localStorage);
    } catch {
      // The old entries stay in localStorage for the next load.
    }
    const kept = await store.all().then(
      (all) => inMadeOrder(all).filter((entry) => entry.userID === userID && !queued.has(entry.key)),
      (): KeptWrite[] => [],
    );
    const nowMs = Date.now();
    for (const entry of kept) {
      if (isStale(entry, nowMs)) {
        queued.add(entry.key);
        await store.remove(entry.key).catch(() => undefined);
        if (isCheckIn(entry.write)) showWaiting(entry, { status: 'refused', error: STALE_TEXT, waited: true });
        else
          notifications.show({
            color: 'red',
            title: 'A change was not sent',
            message: `${STALE_TEXT} (${entry.write.kind}).`,
            autoClose: false,
          });
        continue;
      }
      showWaiting(entry, { waited: true });
      enqueueKept(entry).catch(() => undefined);
    }
  });
}
if (typeof window !== 'undefined') void resumeKeptWrites();

/** An edit of a cell not yet answered: the table shows it over the rows read. */
export interface PendingEdit {
  readonly place?: number;
  readonly points?: number;
}

function applyAnswer(queryClient: QueryClient, gameID: number, write: PointWrite, answer: PointWriteAnswer): void {
  queryClient.setQueryData<GamePoints>(pointKeys.points(gameID), (old) => {
    if (!old) return old;
    const outcome: WriteOutcome =
      write.kind === 'end'
        ? { kind: 'end' }
        : write.kind === 'remove'
          ? { kind: 'remove', pointID: write.body.pointID }
          : { kind: 'change' };
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

/** What the screen knows of a check-in when it makes it: who, for the waiting row, and the code that spots a second scan. */
export interface CheckInNote {
  readonly label: string;
  readonly code: string;
}

export interface PointWrites {
  /** The queue's state: how many writes wait, and whether for the network. */
  readonly state: WriteQueueState;
  /** Edits still on their way, by pointID. */
  readonly pending: ReadonlyMap<number, PendingEdit>;
  /** This game's check-ins not yet taken by the server (waiting, just sent, or refused). */
  readonly checkIns: readonly WaitingCheckIn[];
  /**
   * Sends a write (after those before it); settles with the server's answer or refusal,
   * never with a network failure. A check-in takes its note and the time it was made
   * (`body.scannedAt`).
   */
  send(write: PointWrite, note?: CheckInNote): Promise<PointWriteAnswer>;
  /** A check-in of this player still waiting for the server, if any. */
  waitingFor(code: string): WaitingCheckIn | undefined;
  /** Takes a refused (or sent) check-in's row away. */
  dismiss(key: string): void;
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
  const allCheckIns = useSyncExternalStore(waiting.subscribe, waiting.getSnapshot, waiting.getSnapshot);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingEdit & { key: string }>>(new Map());

  // A session that began after this page loaded (a log-in) sends its kept writes too.
  useEffect(() => void resumeKeptWrites(), []);

  useEffect(() => {
    const listener: AnswerListener = (write, answer) => {
      const answeredGame =
        answer.game?.gameID ?? ('gameID' in write.body ? write.body.gameID : undefined) ?? answer.points[0]?.gameID;
      if (answeredGame === gameID) applyAnswer(queryClient, gameID, write, answer);
    };
    answerListeners.add(listener);
    return () => void answerListeners.delete(listener);
  }, [gameID, queryClient]);

  // Every write answered: read the game again, for what the answers do not carry (other hosts' changes, totals).
  const hadWaiting = useRef(state.waiting > 0);
  useEffect(() => {
    if (state.waiting === 0 && hadWaiting.current)
      void queryClient.invalidateQueries({ queryKey: pointKeys.game(gameID) });
    hadWaiting.current = state.waiting > 0;
  }, [state.waiting, gameID, queryClient]);

  const send = useCallback(
    async (write: PointWrite, note?: CheckInNote): Promise<PointWriteAnswer> => {
      const key = newIdempotencyKey();
      const madeAt = isCheckIn(write) && write.body.scannedAt ? Date.parse(write.body.scannedAt) : Date.now();
      const kept: KeptWrite = {
        key,
        userID: sessionStore.get()?.playerID ?? 0,
        madeAt,
        seq: seq++,
        write,
        ...(note ? { label: note.label, code: note.code } : {}),
      };
      const edit: PendingEdit | null =
        write.kind === 'place'
          ? { place: write.body.place }
          : write.kind === 'points'
            ? { points: write.body.points }
            : null;
      const pointID = edit && 'pointID' in write.body ? write.body.pointID : 0;
      if (edit) setPending((old) => new Map(old).set(pointID, { ...old.get(pointID), ...edit, key }));
      showWaiting(kept);
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
        // Stored before the first try goes out: a reload from here on loses nothing.
        const answered = await admit(async () => {
          await store.put(kept).catch(() => undefined);
          return { answer: enqueueKept(kept) };
        });
        const answer = await answered.answer;
        if (write.kind !== 'place' && write.kind !== 'points')
          void queryClient.invalidateQueries({ queryKey: pointKeys.gameLists() });
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

  const checkIns = allCheckIns.filter((entry) => entry.gameID === gameID);
  return {
    state,
    pending,
    checkIns,
    send,
    waitingFor: (code) => waiting.waitingFor(gameID, code),
    dismiss: (key) => waiting.dismiss(key),
    retryNow: () => queue.retryNow(),
  };
}
