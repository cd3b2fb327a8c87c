import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system, systemWithLinkedGlobalCss } from '../theme/system';
import { ColorModeProvider, type ColorMode, type ColorModePreference } from './color-mode';
import { Toaster } from './toaster';

export interface UiProviderProps {
  children?: ReactNode;
  /** Used when nothing is stored yet. Default 'system' (spec section 9). */
  defaultColorMode?: ColorModePreference;
  /** Force a colour mode (tests, standalone previews). */
  forcedColorMode?: ColorMode;
  /** Render the one <Toaster/>. Default true; only the outermost UiProvider should render it. */
  withToaster?: boolean;
  /** Whether the page links the theme's global CSS; by default read from the page. A prerender at
   *  build time (no page to read) says so for the page it renders. */
  linkedThemeCss?: boolean;
}

/** Marks the <link> of the theme's global CSS in a page built by @portal/mf-config (the shell's). */
export const THEME_STYLESHEET_ATTRIBUTE = 'data-portal-theme';

/** Whether the page links the theme's global CSS (then nothing builds or inserts it at run time). */
const pageLinksThemeCss = () =>
  typeof document !== 'undefined' && document.querySelector(`link[rel="stylesheet"][${THEME_STYLESHEET_ATTRIBUTE}]`) !== null;

/** Chakra system + colour mode + the portal's single toaster. Render once, at the shell's root. */
export function UiProvider({ children, defaultColorMode, forcedColorMode, withToaster = true, linkedThemeCss = pageLinksThemeCss() }: UiProviderProps) {
  return (
    <ChakraProvider value={linkedThemeCss ? systemWithLinkedGlobalCss : system}>
      <ColorModeProvider defaultColorMode={defaultColorMode} forcedColorMode={forcedColorMode}>
        {children}
        {withToaster ? <Toaster /> : null}
      </ColorModeProvider>
    </ChakraProvider>
  );
}
