import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStyles } from './mantine-styles.plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [mantineStyles({ nodeModules: `${repoRoot}node_modules` }), react()],
  resolve: {
    alias: [
      // Pure constants of the server's domain code (user types, event types, states, zones),
      // shared instead of copied. Imports name the .js file; Vite finds the .ts source.
      { find: /^@league\//, replacement: `${repoRoot}src/` },
      { find: /^@\//, replacement: `${webRoot}src/` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change less often than the site: a separate file stays cached
        // across releases, so a phone on bar Wi-Fi re-downloads only the app code.
        // Everything else the first page needs statically ($initial: the shell, Mantine's
        // base, the session) is one file, not twenty small ones: each request costs a
        // round trip and ~0.7 kB of headers. Screens stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack)[\\/]/,
              priority: 3,
            },
            // The chart library with the one helper every chart hands its texts to (lib/chart-text.ts):
            // loaded with the first chart, and named so (home must never fetch it).
            { name: 'apexcharts', test: /node_modules[\\/](apexcharts|react-apexcharts)[\\/]|[\\/]lib[\\/]chart-text/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: apiServer, changeOrigin: true },
      '/docs': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
});
