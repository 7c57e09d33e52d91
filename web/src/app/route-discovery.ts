/**
 * The route table discovered on navigation (issue 31). React Router flattens and ranks every
 * route of the table it is given when the browser's router is made, and the table has some 190
 * branches once its optional segments are spelled out (the events list's six alone make 64): on
 * a slow phone that was about 100 ms of a visitor's first load, for screens the visitor does not
 * open. So the browser's router starts with the routes whose path matches the first address (the
 * Unknown Page's `*` always does), and the others are added (React Router's
 * `patchRoutesOnNavigation`) when a later address needs them. The server's render keeps the whole
 * table (entry-server.tsx): both pick the same route for an address.
 *
 * Why nothing is missed: a route's path is either static or has a parameter (a dynamic segment,
 * or a `*`). The router asks `patchRoutesOnNavigation` whenever an address matches with a
 * parameter (the Unknown Page's `*` included) or matches nothing, and it is then given every
 * route still left out whose path matches the address, so the router ranks the same candidates as
 * with the whole table. An address that matches a static route without a parameter asks nothing,
 * and needs nothing: no route ranks above a static path that equals the address. All of this is
 * in the page's script: a staff screen opened offline (the host's game night, from the service
 * worker) is found as before. route-discovery.spec.ts checks every route and old address.
 */
import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';

/** A layout route (by its id) and the routes under it. */
export interface LayoutRoutes {
  readonly layoutId: string;
  readonly routes: readonly RouteObject[];
}

/** A path's first segment where it is plain text (no parameter, not optional), lower case; else null. */
function staticFirstSegment(path: string): string | null {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return /^[^:*?]*$/.test(first) ? first.toLowerCase() : null;
}

/** The address as the router matches it: each segment decoded (a slash in one stays encoded). */
const decoded = (path: string): string =>
  path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');

/**
 * Whether the route's path matches the address, as the router matches it (case aside from
 * static text). Most routes differ from the address in their first segment: that is compared
 * first, as text, so a first load compiles the patterns of a few routes only.
 */
function matches(route: RouteObject, path: string): boolean {
  if (route.path === undefined) return false;
  const first = staticFirstSegment(route.path);
  if (first !== null && first !== (path.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase()) return false;
  return matchPath({ path: route.path, end: true }, path) !== null;
}

export interface RouteDiscovery {
  /** A layout's routes in the router's first table: those whose path matches the first address. */
  readonly firstLoad: (layoutId: string) => RouteObject[];
  /** The router's `patchRoutesOnNavigation`: adds, under its layout, each route still left out whose path matches the address. */
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/** The discovery of one router, made for its first address (it remembers what the router has). */
export function routeDiscovery(layouts: readonly LayoutRoutes[], firstPath: string): RouteDiscovery {
  const waiting = new Map(layouts.map(({ layoutId, routes }) => [layoutId, [...routes]]));
  // Addresses whose routes the router has already: asked again (every address with a parameter is), nothing to look for.
  const known = new Set([firstPath]);
  const take = (layoutId: string, path: string): RouteObject[] => {
    const left = waiting.get(layoutId) ?? [];
    const address = decoded(path);
    const found = left.filter((route) => matches(route, address));
    if (found.length > 0)
      waiting.set(
        layoutId,
        left.filter((route) => !found.includes(route)),
      );
    return found;
  };
  return {
    firstLoad: (layoutId) => take(layoutId, firstPath),
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      // A navigation already given up adds nothing (patch would ignore it): the next one finds them.
      if (signal.aborted || known.has(path)) return;
      known.add(path);
      for (const { layoutId } of layouts) {
        const found = take(layoutId, path);
        if (found.length > 0) patch(layoutId, found);
      }
    },
  };
}
