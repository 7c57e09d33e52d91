/**
 * Every `lazy(() => import('./part'))` in the site's code becomes
 * `trackedLazy('src/…/part.tsx', () => import('./part'))` (web/src/lib/drawn-modules.ts), in the
 * server render's build and the browser's (issue 31): a render knows which lazily loaded parts it
 * drew, so the page links their stylesheets (Vite's manifest names the CSS of each source module),
 * and the browser loads those parts before it hydrates. No list kept by hand: a new lazy part is
 * found the same way.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const LAZY_IMPORT = /\blazy\(\s*\(\)\s*=>\s*import\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export function drawnModules({ webRoot }: { readonly webRoot: string }): Plugin {
  const sourceId = (importer: string, specifier: string): string | undefined => {
    const base = resolve(dirname(importer), specifier);
    const file = [base, ...EXTENSIONS.map((extension) => `${base}${extension}`)].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    return file ? relative(webRoot, file).split('\\').join('/') : undefined;
  };
  return {
    name: 'league-drawn-modules',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(`${webRoot}src/`) || !/\.tsx?$/.test(id) || !LAZY_IMPORT.test(code)) return null;
      LAZY_IMPORT.lastIndex = 0;
      let changed = false;
      const next = code.replace(LAZY_IMPORT, (whole, quote: string, specifier: string) => {
        const module = sourceId(id, specifier);
        if (!module) return whole;
        changed = true;
        return `__trackedLazy(${JSON.stringify(module)}, () => import(${quote}${specifier}${quote})`;
      });
      if (!changed) return null;
      return { code: `import { trackedLazy as __trackedLazy } from '@/lib/drawn-modules';\n${next}`, map: null };
    },
  };
}
