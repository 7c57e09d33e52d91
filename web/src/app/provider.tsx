import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from '@/config/theme';
import { AuthProvider } from '@/lib/auth';
import { DEFAULT_COLOR_SCHEME, perUserColorSchemeManager } from '@/lib/color-scheme';
import { queryClient } from '@/lib/query-client';
import { NotificationsOutlet } from './notifications-outlet';

const colorSchemeManager = perUserColorSchemeManager();

/** Everything the screens rely on: theme and colour scheme, data cache, notifications, session. */
export function AppProvider({ children }: { readonly children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <QueryClientProvider client={queryClient}>
        <NotificationsOutlet />
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
