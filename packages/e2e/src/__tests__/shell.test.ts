// Issue 3 browser flows: sign-in per demo account, cards per role, remote loading per role,
// one shared instance of each singleton, failure isolation of a remote, colour mode, axe.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import {
  REPO_ROOT,
  appLive,
  launchBrowser,
  newContext,
  signIn,
  startPortal,
  type Browser,
  type Page,
  type Portal,
} from '../harness';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/**
 * Every Content-Security-Policy violation any page of this file reported (the server sends a CSP
 * with no inline script): each page reports them through a `securitypolicyviolation` listener.
 */
const cspViolations: string[] = [];
const CSP_TAG = '[csp-violation]';

async function session(p: Portal = portal) {
  const context = await newContext(browser, p);
  await context.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${tag} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  }, CSP_TAG);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.text().startsWith(CSP_TAG)) cspViolations.push(`${page.url()} ${m.text()}`);
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  return { context, page, requests };
}

const cardTitles = async (page: Page) => {
  await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
  return page.locator('[data-testid="home-card"] h2').allInnerTexts();
};

const EVERYONE = ['Açık Çağrılar', 'Başvurularım', 'Kaynaklar', 'Rezervasyonlarım'];

describe('each demo account signs in and sees exactly its home (spec 2, Home)', () => {
  test.each([
    ['kullanici1', [...EVERYONE, 'Mentor Yorumları'], ['Kullanıcı']],
    ['calisan1', [...EVERYONE, 'Mentor Yorumları'], ['Kullanıcı']],
    ['mentor1', [...EVERYONE, 'Atandığım Projeler'], ['Mentor', 'Kullanıcı']],
    ['sirket1', [...EVERYONE, 'Çalışanlarım', 'Kira Dekont Takibi', 'Mentor Yorumları'], ['Şirket Sahibi', 'Kullanıcı']],
  ])('%s', async (username, cards, chips) => {
    const { context, page } = await session();
    await signIn(page, username);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await cardTitles(page)).toEqual(cards);
    expect(await page.getByRole('group', { name: 'Rolleriniz' }).or(page.locator('[aria-label="Rolleriniz"]')).first().innerText()).toBe(
      chips.join('\n'),
    );
    // Signing out always ends on /login, and the guard keeps the user there afterwards.
    await page.getByRole('link', { name: 'Çıkış yap' }).or(page.getByRole('button', { name: 'Çıkış yap' })).first().click();
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });

  test('staff land on the admin dashboard route and never see the user home', async () => {
    const { context, page, requests } = await session();
    await signIn(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.goto('/');
    await page.waitForURL('**/admin/dashboard');
    // The admin remote loads after the route renders (with the query client's chunk): wait for it.
    const isAdminRemote = (p: string) => p.startsWith('/remotes/admin/');
    if (!requests.some(isAdminRemote)) await page.waitForRequest((r) => isAdminRemote(new URL(r.url()).pathname), { timeout: 15_000 });
    expect(requests.some(isAdminRemote)).toBe(true);
    expect(requests.filter((p) => /^\/remotes\/(applicant|mentor|company)\//.test(p))).toEqual([]);
    await context.close();
  });

  test('a wrong password shows the Turkish message and the user can try again', async () => {
    const { context, page } = await session();
    await page.goto('/login');
    await page.getByLabel('Kullanıcı Adı').fill('kullanici1');
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Kullanıcı adı veya şifre hatalı').waitFor();
    await page.getByLabel('Şifre').fill('Demo1234!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});

/**
 * The route's screen is drawn (its h1: a remote's page, not-found, or the shell's own; the loading
 * state has none) and the network is quiet. Network idleness alone can come first on a busy
 * machine, while the page is still evaluating the shell's chunks with nothing in flight.
 */
async function screenDrawn(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('remotes per role (DESIGN.md section 2)', () => {
  test("a plain applicant's session requests no mentor, company or admin remote file (the mentor's only on /mentor-evaluation)", async () => {
    const { context, page, requests } = await session();
    await signIn(page, 'kullanici1');
    for (const route of ['/cagrilar', '/my-applications', '/settings', '/dekontlar', '/admin/calls']) {
      await page.goto(route);
      await screenDrawn(page);
    }
    expect(requests.some((p) => p.startsWith('/remotes/applicant/'))).toBe(true);
    expect(requests.filter((p) => /^\/remotes\/(mentor|company|admin)\//.test(p))).toEqual([]);
    // /mentor-evaluation is open to every signed-in user: its remote loads on demand (the empty state).
    await page.goto('/mentor-evaluation');
    await screenDrawn(page);
    expect(new URL(page.url()).pathname).toBe('/mentor-evaluation');
    expect(requests.some((p) => p.startsWith('/remotes/mentor/'))).toBe(true);
    expect(requests.filter((p) => /^\/remotes\/(company|admin)\//.test(p))).toEqual([]);
    await context.close();
  });

  test('mentor1 loads the mentor remote, sirket1 the company remote', async () => {
    for (const [username, route, remote] of [
      ['mentor1', '/mentor-evaluation', 'mentor'],
      ['sirket1', '/dekontlar', 'company'],
    ] as const) {
      const { context, page, requests } = await session();
      await signIn(page, username);
      await page.goto(route);
      await screenDrawn(page);
      expect(requests.some((p) => p.startsWith(`/remotes/${remote}/`))).toBe(true);
      expect(requests.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);
      await context.close();
    }
  });

  test('a remote shares the shell\'s single copy of every singleton (one store, one theme)', async () => {
    const { context, page } = await session();
    await signIn(page, 'kullanici1');
    await page.goto('/cagrilar');
    await screenDrawn(page);
    const scope = await page.evaluate(() => {
      type Info = { from: string };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } })
        .__FEDERATION__.__SHARE__;
      const out: Record<string, Record<string, string[]>> = {};
      for (const [host, scopes] of Object.entries(share)) {
        out[host] = {};
        for (const pkgs of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(pkgs)) out[host]![pkg] = Object.values(versions).map((v) => v.from);
        }
      }
      return out;
    });
    const hosts = Object.keys(scope);
    expect(hosts.some((h) => h.startsWith('applicant'))).toBe(true);
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'zustand', '@portal/auth-store', '@portal/api-client', '@portal/ui', '@portal/domain']) {
      for (const host of hosts) {
        // Exactly one version in every scope, provided by the shell.
        expect({ host, pkg, from: scope[host]![pkg] }).toEqual({ host, pkg, from: ['shell'] });
      }
    }
    await context.close();
  });
});

describe('failure isolation', () => {
  let down: Portal;
  let webRoot: string;
  const applicantDist = () => path.join(webRoot, 'mfe-applicant', 'dist');

  beforeAll(async () => {
    // A copy of the build whose applicant remote can be taken away and put back.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-webroot-'));
    for (const app of ['shell', 'mfe-applicant', 'mfe-mentor', 'mfe-company', 'mfe-admin']) {
      fs.mkdirSync(path.join(webRoot, app));
      if (app !== 'mfe-applicant') fs.symlinkSync(path.join(REPO_ROOT, app, 'dist'), path.join(webRoot, app, 'dist'));
    }
    // The applicant remote's code is unreachable; the routes it published (and so its home cards) remain.
    fs.mkdirSync(applicantDist());
    fs.copyFileSync(path.join(REPO_ROOT, 'mfe-applicant', 'dist', 'routes.json'), path.join(applicantDist(), 'routes.json'));
    down = await startPortal({ webRoot });
  }, 240_000);
  afterAll(async () => {
    await down?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('with the applicant remote unreachable the shell shows the error panel, other routes work, retry recovers', async () => {
    const { context, page } = await session(down);
    await signIn(page, 'kullanici1');
    await page.goto('/cagrilar');
    await page.getByText('Bu bölüm şu anda yüklenemedi.').waitFor();
    const retry = page.getByRole('button', { name: 'Tekrar Dene' });
    await retry.click(); // still down: the panel stays
    await page.getByText('Bu bölüm şu anda yüklenemedi.').waitFor();

    await page.goto('/settings');
    await page.getByText('Hesap Bilgileri').or(page.getByText('kullanici1')).first().waitFor();
    await page.goto('/');
    expect(await cardTitles(page)).toContain('Açık Çağrılar');

    await page.goto('/cagrilar');
    await page.getByText('Bu bölüm şu anda yüklenemedi.').waitFor();
    fs.rmSync(applicantDist(), { recursive: true });
    fs.symlinkSync(path.join(REPO_ROOT, 'mfe-applicant', 'dist'), applicantDist());
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await page.getByText('Bu bölüm şu anda yüklenemedi.').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('theme', () => {
  test('the colour-mode toggle survives a reload', async () => {
    const { context, page } = await session();
    await signIn(page, 'kullanici1');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    // Signed in: the quick-access buttons are all there (the bell last, as its code arrives).
    await page.getByTestId('bildirim-zili').waitFor();
    await page.getByRole('button', { name: 'Renk modunu değiştir' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    expect(await isDark()).toBe(true);
    await context.close();
  });

  test("the theme's global CSS comes from the page's stylesheet (cached for good), none is built in the browser", async () => {
    const { context, page } = await session();
    const sheet = page.waitForResponse((r) => /\/theme\.[0-9a-f]{20}\.css$/.test(new URL(r.url()).pathname));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    const response = await sheet;
    expect(response.headers()['cache-control']).toMatch(/immutable/);
    expect(response.headers()['content-encoding']).toBe('br');
    const seen = await page.evaluate(() => ({
      // Emotion's global sheets hold only the layer order ChakraProvider always writes.
      runtimeGlobal: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')]
        .flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText))
        .join(''),
      linkedRules: [...document.styleSheets].find((s) => (s.ownerNode as Element).hasAttribute('data-portal-theme'))?.cssRules.length ?? 0,
      bodyBg: getComputedStyle(document.body).backgroundColor,
    }));
    expect(seen.linkedRules).toBeGreaterThanOrEqual(4);
    expect(seen.runtimeGlobal).not.toContain('--chakra-colors');
    expect(seen.bodyBg).toBe('rgb(236, 239, 241)'); // bg.page, light: blue-grey 50
    await page.getByRole('button', { name: 'Renk modunu değiştir' }).click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(22, 29, 33)'); // dark: blue-grey 950
    await context.close();
  });
});

describe("the login page's start-up (docs/bundles.md)", () => {
  test('the page preloads exactly the chunks its start-up runs (the list the build derives)', async () => {
    const { context, page, requests } = await session();
    await page.goto('/login');
    await appLive(page);
    await page.waitForLoadState('networkidle');
    const { preloaded, firstScriptInline, executed } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname),
      // The page's first script (shell/src/before-app.js) is in the page: no request before the first paint.
      firstScriptInline: document.head.querySelector('script')?.hasAttribute('src') === false,
      // Each chunk file, once run, pushes itself into webpack's chunk-loading array (main.js aside).
      executed: (window as unknown as { webpackChunkshell: unknown[] }).webpackChunkshell.length,
    }));
    expect(preloaded.length).toBeGreaterThan(5);
    // Nothing the start-up needs is missing from the list...
    expect(firstScriptInline).toBe(true);
    expect(new Set(requests.filter((p) => p.endsWith('.js')))).toEqual(new Set(['/main.js', ...preloaded]));
    // ...and every file of the list runs (a preload nothing uses would be a wasted download).
    expect(executed).toBe(preloaded.length);
    await context.close();
  });

  test('the session rules (zod) load once the user types, not with the page; signing in then works', async () => {
    const { context, page } = await session();
    await page.goto('/login');
    await appLive(page);
    await page.waitForLoadState('networkidle');
    // Whether the federation runtime has loaded the shared '@portal/domain/session' in any scope.
    const sessionRulesLoaded = () => {
      type Info = { loaded?: boolean };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } })
        .__FEDERATION__.__SHARE__;
      return Object.values(share).some((scopes) =>
        Object.values(scopes).some((pkgs) => Object.values(pkgs['@portal/domain/session'] ?? {}).some((v) => v.loaded === true)),
      );
    };
    expect(await page.evaluate(sessionRulesLoaded)).toBe(false);
    await page.getByLabel('Kullanıcı Adı').fill('kullanici1');
    await page.waitForFunction(sessionRulesLoaded);
    await page.getByLabel('Şifre').fill('Demo1234!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    await context.close();
  });
});

describe('the login page arrives drawn (prerendered at build time, then hydrated)', () => {
  /** A session whose app code (the shell's bootstrap chunk) is held back until `release()`. */
  async function heldBack(colorScheme: 'light' | 'dark') {
    const context = await newContext(browser, portal, { colorScheme });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return { context, page, problems, release };
  }

  test.each(['light', 'dark'] as const)(
    '%s: before the app runs, the form is drawn in the mode and takes input; a submit waits for the app, then signs in',
    async (colorScheme) => {
      const { context, page, problems, release } = await heldBack(colorScheme);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await expect(page.title()).resolves.toBe('Giriş Yap · Kuluçka Portalı');
      await page.getByRole('heading', { level: 1, name: 'Kuluçka Programı Portalı' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.className)).toBe(colorScheme);
      const bodyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bodyBg).toBe(colorScheme === 'dark' ? 'rgb(22, 29, 33)' : 'rgb(236, 239, 241)'); // bg.page
      // The username field has the focus, as on the app's own page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
      await page.keyboard.type('kullanici1');
      await page.getByLabel('Şifre').fill('Demo1234!');
      await page.getByLabel('Şifre').press('Enter');
      // Held: no navigation, no password in an address, the typed values still there.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(page.url()).not.toContain('Demo1234');
      expect(await page.evaluate(() => performance.getEntriesByName('portal:app-live').length)).toBe(0);
      release();
      await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  test('hydration keeps the prerendered page (same elements, no React error), then shows what the build could not know', async () => {
    const { context, page, problems, release } = await heldBack('light');
    release();
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element[] }).prerendered = [...document.querySelectorAll('#root input, #root button, #root h1')];
    });
    await appLive(page);
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { prerendered: Element[] }).prerendered;
      const after = [...document.querySelectorAll('#root input, #root button, #root h1')];
      return before.length === after.length && before.every((el, i) => el === after[i]);
    });
    expect(kept).toBe(true);
    // The deployment's link (from /portal-config.json) and the year replace the build's.
    const config = (await (await page.request.get('/portal-config.json')).json()) as { registerUrl: string };
    await expect(page.getByRole('link', { name: 'Kayıt Ol' }).getAttribute('href')).resolves.toBe(config.registerUrl);
    await page.getByText(`© ${new Date().getFullYear()} Kuluçka Programı`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('accessibility (axe)', () => {
  test.each([
    ['/login', null],
    ['/', 'kullanici1'],
    ['/settings', 'kullanici1'],
  ])('%s has no axe violations', async (route, username) => {
    const { context, page } = await session();
    if (username) await signIn(page, username);
    await page.goto(route);
    await screenDrawn(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
    await context.close();
  });
});

describe('Content-Security-Policy', () => {
  test('the listener works: an injected inline script is blocked and reported', async () => {
    const { context, page } = await session();
    const res = await page.goto('/login');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    const before = cspViolations.length;
    await page.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__inlineRan = true';
      document.head.appendChild(el);
    });
    // The report reaches us as a console message, a moment later.
    for (let i = 0; i < 40 && cspViolations.length === before; i++) await page.waitForTimeout(50);
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    expect(cspViolations.length).toBeGreaterThan(before);
    cspViolations.splice(before); // the control's own report
    await context.close();
  });

  test('every page visited in this file (each role, each remote, settings, theme) reported zero violations', async () => {
    // Plus the staff side and the settings screen, in case the order of the tests changes.
    const { context, page } = await session();
    await signIn(page, 'admin');
    await page.goto('/admin/settings');
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(cspViolations).toEqual([]);
  });
});
