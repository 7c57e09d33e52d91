import { useCallback, useSyncExternalStore } from 'react';
/**
 * Whether React is hydrating a page the server rendered (issue 31: server-rendered public
 * pages). While it does, a component must draw what the server drew: the server knows no
 * screen width and no session, so such parts start as on the server and change right after.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

/** main.tsx, before hydrateRoot. */
export function startHydration(): void {
  hydrating = true;
}

/** The app's root effect, once the first commit is done. */
export function endHydration(): void {
  hydrating = false;
}

/** No browser here: the server's render. */
export const isServer = (): boolean => typeof window === 'undefined';

const noSubscription = () => () => undefined;

/**
 * False on the server and while hydrating, true after: for what only a browser can draw (the
 * charts: ApexCharts needs a window), so the server's HTML and the hydrating page show the same
 * placeholder and the chart comes right after.
 */
export function useBrowserOnly(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether the screen matches a media query, or null where no browser has answered yet: on the
 * server and while hydrating (so both draw the same), then the browser's answer in one re-render,
 * kept current as the window changes. A screen the browser draws itself gets the answer at once.
 */
export function useMediaAnswer(query: string): boolean | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
