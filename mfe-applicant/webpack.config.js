import { fileURLToPath } from 'node:url';
import { createWebpackConfig, remoteNameOf } from '@portal/mf-config';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createWebpackConfig({
  name: remoteNameOf(dir),
  dir,
  exposes: { './routes': './src/routes.tsx' },
  // The routes this remote owns: written to routes.json, which the shell reads through /remotes.json.
  routeManifest: './src/route-manifest.ts',
});
