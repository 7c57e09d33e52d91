/**
 * The one Mantine theme. Green felt primary with shades dark enough for white text
 * (WCAG AA), big touch targets on inputs and buttons for phones in a bar, and the
 * "sm" breakpoint moved to 769 px so that the mobile layout (hiddenFrom/visibleFrom
 * "sm") applies at 768 px and below, as product §2.4 says.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const felt: MantineColorsTuple = [
  '#e7f6ec',
  '#d2ecda',
  '#a5d8b4',
  '#74c28c',
  '#4caf6b',
  '#33a257',
  '#239a4c',
  '#0f7a38',
  '#0b6b35',
  '#005a27',
];

export const theme = createTheme({
  primaryColor: 'felt',
  primaryShade: { light: 7, dark: 8 },
  colors: { felt },
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});

/**
 * Mantine's "dimmed" text (gray 6 on white, 3.3:1; dark 2 on dark 7, 4:1) is below
 * WCAG AA's 4.5:1, and the site uses it for hints and "Coming soon":
 * these greys keep it quieter than body text at 4.6:1 or more on every panel shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#636a71',
    // Placeholders (gray 5, 2.1:1) are read as hints too: 4.7:1 on an input's white.
    '--mantine-color-placeholder': '#6c757d',
    // A filled red button (red 7, 3.8:1 under white text) takes red 9 (5.5:1); dark's red 8 passes.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    // dark 3 on an input's dark 6 is 2.5:1; this grey is 4.8:1.
    '--mantine-color-placeholder': '#999999',
  },
});
