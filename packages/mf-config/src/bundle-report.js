// Gzipped sizes of the built apps, read from each dist/ and its mf-manifest.json (DESIGN.md section 5,
// "a bundle report"). Used by scripts/bundle-report.mjs; also runnable alone:
//   node packages/mf-config/src/bundle-report.js [repoRoot]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REMOTE_FOLDERS, REMOTE_NAMES } from './remotes.js';

export const REMOTES = REMOTE_NAMES;

/** @param {string} file */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Sums files, counting identical contents once (webpack may emit the same shared fallback twice).
 * @param {string} dir
 * @param {Iterable<string>} files
 */
function sumUnique(dir, files) {
  const seen = new Set();
  let raw = 0;
  let gz = 0;
  /** @type {string[]} */
  const counted = [];
  for (const name of files) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    const key = content.toString('base64');
    if (seen.has(key)) continue;
    seen.add(key);
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
    counted.push(name);
  }
  return { raw, gz, files: counted };
}

/**
 * @typedef {{ assets?: { js?: { sync?: string[], async?: string[] } } }} ManifestItem
 * @typedef {{ name: string, metaData: { remoteEntry: { name: string } }, shared: Array<ManifestItem & { name: string }>, exposes: Array<ManifestItem & { name: string }> }} Manifest
 */

/** @param {string} distDir @returns {Manifest} */
function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
}

/**
 * Every .js file of shell/dist, identical files counted once: the start-up path (measured in Chromium
 * by packages/e2e/src/bundle-report.ts) plus what loads later (settings, the query client, the full
 * @portal/ui and @portal/domain entries, zod, luxon, the shared packages remotes use).
 * @param {string} distDir shell/dist
 */
export function measureShell(distDir) {
  const manifest = readManifest(distDir);
  const all = readdirSync(distDir).filter((f) => f.endsWith('.js'));
  const initial = sumUnique(distDir, all);
  const bootstrap = all.filter((f) => f.startsWith('bootstrap.'));
  /** @type {Record<string, number>} */
  const perShared = {};
  for (const s of manifest.shared) {
    if (s.name.endsWith('/')) continue;
    perShared[s.name] = sumUnique(distDir, s.assets?.js?.sync ?? []).gz;
  }
  const listed = new Set(['main.js', ...bootstrap, ...manifest.shared.flatMap((s) => s.assets?.js?.sync ?? [])]);
  /** Chunks split out of shared packages (Chakra out of @portal/ui, zod out of @portal/domain, ...). */
  const splitVendors = sumUnique(distDir, initial.files.filter((f) => !listed.has(f)));
  return {
    initial,
    total: initial,
    perShared,
    splitVendors,
    entry: sumUnique(distDir, ['main.js']).gz,
    bootstrap: sumUnique(distDir, bootstrap).gz,
  };
}

/**
 * What a session loading this remote downloads from it inside the shell: the remote entry and its
 * exposed modules (shared singletons come from the shell, loaded-first).
 * @param {string} distDir mfe-<name>/dist
 */
export function measureRemote(distDir) {
  const manifest = readManifest(distDir);
  const entryName = manifest.metaData.remoteEntry.name || 'remoteEntry.js';
  const exposes = manifest.exposes.flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? [])]);
  const inShell = sumUnique(distDir, [entryName, ...exposes]);
  const total = sumUnique(distDir, readdirSync(distDir).filter((f) => f.endsWith('.js')));
  return { inShell, total, remoteEntry: sumUnique(distDir, [entryName]).gz, manifestBytes: readFileSync(path.join(distDir, 'mf-manifest.json')).length };
}

/** Remotes per demo account (rolesOf in @portal/auth-store). */
export const SESSIONS = Object.freeze({
  admin: ['admin'],
  mentor1: ['applicant', 'mentor'],
  sirket1: ['applicant', 'company'],
  calisan1: ['applicant'],
  kullanici1: ['applicant'],
});

/** @param {string} root repository root */
export function bundleReport(root) {
  const shell = measureShell(path.join(root, 'shell', 'dist'));
  /** @type {Record<string, ReturnType<typeof measureRemote>>} */
  const remotes = {};
  for (const name of REMOTES) remotes[name] = measureRemote(path.join(root, REMOTE_FOLDERS[name], 'dist'));
  /** @type {Record<string, number>} */
  const sessions = {};
  for (const [account, names] of Object.entries(SESSIONS)) {
    sessions[account] = shell.initial.gz + names.reduce((sum, n) => sum + (remotes[n]?.inShell.gz ?? 0), 0);
  }
  return { shell, remotes, sessions };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {ReturnType<typeof bundleReport>} report */
export function formatReport(report) {
  const lines = [];
  lines.push(`shell dist, every JS file (start-up path and later): ${kb(report.shell.initial.gz)} gz (${kb(report.shell.initial.raw)} raw, ${report.shell.initial.files.length} files)`);
  lines.push(`  main.js ${kb(report.shell.entry)} gz; bootstrap chunk ${kb(report.shell.bootstrap)} gz`);
  for (const [name, gz] of Object.entries(report.shell.perShared).sort((a, b) => b[1] - a[1])) {
    lines.push(`  shared ${name}: ${kb(gz)} gz (own chunk)`);
  }
  lines.push(`  vendor chunks split out of shared packages: ${kb(report.shell.splitVendors.gz)} gz (${report.shell.splitVendors.files.join(', ')})`);
  for (const [name, r] of Object.entries(report.remotes)) {
    lines.push(`remote ${name}: ${kb(r.inShell.gz)} gz loaded inside the shell (remoteEntry ${kb(r.remoteEntry)}); dist total ${kb(r.total.gz)} gz`);
  }
  for (const [account, gz] of Object.entries(report.sessions)) {
    lines.push(`session ${account}: ${kb(gz)} gz of JS (after visiting each of its remotes once)`);
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'));
  console.log(formatReport(bundleReport(root)));
}
