// The harness is also used outside Jest: `npm run bundle-report` runs bundle-report.ts with tsx,
// which imports harness.ts. Anything Jest-only there (beforeAll from @jest/globals, say) breaks that
// command while every browser test still passes; this loads the harness the way the command does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { REPO_ROOT } from '../harness';

test('harness.ts loads outside Jest (npm run bundle-report imports it)', () => {
  const tsx = path.join(REPO_ROOT, 'packages', 'server', 'node_modules', '.bin', 'tsx');
  const url = new URL('../harness.ts', import.meta.url).href;
  const run = spawnSync(tsx, ['-e', `import(${JSON.stringify(url)}).then(() => console.log('loaded'))`], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  expect({ stderr: run.stderr, status: run.status }).toEqual({ stderr: '', status: 0 });
  expect(run.stdout).toContain('loaded');
});
