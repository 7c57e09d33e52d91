import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
// Mantine's base styles; each component's own CSS comes with the code that uses it
// (web/mantine-styles.plugin.ts), so a screen loads only what it shows.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import 'virtual:mantine-theme.css';
import './app/global.css';
import { AppProvider, restoreKeptReads } from './app/provider';
import { AppRouter, browserRouterReady } from './app/router';
import { registerAppWorker } from './lib/app-updates';
import { loadDrawnParts } from './lib/drawn-modules';
import { adoptDrawnDates } from './lib/drawn-dates';
import { endHydration, startHydration } from './lib/hydration';
import { MissingPageContext } from './lib/missing-page';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Runs once React has hydrated the page's lazy parts as well. They hydrate after the first commit,
 * at idle priority, each showing the data cache as it is then: a read that changed meanwhile (even
 * to "fetching") is a hydration mismatch, and React draws the whole page again (issue 31). The
 * browser's next idle moment comes after that work; Safari has no idle callback, so a second.
 */
function afterHydrationWork(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/**
 * Ends hydration once the first commit is done: parts that waited for the browser (the session, the
 * top menu) follow. The screen and its lazy parts hydrate after it (afterHydrationWork).
 */
function Hydrated({ children, readAgain = [] }: { readonly children: ReactNode; readonly readAgain?: QueryKey[] }) {
  useEffect(() => {
    endHydration();
    afterHydrationWork(() => {
      // The page answers now, its screen included (browser suites wait for this before they type or click; the mark says when).
      document.documentElement.dataset['hydrated'] = 'true';
      performance.mark('league-hydrated');
      // A copy drawn before the latest change: its data is read again now.
      for (const queryKey of readAgain) void queryClient.invalidateQueries({ queryKey, exact: true });
    });
  }, [readAgain]);
  return children;
}

/**
 * The page's reads as of this moment: the server keeps a rendered page only while none of its reads
 * has changed (the same writes drop both), so its data is current however long ago it was drawn
 * (without this the screens would read it all again on load). It is also newer than any kept read
 * put back before it, so the page hydrates with what its HTML shows.
 */
function readNow(state: DehydratedState, instant = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: instant } })),
  };
}

/**
 * A public page the server rendered (issue 31): its HTML is on screen already, with the reads it
 * was drawn with beside it. Put them in the data cache, load the route's screen, and hydrate:
 * the page answers touches without being drawn again or asking the API anything.
 */
async function hydrateRenderedPage(rendered: HTMLElement): Promise<void> {
  const state = document.getElementById('league-page-data')?.textContent;
  const drawn = state ? (JSON.parse(state) as DehydratedState) : undefined;
  // The dates it was drawn with: hydration formats none itself (lib/drawn-dates.ts).
  const dates = document.getElementById('league-page-dates')?.textContent;
  if (dates) adoptDrawnDates(dates);
  // The kept reads first, so the screens render once (see restoreKeptReads); the page's own reads after them win.
  await restoreKeptReads();
  if (drawn) hydrate(queryClient, readNow(drawn));
  // A copy drawn before the latest change (the server sends it while it draws the new one) is
  // hydrated as drawn, then its reads are asked again.
  const readAgain = drawn && rendered.dataset['stale'] ? drawn.queries.map((query) => query.queryKey) : [];
  await browserRouterReady();
  // The lazy parts the server drew, so hydration finds each one loaded (their files are preloaded already).
  await loadDrawnParts((rendered.dataset['parts'] ?? '').split(' ').filter(Boolean));
  const missing = rendered.dataset['rendered'] === 'missing' ? window.location.pathname : null;
  startHydration();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread for its whole length (the page is on screen already, and a tap meanwhile
  // is replayed once its part is hydrated).
  startTransition(() => {
    hydrateRoot(
      rendered,
      <StrictMode>
        <MissingPageContext.Provider value={missing}>
          <AppProvider restored>
            <Hydrated readAgain={readAgain}>
              <AppRouter />
            </Hydrated>
          </AppProvider>
        </MissingPageContext.Provider>
      </StrictMode>,
    );
  });
}

/**
 * React's first render waits for the browser to paint index.html's "Loading...": on a
 * slow phone, or on a repeat visit with the scripts cached, the page shows something
 * at once instead of a blank screen while the first render runs. (Not a transition:
 * the router must see its first state and subscribe in one synchronous commit.)
 */
let started = false;
function start(): void {
  if (started || !root) return;
  started = true;
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
// A logged-in viewer of a record visitors do not see (an unlisted game) gets the Unknown Page from
// the server; their own session may see it: draw the page afresh instead of hydrating that.
if (root.dataset['rendered'] === 'page' || (root.dataset['rendered'] === 'missing' && !sessionStore.get())) {
  void hydrateRenderedPage(root);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A background tab gets no animation frames: start anyway.
  setTimeout(start, 200);
}

// The installable app that opens offline (issue 30): production builds only, so the dev server's
// modules are never kept by a worker.
if (import.meta.env.PROD) registerAppWorker();
