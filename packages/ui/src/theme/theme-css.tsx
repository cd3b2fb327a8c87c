// The theme's global CSS (cascade-layer order, reset, global styles, the ~660 token variables in
// both colour modes) as the browser would get it from ChakraProvider: rendered on the server, where
// emotion writes the same CSS it would insert at run time into <style> elements. Build-time only
// (Node): scripts/write-theme-css.tsx writes it to theme.css, which the shell's page links as a
// stylesheet (UiProvider then inserts none; docs/bundles.md). Not exported to the apps.
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from './system';

export const THEME_CSS_FILE = new URL('./theme.css', import.meta.url);

export function themeCss(): string {
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const sheets = [...html.matchAll(/<style data-emotion="css-global [^"]*">([^<]*)<\/style>/g)].map((m) => m[1]);
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles');
  return `${sheets.join('\n')}\n`;
}
