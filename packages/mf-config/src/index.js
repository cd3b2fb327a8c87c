// The one webpack + Module Federation config used by the shell and every remote (DESIGN.md section 2).
// Plain ESM JavaScript so webpack-cli can load it without a TypeScript step; types are JSDoc.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

// Loaders are dependencies of this package, not of each app: resolve them from here.
const ownRequire = createRequire(import.meta.url);
const SWC_LOADER = ownRequire.resolve('swc-loader');

/** Ports of the standalone dev servers (`pnpm --filter <app> dev`). */
export const DEV_PORTS = Object.freeze({ shell: 3000, applicant: 3001, mentor: 3002, company: 3003, admin: 3004 });

/** Where the API (and /remotes.json) runs in development: the Fastify server of packages/server. */
export const DEV_API_TARGET = 'http://127.0.0.1:8080';

/**
 * Packages shared as singletons by every app. Each import name must equal its key exactly
 * ('react-router-dom', never 'react-router'), or an unshared copy gets bundled.
 * `@chakra-ui/react` is deliberately NOT here: it lives inside @portal/ui's shared chunk
 * (sharing it whole costs ~180 KB gz of initial JS, DESIGN.md section 2).
 */
export const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  'zustand',
  'luxon',
  '@tanstack/react-query',
  '@portal/auth-store',
  '@portal/api-client',
  '@portal/ui',
  '@portal/domain',
]);

/** Packages whose sub-paths (react/jsx-runtime, react-dom/client, ...) are shared too. */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom']);

/**
 * Reads the version of a package as installed for the app in `dir` (workspace packages included).
 * @param {string} dir absolute directory of the app
 * @param {string} pkg package name
 * @returns {string}
 */
export function installedVersion(dir, pkg) {
  // Node's resolution of `<dir>/node_modules/<pkg>` up the tree (exports maps often hide package.json).
  let current = path.resolve(dir);
  for (;;) {
    const file = path.join(current, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof json.version === 'string' && json.version) return json.version;
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  // Not installed where Node would look: ask the resolver (throws a clear error when missing).
  const require = createRequire(path.join(dir, 'package.json'));
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

/**
 * React Router 7 resolves to its development build under every export condition; its production
 * build (no dev warnings, ~same API) ships in dist/production. Production builds alias to it.
 * @param {string} dir absolute directory of the app
 * @returns {Record<string, string>}
 */
export function reactRouterProductionAlias(dir) {
  try {
    const fromApp = createRequire(path.join(dir, 'package.json'));
    const domDir = path.dirname(fromApp.resolve('react-router-dom/package.json'));
    const fromDom = createRequire(path.join(domDir, 'package.json'));
    const routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
    const index = path.join(routerDir, 'dist/production/index.mjs');
    const domExport = path.join(routerDir, 'dist/production/dom-export.mjs');
    if (!existsSync(index) || !existsSync(domExport)) return {};
    return { 'react-router$': index, 'react-router/dom$': domExport };
  } catch {
    return {};
  }
}

/**
 * The ONE shared map: every key a singleton with a concrete, exact requiredVersion (never '*').
 * A version bump of any of these is a breaking change for every remote: rebuild everything.
 * @param {string} dir absolute directory of the app
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedConfig(dir) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = installedVersion(dir, pkg);
    const entry = { singleton: true, requiredVersion: version, version, strictVersion: false };
    shared[pkg] = entry;
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  return shared;
}

/**
 * @param {{ tsx: boolean, development: boolean }} o
 * @returns {import('webpack').RuleSetUseItem}
 */
function swcLoader(o) {
  return {
    loader: SWC_LOADER,
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: o.tsx },
        transform: o.tsx ? { react: { runtime: 'automatic', development: o.development } } : undefined,
        target: 'es2020',
      },
    },
  };
}

/**
 * @typedef {object} PortalWebpackOptions
 * @property {string} name federation name: 'shell' or the remote's key in /remotes.json
 * @property {string} dir absolute directory of the app (the folder holding package.json)
 * @property {Record<string, string>} [exposes] remote only, e.g. { './routes': './src/routes.tsx' }
 * @property {boolean} [isHost] true for the shell
 * @property {number} [port] dev-server port (defaults to DEV_PORTS[name])
 * @property {string[]} [runtimePlugins] federation runtime plugin files (host: error handling)
 * @property {string} [title] <title> of the generated index.html
 */

/**
 * Builds the webpack config of one app. Returns webpack-cli's `(env, argv) => config` form so the
 * `--mode` flag decides development or production details.
 * @param {PortalWebpackOptions} options
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig(options) {
  const { name, dir, exposes, isHost = false, runtimePlugins = [] } = options;
  const port = options.port ?? DEV_PORTS[/** @type {keyof typeof DEV_PORTS} */ (name)] ?? 3000;
  const title = options.title ?? (isHost ? 'Kuluçka Portalı' : `Kuluçka Portalı - ${name}`);
  if (!isHost && (!exposes || Object.keys(exposes).length === 0)) {
    throw new Error(`@portal/mf-config: remote "${name}" must expose something (./routes)`);
  }

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const development = mode === 'development';

    return {
      mode,
      context: dir,
      // index.ts only does import('./bootstrap'): the async boundary that lets shared singletons
      // be negotiated before any React code runs (never `eager`).
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Entry names carry no content hash (a hash in entry names breaks the federation runtime);
        // chunks do. optimization.runtimeChunk stays unset on purpose.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        // Remotes are served from /remotes/<name>/ (or anywhere a deployment puts them): 'auto'
        // resolves their chunks next to remoteEntry.js. The shell owns the site root.
        publicPath: isHost ? '/' : 'auto',
        clean: true,
      },
      devtool: development ? 'eval-cheap-module-source-map' : false,
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // TypeScript sources written with ESM-style '.js' specifiers resolve to the .ts file.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: development ? {} : reactRouterProductionAlias(dir),
      },
      module: {
        rules: [
          { test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ tsx: false, development }) },
          { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader({ tsx: true, development }) },
        ],
      },
      optimization: {
        minimize: !development,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          // Build-time fallback for the 'Kayıt Ol' link (runtime: window.__PORTAL_CONFIG__).
          'process.env.PORTAL_REGISTER_URL': JSON.stringify(process.env.PORTAL_REGISTER_URL ?? ''),
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          dev: false,
          experiments: {
            optimization: {
              target: 'web',
              // A remote loads no other remote: drop the remote-loading code from its runtime.
              // (Never disableSnapshot: mf-manifest.json remotes need the snapshot plugin.)
              ...(isHost ? {} : { disableRemote: true }),
            },
          },
        }),
        // The shell's page, and each remote's standalone development page.
        new HtmlWebpackPlugin({
          title,
          templateContent: ({ htmlWebpackPlugin }) =>
            `<!doctype html><html lang="tr"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${htmlWebpackPlugin.options.title}</title></head>` +
            `<body><div id="root"></div></body></html>`,
          chunks: ['main'],
        }),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        // The shell's dev server loads remotes from other ports.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/remotes/'], target: DEV_API_TARGET, changeOrigin: false }],
      },
      stats: 'errors-warnings',
    };
  };
}

export default createWebpackConfig;
