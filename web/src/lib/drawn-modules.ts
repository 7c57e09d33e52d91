/**
 * Which lazily loaded parts a server render drew (issue 31; web/drawn-modules.plugin.ts turns the
 * site's `lazy(() => import(...))` into trackedLazy in the server's build only), so the page links
 * their stylesheets and arrives styled instead of waiting for the script to bring them.
 */
import { createElement, lazy, type ComponentType } from 'react';

let drawing: Set<string> | null = null;

/** Runs one (synchronous) render, noting into `modules` every tracked part it draws. */
export function drawingModules<T>(modules: Set<string>, draw: () => T): T {
  const outer = drawing;
  drawing = modules;
  try {
    return draw();
  } finally {
    drawing = outer;
  }
}

/** React.lazy, noting its module (the source path Vite's manifest uses) when it is drawn. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function trackedLazy<T extends ComponentType<any>>(module: string, load: () => Promise<{ default: T }>): T {
  const Lazy = lazy(load);
  function Drawn(props: object) {
    drawing?.add(module);
    return createElement(Lazy as unknown as ComponentType<object>, props);
  }
  return Drawn as unknown as T;
}
