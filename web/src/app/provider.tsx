import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@/config/theme';
import { AuthProvider } from '@/lib/auth';
import { DEFAULT_COLOR_SCHEME, perUserColorSchemeManager } from '@/lib/color-scheme';
import { queryClient } from '@/lib/query-client';

const colorSchemeManager = perUserColorSchemeManager();

/** Everything the screens rely on: theme and colour scheme, data cache, notifications, session. */
export function AppProvider({ children }: { readonly children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" limit={3} />
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
