// One Jest run over every package and app (`npm test` runs it; `pnpm jest` alone runs just Jest).
// Browser tests (packages/e2e) run in their own project: they build and start the real portal.
const os = require('node:os');
const project = require('./jest.preset.cjs');

const jsdomSetup = ['<rootDir>/../packages/ui/src/testing/setup-jsdom.ts'];

module.exports = {
  testTimeout: 60000,
  // At least two files at a time, also on a 2-core machine (where Jest's default is one): a browser
  // file spends most of its time waiting on Chromium and its portal (it keeps ~65 % of one core busy),
  // so another file runs beside it. The whole suite: 870 s on 2 workers against ~1 750 s on one.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Run test files in worker processes that are replaced once they hold this much memory. On a
  // 2-core machine Jest would otherwise run everything in its own process (one worker = in band),
  // where jsdom and the VM module cache pile up until each file takes minutes.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    project({ name: 'domain', dir: '<rootDir>/packages/domain' }),
    project({ name: 'server', dir: '<rootDir>/packages/server' }),
    project({ name: 'api-client', dir: '<rootDir>/packages/api-client' }),
    project({ name: 'auth-store', dir: '<rootDir>/packages/auth-store' }),
    project({ name: 'ui', dir: '<rootDir>/packages/ui', env: 'jsdom', setup: ['<rootDir>/src/testing/setup-jsdom.ts'] }),
    project({ name: 'app-kit', dir: '<rootDir>/packages/app-kit', env: 'jsdom', setup: ['<rootDir>/../ui/src/testing/setup-jsdom.ts'] }),
    ...['shell', 'mfe-applicant', 'mfe-mentor', 'mfe-company', 'mfe-admin'].map((app) =>
      project({ name: app, dir: `<rootDir>/${app}`, env: 'jsdom', setup: jsdomSetup }),
    ),
    // Browser tests get a longer timeout than the root's (src/jest-timeout.ts says why it is set there).
    project({ name: 'e2e', dir: '<rootDir>/packages/e2e', setup: ['<rootDir>/src/jest-timeout.ts'] }),
  ],
};
