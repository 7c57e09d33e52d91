/**
 * The theme's CSS variables and Mantine's hidden-from/visible-from classes as a stylesheet made at
 * build time (`import 'virtual:mantine-theme.css'`), instead of two style elements MantineProvider
 * computes at every render (issue 31). On a phone at 4x CPU that computing was 40 ms of the first
 * script's task: Mantine works out every colour of its default theme when its module loads, to leave
 * the defaults out, and then every colour of ours at hydration. The provider is told not to draw them
 * (`withCssVariables`, `withGlobalClasses`: web/src/app/provider.tsx), and Mantine's module-level
 * work is deferred to its first use, which then never comes.
 *
 * The stylesheet is what MantineCssVariables and MantineClasses would write (same functions, same
 * order), so the page looks the same to the last variable; web/src/config/theme.spec.ts checks it.
 */
import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mantine-theme.css';
/** Ends in .css so Vite's CSS pipeline takes it (a `\0` id would not be). */
const RESOLVED_ID = '/@mantine-theme.css';

/** Mantine's module that resolves every default colour when it is imported. */
const DEFAULTS_MODULE =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/** MantineProvider's module: it imports the component that would write the variables this stylesheet holds. */
const PROVIDER_MODULE = /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/;
const CSS_VARIABLES_IMPORT = 'import { MantineCssVariables } from "./MantineCssVariables/MantineCssVariables.mjs";';

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (ours: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(Object.entries(ours).filter(([name, value]) => theirs[name] !== value));
  return {
    variables: changed(input.variables, defaults.variables),
    light: changed(input.light, defaults.light),
    dark: changed(input.dark, defaults.dark),
  };
}

/** What MantineProvider's style elements hold for this theme (with `deduplicateCssVariables`, as the site had it). */
export function mantineThemeStylesheet(override: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(theme);
  const own = resolver(theme);
  const merged: ConvertCSSVariablesInput = {
    variables: { ...base.variables, ...own.variables },
    light: { ...base.light, ...own.light },
    dark: { ...base.dark, ...own.dark },
  };
  const variables = convertCssVariables(withoutDefaults(merged));
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const width = theme.breakpoints[breakpoint];
      const inPx = width.includes('px');
      const value = px(width) as number;
      const below = inPx ? `${value - 0.1}px` : em(value - 0.1);
      const from = inPx ? `${value}px` : em(value);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
  return `${variables}\n${classes}\n`;
}

export function mantineTheme({ stylesheet }: { readonly stylesheet: () => string }): Plugin {
  return {
    name: 'league-mantine-theme',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? stylesheet() : null;
    },
    transform(code, id) {
      if (PROVIDER_MODULE.test(id)) {
        if (!code.includes(CSS_VARIABLES_IMPORT)) {
          throw new Error('mantine-theme: MantineProvider.mjs changed; check how it imports MantineCssVariables');
        }
        // This stylesheet holds what the component would write, so the first page need not carry it (and
        // Mantine's colour resolving behind it, 2 KB compressed): the provider draws nothing in its place.
        return { code: code.replace(CSS_VARIABLES_IMPORT, 'const MantineCssVariables = () => null;'), map: null };
      }
      if (!DEFAULTS_MODULE.test(id)) return null;
      if (!code.includes(EAGER_DEFAULTS)) {
        throw new Error('mantine-theme: remove-default-variables.mjs changed; check what it computes when loaded');
      }
      // No line moves (the first use's line gains the work), so the module's source map stays true: `map: null`.
      return {
        code: code
          .replace(EAGER_DEFAULTS, 'let defaultCssVariables;')
          .replace(
            'function removeDefaultVariables(input) {',
            'function removeDefaultVariables(input) { defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);',
          ),
        map: null,
      };
    },
  };
}
