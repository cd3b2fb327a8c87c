// Issue 11 browser flow: staff land on the dashboard (nine tiles and three latest lists that match
// the admin lists), create a user (a weak password shows the rule first) and put them in "Demo
// Teknoloji A.Ş." as calisan; the new user signs in to their cards; sirket1 sees them on
// /calisanlarim, uploads a PDF receipt on /dekontlar (the counters move), staff approve it on
// /admin/receipts and the owner sees 'Onaylandı'. A non-owner never gets the company pages (the guard
// shows the spec's text; so does the screen to an owner demoted during the session), a staff member who is not a
// super admin gets the admin-rights text on /admin/users. Every home card of every demo account and
// every admin page opens a working screen.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { confirmDecision, launchBrowser, newContext, signIn, startPortal, type Browser, type Page, type Portal } from '../harness';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% kira-e2e\n');
const istanbulDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const api = (page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ p, method, body }) => {
      const res = await fetch(`/api/${p}`, {
        method: method ?? 'GET',
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { p: path, method: init.method, body: init.body },
  );
const count = async (page: Page, path: string) => ((await api(page, path)).body as { count: number }).count;

async function session(username: string, password?: string) {
  const page = await (await newContext(browser, portal)).newPage();
  await signIn(page, username, password);
  return page;
}

const NEW_USER = { username: 'deniz.calisan', first: 'Deniz', last: 'Yıldız', email: 'deniz@example.org', password: 'Guclu.Sifre1' };

test('staff run the programme and the owner tracks receipts', async () => {
  // --- the dashboard ----------------------------------------------------------------------------
  const admin = await session('admin');
  await admin.waitForURL('**/admin/dashboard');
  const tiles = admin.getByTestId('dashboard-tile');
  await tiles.first().waitFor();
  expect(await tiles.count()).toBe(9);
  const tile = async (label: string) => {
    const link = admin.getByRole('link', { name: new RegExp(`^${label}: `) });
    const [, total, active] = /: (\d+) toplam, (\d+) /.exec((await link.getAttribute('aria-label')) ?? '') ?? [];
    return { total: Number(total), active: Number(active), href: await link.getAttribute('href') };
  };
  // Totals against the admin lists (the same rows the pages page through), pending against their filters.
  const expected: Array<[string, string, string | null, number]> = [
    ['Çağrılar', 'admin/cagrilar/', null, 0],
    ['Başvurular', 'admin/basvurular/', null, (await count(admin, 'admin/basvurular/?durum=INCELEME')) + (await count(admin, 'admin/basvurular/?durum=GONDERILDI'))],
    ['Raporlar', 'admin/raporlar/', 'admin/raporlar/?durum=GONDERILDI', 0],
    ['Kullanıcılar', 'admin/users/', 'admin/users/?is_active=true', 0],
    ['Şirketler', 'admin/sirketler/', 'admin/sirketler/?aktif=true', 0],
    ['Kaynaklar', 'admin/kaynaklar/', null, 0],
    ['Rezervasyonlar', 'admin/rezervasyonlar/', 'admin/rezervasyonlar/?durum=BEKLEME', 0],
    ['Dekontlar', 'admin/dekontlar/', 'admin/dekontlar/?durum=YUKLENDI', 0],
  ];
  for (const [label, list, pending, sum] of expected) {
    const t = await tile(label);
    expect([label, t.total]).toEqual([label, await count(admin, list)]);
    if (pending) expect([label, t.active]).toEqual([label, await count(admin, pending)]);
    if (sum) expect([label, t.active]).toEqual([label, sum]);
  }
  expect((await tile('Mentorlar')).href).toBe('/admin/mentors');
  expect((await tile('Dekontlar')).href).toBe('/admin/receipts');
  // The receipt line's link: the coverage grid of the companies missing last month, as the line counts them.
  const coverageLine = await api(admin, 'admin/dashboard/overview/');
  const { missing } = coverageLine.body.receipt_coverage as { missing: number };
  expect(missing).toBeGreaterThan(0);
  await admin.getByTestId('coverage-summary').getByRole('link', { name: 'Dekont kapsamını gör' }).click();
  await admin.waitForURL('**/admin/receipts?kapsam=eksik');
  const missingGrid = admin.getByRole('region', { name: 'Dekont Kapsamı' });
  await missingGrid.getByRole('table', { name: 'Dekont kapsamı' }).waitFor();
  expect(await missingGrid.getByRole('combobox', { name: 'Geçen ayın dekontu' }).inputValue()).toBe('true');
  expect(await missingGrid.locator('tbody tr').count()).toBe(missing);
  await admin.goBack();
  await admin.waitForURL('**/admin/dashboard');
  // The three latest lists: the 5 newest of each, with 'see all'.
  const latest = async (region: string) => admin.getByRole('region', { name: region }).locator('li p:first-child').allInnerTexts();
  const newestApps = (await api(admin, 'admin/basvurular/?ordering=-olusturuldu&page_size=5')).body.results.map((b: { proje_basligi: string }) => b.proje_basligi);
  expect(await latest('Son Başvurular')).toEqual(newestApps);
  const newestUsers = (await api(admin, 'admin/users/?ordering=-date_joined&page_size=5')).body.results.map((u: { full_name: string }) => u.full_name);
  expect(await latest('Son Kullanıcılar')).toEqual(newestUsers);
  expect((await latest('Son Raporlar')).length).toBe(Math.min(5, await count(admin, 'admin/raporlar/')));
  await admin.getByRole('link', { name: 'Tümünü Gör: Son Kullanıcılar' }).click();
  await admin.waitForURL('**/admin/users');

  // --- a new user: the password rule first, then created and assigned ---------------------------
  await admin.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = admin.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await form.getByLabel('Kullanıcı Adı').fill(NEW_USER.username);
  await form.getByLabel(/^E-posta/).fill(NEW_USER.email);
  await form.getByLabel('Ad', { exact: true }).fill(NEW_USER.first);
  await form.getByLabel('Soyad').fill(NEW_USER.last);
  await form.getByLabel('Şifre').fill('zayif1');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.getByText('Şifre en az 8 karakter olmalıdır.').waitFor();
  await form.getByLabel('Şifre').fill('uzunamazayif1');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.getByText('Şifre en az bir büyük harf içermelidir.').waitFor();
  await form.getByLabel('Şifre').fill(NEW_USER.password);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'detached' });
  await admin.getByRole('searchbox', { name: 'Kullanıcılarda ara...' }).fill(NEW_USER.username);
  await admin.waitForURL((u) => u.searchParams.get('search') === NEW_USER.username);
  const row = admin.getByRole('row').filter({ hasText: `@${NEW_USER.username}` });
  await row.getByText('Normal Kullanıcı').waitFor();
  await row.getByText('Hiç giriş yapılmamış').waitFor();
  await row.getByRole('button', { name: /^İşlemler: / }).click();
  await admin.getByRole('menuitem', { name: 'Şirkete Ata' }).click();
  const assign = admin.getByRole('dialog', { name: 'Şirkete Ata' });
  await assign.getByRole('combobox', { name: /Şirket/ }).selectOption({ label: 'Demo Teknoloji A.Ş.' });
  expect(await assign.getByRole('combobox', { name: 'Rol' }).inputValue()).toBe('calisan');
  await assign.getByRole('button', { name: 'Ata' }).click();
  // Done: a toast says so and the dialog closes.
  await admin.getByText('Atama başarılı!').waitFor();
  await assign.waitFor({ state: 'detached' });
  // Memberships fold into the row's detail on a laptop: the row holds the text, the chevron shows it.
  await row.getByText('Demo Teknoloji A.Ş. (Çalışan)').waitFor({ state: 'attached' });
  await row.getByRole('button', { name: /^Ayrıntılar: / }).click();
  await admin.locator('tbody tr[id]').getByText('Demo Teknoloji A.Ş. (Çalışan)').waitFor();

  // --- the new user signs in and sees their cards -----------------------------------------------
  const newcomer = await session(NEW_USER.username, NEW_USER.password);
  await newcomer.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
  expect(await newcomer.locator('[data-testid="home-card"] h2').allInnerTexts()).toEqual([
    'Açık Çağrılar',
    'Başvurularım',
    'Kaynaklar',
    'Rezervasyonlarım',
    'Mentor Yorumları',
  ]);

  // --- sirket1 sees them on /calisanlarim --------------------------------------------------------
  const owner = await session('sirket1');
  await owner.getByRole('link', { name: 'Çalışanlarım: Görüntüle' }).click();
  await owner.waitForURL('**/calisanlarim');
  await owner.getByTestId('sirket-adi').getByText('Demo Teknoloji A.Ş.').waitFor();
  const card = owner.getByTestId('calisan-card').filter({ hasText: `${NEW_USER.first} ${NEW_USER.last}` });
  await card.getByText(NEW_USER.email).waitFor();
  await card.getByText('Eklenmedi').waitFor();
  await owner.getByRole('link', { name: 'Çalışan Raporları' }).click();
  await owner.waitForURL('**/calisan-raporlari');

  // --- ... uploads a PDF receipt on /dekontlar, the counters move --------------------------------
  await owner.goto('/');
  await owner.getByRole('link', { name: 'Kira Dekont Takibi: Görüntüle' }).click();
  await owner.waitForURL('**/dekontlar');
  const counters = owner.getByRole('group', { name: 'Dekont sayıları' });
  await owner.getByTestId('dekont-card').first().waitFor();
  const counter = async (label: string) => Number(/(\d+)\s*$/.exec((await counters.getByText(label).locator('..').innerText()).trim())?.[1]);
  const before = { total: await counter('Toplam Dekont'), pending: await counter('Bekleyen'), approved: await counter('Onaylanan') };
  const submit = owner.getByRole('button', { name: 'Dekont Yükle' });
  expect(await submit.isDisabled()).toBe(true);
  const note = `E2E kira dekontu ${Date.now()}`;
  await owner.getByLabel('Açıklama').fill(note);
  await owner.getByLabel('Ödeme Tarihi').fill(istanbulDate(0));
  expect(await submit.isDisabled()).toBe(true);
  await owner.locator('input[type="file"]').setInputFiles({ name: 'kira.pdf', mimeType: 'application/pdf', buffer: PDF });
  await submit.click();
  await owner.getByText('Dekont yüklendi.').waitFor();
  const mine = owner.getByTestId('dekont-card').filter({ hasText: note });
  await mine.getByText('Beklemede').waitFor();
  await owner.waitForFunction(
    (n) => /Toplam Dekont\s*(\d+)/.exec(document.querySelector('[aria-label="Dekont sayıları"]')?.textContent ?? '')?.[1] === String(n),
    before.total + 1,
  );
  expect(await counter('Bekleyen')).toBe(before.pending + 1);
  expect(await mine.getByRole('link', { name: 'Dekontu Görüntüle' }).getAttribute('target')).toBe('_blank');

  // --- staff approve it on /admin/receipts --------------------------------------------------------
  await admin.goto('/admin/receipts');
  await admin.getByRole('table', { name: 'Dekontlar' }).getByRole('button', { name: /^Durumu değiştir/ }).first().waitFor();
  await admin.getByRole('searchbox', { name: 'Dekontlarda ara...' }).fill(note);
  // The search is in the URL once the debounce fires; the previous page stays until its answer comes.
  await admin.waitForURL((u) => u.searchParams.get('search') === note);
  await admin.waitForFunction(() => document.querySelectorAll('table[aria-label="Dekontlar"] tbody tr').length === 1);
  const receiptRow = admin.getByRole('table', { name: 'Dekontlar' }).getByRole('row').filter({ hasText: 'Demo Teknoloji A.Ş.' });
  await receiptRow.getByRole('button', { name: /^Durumu değiştir: Yüklendi/ }).waitFor();
  expect(await receiptRow.getByRole('link', { name: /Dosyayı aç/ }).getAttribute('target')).toBe('_blank');
  await receiptRow.getByRole('button', { name: /^Onayla/ }).click();
  await confirmDecision(admin);
  await receiptRow.getByRole('button', { name: /^Durumu değiştir: Onaylandı/ }).waitFor();
  expect(await receiptRow.getByRole('button', { name: /^Onayla/ }).count()).toBe(0);
  // The coverage grid below, searched on its own: this month's cell of the company is approved.
  const coverage = admin.getByRole('region', { name: 'Dekont Kapsamı' });
  await coverage.getByRole('table', { name: 'Dekont kapsamı' }).waitFor();
  await coverage.getByRole('searchbox', { name: 'Şirket adında ara...' }).fill('demo tekno');
  await admin.waitForFunction(() => {
    const names = [...document.querySelectorAll('table[aria-label="Dekont kapsamı"] tbody tr td:first-child')].map((td) => td.textContent);
    return names.length > 0 && names.every((n) => n?.includes('Demo Teknoloji'));
  });
  const thisMonth = coverage.getByRole('row').filter({ hasText: 'Demo Teknoloji A.Ş.' }).locator(`td[data-month="${istanbulDate(0).slice(0, 7)}"]`);
  expect(await thisMonth.getAttribute('data-state')).toBe('onaylandi');

  // --- the owner sees 'Onaylandı' ----------------------------------------------------------------
  await owner.reload();
  await owner.getByTestId('dekont-card').filter({ hasText: note }).getByText('Onaylandı').waitFor();
  expect(await counter('Onaylanan')).toBe(before.approved + 1);
  expect(await counter('Bekleyen')).toBe(before.pending);

  // --- a staff member who is not a super admin: the admin-rights text on /admin/users -----------
  const created = await api(admin, 'admin/users/create_user/', {
    method: 'POST',
    body: { username: 'personel2', email: 'personel2@example.org', password: 'Personel.2025', is_staff: true, is_active: true },
  });
  expect(created.status).toBe(201);
  const staff = await session('personel2', 'Personel.2025');
  await staff.waitForURL('**/admin/dashboard');
  await staff.goto('/admin/users');
  await staff.getByText('Bu sayfayı görüntüleme yetkiniz yok. Yönetici yetkisi gereklidir.').waitFor();
  expect(await staff.getByRole('table', { name: 'Kullanıcılar' }).count()).toBe(0);

  // --- non-owners and /dekontlar -----------------------------------------------------------------
  // A signed-in user without the role reads the spec's text on each company page, and stays there.
  const plain = await session('kullanici1');
  for (const path of ['/dekontlar', '/calisanlarim', '/calisan-raporlari']) {
    await plain.goto(path);
    await plain.getByRole('alert').getByText('Bu sayfayı görüntüleme yetkiniz yok.').waitFor();
    expect(new URL(plain.url()).pathname).toBe(path);
  }
  await plain.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await plain.waitForURL((u) => u.pathname === '/');
  // An owner made an employee during their session: the screen (and the server) refuse.
  const ownerId = (await api(admin, 'admin/users/?search=sirket1')).body.results.find((u: { username: string }) => u.username === 'sirket1').id;
  const demoId = (await api(admin, 'admin/sirketler/?search=Demo')).body.results[0].id;
  expect((await api(admin, `admin/users/${ownerId}/assign_to_company/`, { method: 'POST', body: { company_id: demoId, role: 'calisan' } })).status).toBe(200);
  await owner.reload();
  await owner.getByText('Bu sayfayı görüntüleme yetkiniz yok.').waitFor();
  expect(await owner.getByTestId('dekont-card').count()).toBe(0);
  // Put things back for the tour below.
  await api(admin, `admin/users/${ownerId}/assign_to_company/`, { method: 'POST', body: { company_id: demoId, role: 'sahip' } });
}, 240_000);

const NOT_FOUND = 'Sayfa bulunamadı';
/** What is wrong with the screen on the page: not-found, a remote's error panel, or nothing (null). */
async function brokenScreen(page: Page): Promise<string | null> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1, [role="alert"], table').first().waitFor();
  if ((await page.locator('body').innerText()).includes(NOT_FOUND)) return 'not found';
  if ((await page.getByTestId('remote-error').count()) > 0) return 'remote error';
  return null;
}

test('every home card of every demo account, and every admin page, opens a working screen', async () => {
  const broken: string[] = [];
  for (const username of ['kullanici1', 'mentor1', 'sirket1', 'calisan1']) {
    const page = await session(username);
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    const cards = await page.locator('[data-testid="home-card"] a').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? ''));
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const card of cards) {
      await page.goto('/');
      await page.getByRole('link', { name: card }).click();
      await page.waitForURL((u) => u.pathname !== '/');
      const problem = await brokenScreen(page);
      if (problem) broken.push(`${username}: ${card} -> ${new URL(page.url()).pathname} (${problem})`);
    }
    await page.goto('/settings');
    if (await brokenScreen(page)) broken.push(`${username}: /settings`);
    await page.context().close();
  }
  const admin = await session('admin');
  await admin.waitForURL('**/admin/dashboard');
  await admin.getByTestId('dashboard-tile').first().waitFor();
  const pages = await admin.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const tiles = await admin.getByTestId('dashboard-tile').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of new Set([...pages, ...tiles, '/admin', '/settings'])) {
    await admin.goto(href);
    const problem = await brokenScreen(admin);
    if (problem) broken.push(`admin: ${href} (${problem})`);
  }
  expect(broken).toEqual([]);
  // Staff settings live at /settings (account type 'Yönetici').
  await admin.goto('/settings');
  expect(new URL(admin.url()).pathname).toBe('/settings');
  // The settings page's account type (the quick-access stack also names the role).
  await admin.getByRole('main').getByText('Yönetici', { exact: true }).waitFor();
}, 240_000);
