import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// Mantine's base styles; each component's own CSS comes with the code that uses it
// (web/mantine-styles.plugin.ts), so a screen loads only what it shows.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { AppProvider } from './app/provider';
import { AppRouter, browserRouterReady } from './app/router';
import { registerAppWorker } from './lib/app-updates';
import { loadDrawnParts } from './lib/drawn-modules';
import { endHydration, startHydration } from './lib/hydration';
import { MissingPageContext } from './lib/missing-page';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Ends hydration once the first commit is done: parts that waited for the browser (the session, the top menu) follow. */
function Hydrated({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    endHydration();
    // The page answers now (browser suites wait for this before they type or click; the mark says when).
    document.documentElement.dataset['hydrated'] = 'true';
    performance.mark('league-hydrated');
  }, []);
  return children;
}

/**
 * The page's reads as of an instant: this moment for a kept copy, since the server keeps a rendered
 * page only while none of its reads has changed (the same writes drop both), so its data is current
 * however long ago it was drawn (without this the screens would read it all again on load); long
 * ago (0) for a copy marked stale, so the screens read it again.
 */
function readAsOf(state: DehydratedState, instant: number): DehydratedState {
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
  // A copy drawn before the latest change (the server sends it while it draws the new one): its
  // reads keep their age, so the screens read them again once hydrated.
  if (state)
    hydrate(queryClient, readAsOf(JSON.parse(state) as DehydratedState, rendered.dataset['stale'] ? 0 : Date.now()));
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
          <AppProvider>
            <Hydrated>
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
