/**
 * The server's render of the public pages (issue 31;
 * docs/decisions/0138-server-rendered-public-pages.md). Built by `vite build --ssr` into
 * web/dist-server and loaded by the API process (src/shared/interface/site/site-pages.ts), which
 * hands it an in-process way to read the API.
 *
 * A page is the same React tree the browser hydrates: the route's screen, with the TanStack
 * Query reads it asks for fetched here first. The render runs in passes: each pass shows which
 * reads the drawn screen wants, they are fetched, and the next pass draws with them, until a
 * pass asks for nothing new. Those reads go into the page (dehydrated), so the browser shows
 * the same screen at once and asks the API nothing on load. Each pass is a whole page's render,
 * so the reads a path was drawn with are remembered and fetched before its next render: a page
 * drawn again (after a write dropped its kept copy) takes one pass.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { dehydrate, hashKey, QueryCache, QueryClient, type FetchQueryOptions, type Query } from '@tanstack/react-query';
import routerSource from './app/router.tsx?raw';
import { AppProvider } from './app/provider';
import { appRoutes, type RedirectHandle } from './app/router';
import { DrawnHeaderContext, headerMarkupOf } from './components/layouts/drawn-header';
import { activeLinkOf } from './components/layouts/active-menu-link';
import type { RouteHandle } from './components/layouts/route-outlet';
import { loadWideScreenParts, WIDE_SCREEN_QUERY } from './components/layouts/wide-screen';
import { redirectTarget, routes, type RouteKey } from './config/paths';
import { configureSite, setSiteUrl, SITE_NAME, type SiteSettings } from './config/site';
import { ApiError, setApiFetch } from './lib/api-client';
import { setRenderToday } from './lib/clock';
import { queryReadOf, recordingQueryRead, startQueryRead, type QueryRead } from './lib/address-query-record';
import { drawnDatesOf, recordingDates, startDrawnDates } from './lib/drawn-dates-record';
import { HeadCollector, HeadCollectorContext, headTags, PAGE_TITLE_ID } from './lib/page-head';
import { drawingModules } from './lib/drawn-modules';
import { MissingPageContext } from './lib/missing-page';

/** One read of the API, answered in the same process (the read cache first, else the route). */
export type ReadApi = (path: string) => Promise<{ readonly status: number; readonly body: string }>;

export interface RenderRequest {
  /** Path and query, as asked. */
  readonly url: string;
  /** The site's public address for this page (SITE_URL, or the one it was asked at where SITE_URL is not set). */
  readonly siteUrl: string;
  readonly readApi: ReadApi;
  /** ?today= where the server's test clock is on (test mode), else null. */
  readonly today: string | null;
}

export type RenderResult =
  | {
      readonly kind: 'page';
      readonly status: 200 | 404;
      readonly routeKey: RouteKey;
      /** The app's markup, for #root. */
      readonly html: string;
      /** Title, description, canonical link, Open Graph and JSON-LD. */
      readonly head: string;
      /** The reads the page was drawn with (TanStack's dehydrated state), as JSON safe inside a script element. */
      readonly state: string;
      /** The date texts and league days it was drawn with (lib/drawn-dates.ts), as JSON safe inside a script element. */
      readonly dates: string;
      /** Every part drawn (no Suspense boundary left to the browser): only such a page is kept. */
      readonly complete: boolean;
      /** The lazily loaded parts it drew (source paths as Vite's manifest names them): their styles go with the page. */
      readonly modules: readonly string[];
      /** A read of the page answered 404: the Unknown Page was drawn in the screen's place (the browser does the same). */
      readonly unknownPage: boolean;
      /** The query parameters the screen asked for (lib/address-query-record.ts). */
      readonly queryRead: QueryRead;
    }
  /** An old address (config/paths.ts redirects): answered 301 to its page, as the browser's router would replace it. */
  | { readonly kind: 'redirect'; readonly location: string }
  /** Not drawn here: the browser draws it from the shell (a staff screen, a read that failed). */
  | { readonly kind: 'shell'; readonly reason: string };

/** A screen may ask for reads that ask for more (a game, then its venue), or wait for a lazy part: this many passes at most. */
const MAX_PASSES = 8;

/** renderToString's mark of a Suspense boundary it could not finish (a lazy part not loaded yet). */
const SUSPENDED = '<!--$!-->';

const reads = new AsyncLocalStorage<ReadApi>();

/**
 * The reads each page address (path and query) was drawn with: their keys and fetchers, most
 * recent last. The browser's first draw may ask for reads the server's last pass did not (an
 * earlier pass's, drawn while a lazy part loaded; a phone's month list where the server drew a
 * laptop's grid), so a page drawn again carries every read its address was drawn with before,
 * as its first, many-pass render did.
 */
const rememberedReads = new Map<string, readonly FetchQueryOptions[]>();
/** Enough for every page a league's visitors ask for in a night; a flood of new addresses pushes out the oldest. */
const REMEMBERED_PAGES = 2_000;
/** A page whose reads keep changing (its data asks for others) starts its list afresh past this. */
const REMEMBERED_READS = 64;

function remember(address: string, carried: readonly Query[]): void {
  rememberedReads.delete(address);
  rememberedReads.set(
    address,
    carried.slice(0, REMEMBERED_READS).map((query) => query.options as FetchQueryOptions),
  );
  if (rememberedReads.size > REMEMBERED_PAGES) rememberedReads.delete(rememberedReads.keys().next().value!);
}

/**
 * The header each route drew, by the menu link it lights (drawn-header.ts). On the server it
 * depends on nothing else: the visitor is never logged in, the colour scheme is CSS's, the top
 * menu is loaded, the phone menu closed. The first page of a route and link draws it; the others
 * take its markup. A few dozen in all (a route lights one link or two); past the bound, pages draw their own.
 */
const drawnHeaders = new Map<string, string>();
const DRAWN_HEADERS_KEPT = 200;

/** A query cache that knows which queries the draws used: each useQuery builds (finds) its query while drawing. */
function drawnQueryCache(): { cache: QueryCache; used: Set<string> } {
  const cache = new QueryCache();
  const used = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    used.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return { cache, used };
}

setApiFetch(async (input) => {
  const readApi = reads.getStore();
  const path =
    typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  if (!readApi) throw new Error(`The server render read ${path} outside a render`);
  const answer = await readApi(path);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
});

const handler = createStaticHandler(appRoutes);

/** Each route's screen module as Vite's manifest names it ("src/app/routes/events/calendar.tsx"), from router.tsx's own table. */
export const routeModules: Readonly<Partial<Record<RouteKey, string>>> = Object.fromEntries(
  [...routerSource.matchAll(/^\s+(\w+): \(\) => import\('\.\/(routes\/[^']+)'\)/gm)].map(([, key, module]) => [
    key,
    `src/app/${module}.tsx`,
  ]),
);
/**
 * The header's top menu, loaded before every render (configure, wide-screen.ts) rather than lazily:
 * every page links its styles and scripts for wide screens only (`media`), so a phone fetches neither.
 */
/** The element a page's first paint waits for (see PAGE_TITLE_ID). */
export const firstPaintTarget = PAGE_TITLE_ID;

export const wideScreenParts = {
  modules: ['src/components/layouts/main-menu.tsx', 'src/components/layouts/hover-tooltip.tsx'],
  media: WIDE_SCREEN_QUERY,
} as const;
const EAGER_MODULES: Partial<Record<RouteKey, string>> = { home: 'src/app/routes/home.tsx' };
export const routeModuleOf = (key: RouteKey): string | undefined => routeModules[key] ?? EAGER_MODULES[key];

/** The settings the page carries (SITE_NAME, CONTACT_EMAIL, LEAGUE_TIME_ZONE, SITE_URL); the top menu, loaded once. */
export async function configure(settings: SiteSettings): Promise<void> {
  configureSite(settings);
  // The site's name is in the header.
  drawnHeaders.clear();
  await loadWideScreenParts();
}

const routeKeyOf = (context: StaticHandlerContext): RouteKey | undefined =>
  context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.routeKey)
    .filter((key): key is RouteKey => key !== undefined)
    .at(-1);

/** Where an old address moved (its route's redirect), kept on this site: a path, never another host. */
function oldAddressTarget(context: StaticHandlerContext, url: URL): string | null {
  const match = context.matches.findLast(
    (candidate) => (candidate.route.handle as RedirectHandle | undefined)?.redirect,
  );
  if (!match) return null;
  const target = redirectTarget((match.route.handle as RedirectHandle).redirect, {
    params: match.params,
    search: url.searchParams,
  });
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? target : null;
}

const isPublic = (key: RouteKey): boolean => !('access' in routes[key]);

/**
 * Public, but drawn by the browser as before: the forms a visitor fills at once (what they type
 * before the page hydrates would be lost, the form's state never saw it), and the live game-night
 * screens (the TV's monitor and clock run on the browser's clock and socket, for no search engine).
 */
const DRAWN_BY_THE_BROWSER: ReadonlySet<RouteKey> = new Set([
  'login',
  'resetPassword',
  'setPassword',
  'gameMonitor',
  'gameClock',
]);

/** A read the drawn screen wants and nobody has fetched: not yet answered, and enabled. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'shell', reason: 'redirect' };
  const routeKey = routeKeyOf(context);
  if (!routeKey) {
    const moved = oldAddressTarget(context, url);
    return moved ? { kind: 'redirect', location: moved } : { kind: 'shell', reason: 'no route' };
  }
  if (!isPublic(routeKey)) return { kind: 'shell', reason: 'a staff screen' };
  if (DRAWN_BY_THE_BROWSER.has(routeKey)) return { kind: 'shell', reason: 'a form or a live screen' };

  const drawnQueries = drawnQueryCache();
  const queryClient = new QueryClient({
    queryCache: drawnQueries.cache,
    // Fetched once here; the browser decides when to read again (its own defaults).
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const address = `${url.pathname}${url.search}`;
  const remembered = rememberedReads.get(address) ?? [];
  if (remembered.length > 0) {
    await reads.run(request.readApi, () =>
      Promise.all(remembered.map((options) => queryClient.prefetchQuery(options))),
    );
    // A remembered read that failed is fetched again if the screen still wants it, and judged then (a 404 is the Unknown Page).
    for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }))
      queryClient.getQueryCache().remove(query);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const outcome: { missing: boolean; failed: string | null } = { missing: false, failed: null };

  const modules = new Set<string>();
  // The dates every pass drew: the browser hydrates with these texts (lib/drawn-dates.ts).
  const dates = startDrawnDates();
  // The query parameters every pass asked for.
  const queryRead = startQueryRead();
  // What the draws use from here on (the remembered reads were built by their prefetch).
  drawnQueries.used.clear();
  // The header's ids (useId) follow its place in the tree, which the matched routes above it set.
  const headerKey = `${activeLinkOf(url.pathname) ?? ''} ${context.matches.map((match) => match.route.id).join(',')}`;
  const draw = (collector: HeadCollector): string => {
    setRenderToday(request.today);
    setSiteUrl(request.siteUrl);
    const drawnHeader = drawnHeaders.get(headerKey) ?? null;
    try {
      const drawn = recordingQueryRead(queryRead, () =>
        recordingDates(dates, () =>
          drawingModules(modules, () =>
            renderToString(
              <HeadCollectorContext.Provider value={collector}>
                <MissingPageContext.Provider value={outcome.missing ? url.pathname : null}>
                  <DrawnHeaderContext.Provider value={drawnHeader}>
                    <AppProvider client={queryClient}>
                      <StaticRouterProvider router={router} context={context} hydrate={false} />
                    </AppProvider>
                  </DrawnHeaderContext.Provider>
                </MissingPageContext.Provider>
              </HeadCollectorContext.Provider>,
            ),
          ),
        ),
      );
      if (drawnHeader === null) {
        const header = headerMarkupOf(drawn);
        if (header !== null && drawnHeaders.size < DRAWN_HEADERS_KEPT) drawnHeaders.set(headerKey, header);
      }
      return drawn;
    } finally {
      setRenderToday(null);
    }
  };

  let collector = new HeadCollector();
  let html = draw(collector);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = queryClient.getQueryCache().findAll({ predicate: wanted });
    const suspended = html.includes(SUSPENDED);
    if (asked.length === 0 && !suspended) break;
    if (asked.length > 0) {
      await reads.run(request.readApi, () =>
        Promise.all(
          asked.map((query) =>
            query.fetch().catch((error: unknown) => {
              // A missing record (404) is the Unknown Page; anything else leaves the page to the browser.
              if (error instanceof ApiError && error.status === 404) outcome.missing = true;
              else outcome.failed = error instanceof Error ? error.message : String(error);
            }),
          ),
        ),
      );
      if (outcome.failed) return { kind: 'shell', reason: `a read failed: ${outcome.failed}` };
    } else {
      // A lazy part of the screen is still loading (the first render of it in this process): let it arrive.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    collector = new HeadCollector();
    html = draw(collector);
    if (outcome.missing) break;
  }

  // A read answered 404, the address is unknown, or the screen says its record does not exist.
  const status = outcome.missing || routeKey === 'notFound' || collector.head?.missing === true ? 404 : 200;
  // What the draws used, and what this address was drawn with before (the browser's first draw
  // may ask for either); a remembered read that failed was dropped above.
  const rememberedHashes = new Set(remembered.map((options) => hashKey(options.queryKey)));
  const carried = (query: Query) =>
    query.state.status === 'success' &&
    (drawnQueries.used.has(query.queryHash) || rememberedHashes.has(query.queryHash));
  const state = dehydrate(queryClient, { shouldDehydrateQuery: carried });
  if (!outcome.missing && !html.includes(SUSPENDED))
    remember(address, drawnQueries.cache.findAll({ predicate: carried }));
  const head = collector.head
    ? headTags(collector.head, {
        siteUrl: request.siteUrl.replace(/\/+$/, ''),
        siteName: SITE_NAME,
        path: url.pathname,
      })
    : '';
  return {
    kind: 'page',
    status,
    routeKey,
    html,
    head,
    state: scriptSafeJson(state),
    dates: scriptSafeJson(drawnDatesOf(dates)),
    complete: !html.includes(SUSPENDED),
    unknownPage: outcome.missing,
    modules: [...modules],
    queryRead: queryReadOf(queryRead),
  };
}
