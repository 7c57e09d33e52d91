/**
 * The live standings' hook, apart from their watcher (live-standings.ts): the watcher and its
 * socket only matter to a visitor who stays, so its module is loaded once they read
 * (lib/visitor-reading.ts), not with a page's first script (issue 31: home's script and styles
 * stay within 150 KB).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenVisitorReads } from './visitor-reading';

/** Keeps the page's standings current while it is shown (mounted by each page that shows standings). */
export function useLiveStandings(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const shownAt = performance.now();
    let stop: (() => void) | undefined;
    let active = true;
    void whenVisitorReads()
      .then(() => import('./live-standings'))
      .then(({ watchStandings }) => {
        if (active) stop = watchStandings(queryClient, performance.now() - shownAt);
      })
      // Bad Wi-Fi: the module did not come; the page still reads again when it is opened next.
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient]);
}
