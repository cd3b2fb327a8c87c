// Colour mode (light / dark, following the system by default) through next-themes, as in Chakra v3's
// color-mode snippet.
//
// Local-storage keys (spec section 9: "stored in local storage under a mode key and a colour-scheme key"):
//   - `portal-color-mode`   (COLOR_MODE_STORAGE_KEY): the user's CHOICE, 'light' | 'dark' | 'system'.
//                            This is next-themes' storageKey; next-themes reads and writes it.
//   - `portal-color-scheme` (COLOR_SCHEME_STORAGE_KEY): the RESOLVED scheme actually shown,
//                            'light' | 'dark'. Mirrored by us whenever it changes, for code outside React
//                            (e.g. a pre-paint script in index.html) that needs the scheme without
//                            resolving 'system' itself.
import { chakra, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

export const COLOR_MODE_STORAGE_KEY = 'portal-color-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'portal-color-scheme';

export type ColorMode = 'light' | 'dark';
export type ColorModePreference = ColorMode | 'system';

export interface ColorModeProviderProps {
  children?: ReactNode;
  /** Initial preference when nothing is stored. Default 'system'. */
  defaultColorMode?: ColorModePreference;
  /** Force a mode (tests, print views); the stored choice is left alone. */
  forcedColorMode?: ColorMode;
}

function SchemeMirror() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (resolvedTheme !== 'light' && resolvedTheme !== 'dark') return;
    try {
      localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, resolvedTheme);
    } catch {
      // Storage unavailable (private mode, quota): the mode still works for this page view.
    }
  }, [resolvedTheme]);
  return null;
}

export function ColorModeProvider({ children, defaultColorMode = 'system', forcedColorMode }: ColorModeProviderProps) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme={defaultColorMode}
      enableSystem
      themes={['light', 'dark']}
      forcedTheme={forcedColorMode}
      disableTransitionOnChange
      // The inline script is for server rendering; in this client-only SPA React never runs it, and a
      // non-JS type keeps React 19 from warning about script tags rendered on the client.
      scriptProps={{ type: 'application/json' }}
    >
      <SchemeMirror />
      {children}
    </ThemeProvider>
  );
}

export interface UseColorModeReturn {
  /** The mode shown now ('system' already resolved). */
  colorMode: ColorMode;
  /** The stored choice, 'system' included. */
  preference: ColorModePreference;
  setColorMode: (mode: ColorModePreference) => void;
  toggleColorMode: () => void;
}

export function useColorMode(): UseColorModeReturn {
  const { resolvedTheme, theme, setTheme, forcedTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  const preference: ColorModePreference = theme === 'light' || theme === 'dark' ? theme : 'system';
  return {
    colorMode,
    preference,
    setColorMode: (mode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

/** Picks a value by the current colour mode. */
export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}

export type ColorModeButtonProps = Omit<IconButtonProps, 'aria-label'> & { 'aria-label'?: string };

/** Toggles light / dark; the icon shows the mode you get by pressing it. Both icons are drawn and the
 *  page's colour class shows one (Chakra's _dark condition), so a prerendered page, hydrated with no
 *  knowledge of the stored mode, shows the right one from its first paint. */
export function ColorModeButton(props: ColorModeButtonProps) {
  const { toggleColorMode } = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label="Renk modunu değiştir"
      title="Renk modunu değiştir"
      onClick={toggleColorMode}
      {...props}
    >
      <chakra.span display="contents" _dark={{ display: 'none' }}>
        <LuMoon />
      </chakra.span>
      <chakra.span display="none" _dark={{ display: 'contents' }}>
        <LuSun />
      </chakra.span>
    </IconButton>
  );
}
