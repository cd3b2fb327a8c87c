// pnpm --filter @portal/ui theme-css: writes src/theme/theme.css from the theme (src/theme/theme-css.tsx).
// Run it after changing the theme or Chakra; a test fails while the file is stale.
import fs from 'node:fs';
import { THEME_CSS_FILE, themeCss } from '../src/theme/theme-css';

fs.writeFileSync(THEME_CSS_FILE, themeCss());
console.log(`wrote ${THEME_CSS_FILE.pathname}`);
