import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@portal/mf-config';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createWebpackConfig({
  name: 'shell',
  dir,
  isHost: true,
  runtimePlugins: [fileURLToPath(new URL('./src/federation/error-load-remote-plugin.ts', import.meta.url))],
  headScript: './src/before-app.js',
  prerender: { pages: { 'login.html': './src/prerender/login-page.tsx' }, tsconfig: '../tsconfig.base.json' },
});
