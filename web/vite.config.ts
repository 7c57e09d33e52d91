import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { addressQueryHook } from './address-query.plugin.ts';
import { compileHints } from './compile-hints.plugin.ts';
import { drawnModules } from './drawn-modules.plugin.ts';
import { mantineStyles } from './mantine-styles.plugin.ts';
import { mantineTheme, mantineThemeStylesheet } from './mantine-theme.plugin.ts';
import { cssVariablesResolver, theme } from './src/config/theme.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = process.env.API_URL ?? 'http://localhost:3000';
const themeStylesheet = () => mantineTheme({ stylesheet: () => mantineThemeStylesheet(theme, cssVariablesResolver) });

/**
 * The installable app (issue 30): a manifest, and a service worker that keeps every built file
 * (the shell and each screen's lazy chunk), so any screen opens at the bar without network.
 * docs/decisions.md "Issue 30: the installable app that opens offline".
 */
const pwaOptions: Partial<VitePWAOptions> = {
  // The new worker takes over as soon as it is installed; lib/app-updates.ts reloads the page at a safe moment.
  registerType: 'autoUpdate',
  // Registered by lib/app-updates.ts (production builds only), not by an injected script: the CSP allows hashed inline scripts only.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Free Poker League',
    short_name: 'Poker League',
    description: 'A free amateur poker league: games, leaderboards, quarterly tournaments and Vegas Invites.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // theme.ts: the felt green of the header (felt-8) on the light page.
    theme_color: '#0b6b35',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Every script and style (each lazy screen), the page, the icons and the images the pages show.
    globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2}'],
    // The whole site must open offline: no file is too big to keep (the largest chunk is well under 2 MB).
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // A site route is asked of the server, which draws public pages (issue 31); without network, or
    // when the server has not answered in 4 s (bar Wi-Fi), the kept shell opens instead (the server's
    // own copy, with its settings and CSP) and the screens draw from kept reads (issue 30). Not for what
    // the server answers itself: the API, its docs, sockets, metrics, the jobs dashboard, uploaded
    // images, the embed widget's pages (an iframe on another site) and the site's own files opened as
    // pages (robots.txt, the manifest; only top-level files: a player search path may hold a dot).
    // The function is copied into sw.js as its source: it names nothing outside itself.
    // Not Workbox's navigation fallback (vite-plugin-pwa's default), which answers every navigation with the kept shell.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }: { request: Request; url: URL }) =>
          request.mode === 'navigate' &&
          !/^\/(v1|docs|socket\.io|metrics|admin\/jobs|uploads|embed)(\/|$)/.test(url.pathname) &&
          !/^\/[^/]+\.(txt|js|webmanifest|json|png|svg|xml)$/.test(url.pathname),
        // NetworkFirst only for its timeout (Workbox allows none on NetworkOnly): no page is ever stored,
        // so its cache stays empty and a page's own HTML is never replayed with old data in it.
        handler: 'NetworkFirst' as const,
        options: {
          cacheName: 'league-pages-never-kept',
          networkTimeoutSeconds: 4,
          precacheFallback: { fallbackURL: 'index.html' },
          plugins: [{ cacheWillUpdate: async () => null }],
        },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // API reads are never kept by the worker but by TanStack Query (lib/query-client.ts), so
    // page.route, the read cache's own headers and a 401 behave as without it.
  },
};

/**
 * The server's render of the public pages (issue 31): `vite build --ssr src/entry-server.tsx`
 * bundles the same app for Node into web/dist-server, every library inside (Mantine's CSS imports
 * are Vite's to drop), no service worker. The chart library touches window when loaded: the server
 * draws charts as their placeholder, the browser draws them.
 */
const serverRender = {
  plugins: [
    addressQueryHook(),
    drawnModules({ webRoot }),
    mantineStyles({ nodeModules: `${repoRoot}node_modules` }),
    themeStylesheet(),
    react(),
  ],
  ssr: { noExternal: true, target: 'node' as const },
  // React's production build, whatever NODE_ENV the API process runs with (test, demo).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild
    ? serverRender.plugins
    : [
        drawnModules({ webRoot }),
        mantineStyles({ nodeModules: `${repoRoot}node_modules` }),
        themeStylesheet(),
        react(),
        VitePWA(pwaOptions),
        // The files of every page's first script (codeSplitting's `vendor` below, and Rolldown's runtime).
        compileHints({ chunks: ['vendor', 'rolldown-runtime'] }),
      ],
  ...(isSsrBuild ? { ssr: serverRender.ssr, define: serverRender.define } : {}),
  resolve: {
    // The persister packages (5.104) carry their own older query-core; one copy, the app's, is bundled.
    dedupe: ['@tanstack/query-core'],
    alias: [
      ...(isSsrBuild
        ? [
            { find: /^@\/lib\/apex-chart$/, replacement: `${webRoot}src/lib/server-chart.tsx` },
            // What needs a DOM in the browser has a server twin beside it (*.server.ts).
            { find: /^(\.\/(?:summary-text|post-purifier))$/, replacement: '$1.server' },
          ]
        : []),
      // Pure constants of the server's domain code (user types, event types, states, zones),
      // shared instead of copied. Imports name the .js file; Vite finds the .ts source.
      { find: /^@league\//, replacement: `${repoRoot}src/` },
      { find: /^@\//, replacement: `${webRoot}src/` },
    ],
  },
  build: isSsrBuild
    ? serverRender.build
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which files each screen needs: the server's render links a page's styles and scripts from it.
        manifest: true,
        target: 'es2022',
        // Maps are written for error reports but not named in the files; production does not serve them (bootstrap.ts).
        sourcemap: 'hidden',
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
                {
                  name: 'apexcharts',
                  test: /node_modules[\\/](apexcharts|react-apexcharts)[\\/]|[\\/]lib[\\/](chart-text|apex-chart)/,
                  priority: 2,
                },
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
}));
