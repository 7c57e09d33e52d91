import { Outlet, useMatches } from 'react-router-dom';
import { routes, type RouteDef, type RouteKey } from '../../config/paths';
import { CurrentRouteContext, useRouteTitle } from '../../lib/current-route';
import { RequireRole } from '../../lib/auth';

/** What app/router.tsx attaches to each route of the table. */
export interface RouteHandle {
  readonly routeKey: RouteKey;
}

const routeKeyOf = (handle: unknown): RouteKey | undefined =>
  typeof handle === 'object' && handle !== null && 'routeKey' in handle ? (handle as RouteHandle).routeKey : undefined;

/**
 * Shows the matched screen with what the route table says about it: the page
 * title, the access guard, and its name for shared components.
 */
export function RouteOutlet() {
  const matches = useMatches();
  const key = [...matches].reverse().map((match) => routeKeyOf(match.handle)).find((found) => found !== undefined);
  const route: RouteDef | undefined = key ? routes[key] : undefined;
  useRouteTitle(route?.name ?? '');

  const screen = route?.access ? <RequireRole level={route.access.level} hostMode={route.access.hostMode ?? false} /> : <Outlet />;
  return <CurrentRouteContext.Provider value={key && route ? { key, route } : null}>{screen}</CurrentRouteContext.Provider>;
}
