// Data that stays true, in the browser: the owner replaces and withdraws a receipt still waiting (a
// decided one offers neither) and cannot date one in the future; a signed-in non-owner reads the
// spec's text on the company pages; staff cannot delete a resource under an approved booking nor give
// a new user another's e-mail, and read the users' texts with their Turkish letters. Screenshots of
// each changed screen at 1366 and 390, light and dark.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@jest/globals';
import { newContext, screenshotSizes, signIn, type Page } from '../harness';
import { browserSuite } from '../browser-suite';

const suite = browserSuite();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% yanlis-dekont\n');
const PNG = Buffer.concat([Buffer.from('89504E470D0A1A0A0000000D4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]);
/** gg.aa.yyyy of the Istanbul day `offset` days from today (the date fields take typed Turkish dates). */
const typedDate = (offset: number) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + offset * 86_400_000)).split('-');
  return `${d}.${m}.${y}`;
};

async function session(username: string) {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, username);
  return page;
}

/** axe's serious and critical findings on the page as it is now, light and dark (none expected). */
async function seriousAxe(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** The content type a signed document link answers with. */
const contentTypeOf = (page: Page, href: string) => page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href);

test("the owner replaces and withdraws a waiting receipt; a decided one offers neither; no payment date in the future", async () => {
  const owner = await session('sirket1');
  await owner.goto('/dekontlar');
  await owner.getByTestId('dekont-card').first().waitFor();
  // Demo receipts staff decided on: no actions.
  const decided = owner.getByTestId('dekont-card').filter({ hasText: 'Onaylandı' }).first();
  await decided.waitFor();
  expect(await decided.getByRole('button').count()).toBe(0);

  // A payment date in the future is refused in the form, before anything is sent.
  const note = `Yanlış dosyalı kira dekontu ${Date.now()}`;
  await owner.getByLabel('Açıklama').fill(note);
  await owner.getByLabel('Ödeme Tarihi').fill(typedDate(3));
  await owner.locator('form[aria-label="Yeni Dekont Yükle"] input[type="file"]').setInputFiles({ name: 'yanlis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await owner.getByRole('button', { name: 'Dekont Yükle' }).click();
  await owner.getByText('Ödeme tarihi bugünden sonra olamaz.').waitFor();
  await screenshotSizes(owner, 'receipt-future-date', owner.locator('form[aria-label="Yeni Dekont Yükle"]'));
  await owner.getByLabel('Ödeme Tarihi').fill(typedDate(-1));
  await owner.getByRole('button', { name: 'Dekont Yükle' }).click();
  await owner.getByText('Dekont yüklendi.').waitFor();
  const card = owner.getByTestId('dekont-card').filter({ hasText: note });
  await card.getByText('Beklemede').waitFor();
  const link = async () => (await card.getByRole('link', { name: 'Dekontu Görüntüle' }).getAttribute('href'))!;
  expect(await contentTypeOf(owner, await link())).toBe('application/pdf');
  await screenshotSizes(owner, 'receipt-actions', owner.getByRole('region', { name: 'Yüklenen Dekontlar' }));

  // Dosyayı Değiştir: the new document behind the link, the receipt still waiting.
  await card.getByRole('button', { name: /^Dosyayı Değiştir/ }).click();
  const dialog = owner.getByRole('dialog', { name: 'Dekont Dosyasını Değiştir' });
  await dialog.getByText(/ödeme tarihli dekont: yeni dosya eskisinin yerine geçer/).waitFor();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'dogru.png', mimeType: 'image/png', buffer: PNG });
  await screenshotSizes(owner, 'receipt-replace-dialog');
  expect(await seriousAxe(owner)).toEqual([]);
  await dialog.getByRole('button', { name: 'Değiştir' }).click();
  await owner.getByText('Dekont dosyası değiştirildi.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await owner.waitForFunction(
    async (n) => {
      const cardEl = [...document.querySelectorAll('[data-testid="dekont-card"]')].find((c) => c.textContent?.includes(n));
      const href = cardEl?.querySelector('a')?.getAttribute('href');
      return href ? (await fetch(href)).headers.get('content-type') === 'image/png' : false;
    },
    note,
  );
  await card.getByText('Beklemede').waitFor();

  // Sil: asks first, then the receipt is gone.
  await card.getByRole('button', { name: /^Sil/ }).click();
  const confirm = owner.getByRole('alertdialog');
  await confirm.getByText(/ödeme tarihli dekont ve dosyası silinecek/).waitFor();
  await screenshotSizes(owner, 'receipt-delete-confirm');
  expect(await seriousAxe(owner)).toEqual([]);
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await owner.getByText('Dekont silindi.').waitFor();
  await card.waitFor({ state: 'detached' });
}, 240_000);

test("a signed-in non-owner reads 'Bu sayfayı görüntüleme yetkiniz yok.' on each company page", async () => {
  const plain = await session('kullanici1');
  for (const path of ['/calisanlarim', '/dekontlar', '/calisan-raporlari']) {
    await plain.goto(path);
    await plain.getByRole('alert').getByText('Bu sayfayı görüntüleme yetkiniz yok.').waitFor();
    expect(new URL(plain.url()).pathname).toBe(path);
  }
  expect(await plain.getByRole('heading', { level: 1 }).innerText()).toBe('Çalışan Raporları');
  await screenshotSizes(plain, 'company-page-non-owner');
  expect(await seriousAxe(plain)).toEqual([]);
}, 120_000);

test("staff: a resource under an approved booking is not deleted; another's e-mail is refused; the users' texts", async () => {
  const admin = await session('admin');
  await admin.goto('/admin/resources');
  const table = admin.getByRole('table', { name: 'Kaynaklar' });
  await table.getByRole('button', { name: 'İşlemler: 3D Yazıcı' }).click();
  await admin.getByRole('menuitem', { name: 'Sil' }).click();
  const confirm = admin.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await confirm.getByText(/Bu kaynağın 1 onaylı ve henüz bitmemiş rezervasyonu var; kaynak silinemez\./).waitFor();
  await screenshotSizes(admin, 'resource-delete-refused');
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await table.getByRole('button', { name: 'İşlemler: 3D Yazıcı' }).waitFor();

  await admin.goto('/admin/users');
  await admin.getByRole('table', { name: 'Kullanıcılar' }).getByText('Şirket Sahibi').first().waitFor();
  await screenshotSizes(admin, 'admin-users');
  await admin.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = admin.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await form.getByLabel('Kullanıcı Adı').fill('ikinci.hesap');
  await form.getByLabel(/^E-posta/).fill('KULLANICI1@demo.kulucka.org.tr');
  await form.getByLabel('Şifre').fill('Guclu.Sifre1');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.getByText('Bu e-posta adresi başka bir kullanıcıya ait.').first().waitFor();
  await screenshotSizes(admin, 'admin-user-email-taken');
}, 240_000);
