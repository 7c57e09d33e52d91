/**
 * The route table entry of the screen being shown (config/paths.ts), so shared
 * components (page headings, "Coming soon" panels) know the screen's name.
 */
import { createContext, useContext, useEffect, useLayoutEffect } from 'react';
import { pageTitle } from '../config/site';
import type { RouteDef, RouteKey } from '../config/paths';

export interface CurrentRoute {
  readonly key: RouteKey;
  readonly route: RouteDef;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export const useCurrentRoute = (): CurrentRoute | null => useContext(CurrentRouteContext);

/** The route name as the page title; runs before screens' own usePageTitle so they can refine it. */
export function useRouteTitle(name: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}

/** A screen's own title, e.g. the player's name or "Earnings"; "| site name" is added. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
