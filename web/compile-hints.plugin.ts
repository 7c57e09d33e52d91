/**
 * V8's explicit compile hint (Chrome 136 on) at the top of the first page's own files: the entry,
 * the libraries' chunk and Rolldown's runtime. Nearly every function in them runs while a page loads
 * and hydrates; with the hint V8 compiles them whole while the file downloads, off the main thread,
 * instead of one by one on it when each is first called. On a phone at 4x CPU the first script's
 * task went from about 400 to about 310 ms (docs/performance.md, issue 31). Lazy screens are left to
 * V8's own choice. Added after Vite's own changes to the entry (its preload map goes first), with
 * the source map moved down the one line.
 */
import type { Plugin } from 'vite';

const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

export function compileHints({ chunks }: { readonly chunks: readonly string[] }): Plugin {
  const named = new Set(chunks);
  return {
    name: 'league-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !(file.isEntry || named.has(file.name))) continue;
          if (file.code.startsWith(COMPILE_EAGERLY)) continue;
          file.code = `${COMPILE_EAGERLY}\n${file.code}`;
          // The map is written already (a hidden one, its own asset): its lines move down one too.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
