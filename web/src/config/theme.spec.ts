/**
 * The theme's stylesheet made at build time (web/mantine-theme.plugin.ts) is what MantineProvider's
 * own style elements would have held: the site looks the same without them.
 */
import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { mantineThemeStylesheet } from '../../mantine-theme.plugin';
import { cssVariablesResolver, theme } from './theme';

function providerStyles(): string {
  const html = renderToString(
    createElement(MantineProvider, { theme, cssVariablesResolver, children: createElement('main') }),
  );
  const styles = [...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([^<]*)<\/style>/g)].map(
    (match) => match[1]!.replaceAll('&quot;', '"').replaceAll('&gt;', '>'),
  );
  expect(styles).toHaveLength(2);
  return styles.join('\n');
}

describe('the theme stylesheet written at build time', () => {
  it('holds exactly the variables and classes MantineProvider would write at each render', () => {
    expect(mantineThemeStylesheet(theme, cssVariablesResolver).trim()).toBe(providerStyles().trim());
  });

  it('keeps the league colours and the contrast fixes', () => {
    const css = mantineThemeStylesheet(theme, cssVariablesResolver);
    expect(css).toContain('--mantine-color-felt-7: #0f7a38;');
    expect(css).toContain('--mantine-color-dimmed: #636a71;');
    expect(css).toContain('.mantine-hidden-from-sm {display: none !important;}');
  });
});
