// Every route of every role, on a laptop (1366x900) and a phone (390x844), with the server's CSP on:
// the page never scrolls sideways, the page heading (h1) keeps 16 px from the left edge, every
// table's last column is inside the window at 1366, every row's actions (the controls of a table
// row's last cell, or of a phone card's action bar) are inside the window and not cut off by a
// scrolling box at both sizes, each route has its own document title, axe
// finds nothing serious or critical, and the favicon answers 200. The routes come from the remotes'
// manifests (/remotes.json) plus the shell's own. Screenshots of each route at both sizes (light;
// dark for a few; every route with LAYOUT_DARK=all) go to packages/e2e/screenshots/ (not committed)
// for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { RouteManifestEntry } from '@portal/mf-config/remotes';
import { REPO_ROOT, launchBrowser, newContext, signIn, startPortal, type Browser, type Page, type Portal } from '../harness';

const LAPTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SHOTS = path.join(REPO_ROOT, 'packages', 'e2e', 'screenshots');
const PORTAL_SUFFIX = ' · Kuluçka Portalı';
/** Routes also screenshotted in dark mode. */
const DARK = new Set(['/login', '/', '/cagrilar', '/admin/dashboard', '/admin/applications', '/dekontlar', '/calisan-raporlari']);
const ALL_DARK = process.env.LAYOUT_DARK === 'all';
/** Paths that are another path's alias or redirect (visited through the path they lead to). */
/** A role visits many routes, each twice with axe and screenshots. */
const ROLE_TIMEOUT = 900_000;
const ALIASES = new Set(['/basvuru/:basvuruId/reports', '/admin', '/admin/*']);

let portal: Portal;
let browser: Browser;
let manifest: RouteManifestEntry[] = [];
/** document title -> the first route that had it (a second route with the same title is a failure). */
const titles = new Map<string, string>();
const cspViolations: string[] = [];
/** '<route>@<width>' -> how many row actions were seen there (the cut-off check is not vacuous). */
const rowActionCounts = new Map<string, number>();
const CSP_TAG = '[csp-violation]';

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  fs.mkdirSync(SHOTS, { recursive: true });
  const remotes = (await (await fetch(`${portal.baseUrl}/remotes.json`)).json()) as Record<string, { routes: RouteManifestEntry[] | null }>;
  manifest = Object.values(remotes).flatMap((r) => r.routes ?? []);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A page of a fresh context for `username` (null: signed out) at laptop size, recording CSP violations. */
async function sessionFor(username: string | null) {
  const context = await newContext(browser, portal);
  await context.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${tag} ${e.violatedDirective} ${e.blockedURI}`);
    });
  }, CSP_TAG);
  const page = await context.newPage();
  await page.setViewportSize(LAPTOP);
  page.on('console', (m) => {
    if (m.text().startsWith(CSP_TAG)) cspViolations.push(`${page.url()} ${m.text()}`);
  });
  if (username) await signIn(page, username);
  return { context, page };
}

/** GET /api/<path> with the page's session. */
const api = <T>(page: Page, p: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(`/api/${url}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, p) as Promise<T>;

const listOf = <T>(body: T[] | { results: T[] }) => (Array.isArray(body) ? body : body.results);

/** Waits until the route has drawn its heading and finished loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page
    .locator('[data-testid="loading-state"], [role="status"][aria-live] .chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

interface Measure {
  scrollWidth: number;
  innerWidth: number;
  h1Left: number | null;
  h1Count: number;
  tables: Array<{ name: string; lastRight: number }>;
  /** Row actions (accessible name) outside the window or cut off by a box that clips or scrolls. */
  cutActions: string[];
  rowActions: number;
}

const measure = (page: Page) =>
  page.evaluate((): Measure => {
    const h1s = [...document.querySelectorAll('h1')].filter((h) => h.getClientRects().length > 0);
    const tables = [...document.querySelectorAll('table')]
      .filter((t) => t.getClientRects().length > 0)
      .map((t) => {
        const row = t.querySelector('thead tr') ?? t.querySelector('tr');
        const cells = row ? [...row.children] : [];
        const last = cells[cells.length - 1];
        return {
          name: t.getAttribute('aria-label') ?? t.querySelector('caption')?.textContent ?? '(table)',
          lastRight: last ? last.getBoundingClientRect().right : 0,
        };
      });
    // The controls of each row's last cell (a table) or action bar (a phone card), and the part of the
    // window every box around them that clips or scrolls sideways leaves visible.
    const controls = [...document.querySelectorAll('tbody tr > td:last-child :is(button, a), [data-testid="data-table-card-actions"] :is(button, a)')];
    const cutActions: string[] = [];
    let rowActions = 0;
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not displayed
      rowActions += 1;
      let left = 0;
      let right = window.innerWidth;
      for (let el = control.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const clip = el.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (box.left < left - 1 || box.right > right + 1) {
        cutActions.push(`${control.getAttribute('aria-label') ?? control.textContent ?? '?'} [${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(left)}-${Math.round(right)}]`);
      }
    }
    return {
      cutActions,
      rowActions,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      h1Left: h1s[0] ? h1s[0].getBoundingClientRect().left : null,
      h1Count: h1s.length,
      tables,
    };
  });

const slug = (route: string) => route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';

/**
 * Visits `path` (the concrete URL of `route`) and returns what is wrong with it, at both sizes.
 * Titles are collected for the cross-route check.
 */
async function check(page: Page, role: string, route: string, url: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(LAPTOP);
  await page.goto(url);
  await settle(page);

  const title = await page.title();
  if (!title.endsWith(PORTAL_SUFFIX) || title === PORTAL_SUFFIX.slice(3)) problems.push(`${route}: title "${title}" is not "<page>${PORTAL_SUFFIX}"`);
  const seen = titles.get(title);
  if (seen && seen !== route) problems.push(`${route}: title "${title}" is also the title of ${seen}`);
  else titles.set(title, route);

  for (const size of [LAPTOP, PHONE]) {
    const at = `${route} @${size.width}`;
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    const m = await measure(page);
    if (m.scrollWidth > m.innerWidth) problems.push(`${at}: the page scrolls sideways (${m.scrollWidth} > ${m.innerWidth})`);
    if (m.h1Count === 0) problems.push(`${at}: no visible h1`);
    else if (m.h1Left! < 16) problems.push(`${at}: the h1 is ${Math.round(m.h1Left!)} px from the left edge`);
    for (const cut of m.cutActions) problems.push(`${at}: a row's action is cut off: ${cut}`);
    rowActionCounts.set(`${route}@${size.width}`, m.rowActions);
    if (size === LAPTOP) {
      for (const t of m.tables) {
        if (t.lastRight > m.innerWidth) problems.push(`${at}: the last column of table "${t.name}" ends at ${Math.round(t.lastRight)} px`);
      }
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      problems.push(`${at}: axe ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    await page.screenshot({ path: path.join(SHOTS, `${role}-${slug(url)}-${size.width}.png`), fullPage: true });
    if (ALL_DARK || DARK.has(route)) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${role}-${slug(url)}-${size.width}-dark.png`), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForTimeout(100);
    }
  }
  await page.setViewportSize(LAPTOP);
  return problems;
}

/** The manifest's routes a role opens, with the ids of the demo data filled in. */
function routesOf(access: RouteManifestEntry['access'][], params: Record<string, string | undefined>) {
  return manifest
    .filter((r) => access.includes(r.access) && !ALIASES.has(r.path))
    .flatMap((r) => {
      let url = r.path;
      for (const name of r.path.match(/:[a-zA-Z]+/g) ?? []) {
        const value = params[name.slice(1)];
        if (value === undefined) return [];
        url = url.replace(name, value);
      }
      return [{ route: r.path, url }];
    });
}

async function visitAll(role: string, page: Page, routes: Array<{ route: string; url: string }>) {
  const problems: string[] = [];
  for (const { route, url } of routes) problems.push(...(await check(page, role, route, url)));
  return problems;
}

describe('every route of every role at 1366x900 and 390x844', () => {
  test('the favicon and the app icons answer 200', async () => {
    for (const file of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icon-192.png', '/manifest.webmanifest']) {
      const res = await fetch(`${portal.baseUrl}${file}`);
      expect([file, res.status]).toEqual([file, 200]);
    }
    const html = await (await fetch(`${portal.baseUrl}/cagrilar`)).text();
    expect(html).toContain('rel="icon" href="/favicon.ico"');
  });

  test('signed out: login, a forgotten password, the public page, not-found', async () => {
    const { context, page } = await sessionFor(null);
    const problems = await visitAll('anonim', page, [
      { route: '/login', url: '/login' },
      { route: '/sifremi-unuttum', url: '/sifremi-unuttum' },
      { route: '/sifre-sifirla', url: '/sifre-sifirla?token=ornek' },
      ...routesOf(['public'], {}),
      { route: '(not-found)', url: '/boyle-bir-sayfa-yok' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  }, ROLE_TIMEOUT);

  test('applicant (kullanici1): home, settings and every applicant route', async () => {
    const { context, page } = await sessionFor('kullanici1');
    const cagrilar = listOf(await api<Array<{ id: number; acik_mi?: boolean }>>(page, 'cagrilar/'));
    const basvurular = listOf(await api<Array<{ id: number; durum: string }>>(page, 'basvurular/'));
    const kaynaklar = listOf(await api<Array<{ id: number; aktif?: boolean }>>(page, 'kaynaklar/'));
    const rezervasyonlar = listOf(await api<Array<{ id: number; durum: string }>>(page, 'rezervasyonlar/'));
    const params = {
      cagriId: String((cagrilar.find((c) => c.acik_mi) ?? cagrilar[0])?.id),
      basvuruId: String((basvurular.find((b) => b.durum === 'ONAY') ?? basvurular[0])?.id),
      kaynakId: String((kaynaklar.find((k) => k.aktif !== false) ?? kaynaklar[0])?.id),
      rezervasyonId: rezervasyonlar.find((r) => r.durum === 'BEKLEME')?.id?.toString() ?? rezervasyonlar[0]?.id?.toString(),
      raporId: undefined as string | undefined,
    };
    // The draft report page: a report of that application (the demo's draft when it has one).
    const raporlar = listOf(await api<Array<{ id: number; durum: string }>>(page, `raporlar/?basvuru=${params.basvuruId}`));
    params.raporId = (raporlar.find((r) => r.durum === 'TASLAK') ?? raporlar[0])?.id?.toString();
    const problems = await visitAll('kullanici1', page, [
      { route: '/', url: '/' },
      { route: '/settings', url: '/settings' },
      // /mentor-evaluation too: a non-mentor sees its empty state there.
      ...routesOf(['user'], params),
      { route: '(not-found)', url: '/boyle-bir-sayfa-yok' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  }, ROLE_TIMEOUT);

  test('mentor (mentor1): the assigned projects', async () => {
    const { context, page } = await sessionFor('mentor1');
    const atamaId = String((await api<Array<{ atama: { id: number } }>>(page, 'atamalar/queue/'))[0]?.atama.id);
    const problems = await visitAll('mentor1', page, routesOf(['user'], { atamaId }).filter((r) => r.route.startsWith('/mentor-evaluation')));
    expect(problems).toEqual([]);
    await context.close();
  }, ROLE_TIMEOUT);

  test('company owner (sirket1): receipts, employees, employee reports', async () => {
    const { context, page } = await sessionFor('sirket1');
    const problems = await visitAll('sirket1', page, routesOf(['sirket_sahibi'], {}));
    expect(problems).toEqual([]);
    await context.close();
  }, ROLE_TIMEOUT);

  test('staff (admin): every admin page (tables must fit 1366 px)', async () => {
    const { context, page } = await sessionFor('admin');
    const problems = await visitAll('admin', page, routesOf(['admin'], {}));
    expect(problems).toEqual([]);
    // Every admin list of the demo data has rows, and their actions were there to check at both sizes.
    const lists = ['calls', 'applications', 'reports', 'users', 'companies', 'mentors', 'resources', 'reservations', 'receipts'];
    const missing = lists.flatMap((l) => [LAPTOP, PHONE].filter((size) => !(rowActionCounts.get(`/admin/${l}@${size.width}`) ?? 0)).map((size) => `/admin/${l}@${size.width}`));
    expect(missing).toEqual([]);
    await context.close();
  }, ROLE_TIMEOUT);

  test('the admin menu on a phone lists every admin page', async () => {
    const { context, page } = await sessionFor('admin');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Yönetim sayfaları' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    const pages = routesOf(['admin'], {}).length - 1; // /admin/dashboard and the others; /admin is an alias
    expect(items.length).toBeGreaterThanOrEqual(pages);
    await page.getByRole('menuitem', { name: 'Rezervasyonlar' }).click();
    await page.waitForURL('**/admin/reservations');
    await page.locator('h1', { hasText: 'Rezervasyon Yönetimi' }).waitFor();
    await context.close();
  });

  test("a dialog's backdrop covers the quick-access buttons", async () => {
    const { context, page } = await sessionFor('admin');
    await page.goto('/admin/calls');
    await settle(page);
    await page.getByRole('button', { name: 'Yeni Çağrı' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    const onTop = await page.evaluate(() => {
      const nav = document.querySelector('[data-testid="quick-actions"]')!;
      const box = nav.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top ? nav.contains(top) : false;
    });
    expect(onTop).toBe(false);
    await context.close();
  });

  test('keyboard: the skip link comes first and the heading takes the focus after a navigation', async () => {
    const { context, page } = await sessionFor('kullanici1');
    await page.goto('/cagrilar');
    await settle(page);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('İçeriğe geç');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    await page.getByRole('link', { name: 'Ana sayfa' }).or(page.getByRole('button', { name: 'Ana sayfa' })).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: /Kaynaklar/ }).first().click();
    await page.waitForURL('**/kaynaklar');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Kaynaklar');
    await context.close();
  });

  test('the empty login form shows Turkish messages, no browser bubble', async () => {
    const { context, page } = await sessionFor(null);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Kullanıcı adı ve şifre gereklidir').first().waitFor();
    const bubble = await page.getByLabel('Kullanıcı Adı').evaluate((el) => (el as HTMLInputElement).validationMessage);
    // noValidate: the form is submitted to our checks, so the browser never shows its bubble.
    expect(await page.locator('form[aria-label="Giriş formu"]').getAttribute('novalidate')).not.toBeNull();
    expect(typeof bubble).toBe('string');
    await context.close();
  });

  test('no Content-Security-Policy violations on any of these pages', () => {
    expect(cspViolations).toEqual([]);
  });
});
