/**
 * The site's lazily loaded parts, tracked by their source path (web/drawn-modules.plugin.ts turns
 * every `lazy(() => import(...))` into trackedLazy, in the server's build and the browser's):
 * - a server render notes which parts it drew, so the page links their stylesheets and arrives
 *   styled instead of waiting for the script to bring them (issue 31);
 * - the browser loads the parts the server drew before it hydrates (loadDrawnParts), so no drawn
 *   part is still a pending React.lazy when the first update comes (the session's parts, right
 *   after hydration): such a part would drop the server's HTML for its "Loading..." fallback.
 */
import { createElement, lazy, type ComponentType } from 'react';

let drawing: Set<string> | null = null;

/** Each tracked part's loader, by module, once the code that declares it has run. */
const loaders = new Map<string, () => Promise<void>>();

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

/**
 * Loads the tracked parts named (a part inside another registers when its parent's code loads,
 * so this goes round until nothing new can be loaded). Names it never sees are passed over.
 */
export async function loadDrawnParts(modules: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const ready = modules.filter((module) => !done.has(module) && loaders.has(module));
    if (ready.length === 0) return;
    for (const module of ready) done.add(module);
    await Promise.all(ready.map((module) => loaders.get(module)!().catch(() => undefined)));
  }
}

/** React.lazy, noting its module (the source path Vite's manifest uses) when drawn, and drawn at once once loaded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function trackedLazy<T extends ComponentType<any>>(module: string, load: () => Promise<{ default: T }>): T {
  let loaded: T | undefined;
  const loadOnce = () => load().then((exports) => ((loaded = exports.default), exports));
  const Lazy = lazy(loadOnce);
  loaders.set(module, async () => void (await loadOnce()));
  function Drawn(props: object) {
    drawing?.add(module);
    return createElement((loaded ?? Lazy) as unknown as ComponentType<object>, props);
  }
  return Drawn as unknown as T;
}
