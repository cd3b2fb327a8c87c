// Issue 4 browser flow: staff publish a call; kullanici1 finds it by search, applies with a PDF,
// lands on /basvuru-basarili and sees the application; staff move it to INCELEME, then approve it
// from the table; kullanici1 sees it approved; another applicant never sees it.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { confirmDecision, newContext, screenshotSizes, signIn } from '../harness';


const suite = browserSuite();

const CALL = 'Yeşil Enerji Hızlandırma Çağrısı 2027';
const PROJECT = 'Rüzgâr Türbini Kanat Denetim Dronu';
/** A small but real PDF: the server checks the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a call goes from staff to applicant and back through the status workflow', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  const applicant = await (await newContext(suite.browser, suite.portal)).newPage();

  // Staff create the call in /admin/calls.
  await signIn(staff, 'admin');
  await staff.goto('/admin/calls');
  await staff.getByRole('button', { name: 'Yeni Çağrı' }).click();
  const form = staff.getByRole('dialog');
  await form.getByLabel('Başlık').fill(CALL);
  await form.getByLabel('Açıklama').fill('Temiz enerji girişimleri için hızlandırma programı.');
  // The date-time fields are typed the Turkish way: 'gg.aa.yyyy' and a 24-hour 'ss:dd'.
  await form.getByRole('textbox', { name: /^Başlangıç(?! saati)/ }).fill('01.01.2026');
  await form.getByRole('textbox', { name: 'Başlangıç saati' }).fill('09:00');
  await form.getByRole('textbox', { name: /^Bitiş(?! saati)/ }).fill('31.12.2099');
  await form.getByRole('textbox', { name: 'Bitiş saati' }).fill('18:00');
  // For a person to look at: the form at a laptop's and a phone's width, light and dark.
  await screenshotSizes(staff, 'admin-call-form', form);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'detached' });
  await staff.getByRole('cell', { name: CALL, exact: true }).waitFor();

  // kullanici1 finds it by search and applies with a PDF.
  await signIn(applicant, 'kullanici1');
  await applicant.goto('/cagrilar');
  await applicant.getByPlaceholder('Çağrılarda ara...').fill('yeşil enerji');
  const card = applicant.getByRole('article').filter({ hasText: CALL });
  await card.waitFor();
  expect(await applicant.getByRole('article').count()).toBe(1);
  await card.getByRole('link', { name: 'Başvuru Yap' }).or(card.getByRole('button', { name: 'Başvuru Yap' })).first().click();
  await applicant.getByText('Aktif Çağrı').waitFor();
  await applicant.getByLabel('Proje Başlığı').fill(PROJECT);
  await applicant.getByLabel('Proje Açıklaması').fill('Kendi kendine çalışan, su kullanmayan panel kanat denetim.');
  await applicant.locator('input[type="file"]').setInputFiles({ name: 'is-plani.pdf', mimeType: 'application/pdf', buffer: PDF });
  await applicant.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await applicant.waitForURL('**/basvuru-basarili');
  await applicant.goto('/my-applications');
  const mine = applicant.getByRole('article').filter({ hasText: PROJECT });
  await mine.getByText('Gönderildi').waitFor();

  // Staff set it to INCELEME through the status dialog, then approve it from the table.
  await staff.goto('/admin/applications');
  await staff.getByPlaceholder('Başvurularda ara...').fill('kanat denetim');
  await staff.getByRole('button', { name: `Durumu değiştir: Gönderildi (${PROJECT})` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption('INCELEME');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await staff.getByRole('button', { name: `Durumu değiştir: İnceleniyor (${PROJECT})` }).waitFor();
  await staff.getByRole('button', { name: `Onayla: ${PROJECT}` }).click();
  await confirmDecision(staff);
  await staff.getByRole('button', { name: `Durumu değiştir: Onaylandı (${PROJECT})` }).waitFor();
  // Quick approve/reject exist only while INCELEME (spec 4).
  expect(await staff.getByRole('button', { name: `Onayla: ${PROJECT}` }).count()).toBe(0);

  // kullanici1 sees it approved.
  await applicant.reload();
  await applicant.getByRole('article').filter({ hasText: PROJECT }).getByText('Onaylandı').waitFor();

  // Another applicant never sees it, in the list or by id.
  const other = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(other, 'kullanici2');
  await other.goto('/my-applications');
  await other.getByRole('heading', { level: 1 }).first().waitFor();
  await other.waitForLoadState('networkidle');
  expect(await other.getByText(PROJECT).count()).toBe(0);
  const ids = await applicant.evaluate(async (title) => {
    const res = await fetch('/api/basvurular/', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return ((await res.json()) as { id: number; proje_basligi: string }[]).filter((b) => b.proje_basligi === title).map((b) => b.id);
  }, PROJECT);
  expect(ids).toHaveLength(1);
  const status = await other.evaluate(async (id) => {
    const res = await fetch(`/api/basvurular/${id}/`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.status;
  }, ids[0]);
  expect(status).toBe(404);
});

test('an expired call cannot be applied to', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici1');
  await page.goto('/cagrilar');
  const closed = page.getByRole('button', { name: 'Başvuru Kapalı' });
  await closed.first().waitFor();
  expect(await closed.first().isDisabled()).toBe(true);
});

/** The signed-in page's fetch of `/api/<path>` (GET unless a method is given): [status, body]. */
const callApi = (page: import('../harness').Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return [res.status, await res.json()] as [number, unknown];
  }, path);

test('a closed call says why: closed by staff, no end date, deadline passed', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici2');
  const [, calls] = await callApi(page, 'cagrilar/');
  const idOf = (baslik: string) => (calls as { id: number; baslik: string }[]).find((c) => c.baslik === baslik)!.id;
  const EXPIRED_TEXT = 'Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.';
  for (const [baslik, text] of [
    ['Kadın Girişimciler Ön Kuluçka Programı', 'Bu çağrı yönetici tarafından başvurulara kapatılmıştır. Başvuru yapamazsınız.'],
    ['Sürekli Açık Mentorluk Başvurusu', 'Bu çağrının son başvuru tarihi belirtilmemiştir. Tarih belirlenene kadar başvuru yapamazsınız.'],
    ['Dijital Dönüşüm Destek Çağrısı (Güz Dönemi)', EXPIRED_TEXT],
  ] as const) {
    await page.goto(`/cagri/${idOf(baslik)}/basvur`);
    await page.getByText(text).waitFor();
    if (text !== EXPIRED_TEXT) expect(await page.getByText(EXPIRED_TEXT).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Başvuruyu Gönder' }).isDisabled()).toBe(true);
  }
}, 120_000);

test('a rejected .txt blocks sending; a second application to the same call shows the first and is confirmed', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici1');
  const [, calls] = await callApi(page, 'cagrilar/');
  const call = (calls as { id: number; baslik: string }[]).find((c) => c.baslik === 'Yeşil Dönüşüm Hızlandırma Çağrısı')!;
  const mineCount = async () => ((await callApi(page, 'basvurular/'))[1] as { cagri_id: number }[]).filter((b) => b.cagri_id === call.id).length;
  const before = await mineCount();
  expect(before).toBeGreaterThan(0);

  await page.goto(`/cagri/${call.id}/basvur`);
  // The first application to this call is shown, with a link to it: a draft (the demo's) leads to
  // the draft's own page, where it is completed and sent.
  const notice = page.getByTestId('earlier-application');
  await notice.getByText('Bu çağrıya daha önce başvurdunuz').waitFor();
  await notice.getByText('Güneş Paneli Temizleme Robotu').waitFor();
  expect(await notice.getByRole('link', { name: 'Taslağı Tamamla' }).getAttribute('href')).toMatch(/^\/basvuru\/\d+\/duzenle$/);

  await page.getByLabel('Proje Başlığı').fill('Güneş Paneli Robotu — İkinci Faz');
  await page.getByLabel('Proje Açıklaması').fill('İlk fazın saha sonuçlarıyla genişletilmiş ikinci başvuru.');
  // A .txt picked past the accept filter: the field says no, and the form does not send.
  await page.locator('input[type="file"]').setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('notlar') });
  await page.getByText('Sadece PDF, DOC ve DOCX dosyaları kabul edilir').waitFor();
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe(`/cagri/${call.id}/basvur`);
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  expect(await mineCount()).toBe(before);

  // Removed on purpose: sending asks first, then a second application is in.
  await page.getByRole('button', { name: 'Dosyayı Kaldır' }).click();
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Yeni bir başvuru daha gönderilsin mi?').waitFor();
  await dialog.getByRole('button', { name: 'Yine de Gönder' }).click();
  await page.waitForURL('**/basvuru-basarili');
  expect(await mineCount()).toBe(before + 1);
}, 120_000);
