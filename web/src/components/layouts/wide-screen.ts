/**
 * What only wide screens show: the top menu (Mantine's Menu and its floating
 * dropdowns) and the hover tooltips of the header's buttons. Phones never download
 * them; a laptop loads them with the first screen (app/router.tsx waits for
 * loadWideScreenParts), so the header never paints without its menu.
 */
import { useEffect, useState } from 'react';
import type { DesktopMenu } from './main-menu';
import type { HoverTooltip } from './hover-tooltip';

/** Mantine's "lg" breakpoint (config/theme.ts), where the top menu replaces the burger. */
export const WIDE_SCREEN_QUERY = '(min-width: 75em)';

export interface WideScreenParts {
  readonly DesktopMenu: typeof DesktopMenu;
  readonly HoverTooltip: typeof HoverTooltip;
}

let loaded: WideScreenParts | null = null;
let loading: Promise<WideScreenParts> | null = null;

export const isWideScreen = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN_QUERY).matches;

export function loadWideScreenParts(): Promise<WideScreenParts> {
  loading ??= Promise.all([import('./main-menu'), import('./hover-tooltip')]).then(
    ([menu, tooltip]) => (loaded = { DesktopMenu: menu.DesktopMenu, HoverTooltip: tooltip.HoverTooltip }),
    (error: unknown) => {
      loading = null; // bad Wi-Fi: try again on the next resize or navigation
      throw error;
    },
  );
  return loading;
}

/** The wide-screen parts once loaded; loads them when the window is (or becomes) wide. */
export function useWideScreenParts(): WideScreenParts | null {
  // The server has the parts loaded (entry-server.tsx configure) and draws the menu; a laptop loads
  // them before hydrating (app/router.tsx), a phone never (site-header.tsx keeps the server's markup).
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return undefined;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    let active = true;
    const load = () => {
      if (query.matches)
        loadWideScreenParts().then(
          (found) => active && setParts(found),
          () => undefined,
        );
    };
    load();
    query.addEventListener('change', load);
    return () => {
      active = false;
      query.removeEventListener('change', load);
    };
  }, [parts]);
  return parts;
}
