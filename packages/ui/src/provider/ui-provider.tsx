import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';
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
}

/** Chakra system + colour mode + the portal's single toaster. Render once, at the shell's root. */
export function UiProvider({ children, defaultColorMode, forcedColorMode, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider defaultColorMode={defaultColorMode} forcedColorMode={forcedColorMode}>
        {children}
        {withToaster ? <Toaster /> : null}
      </ColorModeProvider>
    </ChakraProvider>
  );
}
