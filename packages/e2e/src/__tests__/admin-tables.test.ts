// Issue 14 browser check of the admin tables: at 1366x900 every admin table's last column is inside
// the viewport, the table needs no sideways scrolling and its rows are one line high; at 390x844 each
// list is cards (one per row, its actions in view) and the page never scrolls sideways. A row's folded columns open in
// its detail, its actions in one menu. A list's page, filter and order stay in the URL across a
// reload, and back/forward walk them. Screenshots of each table at both sizes, light and dark, go to
// packages/e2e/screenshots/ (not committed) for a person to look at.
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { newContext, type Page, SCREENSHOTS, signIn } from '../harness';


const suite = browserSuite();

/** Every admin page with a table, and the table's accessible name. */
const TABLES: Array<[route: string, table: string]> = [
  ['/admin/applications', 'Başvurular'],
  ['/admin/calls', 'Çağrılar'],
  ['/admin/reports', 'Raporlar'],
  ['/admin/users', 'Kullanıcılar'],
  ['/admin/companies', 'Şirketler'],
  ['/admin/mentors', 'Mentorlar'],
  ['/admin/resources', 'Kaynaklar'],
  ['/admin/reservations', 'Rezervasyonlar'],
  ['/admin/receipts', 'Dekontlar'],
];

async function session(size: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light') {
  const page = await (await newContext(suite.browser, suite.portal, { colorScheme })).newPage();
  await page.setViewportSize(size);
  await signIn(page, 'admin');
  return page;
}

/** The table's geometry: its last shown header cell, its scroll box and its body rows' heights. */
function measure(page: Page, name: string) {
  return page.getByRole('table', { name }).evaluate((table) => {
    const shown = (el: Element) => getComputedStyle(el).display !== 'none';
    const headers = [...table.querySelectorAll('thead th')].filter(shown);
    const last = headers[headers.length - 1]!.getBoundingClientRect();
    const box = table.parentElement!;
    const rows = [...table.querySelectorAll('tbody tr')].filter((r) => !r.id && r.querySelectorAll('td').length > 1);
    return {
      lastRight: last.right,
      lastWidth: last.width,
      innerWidth: window.innerWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      boxOverflow: box.scrollWidth - box.clientWidth,
      rowHeights: rows.map((r) => Math.round(r.getBoundingClientRect().height)),
    };
  });
}

async function openTable(page: Page, route: string, name: string) {
  await page.goto(route);
  const table = page.getByRole('table', { name });
  await table.waitFor();
  // Loaded: rows or the empty text, no placeholders.
  await table.locator('[role="status"]').waitFor({ state: 'detached' });
  return table;
}

/** On a phone: the list's cards (a list named like the table), loaded. */
async function openCards(page: Page, route: string, name: string) {
  await page.goto(route);
  const list = page.getByRole('list', { name });
  await list.getByTestId('data-table-card').first().waitFor();
  return list;
}

const slug = (route: string) => route.replace(/^\//, '').replace(/\//g, '-');

// One test per table and size (a page each, one sign-in per size): a slow machine meets each test's
// timeout, and a failure names its table.
describe('at 1366x900 every admin table fits, one line a row', () => {
  let laptop: Page;
  beforeAll(async () => {
    laptop = await session({ width: 1366, height: 900 });
  });
  test.each(TABLES)('%s', async (route, name) => {
    await openTable(laptop, route, name);
    const m = await measure(laptop, name);
    const problems: string[] = [];
    if (m.lastWidth === 0 || m.lastRight > m.innerWidth) problems.push(`last column ends at ${m.lastRight} > ${m.innerWidth}`);
    if (m.boxOverflow > 0) problems.push(`the table scrolls sideways by ${m.boxOverflow} px`);
    if (m.pageOverflow > 0) problems.push(`the page scrolls sideways by ${m.pageOverflow} px`);
    const tall = m.rowHeights.filter((h) => h > 52);
    if (tall.length) problems.push(`rows ${tall.join(', ')} px high`);
    await laptop.screenshot({ path: path.join(SCREENSHOTS, `admin-tables-${slug(route)}-1366.png`), fullPage: true });
    expect(problems).toEqual([]);
  });
});

describe('at 390x844 every admin list is cards and no admin page scrolls sideways', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await session({ width: 390, height: 844 });
  });
  test.each(TABLES)('%s', async (route, name) => {
    const list = await openCards(phone, route, name);
    expect(await phone.getByRole('table', { name }).count()).toBe(0);
    // Every card has its action bar with the row's menu.
    const cards = await list.getByTestId('data-table-card').count();
    expect(await list.getByTestId('data-table-card-actions').getByRole('button', { name: /^İşlemler: / }).count()).toBe(cards);
    const pageOverflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await phone.screenshot({ path: path.join(SCREENSHOTS, `admin-tables-${slug(route)}-390.png`), fullPage: true });
    expect(pageOverflow).toBeLessThanOrEqual(0);
  });
});

test('dark mode, for the eyes only: three tables at both sizes', async () => {
  for (const [size, width] of [[{ width: 1366, height: 900 }, 1366] as const, [{ width: 390, height: 844 }, 390] as const]) {
    const dark = await session(size, 'dark');
    for (const [route, name] of [TABLES[0]!, TABLES[7]!, TABLES[3]!]) {
      if (width === 390) await openCards(dark, route, name);
      else await openTable(dark, route, name);
      await dark.screenshot({ path: path.join(SCREENSHOTS, `admin-tables-${slug(route)}-${width}-dark.png`), fullPage: true });
    }
  }
});

test("a row's folded columns open in its detail, its actions in one menu", async () => {
  const page = await session({ width: 1366, height: 900 });
  const table = await openTable(page, '/admin/applications', 'Başvurular');
  // E-posta is folded at this width: its header is not shown, the row's detail has it.
  expect(await table.getByRole('columnheader', { name: 'E-posta' }).isVisible()).toBe(false);
  const toggle = table.getByRole('button', { name: /^Ayrıntılar: / }).first();
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const detail = table.locator('tbody tr[id]').first();
  await detail.getByText('E-posta', { exact: true }).waitFor();
  await detail.getByText('Çağrı', { exact: true }).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-tables-detail-1366.png') });

  await table.getByRole('button', { name: /^İşlemler: / }).first().click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Görüntüle', 'Durumu Değiştir', 'Sil']);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-tables-menu-1366.png') });
  await page.keyboard.press('Escape');
});

test("a list's page, filter and order survive a reload; back and forward walk them", async () => {
  const page = await session({ width: 1366, height: 900 });
  await openTable(page, '/admin/users', 'Kullanıcılar');
  const total = await page.evaluate(async () => {
    const res = await fetch('/api/admin/users/?is_active=true', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return ((await res.json()) as { count: number }).count;
  });

  await page.getByRole('combobox', { name: 'Durum filtresi' }).selectOption('true');
  await page.waitForURL((url) => url.searchParams.get('is_active') === 'true');
  await page.getByRole('button', { name: 'Kullanıcı', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('ordering') === 'username');
  const pages = Math.max(1, Math.ceil(total / 20));
  await page.getByText(`Sayfa 1 / ${pages}`).waitFor();
  if (pages > 1) {
    await page.getByRole('button', { name: 'Sonraki' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
  }
  const shared = page.url();

  await page.reload();
  await openTable(page, new URL(shared).pathname + new URL(shared).search, 'Kullanıcılar');
  expect(page.url()).toBe(shared);
  const selected = () => page.getByRole('combobox', { name: 'Durum filtresi' }).inputValue();
  await page.waitForFunction(() => (document.querySelector('select[aria-label="Durum filtresi"]') as HTMLSelectElement | null)?.value === 'true', null, { timeout: 10_000 }).catch(() => {});
  expect(await selected()).toBe('true');
  const userHeader = page.locator('th', { has: page.getByRole('button', { name: 'Kullanıcı', exact: true }) });
  expect(await userHeader.getAttribute('aria-sort')).toBe('ascending');
  await page.getByText(`Sayfa ${pages > 1 ? 2 : 1} / ${pages}`).waitFor();

  // Back undoes the page, then the order, then the filter; forward redoes them.
  if (pages > 1) {
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('ordering') === 'username');
    await page.getByText(`Sayfa 1 / ${pages}`).waitFor();
  }
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('ordering') && url.searchParams.get('is_active') === 'true');
  expect(await userHeader.getAttribute('aria-sort')).toBe('none');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('is_active'));
  expect(await selected()).toBe('');
  await page.goForward();
  await page.waitForURL((url) => url.searchParams.get('is_active') === 'true');
  expect(await selected()).toBe('true');

  // The reservation date filters: a visible Turkish label, Turkish dates, the ISO day in the URL.
  await openTable(page, '/admin/reservations?baslangic_gte=2026-03-05', 'Rezervasyonlar');
  const from = page.getByLabel('Başlangıç tarihinden');
  expect(await from.inputValue()).toBe('05.03.2026');
  expect(await from.getAttribute('placeholder')).toBe('gg.aa.yyyy');
  await page.getByLabel('Başlangıç tarihine kadar').fill('31.12.2099');
  await page.waitForURL((url) => url.searchParams.get('baslangic_lte') === '2099-12-31');
});
