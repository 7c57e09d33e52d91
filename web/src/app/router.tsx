/**
 * The router: config/paths.ts says which routes exist and who may see them; this
 * file says which module shows each one, and is the one place a route's `access`
 * is applied (screens never guard themselves). Every screen is its own lazily
 * loaded chunk, so a phone downloads only the screen it opens; home, the first page of
 * most visits, ships with the shell (a few kB) so it paints without a second round trip.
 */
import type { ComponentType } from 'react';
import {
  Navigate,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useParams,
  type RouteObject,
} from 'react-router-dom';
import { AppLayout, BareLayout } from '@/components/layouts/app-layout';
import type { RouteHandle } from '@/components/layouts/route-outlet';
import { isWideScreen, loadWideScreenParts } from '@/components/layouts/wide-screen';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteError } from '@/components/ui/route-error';
import { RequireRole } from '@/lib/auth';
import { rememberTestToday } from '@/lib/clock';
import {
  redirectTarget,
  redirects,
  routes,
  type RedirectDef,
  type RouteAccess,
  type RouteDef,
  type RouteKey,
} from '@/config/paths';
import { routeDiscovery, type LayoutRoutes } from './route-discovery';
import HomeRoute from './routes/home';

type ScreenModule = { readonly default: ComponentType };

/** Each route's screen module; the Record type makes sure no route of the table is left out. */
const screens: Record<RouteKey, () => Promise<ScreenModule>> = {
  home: async () => ({ default: HomeRoute }),

  aboutVision: () => import('./routes/about/gpf'),
  aboutHistory: () => import('./routes/about/history'),
  aboutTeam: () => import('./routes/about/team'),
  aboutFaq: () => import('./routes/about/faq'),
  aboutMemorial: () => import('./routes/about/memorial'),
  aboutContact: () => import('./routes/about/contact'),
  rulesGeneral: () => import('./routes/about/rules/general'),
  rulesBehavior: () => import('./routes/about/rules/behavior'),
  rulesGameplay: () => import('./routes/about/rules/gameplay'),
  rulesQuarterly: () => import('./routes/about/rules/quarterly'),
  rulesNational: () => import('./routes/about/rules/national'),
  rulesHost: () => import('./routes/about/rules/host'),

  eventsCalendar: () => import('./routes/events/calendar'),
  eventLeaderboard: () => import('./routes/events/leaderboard'),
  eventsEarnings: () => import('./routes/events/browse'),
  eventsBrowse: () => import('./routes/events/browse'),
  eventsQuarterly: () => import('./routes/events/quarterly'),
  gameDetail: () => import('./routes/games/detail'),
  gameMonitor: () => import('./routes/games/monitor'),
  gameClock: () => import('./routes/games/clock'),

  playerDashboard: () => import('./routes/players/dashboard'),
  playerLeaderboard: () => import('./routes/players/leaderboard'),
  vegasInvites: () => import('./routes/players/invites'),
  playerSearch: () => import('./routes/players/search'),
  playerCard: () => import('./routes/players/card'),
  cardRequest: () => import('./routes/players/card-request'),

  news: () => import('./routes/posts/browse'),
  shop: () => import('./routes/about/shop'),
  activityDashboard: () => import('./routes/activities/dashboard'),
  earningsReport: () => import('./routes/activities/earnings'),

  login: () => import('./routes/users/login'),
  userDashboard: () => import('./routes/users/dashboard'),
  resetPassword: () => import('./routes/users/reset-password'),
  setPassword: () => import('./routes/users/set-password'),
  profile: () => import('./routes/users/profile'),

  manageDeposits: () => import('./routes/update/deposits'),
  hostAgreement: () => import('./routes/update/agreement'),
  manageGames: () => import('./routes/update/games'),
  managePlayers: () => import('./routes/update/players'),
  managePoints: () => import('./routes/update/points'),
  managePosts: () => import('./routes/update/posts'),
  manageVenues: () => import('./routes/update/venues'),
  venueEmbed: () => import('./routes/update/venue-embed'),
  scannerSetup: () => import('./routes/update/scanner'),
  manageJobs: () => import('./routes/update/jobs'),
  securityLog: () => import('./routes/update/security'),

  unauthorized: () => import('./routes/unauthorized'),
  notFound: () => import('./routes/not-found'),
};

const accessOf = (key: RouteKey): RouteAccess | undefined => (routes[key] as RouteDef).access;

/** Screens in the shell's own chunk, shown without waiting for a download (public ones only). */
const eagerScreens: Partial<Record<RouteKey, ComponentType>> = { home: HomeRoute };

/**
 * A route of the table. A guarded one shows its screen only to whom `access` allows:
 * logged out -> /users/login (and back after log-in), too low or without host mode
 * -> /unauthorized (product §6).
 */
function screenRoute(key: RouteKey): RouteObject {
  const handle: RouteHandle = { routeKey: key };
  const access = accessOf(key);
  const eager = eagerScreens[key];
  return {
    path: routes[key].path,
    handle,
    ErrorBoundary: RouteError,
    ...(eager && !access
      ? { Component: eager }
      : {
          lazy: async () => {
            const { default: Screen } = await screens[key]();
            if (!access) return { Component: Screen };
            return {
              element: (
                <RequireRole level={access.level} hostMode={access.hostMode ?? false}>
                  <Screen />
                </RequireRole>
              ),
            };
          },
        }),
  };
}

/** Sends an old address on to the current one, keeping the query string (e.g. ?today=). */
function Redirect({ redirect }: { readonly redirect: RedirectDef }) {
  const params = useParams();
  const location = useLocation();
  const to = redirectTarget(redirect, { params, search: new URLSearchParams(location.search) });
  return <Navigate to={to} replace />;
}

/** An old address's route: the server answers it 301 (entry-server.tsx), the browser's router replaces it. */
export interface RedirectHandle {
  readonly redirect: RedirectDef;
}

const redirectRoute = (redirect: RedirectDef): RouteObject => ({
  path: redirect.from,
  handle: { redirect } satisfies RedirectHandle,
  element: <Redirect redirect={redirect} />,
});

const routeKeys = Object.keys(routes) as RouteKey[];
const isBare = (key: RouteKey): boolean => 'bare' in routes[key] && routes[key].bare === true;

/** The layout routes' ids: where routes are added as addresses need them (route-discovery.ts). */
const SITE_LAYOUT = 'site-layout';
const BARE_LAYOUT = 'bare-layout';

const layouts: readonly LayoutRoutes[] = [
  {
    layoutId: SITE_LAYOUT,
    routes: [...routeKeys.filter((key) => !isBare(key)).map(screenRoute), ...redirects.map(redirectRoute)],
  },
  { layoutId: BARE_LAYOUT, routes: routeKeys.filter(isBare).map(screenRoute) },
];

/** The route table as React Router takes it, with each layout's routes as `pick` chooses them. */
function routeTable(pick: (layoutId: string) => RouteObject[]): RouteObject[] {
  return [
    {
      HydrateFallback: PageLoader,
      children: [
        {
          id: SITE_LAYOUT,
          // A laptop's header shows the top menu from the first paint: wait for it with the screen.
          lazy: async () => {
            if (isWideScreen()) await loadWideScreenParts().catch(() => undefined);
            return { Component: AppLayout };
          },
          ErrorBoundary: RouteError,
          children: pick(SITE_LAYOUT),
        },
        {
          id: BARE_LAYOUT,
          Component: BareLayout,
          ErrorBoundary: RouteError,
          children: pick(BARE_LAYOUT),
        },
      ],
    },
  ];
}

/** The whole route table: the server's render (entry-server.tsx, createStaticHandler) is made from it. */
export const appRoutes: RouteObject[] = routeTable(
  (layoutId) => layouts.find((layout) => layout.layoutId === layoutId)?.routes.slice() ?? [],
);

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** The browser's one router, made at the first render (never on the server). */
function browserAppRouter() {
  if (browserRouter) return browserRouter;
  // The first address's routes only; the others are added as addresses need them (issue 31:
  // ranking the whole table cost a slow phone some 100 ms of its first load).
  const discovery = routeDiscovery(layouts, window.location.pathname);
  browserRouter = createBrowserRouter(routeTable(discovery.firstLoad), {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  // The test clock: remember ?today= from the first address and from every later one.
  rememberTestToday();
  browserRouter.subscribe(() => rememberTestToday());
  return browserRouter;
}

/**
 * Makes the browser's router and waits until it has loaded the lazy parts of the routes matching
 * the address, so a page the server rendered is hydrated with its screen at once (not the
 * fallback, which would not match the HTML). The router matches and loads them itself: the route
 * table is ranked once, by the router (ranking it costs a slow phone some 100 ms each time), and
 * holds the routes the address needs (route-discovery.ts).
 */
export function browserRouterReady(): Promise<void> {
  const router = browserAppRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={browserAppRouter()} />;
}
