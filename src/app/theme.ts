import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Brand blue. Shade 7 on white is 7.6:1 (Mantine's default primary shade fails AA at 3.55:1).
const brand: MantineColorsTuple = [
  '#e7f1fb',
  '#cde0f3',
  '#9cc0e6',
  '#679ed9',
  '#3d81ce',
  '#2470c8',
  '#1467c6',
  '#0b5394',
  '#064a86',
  '#003f75',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block). A plain object, not
    // `Anchor.extend`: that would bring Anchor's code (and Text's, and Box's) into the first load of every page.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Mantine's default error red (red.6), dimmed and placeholder greys fail AA contrast on white;
 * these shades pass, for every form and text at once.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
