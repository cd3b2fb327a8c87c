// `npm run bundle-report`: builds what is stale, then reports bundle sizes (see packages/e2e/src/bundle-report.ts).
import path from 'node:path';
import { ensureWebBuilt, ROOT, run } from './bootstrap.mjs';

ensureWebBuilt();
run(path.join(ROOT, 'packages', 'server', 'node_modules', '.bin', 'tsx'), ['packages/e2e/src/bundle-report.ts'], { cwd: ROOT });
