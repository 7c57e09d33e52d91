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

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
