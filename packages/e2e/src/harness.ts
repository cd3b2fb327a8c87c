// Browser-test harness: starts the real, built portal (API + shell + remotes on one port) on a
// random port with a fresh data directory and the demo seed, and drives Debian's Chromium with
// playwright-core. No mocks of our own server: every request goes to the real thing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS } from '@portal/mf-config/remotes';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Demo1234!';
/**
 * E2E_CPU_SLOWDOWN=4: every page runs on a CPU throttled that many times (Chromium's emulation), as
 * on a loaded CI machine. A wait that holds only because the page is quick (network idleness before
 * a remote has even been asked for) fails here first.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN) || 1;

export interface Portal {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export function assertBuilt() {
  const missing = ['shell', ...Object.values(REMOTE_FOLDERS)].filter(
    (app) => !fs.existsSync(path.join(REPO_ROOT, app, 'dist')),
  );
  if (missing.length) throw new Error(`Build the web apps first (npm test does): missing dist in ${missing.join(', ')}`);
}

/**
 * Starts the portal; `webRoot` lets a test serve a modified copy of the built apps. `{port}` in an
 * `env` value stands for the port it listens on (e.g. PORTAL_URL=http://localhost:{port}).
 */
export async function startPortal(options: { webRoot?: string; env?: Record<string, string> } = {}): Promise<Portal> {
  assertBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const serverDir = path.join(REPO_ROOT, 'packages', 'server');
  let out = '';
  const child: ChildProcess = spawn(path.join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: options.webRoot ?? REPO_ROOT,
      LOG_LEVEL: 'warn',
      // Browser suites sign in many times from one address.
      LOGIN_RATE_LIMIT: '1000',
      // A bell counts what its test did; a suite about reminders turns them on.
      REMINDER_INTERVAL_SECONDS: '0',
      ...Object.fromEntries(Object.entries(options.env ?? {}).map(([k, v]) => [k, v.replaceAll('{port}', String(port))])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Starting includes migrations and the seed: allow for a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`portal did not start in time:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (npm test does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (own storage) in Turkish, Istanbul time, asking for reduced motion so the suite
 * never waits on or races an animation; the motion test asks for 'no-preference'.
 */
export async function newContext(
  browser: Browser,
  portal: Portal,
  options: { colorScheme?: 'light' | 'dark'; reducedMotion?: 'reduce' | 'no-preference' } = {},
) {
  const context = await browser.newContext({
    baseURL: portal.baseUrl,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  // Fail a step with Playwright's own message (what it waited for) well before Jest's test timeout.
  context.setDefaultTimeout(45_000);
  if (CPU_SLOWDOWN > 1) {
    context.on('page', (page) => {
      void context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }))
        .catch(() => undefined);
    });
  }
  return context;
}

/**
 * Waits until the app is live: its first screen drawn (or the prerendered login page hydrated) and
 * any submit held until then replayed. The shell marks the moment (APP_LIVE_MARK in
 * shell/src/app/held-submits.ts); /login is usable before it, the rest of the app only after it.
 */
export async function appLive(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('portal:app-live').length > 0);
}

/** Signs in through the login screen and waits until the app has navigated away from /login. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A request to the portal's API from a signed-in page, with its access token (setting up what a
 * test needs, or checking what the server says): the status, and the JSON body when it succeeded.
 */
export function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api/${p}`, {
        method: m,
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: res.ok && res.status !== 204 ? await res.json() : null };
    },
    [method, path, body] as const,
  );
}

export type { Browser, BrowserContext, Page };

/** Where the suite writes screenshots for a person to look at (git-ignored); made when the harness loads. */
export const SCREENSHOTS = path.join(REPO_ROOT, 'packages', 'e2e', 'screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

/** Screenshots of `target` (default the page) at a laptop's and a phone's width, light and dark: `<name>-<width>-<scheme>.png`. */
export async function screenshotSizes(page: Page, name: string, target?: { screenshot: Page['screenshot'] }) {
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await (target ?? page).screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
}


/**
 * Confirms the decision dialog a row's 'Onayla: ...' or 'Reddet: ...' (or the selection bar) opened,
 * with `note` (a rejection's reason is required), and waits until it has closed.
 */
export async function confirmDecision(page: Page, decision: 'Onayla' | 'Reddet' = 'Onayla', note?: string) {
  const dialog = page.getByRole('dialog', { name: new RegExp(`${decision}$`) });
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
