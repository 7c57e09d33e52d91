/**
 * The one TanStack QueryClient. Tuned for a phone on bad bar Wi-Fi:
 * - failures are never cached (product §8.1: failed cache entries are flushed so
 *   later requests refetch): a failed query is dropped as soon as nobody shows it;
 * - retries only for network trouble and server faults, never for 4xx answers, and a busy
 *   server (503, e.g. its database restarting) is asked again when its Retry-After says;
 * - reads stay fresh for 30 s and refetch when the connection comes back;
 * - a read marked `meta: { persist: true }` is kept across reloads (lib/kept-reads.ts) and stays in
 *   memory as long as it may be kept, so a screen opened earlier still has it at the bar.
 */
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { KEPT_READS_MAX_AGE_MS } from './kept-reads';

const MAX_RETRIES = 2;

/** A 4xx is the server's final word (bad input, not found, not allowed): asking again will not help. */
export const isFinalAnswer = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !isFinalAnswer(error);

/** Waits before a read's next try: what a busy server's Retry-After asks (up to 30 s), else 2, 4, 8 s. */
export const retryDelayFor = (attempt: number, error: unknown): number =>
  error instanceof ApiError && error.retryAfterSeconds
    ? Math.min(error.retryAfterSeconds * 1000, 30_000)
    : Math.min(1000 * 2 ** attempt, 8000);

/** A kept read whose refresh failed (bad Wi-Fi) still holds the last answer: that is what the bar needs. */
const holdsKeptAnswer = (query: Pick<Query<unknown, unknown>, 'meta' | 'state'>): boolean =>
  query.meta?.['persist'] === true && query.state.data !== undefined;

export function createQueryClient(): QueryClient {
  const queryCache: QueryCache = new QueryCache({
    onError: (_error, query) => {
      // A prefetch nobody watches: forget the failure at once (a kept read keeps its last answer).
      if (query.getObserversCount() === 0 && !holdsKeptAnswer(query)) queryCache.remove(query);
    },
  });
  // When the last viewer of a failed query goes away, forget it, so the next visit asks again.
  queryCache.subscribe((event) => {
    if (
      event.type === 'observerRemoved' &&
      event.query.state.status === 'error' &&
      event.query.getObserversCount() === 0 &&
      !holdsKeptAnswer(event.query)
    ) {
      queryCache.remove(event.query);
    }
  });

  const client = new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay: retryDelayFor,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
        retryOnMount: true,
      },
      mutations: {
        // A write is never repeated behind the user's back: they see the error and decide.
        retry: false,
        // Offline, a write fails at once with a clear message instead of waiting silently.
        networkMode: 'always',
      },
    },
  });
  keepMarkedReadsInMemory(client);
  return client;
}

/**
 * A kept read must outlive the default 5 minutes without a viewer: a host opens the points
 * screen at home and again at the bar hours later, and a read gone from memory is gone from the
 * next save too. Every query's options pass through defaultQueryOptions (restored ones as well).
 */
function keepMarkedReadsInMemory(client: QueryClient): void {
  const withDefaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof withDefaults>[0]) => {
    const merged = withDefaults(options);
    return merged.meta?.['persist'] === true && options.gcTime === undefined
      ? { ...merged, gcTime: KEPT_READS_MAX_AGE_MS }
      : merged;
  }) as typeof client.defaultQueryOptions;
}

export const queryClient = createQueryClient();
