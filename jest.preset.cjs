// Shared Jest settings: TypeScript through @swc/jest, emitted as native ES modules (the repo is ESM
// throughout; run with --experimental-vm-modules, see the root "jest" script).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/** @param {{ name: string, dir: string, env?: 'node' | 'jsdom', setup?: string[] }} o */
module.exports = function project(o) {
  return {
    displayName: o.name,
    rootDir: o.dir,
    testEnvironment: o.env === 'jsdom' ? 'jest-environment-jsdom' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: o.setup ?? [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
