import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { routes, type RouteDef, type RouteKey } from '../../config/paths';
import { UnknownPage } from '../ui/unknown-page';
import { CurrentRouteContext } from '../../lib/current-route';
import { useMissingPage } from '../../lib/missing-page';
import { namedHead, useRouteHead } from '../../lib/page-head';

/** What app/router.tsx attaches to each route of the table. */
export interface RouteHandle {
  readonly routeKey: RouteKey;
}

const routeKeyOf = (handle: unknown): RouteKey | undefined =>
  typeof handle === 'object' && handle !== null && 'routeKey' in handle ? (handle as RouteHandle).routeKey : undefined;

/**
 * Shows the matched screen with what the route table says about it: the default page
 * head (its name; screens refine it with usePageHead) and its name for shared components
 * (app/router.tsx applies its access). Guarded screens and the bare TV and clock
 * displays are not for search engines.
 */
export function RouteOutlet() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const key = [...matches]
    .reverse()
    .map((match) => routeKeyOf(match.handle))
    .find((found) => found !== undefined);
  const missing = useMissingPage();
  const route: RouteDef | undefined = missing ? routes.notFound : key ? routes[key] : undefined;
  // The path is part of the head, so moving between addresses of one screen updates the canonical link.
  const hidden = route !== undefined && ('access' in route || route.bare === true);
  useRouteHead(namedHead(route?.name ?? '', undefined, { path: pathname, ...(hidden ? { noindex: true } : {}) }));
  // The server answered 404 here (a missing game, post or player): the Unknown Page, as it drew it.
  if (missing)
    return (
      <CurrentRouteContext.Provider value={{ key: 'notFound', route: routes.notFound }}>
        <UnknownPage />
      </CurrentRouteContext.Provider>
    );

  return (
    <CurrentRouteContext.Provider value={key && route ? { key, route } : null}>
      <Outlet />
    </CurrentRouteContext.Provider>
  );
}
