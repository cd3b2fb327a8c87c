// Remotes own their routes and are deployed without the shell: a remote rebuilt with a new route in
// its manifest serves that route from the unchanged shell build, and a remote built against shared
// code the running shell does not provide is refused with the shell's error panel.
// Two one-remote builds (copies of the real remotes in a temp folder, sharing the repo's
// node_modules) go into a temp web root beside the repo's built shell and other remotes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { REMOTE_FOLDERS } from '@portal/mf-config/remotes';
import { REPO_ROOT, launchBrowser, newContext, signIn, startPortal, type Browser, type Portal } from '../harness';

const NEW_PATH = '/e2e-yeni-ekran';
const NEW_TEXT = 'Shell yeniden derlenmeden gelen yeni ekran';

let tmp: string;
let webRoot: string;
let portal: Portal;
let browser: Browser;

/** Copies an app (package.json, webpack config, sources without tests) to `to`. */
function copyApp(app: string, to: string) {
  const from = path.join(REPO_ROOT, app);
  fs.mkdirSync(to, { recursive: true });
  for (const file of ['package.json', 'webpack.config.js', 'tsconfig.json']) fs.copyFileSync(path.join(from, file), path.join(to, file));
  fs.cpSync(path.join(from, 'src'), path.join(to, 'src'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}__tests__`),
  });
}

/** Replaces `search` (which must occur) in a copied file. */
function edit(file: string, search: string, replacement: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(search)) throw new Error(`${file} no longer contains ${JSON.stringify(search)}: update this test`);
  fs.writeFileSync(file, text.replace(search, replacement));
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(path.join(dir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack in ${dir} exited ${code}:\n${out}`))));
  });
}

/** The applicant remote with one more route in its manifest and a screen for it. */
async function buildApplicantWithNewRoute(): Promise<string> {
  const dir = path.join(tmp, 'applicant-next');
  copyApp('mfe-applicant', dir);
  fs.symlinkSync(path.join(REPO_ROOT, 'mfe-applicant', 'node_modules'), path.join(dir, 'node_modules'));
  edit(
    path.join(dir, 'src', 'route-manifest.ts'),
    '] as const satisfies',
    `  { path: '${NEW_PATH}', access: 'user', title: 'Yeni Ekran' },\n] as const satisfies`,
  );
  fs.writeFileSync(path.join(dir, 'src', 'e2e-new-screen.tsx'), `export default function NewScreen() {\n  return <p>${NEW_TEXT}</p>;\n}\n`);
  edit(
    path.join(dir, 'src', 'routes.tsx'),
    '> = {\n',
    `> = {\n  '${NEW_PATH}': lazy(() => import('./e2e-new-screen')),\n`,
  );
  await build(dir);
  return path.join(dir, 'dist');
}

/** The company remote built against a newer @portal/ui (one more source file) than the shell has. */
async function buildCompanyAgainstNewerUi(): Promise<string> {
  const dir = path.join(tmp, 'company-newer-ui');
  copyApp('mfe-company', dir);
  // Its node_modules: the real one, except @portal/ui, which is a changed copy of packages/ui.
  const realModules = path.join(REPO_ROOT, 'mfe-company', 'node_modules');
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const entry of fs.readdirSync(realModules)) {
    if (entry !== '@portal') fs.symlinkSync(path.join(realModules, entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(realModules, '@portal'))) {
    if (entry !== 'ui') fs.symlinkSync(path.join(realModules, '@portal', entry), path.join(modules, '@portal', entry));
  }
  // The copy lives outside node_modules (like the workspace package it stands for, so it is compiled).
  const ui = path.join(tmp, 'ui-newer');
  const realUi = path.join(REPO_ROOT, 'packages', 'ui');
  fs.mkdirSync(ui);
  fs.symlinkSync(ui, path.join(modules, '@portal', 'ui'));
  fs.copyFileSync(path.join(realUi, 'package.json'), path.join(ui, 'package.json'));
  fs.cpSync(path.join(realUi, 'src'), path.join(ui, 'src'), { recursive: true });
  fs.symlinkSync(path.join(realUi, 'node_modules'), path.join(ui, 'node_modules'));
  fs.writeFileSync(path.join(ui, 'src', 'e2e-newer.ts'), 'export const NEWER_UI = true;\n');
  await build(dir);
  return path.join(dir, 'dist');
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-'));
  webRoot = path.join(tmp, 'web');
  const [applicantDist, companyDist] = await Promise.all([buildApplicantWithNewRoute(), buildCompanyAgainstNewerUi()]);
  const dists: Record<string, string> = { 'mfe-applicant': applicantDist, 'mfe-company': companyDist };
  for (const app of ['shell', ...Object.values(REMOTE_FOLDERS)]) {
    fs.mkdirSync(path.join(webRoot, app), { recursive: true });
    // The shell and the other remotes: the repo's own build, untouched.
    fs.symlinkSync(dists[app] ?? path.join(REPO_ROOT, app, 'dist'), path.join(webRoot, app, 'dist'));
  }
  [portal, browser] = await Promise.all([startPortal({ webRoot }), launchBrowser()]);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('a route added to a remote manifest is reachable with the shell build unchanged', async () => {
  const shellFiles = fs.readdirSync(path.join(REPO_ROOT, 'shell', 'dist')).filter((f) => f.endsWith('.js'));
  for (const file of shellFiles) {
    expect(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', file), 'utf8').includes(NEW_PATH)).toBe(false);
  }
  const remotes = await (await fetch(`${portal.baseUrl}/remotes.json`)).json();
  expect(remotes.applicant.routes).toContainEqual({ path: NEW_PATH, access: 'user', title: 'Yeni Ekran' });

  const context = await newContext(browser, portal);
  const page = await context.newPage();
  await signIn(page, 'kullanici1');
  await page.goto(NEW_PATH);
  await page.getByText(NEW_TEXT).waitFor();
  expect(await page.title()).toBe('Yeni Ekran · Kuluçka Portalı');
  // The existing screens of the rebuilt remote still work, unknown paths are still not found.
  await page.goto('/cagrilar');
  await page.getByPlaceholder('Çağrılarda ara...').waitFor();
  await page.goto('/e2e-olmayan-ekran');
  await page.getByText('Sayfa bulunamadı').waitFor();
  await context.close();
});

test('a remote built against shared code the shell does not provide is refused with the error panel', async () => {
  const context = await newContext(browser, portal);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'sirket1');
  await page.goto('/calisan-raporlari');
  const panel = page.getByTestId('remote-error');
  await panel.waitFor();
  expect(await panel.getAttribute('data-remote')).toBe('company');
  expect(await panel.innerText()).toContain('Bu modül, portalın bu sürümüyle uyumlu değil; sayfayı yenileyin.');
  await page.getByRole('button', { name: 'Sayfayı Yenile' }).waitFor();
  expect(errors.filter((m) => /is not a function/.test(m))).toEqual([]);
  // The rest of the portal keeps working.
  await page.goto('/cagrilar');
  await page.getByPlaceholder('Çağrılarda ara...').waitFor();
  await context.close();
});
