/**
 * The route table entry of the screen being shown (config/paths.ts), so shared
 * components (page headings, "Coming soon" panels) know the screen's name.
 */
import { createContext, useContext } from 'react';
import type { RouteDef, RouteKey } from '../config/paths';

export interface CurrentRoute {
  readonly key: RouteKey;
  readonly route: RouteDef;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export const useCurrentRoute = (): CurrentRoute | null => useContext(CurrentRouteContext);
