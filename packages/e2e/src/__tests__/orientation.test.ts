// Orientation and feedback in the real portal: who is signed in (name and role beside the quick-access
// buttons and on home), the buttons' visible labels, grey placeholders (not a spinner) while a list
// loads, a spinner in the search box while a search is answered, and an admin table on a phone as
// cards with each row's decisions in view. Slow answers are the real server's, held back a moment
// by the browser (page.route) so the in-between states can be seen. Screenshots of each state go to
// packages/e2e/screenshots/ (orientation-*).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { launchBrowser, newContext, SCREENSHOTS, screenshotSizes, signIn, startPortal, type Browser, type Page, type Portal } from '../harness';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function session(username: string, size = { width: 1366, height: 900 }) {
  const context = await newContext(browser, portal);
  const page = await context.newPage();
  await page.setViewportSize(size);
  await signIn(page, username);
  return { context, page };
}

/** Holds back the answers to GET /api/<path prefix> by `ms` (the server still answers them). */
async function slowDown(page: Page, prefix: string, ms: number, only: (url: URL) => boolean = () => true) {
  await page.route(
    (url) => url.pathname.startsWith(`/api/${prefix}`) && only(url),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

describe('orientation and feedback', () => {
  test("the person's name and role beside the quick-access buttons and on home; every button labelled", async () => {
    const { context, page } = await session('mentor1');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hızlı erişim' });
    const person = nav.getByTestId('quick-person');
    // From md up: the initials, named with the name and role (once the profile has answered).
    await page.waitForFunction(() => /^.+ .+, Mentor$/.test(document.querySelector('[data-testid="quick-person"] [role="img"]')?.getAttribute('aria-label') ?? ''));
    const name = (await person.getByRole('img').getAttribute('aria-label'))!.replace(/, Mentor$/, '');
    await page.getByTestId('home-person').getByText(name).waitFor();
    // A label shows beside its button while the pointer is on it.
    const settings = nav.getByRole('button', { name: 'Ayarlar' });
    const label = nav.getByTestId('quick-action-label').filter({ hasText: 'Ayarlar' });
    await expect(label.isVisible()).resolves.toBe(false);
    await settings.hover();
    await label.waitFor({ state: 'visible' });
    const [labelBox, buttonBox] = [await label.boundingBox(), await settings.boundingBox()];
    expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(buttonBox!.x);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'orientation-quick-access-hover-1366.png') });

    // On a phone: name and role written out, every button's label under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await person.getByText(name).waitFor({ state: 'visible' });
    await person.getByText('Mentor').waitFor({ state: 'visible' });
    for (const text of ['Ayarlar', 'Çıkış yap', 'Bildirimler', 'Renk modu']) {
      await nav.getByTestId('quick-action-label').filter({ hasText: text }).waitFor({ state: 'visible' });
    }
    await screenshotSizes(page, 'orientation-home');
    await context.close();
  });

  test('a list that loads shows grey placeholders, not a spinner; a search shows a spinner in the box until it is answered', async () => {
    const { context, page } = await session('admin');
    await slowDown(page, 'admin/basvurular/', 1500);
    await page.goto('/admin/applications');
    const placeholders = page.getByRole('status', { name: 'Yükleniyor...' }).first();
    await placeholders.waitFor();
    await expect(page.locator('main .chakra-spinner').count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'orientation-skeleton-1366.png') });
    const table = page.getByRole('table', { name: 'Başvurular' });
    await table.getByTestId('loading-state').waitFor({ state: 'detached', timeout: 15_000 });
    await table.getByRole('button', { name: /^İşlemler: / }).first().waitFor();

    const box = page.getByRole('searchbox', { name: 'Başvurularda ara...' });
    const busy = page.getByTestId('search-busy');
    await box.fill('Tarım');
    await busy.locator('.chakra-spinner').waitFor({ state: 'visible' });
    await expect(busy.textContent()).resolves.toBe('Aranıyor...');
    await expect(box.getAttribute('aria-busy')).resolves.toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'orientation-search-busy-1366.png') });
    // The answer arrives: the spinner goes, the rows are the search's.
    await busy.locator('.chakra-spinner').waitFor({ state: 'detached', timeout: 15_000 });
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const text of rows) expect(text.toLocaleLowerCase('tr')).toContain('tarım');
    await context.close();
  });

  test('on a phone an admin list is cards: each row under review has its Onayla, Reddet and menu in view, and the menu opens', async () => {
    const { context, page } = await session('admin', { width: 390, height: 844 });
    await page.goto('/admin/applications?durum=INCELEME');
    const list = page.getByRole('list', { name: 'Başvurular' });
    const cards = list.getByTestId('data-table-card');
    await cards.first().waitFor();
    expect(await page.getByRole('table', { name: 'Başvurular' }).count()).toBe(0);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      for (const name of [/^Onayla: /, /^Reddet: /, /^İşlemler: /]) {
        const button = card.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    await cards.first().getByRole('button', { name: /^İşlemler: / }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Görüntüle' }).waitFor();
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotSizes(page, 'orientation-admin-cards');
    await context.close();
  });
});
