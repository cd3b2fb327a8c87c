// Lint rules that guard the architecture (DESIGN.md section 1): arrows run one way, apps -> packages;
// no remote imports another remote or the shell; no package imports an app; `domain` imports nothing
// of ours; Chakra only through @portal/ui (a second Chakra copy crashes the federated apps).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTE_FOLDERS } from './packages/mf-config/src/remotes.js';

const apps = ['shell', ...Object.values(REMOTE_FOLDERS)];

const chakraOnlyInUi = {
  group: ['@chakra-ui/*', 'framer-motion', 'framer-motion/*'],
  message: 'Import Chakra and framer-motion only through @portal/ui (@portal/ui/motion): a second copy breaks the federated apps or doubles their download.',
};
const noApps = { group: [...apps, '@portal/server'], message: 'Never import an app or the server from here.' };

const serverOnlyDomain = {
  group: ['@portal/ui', '@portal/api-client', '@portal/auth-store', 'react', 'react-dom'],
  message: 'The server depends on @portal/domain only.',
};

/** One no-restricted-imports rule per file group (flat config: a later rule replaces an earlier one). */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      // TypeScript sources import each other without extensions (or with ESM-style '.js').
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js'] },
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports form no cycle (a cycle means two modules are one: merge them or lift the shared part).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'packages/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries, enforced with import-x/no-restricted-paths (zones: "target may not import from").
  {
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // No package imports an app.
            { target: './packages', from: apps.map((a) => `./${a}`), message: 'packages/ never import an app.' },
            // No app imports another app (remote <-> remote, remote <-> shell).
            ...apps.map((a) => ({
              target: `./${a}`,
              from: apps.filter((b) => b !== a).map((b) => `./${b}`),
              message: 'Apps never import each other: lift shared code into packages/.',
            })),
            // domain imports nothing of ours.
            {
              target: './packages/domain',
              from: ['./packages/server', './packages/ui', './packages/api-client', './packages/auth-store', './packages/e2e', './packages/mf-config'],
              message: '@portal/domain is pure: it imports nothing of ours.',
            },
            // The server never reaches into browser code.
            {
              target: './packages/server',
              from: ['./packages/ui', './packages/api-client', './packages/auth-store'],
              message: 'The server depends on @portal/domain only.',
            },
          ],
        },
      ],
    },
  },
  restrict(['packages/domain/**'], chakraOnlyInUi, {
    group: ['@portal/*', 'react', 'react-dom', 'node:*', 'fs', 'path', 'crypto'],
    message: '@portal/domain is pure TypeScript: no React, no Node APIs, nothing of ours.',
  }),
  restrict(['packages/server/**'], chakraOnlyInUi, serverOnlyDomain),
  // Server modules: routes are thin (parse, call, reply), services hold the rules without knowing
  // HTTP; both reach the database only through the module's repository.
  restrict(['packages/server/src/modules/*/routes.ts', 'packages/server/src/modules/*/admin-routes.ts'], chakraOnlyInUi, serverOnlyDomain, {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/client'],
    message: 'Routes are thin: queries live in the module repository.',
  }),
  restrict(['packages/server/src/modules/*/service.ts'], chakraOnlyInUi, serverOnlyDomain, {
    group: ['fastify', 'fastify-*', '**/plugins/*', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
    message: 'Services take (tx, actor, input), throw errors from lib/errors and query through repositories.',
  }),
  restrict(['packages/api-client/**', 'packages/auth-store/**'], chakraOnlyInUi, noApps, {
    group: ['@portal/ui', 'react-dom'],
    message: 'Client packages depend on domain (and api-client) only.',
  }),
  restrict([...apps.map((a) => `${a}/**`), 'packages/e2e/**', 'packages/mf-config/**', 'packages/app-kit/**'], chakraOnlyInUi, noApps),
  // Start-up code (what the login page loads) imports the light entries: the full @portal/ui and
  // @portal/domain load with the first screen that needs them (docs/bundles.md). Types are free.
  {
    files: ['shell/src/**', 'packages/api-client/src/**', 'packages/auth-store/src/**', 'packages/app-kit/src/app-providers.tsx'],
    ignores: ['shell/src/features/settings/**', 'shell/src/features/notifications/**', 'shell/src/features/sifre-sifirlama/**', 'shell/src/app/query-provider.tsx', '**/__tests__/**', 'shell/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@portal/ui', '@portal/domain'].map((name) => ({
              name,
              allowTypeImports: true,
              message: `Start-up code imports ${name}/core (the light entry); the full entry loads with the screens that need it (docs/bundles.md).`,
            })),
            { name: '@portal/ui/motion', allowTypeImports: true, message: 'Motion loads after sign-in, with the screens that use it (docs/bundles.md).' },
            {
              name: '@portal/domain/session',
              allowTypeImports: true,
              message: "The session rules (zod) load on first use: loadSessionRules() from @portal/auth-store (docs/bundles.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'packages/e2e/**', 'scripts/**', '**/*.config.{js,cjs,mjs,ts}', 'jest.preset.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
