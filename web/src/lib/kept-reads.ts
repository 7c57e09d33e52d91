/**
 * Kept reads (issue 30): the answers a screen needs at the bar without network are kept in
 * IndexedDB and put back in the query cache when the app starts, before any query runs
 * (app/provider.tsx). A read opts in with `meta: { persist: true }`; nothing else is kept.
 *
 * Kept reads belong to one user: each save is stamped with who was logged in when it was
 * taken, and the app only puts back what the user logged in now saved, so on a shared phone one
 * user's staff reads never show to the next. Logging out or a change of user forgets them too.
 */
import { del, get, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { removeOldestQuery, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { sessionStore, type SessionUser } from './session-store';

/** How long a kept read may be shown: a week, one league night to the next. */
export const KEPT_READS_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Bump when a kept answer's shape changes: older kept reads are then dropped, not shown. */
const KEPT_READS_FORMAT = 1;

const STORAGE_KEY = 'league.kept-reads';

/** Whose kept reads these are: the player logged in, or the visitor. */
export const keptReadsOwner = (user: Pick<SessionUser, 'playerID'> | null): string =>
  user ? `player-${user.playerID}` : 'visitor';

/** The buster TanStack compares on restore: the format and the owner, so another user's save is thrown away. */
export const keptReadsBuster = (user: Pick<SessionUser, 'playerID'> | null): string =>
  `kept-${KEPT_READS_FORMAT}:${keptReadsOwner(user)}`;

/**
 * The reads kept: those that opted in and hold an answer younger than the limit, also when the
 * last refresh failed (bad Wi-Fi): the answer is kept, the failure is not (asAnswered).
 */
export const shouldKeepQuery = (query: Pick<Query<unknown, unknown>, 'meta' | 'state'>, now = Date.now()): boolean =>
  query.meta?.['persist'] === true &&
  query.state.data !== undefined &&
  query.state.dataUpdatedAt > 0 &&
  now - query.state.dataUpdatedAt < KEPT_READS_MAX_AGE_MS;

/** A kept read is put back as answered: the failed refresh of an earlier evening is no news at the next start. */
export const asAnswered = (client: PersistedClient): PersistedClient => ({
  ...client,
  clientState: {
    ...client.clientState,
    queries: client.clientState.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
          }
        : query,
    ),
  },
});

/**
 * Stamps each save with the user logged in at the moment it was taken (a save is written up to
 * a second later: by then another user may be logged in, and the stamp still names the first).
 */
export function ownedBySession(inner: Persister, currentUser: () => SessionUser | null = sessionStore.get): Persister {
  return {
    persistClient: (client: PersistedClient) =>
      inner.persistClient({ ...asAnswered(client), buster: keptReadsBuster(currentUser()) }),
    restoreClient: async () => {
      const kept = await withinRestoreTime(inner.restoreClient());
      return kept && withoutLiveReadsWhenOnline(kept, isOnline());
    },
    removeClient: () => inner.removeClient(),
  };
}

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A read that is wrong the moment it is stale (a running tournament clock: a level may have
 * started meanwhile) says `meta: { persist: true, restoreOffline: true }`: it is put back only
 * when the app starts without network; online, the screen waits the fraction of a second for the
 * server rather than draw an old level first.
 */
export function withoutLiveReadsWhenOnline(client: PersistedClient, online: boolean): PersistedClient {
  if (!online) return client;
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.filter((query) => query.meta?.['restoreOffline'] !== true),
    },
  };
}

/** Queries wait for the restore: a storage that never answers (a stuck IndexedDB) must not hold the site on "Loading...". */
const RESTORE_TIMEOUT_MS = 3_000;

function withinRestoreTime<T>(restoring: PromiseLike<T> | T): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RESTORE_TIMEOUT_MS);
  });
  return Promise.race([Promise.resolve(restoring), givenUp]).finally(() => clearTimeout(timer));
}

/**
 * Saves are written at most once a second; the last one waiting is written at once when the page
 * goes away (a reload, the tab closed, the phone locked), so what the page showed last is what the
 * next start shows: a TV reloaded a moment after the clock's next level starts at that level.
 */
function writtenBeforeLeaving(inner: Persister): Persister {
  let waiting: PersistedClient | null = null;
  const flush = () => {
    if (!waiting) return;
    const client = waiting;
    waiting = null;
    void set(STORAGE_KEY, JSON.stringify(client)).catch(() => undefined);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return {
    // The throttled save answers at once when a write is already scheduled: the latest is kept for the flush (writing it twice is harmless).
    persistClient: (client: PersistedClient) => {
      waiting = client;
      return inner.persistClient(client);
    },
    restoreClient: () => inner.restoreClient(),
    removeClient: () => {
      waiting = null;
      return inner.removeClient();
    },
  };
}

export const keptReadsPersister: Persister = ownedBySession(
  writtenBeforeLeaving(
    createAsyncStoragePersister({
      // IndexedDB through idb-keyval; where it is missing (private mode in some browsers) a save or restore fails and nothing is kept.
      storage: {
        getItem: (key: string) => get<string>(key).then((value) => value ?? null),
        setItem: (key: string, value: string) => set(key, value),
        removeItem: (key: string) => del(key),
      },
      key: STORAGE_KEY,
      throttleTime: 1000,
      // A full disk: drop the oldest read and try again rather than keep nothing.
      retry: removeOldestQuery,
    }),
  ),
);

/** Forgets every kept read on this device (log-out, another user). */
export async function forgetKeptReads(): Promise<void> {
  try {
    await keptReadsPersister.removeClient();
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
