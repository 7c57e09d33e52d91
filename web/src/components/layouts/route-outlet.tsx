import { Outlet, useMatches } from 'react-router-dom';
import { routes, type RouteDef, type RouteKey } from '../../config/paths';
import { CurrentRouteContext, useRouteTitle } from '../../lib/current-route';

/** What app/router.tsx attaches to each route of the table. */
export interface RouteHandle {
  readonly routeKey: RouteKey;
}

const routeKeyOf = (handle: unknown): RouteKey | undefined =>
  typeof handle === 'object' && handle !== null && 'routeKey' in handle ? (handle as RouteHandle).routeKey : undefined;

/**
 * Shows the matched screen with what the route table says about it: the page
 * title and its name for shared components (app/router.tsx applies its access).
 */
export function RouteOutlet() {
  const matches = useMatches();
  const key = [...matches].reverse().map((match) => routeKeyOf(match.handle)).find((found) => found !== undefined);
  const route: RouteDef | undefined = key ? routes[key] : undefined;
  useRouteTitle(route?.name ?? '');

  return <CurrentRouteContext.Provider value={key && route ? { key, route } : null}><Outlet /></CurrentRouteContext.Provider>;
}
