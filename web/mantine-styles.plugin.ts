/**
 * Mantine's CSS per component, loaded with the code that uses it.
 *
 * Mantine ships one 290 kB stylesheet for every component, or one file per component
 * for whoever lists by hand which files each screen needs. This plugin does the
 * listing: for every `import { Button, Select } from '@mantine/core'` in the site's
 * code it adds imports of the CSS files those components need (found by following
 * Mantine's own module imports, so Select brings Input, Combobox, Popover...). Vite
 * then puts each file's CSS in the chunk of the module that imports it: home loads the
 * styles of home's components, a screen's styles come with that screen's code, and
 * nobody keeps a list by hand when a screen starts using another component.
 *
 * Chunks load in any order, so each component's CSS goes into its own cascade layer
 * `mantine.<Component>`, declared once in Mantine's stylesheet order by a style
 * element at the top of index.html: the cascade is the same as with the whole
 * stylesheet, whatever loaded first. Like Mantine's styles.layer.css, the layers
 * lose to the site's own unlayered CSS.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

type MantinePackage = '@mantine/core' | '@mantine/notifications' | '@mantine/dates';

/** The site-wide base, loaded by main.tsx before anything else. */
export const MANTINE_BASE_FILES = ['baseline', 'default-css-variables', 'global'] as const;

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/(?:core|notifications|dates))["']/g;
const MODULE_IMPORT = /(?:import|export)\s*(?:[\w*\s{},$]*?\s*from\s*)?["']([^"']+)["']/g;

export function mantineStyles({ nodeModules }: { readonly nodeModules: string }): Plugin {
  const packageDir = (name: MantinePackage): string => join(nodeModules, name);
  const coreStyles = join(packageDir('@mantine/core'), 'styles');

  /** Layer names in the order of Mantine's full stylesheet, which settles every overlap. */
  const order = (() => {
    const full = readFileSync(join(packageDir('@mantine/core'), 'styles.css'), 'utf8');
    const names = readdirSync(coreStyles)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length));
    const at = (name: string): number => {
      const start = readFileSync(join(coreStyles, `${name}.css`), 'utf8')
        .trim()
        .slice(0, 200);
      const index = full.indexOf(start);
      if (index < 0) throw new Error(`mantine-styles: ${name}.css is not in styles.css; the package layout changed`);
      return index;
    };
    // The extension packages style on top of the core components.
    return [...names.sort((a, b) => at(a) - at(b)), 'notifications', 'dates'];
  })();
  const layerOf = (name: string): string => `mantine.${name}`;
  const styledComponents = new Set(order);

  /** Export name -> module file, read from each package's index. */
  const exportsOf = new Map<MantinePackage, Map<string, string>>();
  const exportIndex = (name: MantinePackage): Map<string, string> => {
    let index = exportsOf.get(name);
    if (!index) {
      index = new Map();
      const esm = join(packageDir(name), 'esm');
      const source = readFileSync(join(esm, 'index.mjs'), 'utf8');
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
        for (const specifier of match[1]!.split(',')) {
          const exported = specifier
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (exported) index.set(exported, resolve(esm, match[2]!));
        }
      }
      exportsOf.set(name, index);
    }
    return index;
  };

  /** What one module of a Mantine package is styled by, and which modules it imports. */
  const moduleOf = new Map<string, { readonly styles: readonly string[]; readonly imports: readonly string[] }>();
  const readModule = (file: string) => {
    let known = moduleOf.get(file);
    if (!known) {
      const styles: string[] = [];
      // A stylesheet per folder: components/Checkbox/CheckboxIndicator/..., utils/InlineInput/...
      const folders = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](.+)[\\/][^\\/]+$/.exec(file)?.[1];
      for (const folder of folders?.split(/[\\/]/) ?? []) if (styledComponents.has(folder)) styles.push(folder);
      if (/@mantine[\\/]notifications[\\/]esm[\\/]Notification(s|Container)\.mjs$/.test(file))
        styles.push('notifications');
      if (/@mantine[\\/]dates[\\/]esm[\\/]components[\\/]/.test(file)) styles.push('dates');
      const source = readFileSync(file, 'utf8');
      const imports: string[] = [];
      for (const match of source.matchAll(MODULE_IMPORT)) {
        const path = match[1]!.startsWith('.') ? resolve(dirname(file), match[1]!) : undefined;
        if (path && existsSync(path)) imports.push(path);
      }
      // Imports across packages (notifications and dates build on core) name their components.
      for (const match of source.matchAll(IMPORT)) imports.push(...filesOfNames(match[3] as MantinePackage, match[2]!));
      known = { styles, imports };
      moduleOf.set(file, known);
    }
    return known;
  };

  /** The stylesheets (layer names) everything reachable from these modules needs. */
  const stylesOfFiles = (files: readonly string[]): Set<string> => {
    const styles = new Set<string>();
    const seen = new Set<string>();
    const pending = [...files];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const module = readModule(file);
      for (const style of module.styles) styles.add(style);
      pending.push(...module.imports);
    }
    return styles;
  };

  const filesOfNames = (name: MantinePackage, specifiers: string): string[] =>
    specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && !specifier.startsWith('type '))
      .map((specifier) => exportIndex(name).get(specifier.split(/\s+as\s+/)[0]!))
      .filter((file): file is string => file !== undefined);

  const stylesOfImport = new Map<string, ReadonlySet<string>>();
  const stylesOfNames = (name: MantinePackage, specifiers: string): ReadonlySet<string> => {
    const key = `${name}:${specifiers.replace(/\s+/g, '')}`;
    let styles = stylesOfImport.get(key);
    if (!styles) {
      styles = stylesOfFiles(filesOfNames(name, specifiers));
      stylesOfImport.set(key, styles);
    }
    return styles;
  };

  const cssFileOf = (style: string): string =>
    style === 'notifications' || style === 'dates'
      ? `@mantine/${style}/styles.css`
      : `@mantine/core/styles/${style}.css`;

  return {
    name: 'league:mantine-styles',
    enforce: 'pre',
    // The order of the layers, before any stylesheet can name one (the first mention fixes the order).
    // Right after <meta charset>, which must stay within the first 1024 bytes.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/(<meta charset=[^>]*>)/i, `$1\n    <style>@layer ${order.map(layerOf).join(', ')};</style>`),
    },
    transform(code, id) {
      const path = id.split('?')[0]!;
      // A Mantine stylesheet: wrap it in its layer.
      const sheet =
        /@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/.exec(path)?.[1] ??
        /@mantine[\\/](notifications|dates)[\\/]styles\.css$/.exec(path)?.[1];
      if (sheet) {
        return { code: `@layer ${layerOf(sheet)} {\n${code}\n}\n`, map: null };
      }
      // The site's code: add the stylesheets of the Mantine components it imports.
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(path) || !code.includes('@mantine/')) return null;
      const styles = new Set<string>();
      for (const match of code.matchAll(IMPORT)) {
        if (match[1]) continue; // import type { ... }
        for (const style of stylesOfNames(match[3] as MantinePackage, match[2]!)) styles.add(style);
      }
      if (styles.size === 0) return null;
      // Appended, so the source map of the lines above stays exact (imports are hoisted anyway).
      const imports = order.filter((style) => styles.has(style)).map((style) => `import '${cssFileOf(style)}';`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
