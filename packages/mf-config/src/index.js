// The one webpack + Module Federation config used by the shell and every remote (DESIGN.md section 2).
// Plain ESM JavaScript so webpack-cli can load it without a TypeScript step; types are JSDoc.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { isRemoteName, REMOTE_FOLDERS, ROUTE_MANIFEST_FILE, routeManifestProblems } from './remotes.js';

// Loaders are dependencies of this package, not of each app: resolve them from here.
const ownRequire = createRequire(import.meta.url);
const SWC_LOADER = ownRequire.resolve('swc-loader');
// swc itself, as swc-loader resolves it (used to read a remote's route manifest at build time).
const swc = createRequire(SWC_LOADER)('@swc/core');

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

/**
 * Packages whose sub-paths (react/jsx-runtime, react-dom/client, ...) are shared too. Each sub-path
 * is a singleton of its own: '@portal/domain/core' and '@portal/ui/core' are the light entries that
 * start-up code imports, so the full '@portal/domain' (zod, luxon, every schema) and '@portal/ui'
 * (every Chakra component, dialogs, tables) load only with the screens that use them
 * (docs/bundles.md). Both entries come from the same modules of the shell's build: one copy.
 */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom', '@portal/domain', '@portal/ui']);

/**
 * What the shared 'react-router-dom' is: the portal's list of its names (react-router-dom.js), not
 * the whole package. See that file.
 */
export const REACT_ROUTER_DOM_MODULE = fileURLToPath(new URL('./react-router-dom.js', import.meta.url));

/** The names REACT_ROUTER_DOM_MODULE exports (read from its export lists). */
export function reactRouterDomExports() {
  const source = readFileSync(REACT_ROUTER_DOM_MODULE, 'utf8').replace(/\/\/.*$/gm, '');
  return new Set([...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean)));
}

/**
 * The folder of a package as installed for the app in `dir` (workspace packages included), following
 * Node's resolution of `<dir>/node_modules/<pkg>` up the tree (exports maps often hide package.json).
 * @param {string} dir absolute directory of the app
 * @param {string} pkg package name
 * @returns {string}
 */
export function installedDir(dir, pkg) {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  // Not installed where Node would look: ask the resolver (throws a clear error when missing).
  const require = createRequire(path.join(dir, 'package.json'));
  return path.dirname(realpathSync(require.resolve(`${pkg}/package.json`)));
}

/**
 * Reads the version of a package as installed for the app in `dir` (workspace packages included).
 * @param {string} dir absolute directory of the app
 * @param {string} pkg package name
 * @returns {string}
 */
export function installedVersion(dir, pkg) {
  return JSON.parse(readFileSync(path.join(installedDir(dir, pkg), 'package.json'), 'utf8')).version;
}

const isTestFile = (/** @type {string} */ rel) => /(^|\/)__tests__(\/|$)|\.test\.[cm]?[jt]sx?$/.test(rel);

/**
 * A short hash of what a workspace package ships: package.json and every source file outside tests,
 * in a stable order. Two builds see the same hash exactly when they bundle the same shared code.
 * @param {string} pkgDir absolute directory of the package
 * @returns {string}
 */
export function contentHash(pkgDir) {
  const hash = createHash('sha256');
  /** @param {string} rel */
  const visit = (rel) => {
    const abs = path.join(pkgDir, rel);
    if (statSync(abs).isDirectory()) {
      for (const entry of readdirSync(abs).sort()) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(rel ? `${rel}/${entry}` : entry);
      }
    } else if (!isTestFile(rel)) {
      hash.update(`${rel}\0`).update(readFileSync(abs)).update('\0');
    }
  };
  visit('package.json');
  if (existsSync(path.join(pkgDir, 'src'))) visit('src');
  return hash.digest('hex').slice(0, 12);
}

/**
 * The version a package is shared under. Workspace packages (`@portal/*`) all say 0.1.0 in
 * package.json, so their shared version carries the hash of their content as a prerelease tag
 * (0.1.0-c<hash>): the federation runtime compares prereleases exactly, while build metadata
 * (0.1.0+<hash>) would be ignored. Other packages use their installed version.
 * @param {string} dir absolute directory of the app
 * @param {string} pkg package name
 * @returns {string}
 */
export function sharedVersion(dir, pkg) {
  const version = installedVersion(dir, pkg);
  if (!pkg.startsWith('@portal/')) return version;
  return `${version.split(/[-+]/)[0]}-c${contentHash(installedDir(dir, pkg))}`;
}

/**
 * Where 'react-router' and 'react-router/dom' resolve for the shared 'react-router-dom'
 * (REACT_ROUTER_DOM_MODULE imports them): react-router-dom's own copy of react-router, its
 * production build in production (React Router 7 resolves to its development build under every
 * export condition; dist/production has the same API without dev warnings), else its development build.
 * @param {string} dir absolute directory of the app
 * @param {boolean} [production]
 * @returns {Record<string, string>}
 */
export function reactRouterAlias(dir, production = true) {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const domDir = path.dirname(fromApp.resolve('react-router-dom/package.json'));
  const fromDom = createRequire(path.join(domDir, 'package.json'));
  const routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
  const build = path.join(routerDir, 'dist', production ? 'production' : 'development');
  const index = path.join(build, 'index.mjs');
  const domExport = path.join(build, 'dom-export.mjs');
  if (!existsSync(index) || !existsSync(domExport)) throw new Error(`@portal/mf-config: react-router's ${build} is missing`);
  return { 'react-router$': index, 'react-router/dom$': domExport };
}

/**
 * Fails the build when a module imports from 'react-router-dom' a name the shared module
 * (REACT_ROUTER_DOM_MODULE) does not export: with a trimmed singleton, that name would be undefined
 * at run time in every app, not only the one that asks for it.
 */
class ReactRouterExportsCheck {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalReactRouterExports', (compilation) => {
      compilation.hooks.finishModules.tap('PortalReactRouterExports', (modules) => {
        const allowed = reactRouterDomExports();
        /** @type {Map<string, Set<string>>} */
        const missing = new Map();
        for (const module of modules) {
          for (const dep of module.dependencies) {
            const d = /** @type {{ request?: string, ids?: string[], name?: string }} */ (/** @type {unknown} */ (dep));
            if (d.request !== 'react-router-dom') continue;
            const name = Array.isArray(d.ids) ? d.ids[0] : undefined;
            if (name === undefined || name === 'default' || allowed.has(name)) continue;
            const where = /** @type {{ resource?: string }} */ (module).resource ?? module.identifier();
            if (!missing.has(name)) missing.set(name, new Set());
            missing.get(name)?.add(path.relative(compiler.context, where));
          }
        }
        for (const [name, files] of missing) {
          compilation.errors.push(
            new webpack.WebpackError(
              `'${name}' from 'react-router-dom' is not in the shared module (${path.relative(compiler.context, REACT_ROUTER_DOM_MODULE)}); add it there. Imported by: ${[...files].join(', ')}`,
            ),
          );
        }
      });
    });
  }
}

/**
 * The ONE shared map: every key a singleton with a concrete, exact requiredVersion (never '*') and
 * strictVersion. A remote built against shared code the running shell does not provide (another
 * React, or a changed @portal/* package) is refused by the federation runtime with an error the
 * shell shows as its error panel, instead of running against code it was not built for.
 * @param {string} dir absolute directory of the app
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedConfig(dir) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = sharedVersion(dir, pkg);
    const entry = { singleton: true, requiredVersion: version, version, strictVersion: true };
    shared[pkg] = pkg === 'react-router-dom' ? { ...entry, import: REACT_ROUTER_DOM_MODULE } : entry;
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
 * Reads a remote's route manifest module (TypeScript that is pure data: type imports only) and
 * returns its `routeManifest` export, checked.
 * @param {string} file absolute path of the module
 * @returns {import('./remotes.js').RouteManifestEntry[]}
 */
export function readRouteManifest(file) {
  const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  const noRequire = (/** @type {string} */ id) => {
    throw new Error(`${file}: a route manifest is pure data, it cannot import "${id}" (type imports only)`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, noRequire);
  const manifest = module.exports.routeManifest;
  const problems = routeManifestProblems(manifest);
  if (problems.length) throw new Error(`${file}: invalid route manifest:\n  ${problems.join('\n  ')}`);
  return /** @type {import('./remotes.js').RouteManifestEntry[]} */ (manifest);
}

/**
 * Emits the remote's route manifest as routes.json beside remoteEntry.js; the server puts it into
 * /remotes.json, from which the shell builds its guarded routes at run time.
 */
class RouteManifestPlugin {
  /** @param {string} file absolute path of the manifest module */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalRouteManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalRouteManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          try {
            const json = JSON.stringify(readRouteManifest(this.file), null, 2);
            compilation.emitAsset(ROUTE_MANIFEST_FILE, new webpack.sources.RawSource(`${json}\n`));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
          }
        },
      );
    });
  }
}

/**
 * Copies the files of the app's `public/` folder (the shell's favicon, app icons and web manifest)
 * into the build as they are, so the server serves them from the site root.
 */
class PublicFilesPlugin {
  /** @param {string} dir absolute path of the public folder */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalPublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(this.dir);
        for (const name of readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          if (!statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

/**
 * The theme's global CSS (cascade-layer order, reset, global styles, token variables) as a file of
 * the shell's build: `@portal/ui/theme.css`, written from the theme at development time and checked
 * by @portal/ui's tests. The page links it, so UiProvider builds and inserts none at run time (the
 * login page's start-up; docs/bundles.md). The name carries a hash of the content (cached for good).
 */
class ThemeStylesheetPlugin {
  /** @param {string} dir absolute directory of the app */
  constructor(dir) {
    this.file = createRequire(path.join(dir, 'package.json')).resolve('@portal/ui/theme.css');
    this.css = readFileSync(this.file);
    this.name = `theme.${createHash('sha256').update(this.css).digest('hex').slice(0, 20)}.css`;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalThemeStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalThemeStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset(this.name, new webpack.sources.RawSource(this.css));
      });
    });
  }

  /** The <link> of the page's head; the attribute tells UiProvider (THEME_STYLESHEET_ATTRIBUTE). */
  get link() {
    return `<link rel="stylesheet" href="/${this.name}" data-portal-theme>`;
  }
}

/**
 * The host page's first script (the shell's src/before-app.js), minified and written into the head:
 * it runs before anything is drawn, and a file would be one more request on the page's critical
 * path (on a busy machine 100-200 ms: docs/bundles.md). The Content-Security-Policy allows no inline
 * script but those whose hash it lists: the server lists the hashes of the inline scripts of the
 * page it sends (packages/server, plugins/web.ts).
 * @param {string} file absolute path of the script
 */
function inlineHeadScript(file) {
  const source = swc.minifySync(readFileSync(file, 'utf8'), { compress: true, mangle: true }).code.trim();
  if (/<\/script/i.test(source)) throw new Error(`@portal/mf-config: ${file} cannot be inlined (it holds "</script")`);
  return `<script>${source}</script>`;
}

// tsx runs the prerender modules (TypeScript and JSX, in Node) at build time.
const TSX_CLI = ownRequire.resolve('tsx/cli');

/**
 * Pages of the host prerendered at build time (production builds): for each, a module run in Node
 * prints JSON { title, head, root }, and the page is written as a copy of index.html with that
 * title, `head` added to its head and `root` inside <div id="root">, then precompressed like the
 * rest. The server sends it for its path; the app hydrates it (the shell's bootstrap.tsx).
 */
class PrerenderPlugin {
  /**
   * @param {string} dir absolute directory of the app
   * @param {Record<string, string>} pages output file -> module, relative to `dir`
   * @param {string} tsconfig the TypeScript config the modules and what they import are compiled with
   */
  constructor(dir, pages, tsconfig) {
    this.dir = dir;
    this.pages = pages;
    this.tsconfig = path.resolve(dir, tsconfig);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalPrerender', (compilation) => {
      // After HtmlWebpackPlugin has written index.html, before PrecompressPlugin.
      compilation.hooks.processAssets.tap({ name: 'PortalPrerender', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const index = compilation.getAsset('index.html');
        if (!index) throw new Error('@portal/mf-config: no index.html to prerender pages from');
        const html = index.source.source().toString();
        for (const [file, module] of Object.entries(this.pages)) {
          const printed = execFileSync(process.execPath, [TSX_CLI, '--tsconfig', this.tsconfig, path.resolve(this.dir, module)], {
            cwd: this.dir,
            env: { ...process.env, NODE_ENV: 'production' },
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          });
          const page = /** @type {{ title: string, head: string, root: string }} */ (JSON.parse(printed));
          const filled = html
            .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
            .replace('</head>', () => `${page.head}</head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`);
          if (!filled.includes(page.root)) throw new Error(`@portal/mf-config: index.html has no empty <div id="root"> for ${file}`);
          compilation.emitAsset(file, new webpack.sources.RawSource(filled));
        }
      });
    });
  }
}

/**
 * `<link rel="preload" as="script">` in the shell's page for every chunk its start-up runs, so they
 * download while main.js is still running the federation runtime (~60 ms before it asks for the
 * first one) instead of after it (docs/bundles.md). The list comes from the build's chunk graph
 * (startupChunkFiles); the shell's browser test checks that the login page uses every file of it
 * and loads nothing else before the user types.
 */
class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalStartupPreload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PortalStartupPreload', (data) => {
        const links = startupChunkFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${compilation.outputOptions.publicPath}${file}` }),
        );
        // After the entry's own <script>, so main.js is asked for first.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The JavaScript files, besides the entry chunk's, that the start-up of a host runs: the chunks of
 * the entry's async import (`import('./bootstrap')`), then, for every chunk reached, the chunks of
 * the shared modules its code consumes, transitively. A consumed module is loaded through the
 * share scope, that is from the chunks of the host's own provided module (its `register` getter;
 * before any remote is loaded the host is the only provider), not from the consumer's fallback
 * chunks, which are separate copies. Lazy imports inside the reached chunks are not followed: they
 * load later (the session rules on the first keystroke, the query client after sign-in, settings).
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function startupChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  /** @typedef {import('webpack').Module & { _name?: string, options?: { shareKey?: string } }} FederationModule */
  /** @type {Map<string, import('webpack').Module>} provided share key -> its provide module */
  const provided = new Map();
  for (const module of /** @type {Iterable<FederationModule>} */ (compilation.modules)) {
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  const entry = /** @type {import('webpack').Entrypoint} */ (compilation.entrypoints.get('main'));
  const entryChunks = new Set(entry.chunks);
  /** @type {Set<import('webpack').Chunk>} */
  const reached = new Set();
  /** @param {import('webpack').AsyncDependenciesBlock} block */
  const visitBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (reached.has(chunk) || entryChunks.has(chunk)) continue;
      reached.add(chunk);
      for (const module of /** @type {Iterable<FederationModule>} */ (chunkGraph.getChunkModulesIterable(chunk))) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options?.shareKey ?? '');
        if (!provider) throw new Error(`@portal/mf-config: the host consumes '${module.options?.shareKey}' but provides no such module`);
        provider.blocks.forEach(visitBlock);
      }
    }
  };
  for (const chunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry module's import('./bootstrap'); the provide modules' getters run only when asked.
      if (module.type !== 'provide-module') module.blocks.forEach(visitBlock);
    }
  }
  return [...reached].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

/** The icon and manifest links of the shell's page (the files come from shell/public). */
const HOST_HEAD_LINKS =
  `<link rel="icon" href="/favicon.ico" sizes="48x48">` +
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png">` +
  `<link rel="manifest" href="/manifest.webmanifest">` +
  `<meta name="theme-color" content="#37474f">`;

/**
 * Writes `<asset>.br` and `<asset>.gz` beside every text asset of a production build (at build time,
 * once, at the best levels), so that the server sends them with Content-Encoding instead of
 * compressing per request or not at all (@fastify/static preCompressed, plugins/web.ts).
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalPrecompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalPrecompress', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(js|css|json|html|svg)$/.test(name)) continue;
          const raw = source.buffer();
          if (raw.length < 1024) continue; // headers would eat the gain
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          const gz = zlib.gzipSync(raw, { level: 9 });
          const info = { development: false, compressed: true };
          compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), info);
          compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), info);
        }
      });
    });
  }
}

/**
 * The federation name of the remote built in `dir`, from its package name (REMOTE_FOLDERS).
 * @param {string} dir absolute directory of the remote
 * @returns {import('./remotes.js').RemoteName}
 */
export function remoteNameOf(dir) {
  const pkgName = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  const found = Object.entries(REMOTE_FOLDERS).find(([, folder]) => folder === pkgName);
  if (!found) throw new Error(`@portal/mf-config: ${pkgName} is not a remote (REMOTE_FOLDERS)`);
  return /** @type {import('./remotes.js').RemoteName} */ (found[0]);
}

/**
 * @typedef {object} PortalWebpackOptions
 * @property {string} name federation name: 'shell' or the remote's key in /remotes.json
 * @property {string} dir absolute directory of the app (the folder holding package.json)
 * @property {Record<string, string>} [exposes] remote only, e.g. { './routes': './src/routes.tsx' }
 * @property {string} [routeManifest] remote only: the module exporting `routeManifest`, e.g. './src/route-manifest.ts'
 * @property {boolean} [isHost] true for the shell
 * @property {number} [port] dev-server port (defaults to DEV_PORTS[name])
 * @property {string[]} [runtimePlugins] federation runtime plugin files (host: error handling)
 * @property {string} [title] <title> of the generated index.html
 * @property {string} [headScript] host only: a plain script run first in the page's head, before
 *   anything is drawn (written into the page: inlineHeadScript), e.g. './src/before-app.js'
 * @property {{ pages: Record<string, string>, tsconfig: string }} [prerender] host only: pages
 *   prerendered at production build time, e.g. { pages: { 'login.html': './src/prerender/login-page.tsx' },
 *   tsconfig: '../tsconfig.base.json' } (PrerenderPlugin)
 */

/**
 * Builds the webpack config of one app. Returns webpack-cli's `(env, argv) => config` form so the
 * `--mode` flag decides development or production details.
 * @param {PortalWebpackOptions} options
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig(options) {
  const { name, dir, exposes, routeManifest, isHost = false, runtimePlugins = [], headScript, prerender } = options;
  const port = options.port ?? DEV_PORTS[/** @type {keyof typeof DEV_PORTS} */ (name)] ?? 3000;
  const title = options.title ?? (isHost ? 'Kuluçka Portalı' : `Kuluçka Portalı - ${name}`);
  if (!isHost && (!exposes || Object.keys(exposes).length === 0)) {
    throw new Error(`@portal/mf-config: remote "${name}" must expose something (./routes)`);
  }
  if (!isHost && !isRemoteName(name)) throw new Error(`@portal/mf-config: unknown remote "${name}" (REMOTE_NAMES)`);
  if (!isHost && !routeManifest) {
    throw new Error(`@portal/mf-config: remote "${name}" must name its route manifest (routeManifest: './src/route-manifest.ts')`);
  }

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const development = mode === 'development';
    const themeStylesheet = isHost ? new ThemeStylesheetPlugin(dir) : null;
    const pageScript = isHost && headScript ? inlineHeadScript(path.resolve(dir, headScript)) : '';

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
        alias: reactRouterAlias(dir, !development),
      },
      module: {
        rules: [
          { test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ tsx: false, development }) },
          { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader({ tsx: true, development }) },
        ],
      },
      optimization: {
        // No separate chunk for node_modules code used by one chunk only: it stays in that chunk.
        // Code used by two or more chunks is still split out (webpack's `default` group), so nothing
        // is downloaded twice. Every shared singleton is a chunk of its own anyway, and their vendor
        // halves were extra requests on the login page (22 -> 18 files; docs/bundles.md).
        splitChunks: { cacheGroups: { defaultVendors: false } },
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
        new ReactRouterExportsCheck(),
        ...(routeManifest ? [new RouteManifestPlugin(path.resolve(dir, routeManifest))] : []),
        ...(existsSync(path.join(dir, 'public')) ? [new PublicFilesPlugin(path.join(dir, 'public'))] : []),
        ...(themeStylesheet ? [themeStylesheet] : []),
        ...(isHost && !development ? [new StartupPreloadPlugin()] : []),
        ...(isHost && prerender && !development ? [new PrerenderPlugin(dir, prerender.pages, prerender.tsconfig)] : []),
        ...(development ? [] : [new PrecompressPlugin()]),
        // The shell's page, and each remote's standalone development page.
        new HtmlWebpackPlugin({
          title,
          templateContent: ({ htmlWebpackPlugin }) =>
            `<!doctype html><html lang="tr"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${htmlWebpackPlugin.options.title}</title>${pageScript}${themeStylesheet?.link ?? ''}${isHost ? HOST_HEAD_LINKS : ''}</head>` +
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
