import { StrictMode } from 'react';
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
requestAnimationFrame(() => setTimeout(start, 0));
// A background tab gets no animation frames: start anyway.
setTimeout(start, 200);
