// First thing `npm start`, `npm test` and the other root scripts run, on a machine that may have
// nothing but Node 20 and npm. Node built-ins only: pnpm and node_modules may not exist yet.
//
//   node scripts/bootstrap.mjs              ensure pnpm + an up-to-date install
//   node scripts/bootstrap.mjs build-web    ... then build the web apps that are out of date
//   node scripts/bootstrap.mjs build-web --force   ... rebuild them all
//
// The other scripts import the helpers below (run, bootstrap, ensureWebBuilt, serverEnv, ...).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// Plain data with no imports: readable before anything is installed.
import { REMOTE_FOLDERS } from '../packages/mf-config/src/remotes.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export const WEB_APPS = ['shell', ...Object.values(REMOTE_FOLDERS)];
/** Packages whose sources end up in the web bundles. */
export const WEB_PACKAGES = ['ui', 'domain', 'api-client', 'auth-store', 'app-kit', 'mf-config'];
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.portal-install-stamp');
const BUILD_STAMP = '.portal-build-stamp';

const isWindows = process.platform === 'win32';

export function log(message) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

/**
 * The one line `npm start` and the server print when the port cannot be had (taken by another
 * program, or not allowed). The server (packages/server/src/server.ts) words it the same.
 */
export function portTakenMessage(host, port, code = 'EADDRINUSE') {
  const next = port < 65535 ? port + 1 : 8081;
  const what = code === 'EACCES' ? `kullanılamıyor (izin yok) / cannot be used (permission denied)` : `kullanımda / is already in use`;
  return `Port ${port} (${host}) ${what}; başka bir port seçin / pick another: PORT=${next} npm start`;
}

export function fail(message, code = 1) {
  console.error(`\x1b[31m[portal] ${message}\x1b[0m`);
  process.exit(code);
}

/** Runs a command with inherited stdio; exits this process loudly when it fails. */
export function run(command, args = [], options = {}) {
  const shown = [command, ...args].join(' ');
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, shell: isWindows, ...options });
  if (result.error) fail(`${shown}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`Komut başarısız / command failed (${result.signal ?? `exit ${result.status}`}): ${shown}`, result.status || 1);
  }
  if (options.timed !== false && Date.now() - started > 2000) log(`${shown} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs a command quietly and returns its trimmed stdout, or null when it fails. */
export function capture(command, args = [], options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: ROOT, shell: isWindows, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

// ---------------------------------------------------------------------------------------------
// pnpm

let pnpmCommand = null;

/** The command that runs pnpm (after ensurePnpm): ['pnpm'] or the npx shim. */
export function pnpm(args, options) {
  run(ensurePnpm(), args, options);
}

/** Writable, or creatable: the nearest existing ancestor is writable. */
const writable = (dir) => {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(d)) {
      try {
        fs.accessSync(d, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    }
    if (d === path.dirname(d)) return false;
  }
};

/**
 * Makes sure `pnpm` ${PNPM_VERSION} answers on PATH (for us and for nested `pnpm` calls inside package
 * scripts): already there, else `npm install -g`, else, when the global prefix is not writable, a
 * shim that runs `npx --yes pnpm@${PNPM_VERSION}`, put first on PATH.
 */
export function ensurePnpm() {
  if (pnpmCommand) return pnpmCommand;
  if (capture('pnpm', ['--version']) === PNPM_VERSION) return (pnpmCommand = 'pnpm');

  const prefix = capture('npm', ['config', 'get', 'prefix']);
  const globalDirs = prefix ? (isWindows ? [prefix] : [path.join(prefix, 'lib'), path.join(prefix, 'bin')]) : [];
  if (prefix && [prefix, ...globalDirs].every(writable)) {
    log(`pnpm ${PNPM_VERSION} kuruluyor / installing: npm install -g pnpm@${PNPM_VERSION}`);
    run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
    const bin = isWindows ? prefix : path.join(prefix, 'bin');
    if (capture('pnpm', ['--version']) !== PNPM_VERSION) {
      process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
    }
    if (capture('pnpm', ['--version']) === PNPM_VERSION) return (pnpmCommand = 'pnpm');
    log(`npm install -g did not put pnpm ${PNPM_VERSION} on PATH; falling back to npx`);
  } else {
    log(`npm global prefix ${prefix ?? '(unknown)'} is not writable; using npx --yes pnpm@${PNPM_VERSION}`);
  }

  // npx fallback: a shim directory first on PATH, so nested `pnpm ...` in package scripts work too.
  const shimDir = path.join(os.tmpdir(), `portal-pnpm-${PNPM_VERSION}-${process.getuid?.() ?? 'user'}`);
  fs.mkdirSync(shimDir, { recursive: true });
  if (isWindows) {
    fs.writeFileSync(path.join(shimDir, 'pnpm.cmd'), `@npx --yes pnpm@${PNPM_VERSION} %*\r\n`);
  } else {
    const shim = path.join(shimDir, 'pnpm');
    fs.writeFileSync(shim, `#!/bin/sh\nexec npx --yes pnpm@${PNPM_VERSION} "$@"\n`);
    fs.chmodSync(shim, 0o755);
  }
  process.env.PATH = `${shimDir}${path.delimiter}${process.env.PATH}`;
  const version = capture('pnpm', ['--version']);
  if (version !== PNPM_VERSION) fail(`pnpm ${PNPM_VERSION} could not be installed (npm install -g and npx both failed; got ${version}).`);
  return (pnpmCommand = 'pnpm');
}

// ---------------------------------------------------------------------------------------------
// Install

const newestMtime = (paths, skip = () => false) => {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        const child = path.join(p, entry);
        if (!skip(child)) visit(child);
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach(visit);
  return newest;
};

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Every workspace package folder (shell, mfe-*, packages/*). */
export function workspaceDirs() {
  const dirs = [];
  for (const entry of fs.readdirSync(ROOT)) if (entry === 'shell' || entry.startsWith('mfe-')) dirs.push(path.join(ROOT, entry));
  for (const entry of fs.readdirSync(path.join(ROOT, 'packages'))) dirs.push(path.join(ROOT, 'packages', entry));
  return dirs.filter((d) => fs.existsSync(path.join(d, 'package.json')));
}

/** `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile or a package.json. */
export function ensureInstalled() {
  const inputs = [
    path.join(ROOT, 'pnpm-lock.yaml'),
    path.join(ROOT, 'pnpm-workspace.yaml'),
    path.join(ROOT, 'package.json'),
    ...workspaceDirs().map((d) => path.join(d, 'package.json')),
  ];
  const newest = Math.max(...inputs.map(mtime));
  const stamp = mtime(INSTALL_STAMP);
  if (stamp && stamp >= newest && fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) return false;
  ensurePnpm();
  log('Bağımlılıklar kuruluyor / installing dependencies: pnpm install --frozen-lockfile');
  const started = Date.now();
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    stdio: 'inherit',
    cwd: ROOT,
    shell: isWindows,
  });
  if (result.status !== 0) {
    fail(
      'pnpm install --frozen-lockfile failed. If you changed a package.json, run `pnpm install` to update ' +
        'pnpm-lock.yaml and commit it.',
      result.status || 1,
    );
  }
  fs.writeFileSync(INSTALL_STAMP, `${new Date().toISOString()}\n`);
  log(`Kurulum tamam / installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** pnpm on PATH and node_modules up to date. */
export function bootstrap() {
  if (Number(process.versions.node.split('.')[0]) < 20) fail(`Node 20 or newer is required (this is ${process.version}).`);
  ensurePnpm();
  ensureInstalled();
}

// ---------------------------------------------------------------------------------------------
// Web build (shell and remotes), skipped when up to date

const isTestFile = (p) => /(^|[\\/])__tests__([\\/]|$)|\.test\.[cm]?[jt]sx?$/.test(p);

/** The web apps whose dist is missing or older than their sources or the shared packages. */
export function staleWebApps() {
  const shared = newestMtime(
    [
      ...WEB_PACKAGES.flatMap((p) => [path.join(ROOT, 'packages', p, 'src'), path.join(ROOT, 'packages', p, 'package.json')]),
      path.join(ROOT, 'pnpm-lock.yaml'),
      path.join(ROOT, 'tsconfig.base.json'),
    ],
    isTestFile,
  );
  return WEB_APPS.filter((app) => {
    const dir = path.join(ROOT, app);
    if (!fs.existsSync(path.join(dir, 'package.json'))) return false;
    const configs = fs.readdirSync(dir).filter((f) => /^webpack\.config\./.test(f) || f === 'package.json' || f === 'tsconfig.json');
    const own = newestMtime([path.join(dir, 'src'), ...configs.map((f) => path.join(dir, f))], isTestFile);
    const stamp = mtime(path.join(dir, 'dist', BUILD_STAMP));
    return !stamp || stamp < Math.max(own, shared);
  });
}

/** Builds the web apps that are out of date (all with force). Returns the names built. */
export function ensureWebBuilt({ force = false } = {}) {
  const apps = force ? WEB_APPS.filter((a) => fs.existsSync(path.join(ROOT, a, 'package.json'))) : staleWebApps();
  if (apps.length === 0) {
    log('Web uygulamaları güncel / web apps up to date (build skipped)');
    return [];
  }
  log(`Web uygulamaları derleniyor / building: ${apps.join(', ')}`);
  const started = new Date();
  pnpm(['-r', '--workspace-concurrency=2', ...apps.flatMap((a) => ['--filter', `./${a}`]), 'build']);
  for (const app of apps) {
    const stamp = path.join(ROOT, app, 'dist', BUILD_STAMP);
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, `${started.toISOString()}\n`);
    // The stamp carries the build's START time: a source saved during the build counts as newer.
    fs.utimesSync(stamp, started, started);
  }
  log(`Derleme tamam / built in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
  return apps;
}

// ---------------------------------------------------------------------------------------------
// The server and its CLI commands

/**
 * The environment for server processes. They run with packages/server as their working directory,
 * so relative DATA_DIR / WEB_ROOT are resolved here against where the user ran the command.
 */
export function serverEnv(extra = {}) {
  const base = process.env.INIT_CWD || process.cwd();
  return {
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || path.join(ROOT, 'data')),
    WEB_ROOT: path.resolve(base, process.env.WEB_ROOT || ROOT),
    ...extra,
  };
}

export const SERVER_DIR = path.join(ROOT, 'packages', 'server');

/** Starts a TypeScript entry of the server package (one process: node with the tsx loader). */
export function spawnServerScript(script, args = [], options = {}) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: serverEnv(),
    ...options,
  });
}

/** True when another live process holds the embedded database's lock on dataDir. */
export function dataDirLockedBy(dataDir) {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'), 10);
    if (!Number.isFinite(pid) || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return err?.code === 'EPERM' ? -1 : null;
  }
}

// ---------------------------------------------------------------------------------------------

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  bootstrap();
  if (process.argv[2] === 'build-web') ensureWebBuilt({ force: process.argv.includes('--force') });
  else if (process.argv[2]) fail(`Unknown command ${process.argv[2]} (expected: build-web [--force])`);
}
