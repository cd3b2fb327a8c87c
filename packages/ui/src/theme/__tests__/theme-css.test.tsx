/** @jest-environment node */
// theme.css is what the shell's page links instead of the global styles ChakraProvider would insert:
// it must be exactly what the theme produces today.
import fs from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { system, systemWithLinkedGlobalCss } from '../system';
import { THEME_CSS_FILE, themeCss } from '../theme-css';

describe('theme.css', () => {
  test('is the global CSS of the current theme (else: pnpm --filter @portal/ui theme-css)', () => {
    const written = fs.readFileSync(THEME_CSS_FILE, 'utf8');
    expect(written === themeCss()).toBe(true);
  });

  test('holds the layer order, the reset, the global styles and both colour modes of the tokens', () => {
    const css = themeCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('--chakra-colors-primary-800:#37474f');
    expect(css).toContain('--chakra-colors-bg-page:var(--chakra-colors-primary-50)');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg-page:var\(--chakra-colors-primary-950\)/);
  });

  test('the system for a page that links it inserts no global styles; the same tokens and recipes otherwise', () => {
    expect(systemWithLinkedGlobalCss._global).toEqual([]);
    expect(system._global.length).toBe(3);
    expect(systemWithLinkedGlobalCss.token('colors.primary.800')).toBe(system.token('colors.primary.800'));
    expect(systemWithLinkedGlobalCss.getRecipeFn).toBe(system.getRecipeFn);
  });
});
