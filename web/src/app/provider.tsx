import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { cssVariablesResolver, theme } from '@/config/theme';
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
 * Everything the screens rely on: theme and colour scheme, data cache, notifications, session.
 * The server's render (entry-server.tsx) brings its own data cache per page, and keeps nothing.
 */
export function AppProvider({ children, client }: { readonly children: ReactNode; readonly client?: QueryClient }) {
  const screens = (
    <>
      <NotificationsOutlet />
      <AuthProvider>{children}</AuthProvider>
    </>
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      {client ? (
        <QueryClientProvider client={client}>{screens}</QueryClientProvider>
      ) : (
        <PersistQueryClientProvider client={queryClient} persistOptions={keptReads} onSuccess={keepWhatThePageBrought}>
          {screens}
        </PersistQueryClientProvider>
      )}
    </MantineProvider>
  );
}
