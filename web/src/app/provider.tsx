import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { theme } from '@/config/theme';
import { AuthProvider } from '@/lib/auth';
import { DEFAULT_COLOR_SCHEME, perUserColorSchemeManager } from '@/lib/color-scheme';
import { KEPT_READS_MAX_AGE_MS, keptReadsBuster, keptReadsPersister, shouldKeepQuery } from '@/lib/kept-reads';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { NotificationsOutlet } from './notifications-outlet';

const colorSchemeManager = perUserColorSchemeManager();

/**
 * Kept reads (lib/kept-reads.ts) are put back before any query runs, so a screen opened offline
 * shows what it last showed instead of waiting; only the logged-in user's own (the buster).
 */
const keptReads: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: keptReadsPersister,
  maxAge: KEPT_READS_MAX_AGE_MS,
  buster: keptReadsBuster(sessionStore.get()),
  dehydrateOptions: { shouldDehydrateQuery: (query) => shouldKeepQuery(query) },
};

/**
 * Saved once the kept reads are back: a server-rendered page (issue 31) brings its reads already
 * answered, and nothing changes them afterwards to set off the usual save.
 */
type SavedClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
// The persister's package types its QueryClient from its own copy of query-core: the same class.
const keepWhatThePageBrought = () =>
  void persistQueryClientSave({ queryClient: queryClient as unknown as SavedClient, ...keptReads });

/**
 * Puts the kept reads back before a server-rendered page hydrates (main.tsx), instead of while it
 * does: the provider's restore ends by rendering every screen that reads once more, in one
 * synchronous task (405 ms on a slow phone's leaderboard, issue 31); done first, the screens render
 * once. A storage that fails or never answers leaves the cache as it was (lib/kept-reads.ts).
 */
export async function restoreKeptReads(): Promise<void> {
  await persistQueryClientRestore({ queryClient: queryClient as unknown as SavedClient, ...keptReads }).catch(
    () => undefined,
  );
}

/**
 * What the provider does once it has restored, for a page whose reads were put back before it
 * rendered. It wraps the screens rather than sitting beside them: a sibling would move every
 * `useId` below it, and the ids would no longer be the server's (a hydration mismatch).
 */
function KeptReadsSaved({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    keepWhatThePageBrought();
    return persistQueryClientSubscribe({ queryClient: queryClient as unknown as SavedClient, ...keptReads });
  }, []);
  return children;
}

/**
 * Everything the screens rely on: theme and colour scheme, data cache, notifications, session.
 * The server's render (entry-server.tsx) brings its own data cache per page, and keeps nothing.
 */
export function AppProvider({
  children,
  client,
  restored = false,
}: {
  readonly children: ReactNode;
  readonly client?: QueryClient;
  /** The kept reads are back already (restoreKeptReads): render the screens once, then save as the provider does. */
  readonly restored?: boolean;
}) {
  const screens = (
    <>
      <NotificationsOutlet />
      <AuthProvider>{children}</AuthProvider>
    </>
  );
  return (
    <MantineProvider
      theme={theme}
      // Written at build time instead (web/mantine-theme.plugin.ts): the same CSS, not computed at each hydration.
      withCssVariables={false}
      withGlobalClasses={false}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      {client ? (
        <QueryClientProvider client={client}>{screens}</QueryClientProvider>
      ) : restored ? (
        <QueryClientProvider client={queryClient}>
          <KeptReadsSaved>{screens}</KeptReadsSaved>
        </QueryClientProvider>
      ) : (
        <PersistQueryClientProvider client={queryClient} persistOptions={keptReads} onSuccess={keepWhatThePageBrought}>
          {screens}
        </PersistQueryClientProvider>
      )}
    </MantineProvider>
  );
}
