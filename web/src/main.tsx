import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base styles; each component's own CSS comes with the code that uses it
// (web/mantine-styles.plugin.ts), so a screen loads only what it shows.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * React's first render waits for the browser to paint index.html's "Loading...": on a
 * slow phone the page shows something at once instead of a blank screen while the
 * first render runs. The render itself is a transition, so React works in small slices
 * and the main thread stays free for taps (Lighthouse's Total Blocking Time).
 */
let started = false;
function start(): void {
  if (started || !root) return;
  started = true;
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
requestAnimationFrame(() => setTimeout(start, 0));
// A background tab gets no animation frames: start anyway.
setTimeout(start, 200);
