// The portal's design system on Chakra UI v3 (DESIGN.md section 1, spec section 9):
// primary = Material blue-grey (shade 800 = #37474f), secondary = deep orange (shade 500 = #ff5722),
// page background = blue-grey 50 (#eceff1) in light mode and a deep blue-grey in dark mode,
// system UI font stack. Components pick colours through semantic tokens (`primary.solid`,
// `secondary.fg`, `bg.page`, ...) so light and dark mode both work without per-screen code.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/** Material "blue grey"; 950 is a darker step added for dark-mode surfaces. */
const blueGrey = {
  50: '#eceff1',
  100: '#cfd8dc',
  200: '#b0bec5',
  300: '#90a4ae',
  400: '#78909c',
  500: '#607d8b',
  600: '#546e7a',
  700: '#455a64',
  800: '#37474f',
  900: '#263238',
  950: '#161d21',
} as const;

/** Material "deep orange"; 950 added for symmetry with Chakra's scales. */
const deepOrange = {
  50: '#fbe9e7',
  100: '#ffccbc',
  200: '#ffab91',
  300: '#ff8a65',
  400: '#ff7043',
  500: '#ff5722',
  600: '#f4511e',
  700: '#e64a19',
  800: '#d84315',
  900: '#bf360c',
  950: '#8c2709',
} as const;

const scale = (s: Record<number, string>) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, { value: v }]));

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

export const themeColors = {
  primary: blueGrey[800],
  secondary: deepOrange[500],
  pageBackgroundLight: blueGrey[50],
  pageBackgroundDark: blueGrey[950],
} as const;

const config = defineConfig({
  globalCss: {
    html: {
      // Every Chakra component without an explicit colorPalette uses the portal's primary colour.
      colorPalette: 'primary',
      bg: 'bg.page',
    },
    body: { bg: 'bg.page', fontFamily: 'body', minHeight: '100dvh' },
    // Motion only for those who have not asked for less: dialogs, menus, toasts and spinners keep
    // their end states (animationend still fires, so Presence unmounts as before) without moving.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: { primary: scale(blueGrey), secondary: scale(deepOrange) },
      fonts: {
        heading: { value: SYSTEM_FONT_STACK },
        body: { value: SYSTEM_FONT_STACK },
      },
    },
    semanticTokens: {
      colors: {
        // The seven keys Chakra recipes read from a colorPalette (solid, contrast, fg, muted,
        // subtle, emphasized, focusRing). Contrast pairs are WCAG AA (>= 4.5:1) in both modes.
        primary: {
          solid: { value: { _light: '{colors.primary.800}', _dark: '{colors.primary.200}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.primary.900}' } },
          fg: { value: { _light: '{colors.primary.800}', _dark: '{colors.primary.200}' } },
          muted: { value: { _light: '{colors.primary.200}', _dark: '{colors.primary.800}' } },
          subtle: { value: { _light: '{colors.primary.100}', _dark: '{colors.primary.900}' } },
          emphasized: { value: { _light: '{colors.primary.300}', _dark: '{colors.primary.700}' } },
          focusRing: { value: { _light: '{colors.primary.600}', _dark: '{colors.primary.300}' } },
        },
        secondary: {
          // White on deep orange 500 is only 3.2:1, so the text on secondary buttons is near-black (6.6:1).
          solid: { value: { _light: '{colors.secondary.500}', _dark: '{colors.secondary.400}' } },
          contrast: { value: { _light: '{colors.black}', _dark: '{colors.black}' } },
          fg: { value: { _light: '{colors.secondary.900}', _dark: '{colors.secondary.300}' } },
          muted: { value: { _light: '{colors.secondary.200}', _dark: '{colors.secondary.800}' } },
          subtle: { value: { _light: '{colors.secondary.100}', _dark: '{colors.secondary.950}' } },
          emphasized: { value: { _light: '{colors.secondary.300}', _dark: '{colors.secondary.700}' } },
          focusRing: { value: { _light: '{colors.secondary.500}', _dark: '{colors.secondary.400}' } },
        },
        bg: {
          page: { value: { _light: '{colors.primary.50}', _dark: '{colors.primary.950}' } },
        },
        brand: {
          primary: { value: { _light: '{colors.primary.800}', _dark: '{colors.primary.200}' } },
          secondary: { value: { _light: '{colors.secondary.500}', _dark: '{colors.secondary.400}' } },
        },
      },
    },
  },
});

/**
 * The one Chakra system of the portal (passed to ChakraProvider by UiProvider). Chakra's
 * `defaultConfig` is these two configs merged, but importing it also builds Chakra's own
 * `defaultSystem` at load time (a second system nobody uses, ~15 % of the login page's start-up CPU).
 */
export const system = createSystem(defaultBaseConfig, defaultThemeConfig, config);

/**
 * The same system for a page that links the theme's global CSS as a stylesheet (theme.css, written
 * at build time from this system: theme-css.tsx): ChakraProvider then has no global styles to
 * insert, and since createSystem builds them only when read (patches/@chakra-ui__react*.patch),
 * the browser never builds them either (~660 token variables in two modes, ~50 KB of CSS).
 */
export const systemWithLinkedGlobalCss: typeof system = Object.defineProperties(
  {} as typeof system,
  { ...Object.getOwnPropertyDescriptors(system), _global: { value: [], enumerable: true } },
);
