import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@portal/mf-config';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createWebpackConfig({
  name: 'admin',
  dir,
  exposes: { './routes': './src/routes.tsx' },
});
