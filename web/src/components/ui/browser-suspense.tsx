import { Suspense, type ReactNode } from 'react';
import { useBrowserOnly } from '@/lib/hydration';

/**
 * Suspense for what only a browser draws (a chart): the server's HTML and the hydrating page
 * show the fallback, and the lazy part loads right after (lib/hydration.ts useBrowserOnly).
 */
export function BrowserSuspense({
  fallback,
  children,
}: {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}) {
  const browser = useBrowserOnly();
  return browser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
