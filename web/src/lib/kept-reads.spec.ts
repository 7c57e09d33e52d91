import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import {
  asAnswered,
  forgetKeptReads,
  withoutLiveReadsWhenOnline,
  KEPT_READS_MAX_AGE_MS,
  keptReadsBuster,
  keptReadsPersister,
  ownedBySession,
  shouldKeepQuery,
} from './kept-reads';
import { createQueryClient } from './query-client';

const player = (playerID: number) => ({ playerID }) as never;

/** A persister in memory, to see what is stored. */
function memoryPersister(): Persister & { stored: PersistedClient | undefined } {
  const memory = {
    stored: undefined as PersistedClient | undefined,
    persistClient: (client: PersistedClient) => {
      memory.stored = client;
    },
    restoreClient: () => memory.stored,
    removeClient: () => {
      memory.stored = undefined;
    },
  };
  return memory;
}

const keep = { shouldDehydrateQuery: shouldKeepQuery };

/**
 * The persister packages are typed against their own copy of query-core (5.104, the app's is
 * newer; the site's build bundles one copy): the client is handed over as theirs.
 */
type TheirClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const theirs = (client: QueryClient): TheirClient => client as unknown as TheirClient;

/** A read a screen marked to keep, answered. */
const keptRead = (client: QueryClient, queryKey: unknown[], data: unknown) =>
  client.fetchQuery({ queryKey, queryFn: () => data, meta: { persist: true } });

const clients: QueryClient[] = [];
/** A client the test clears at the end (kept reads' week-long timers would keep jest running). */
function aClient(make: () => QueryClient = createQueryClient): QueryClient {
  const client = make();
  clients.push(client);
  return client;
}
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

describe('kept reads (issue 30)', () => {
  it('keeps only the reads that opt in with meta.persist, with an answer younger than a week', () => {
    const now = Date.UTC(2026, 11, 1, 20, 0);
    const query = (meta: Record<string, unknown> | undefined, data: unknown, ageMs: number, status = 'success') =>
      ({ meta, state: { data, dataUpdatedAt: now - ageMs, status } }) as never;
    expect(shouldKeepQuery(query({ persist: true }, { rows: [] }, 60_000), now)).toBe(true);
    // A refresh failed at the bar: the answer is still worth keeping.
    expect(shouldKeepQuery(query({ persist: true }, { rows: [] }, 60_000, 'error'), now)).toBe(true);
    expect(shouldKeepQuery(query(undefined, { rows: [] }, 60_000), now)).toBe(false);
    expect(shouldKeepQuery(query({ persist: 'yes' }, { rows: [] }, 60_000), now)).toBe(false);
    expect(shouldKeepQuery(query({ persist: true }, undefined, 60_000, 'error'), now)).toBe(false);
    expect(shouldKeepQuery(query({ persist: true }, { rows: [] }, KEPT_READS_MAX_AGE_MS + 1), now)).toBe(false);
  });

  it('puts a kept read back as answered, not as the failure of an earlier evening', () => {
    const client = {
      timestamp: 1,
      buster: '',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['a'],
            queryHash: '["a"]',
            state: { data: 1, status: 'error', error: new Error('offline'), fetchFailureCount: 3 },
          },
        ],
      },
    } as unknown as PersistedClient;
    expect(asAnswered(client).clientState.queries[0]!.state).toMatchObject({
      data: 1,
      status: 'success',
      error: null,
      fetchFailureCount: 0,
    });
  });

  it("never puts one user's kept reads back for another: each save names who was logged in", async () => {
    const memory = memoryPersister();
    let current: { playerID: number } | null = { playerID: 7 };
    const persister = ownedBySession(memory, () => current as never);
    const hostPhone = aClient();
    await keptRead(hostPhone, ['staff', 'roster'], { rows: ['Pat Player'] });
    // The app started as player 8 (the buster it was given), then player 7 logged in on the same page.
    await persistQueryClientSave({
      queryClient: theirs(hostPhone),
      persister,
      buster: keptReadsBuster(player(8)),
      dehydrateOptions: keep,
    });
    expect(memory.stored?.buster).toBe(keptReadsBuster(player(7)));

    // The next user on the same phone starts the app: nothing of player 7's is shown, and it is forgotten.
    current = { playerID: 8 };
    const nextUser = aClient(() => new QueryClient());
    await persistQueryClientRestore({
      queryClient: theirs(nextUser),
      persister,
      buster: keptReadsBuster(player(8)),
      maxAge: KEPT_READS_MAX_AGE_MS,
    });
    expect(nextUser.getQueryData(['staff', 'roster'])).toBeUndefined();
    expect(memory.stored).toBeUndefined();

    // The same user again: their reads come back.
    current = { playerID: 7 };
    await persistQueryClientSave({ queryClient: theirs(hostPhone), persister, dehydrateOptions: keep });
    const sameUser = aClient(() => new QueryClient());
    await persistQueryClientRestore({
      queryClient: theirs(sameUser),
      persister,
      buster: keptReadsBuster(player(7)),
      maxAge: KEPT_READS_MAX_AGE_MS,
    });
    expect(sameUser.getQueryData(['staff', 'roster'])).toEqual({ rows: ['Pat Player'] });
  });

  it('puts a live read (the running clock) back only when the app starts offline', () => {
    const client = {
      timestamp: 1,
      buster: '',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['clock'],
            queryHash: '["clock"]',
            meta: { persist: true, restoreOffline: true },
            state: { data: 1, status: 'success' },
          },
          { queryKey: ['game'], queryHash: '["game"]', meta: { persist: true }, state: { data: 2, status: 'success' } },
        ],
      },
    } as unknown as PersistedClient;
    expect(withoutLiveReadsWhenOnline(client, false).clientState.queries.map((query) => query.queryKey)).toEqual([
      ['clock'],
      ['game'],
    ]);
    expect(withoutLiveReadsWhenOnline(client, true).clientState.queries.map((query) => query.queryKey)).toEqual([
      ['game'],
    ]);
  });

  it('gives up on a storage that never answers, so the site does not wait on "Loading..."', async () => {
    const stuck: Persister = {
      persistClient: () => undefined,
      restoreClient: () => new Promise<never>(() => undefined),
      removeClient: () => undefined,
    };
    const started = Date.now();
    await expect(ownedBySession(stuck, () => null).restoreClient()).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('stores them in IndexedDB, and forgets them on log-out', async () => {
    const client = aClient();
    await keptRead(client, ['games', 'game', 3, 'detail'], { rows: [{ gameID: 3 }] });
    await client.fetchQuery({ queryKey: ['not', 'kept'], queryFn: () => 'plain' });
    await persistQueryClientSave({
      queryClient: theirs(client),
      persister: keptReadsPersister,
      dehydrateOptions: keep,
    });
    // Saves are written at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const restored = aClient(() => new QueryClient());
    await persistQueryClientRestore({
      queryClient: theirs(restored),
      persister: keptReadsPersister,
      buster: keptReadsBuster(null),
      maxAge: KEPT_READS_MAX_AGE_MS,
    });
    expect(restored.getQueryData(['games', 'game', 3, 'detail'])).toEqual({ rows: [{ gameID: 3 }] });
    expect(restored.getQueryData(['not', 'kept'])).toBeUndefined();

    await forgetKeptReads();
    await expect(keptReadsPersister.restoreClient()).resolves.toBeUndefined();
  });
});
