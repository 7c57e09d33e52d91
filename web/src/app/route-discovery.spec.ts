import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { redirects, routes } from '@/config/paths';
import { routeDiscovery, type LayoutRoutes } from './route-discovery';

// The table as app/router.tsx lays it out: the site's layout (screens and old addresses) and the bare one.
const screen = (key: string, path: string): RouteObject => ({ path, handle: key });
const entries = Object.entries(routes) as [string, { path: string; bare?: boolean }][];
const layouts: LayoutRoutes[] = [
  {
    layoutId: 'site',
    routes: [
      ...entries.filter(([, route]) => !route.bare).map(([key, route]) => screen(key, route.path)),
      ...redirects.map((redirect) => screen(`old ${redirect.from}`, redirect.from)),
    ],
  },
  {
    layoutId: 'bare',
    routes: entries.filter(([, route]) => route.bare).map(([key, route]) => screen(key, route.path)),
  },
];
const table = (pick: (layoutId: string) => RouteObject[]): RouteObject[] => [
  { children: layouts.map(({ layoutId }) => ({ id: layoutId, children: pick(layoutId) })) },
];
const wholeTable = table((layoutId) => [...layouts.find((layout) => layout.layoutId === layoutId)!.routes]);

/** Addresses for a path: its optional segments given one by one, parameters filled, the splat with two segments. */
function addressesOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  const required = segments.filter((segment) => !segment.endsWith('?')).length;
  const fill = (segment: string) => (segment === '*' ? 'x/y' : segment.startsWith(':') ? '7' : segment);
  const found: string[] = [];
  for (let count = required; count <= segments.length; count++)
    found.push(`/${segments.slice(0, count).map(fill).join('/')}`);
  return found;
}

const addresses = [
  ...Object.values(routes).flatMap((route) => addressesOf(route.path)),
  ...redirects.flatMap((redirect) => addressesOf(redirect.from)),
  // Where a staff route and a visitor's route both match, and other corners.
  '/events/browse/earnings',
  '/events/browse/earnings/1/2',
  '/players/card/request',
  '/players/card/request/9000006',
  '/update/venues/3/embed',
  '/games/detail/1600/all',
  '/P',
  '/Update/Games/',
  '/%70',
  '/no/such/page',
  '/update/no-such-screen',
];

const leaf = (routesNow: RouteObject[], address: string) => matchRoutes(routesNow, address)?.at(-1)?.route.handle;

/** The browser's router as it discovers routes: asks for more when the address matches with a parameter, or not at all. */
function discoveringRouter(firstAddress: string) {
  const discovery = routeDiscovery(layouts, firstAddress);
  const routesNow = table(discovery.firstLoad);
  const patch = (layoutId: string | null, children: RouteObject[]) =>
    routesNow[0]!.children!.find((layout) => layout.id === layoutId)!.children!.push(...children);
  return {
    size: () => routesNow[0]!.children!.reduce((sum, layout) => sum + layout.children!.length, 0),
    go(address: string) {
      const found = matchRoutes(routesNow, address);
      if (!found || Object.keys(found[0]!.params).length > 0)
        void discovery.patchRoutesOnNavigation({
          path: address,
          matches: [],
          fetcherKey: undefined,
          signal: new AbortController().signal,
          patch,
        });
      return leaf(routesNow, address);
    },
  };
}

describe('the route table discovered on navigation', () => {
  it('matches every address to the route the whole table does, loaded first', () => {
    for (const address of addresses)
      expect([address, discoveringRouter(address).go(address)]).toEqual([address, leaf(wholeTable, address)]);
  });

  it('matches every address to the route the whole table does, after home and on from one to the next', () => {
    const router = discoveringRouter('/');
    for (const address of addresses)
      expect([address, router.go(address)]).toEqual([address, leaf(wholeTable, address)]);
  });

  it('matches every address alike from a game detail or a staff screen loaded first', () => {
    for (const first of ['/games/detail/1600', '/update/games', '/leaderboards']) {
      const router = discoveringRouter(first);
      router.go(first);
      for (const address of addresses)
        expect([first, address, router.go(address)]).toEqual([first, address, leaf(wholeTable, address)]);
    }
  });

  it('starts home with home and the Unknown Page only', () => {
    expect(discoveringRouter('/').size()).toBe(2);
  });
});
