// A call's own application form (issue 51), end to end on the built portal: staff build a form with
// one field of each kind on a new call in 'Başvuru Formu' and preview it (the preview checks it as
// applying does); an applicant saves a draft with half the answers, returns, completes it with a
// file answer and sends it; the applicant's application page and the admin detail show the answers;
// the applications export filtered by the call has one column per question. Screenshots of the
// builder, the preview, the apply page and the detail.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { api, newContext, screenshotSizes, signIn, type Page } from '../harness';

const suite = browserSuite();

/** A 1x1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0f10000000049454e44ae426082', 'hex');
const CALL = 'Donanım Hızlandırma Çağrısı';
const PROJECT = 'Akıllı Sera Sensörü';

async function session(username: string, width = 1366) {
  const context = await newContext(suite.browser, suite.portal);
  const page = await context.newPage();
  await page.setViewportSize(width === 1366 ? { width: 1366, height: 900 } : { width: 390, height: 844 });
  await signIn(page, username);
  return page;
}
const fullPage = (page: Page) => ({ screenshot: (options: Parameters<Page['screenshot']>[0]) => page.screenshot({ ...options, fullPage: true }) });

/** The fields staff add: kind, label, required. */
const FIELDS: [kind: string, label: string, required: boolean][] = [
  ['kisa_metin', 'Proje kısaltması', true],
  ['uzun_metin', 'Pazar analizi', false],
  ['sayi', 'Ekip büyüklüğü', true],
  ['tarih', 'Başlama tarihi', false],
  ['tek_secim', 'Proje alanı', true],
  ['coklu_secim', 'İstenen destek', false],
  ['evet_hayir', 'Şirketiniz kurulu mu?', true],
  ['eposta', 'İletişim e-postası', false],
  ['url', 'Web sitesi', false],
  ['dosya', 'Prototip görseli', true],
];

test('staff build a form with every kind, an applicant drafts, completes and sends it, staff read the answers and export them', async () => {
  const admin = await session('admin');
  const created = await api(admin, 'POST', 'admin/cagrilar/', { baslik: CALL, aciklama: 'Donanım girişimleri için hızlandırma programı.', baslangic: '2025-01-01', bitis: '2099-12-31', aktif: true });
  expect(created.status).toBe(201);
  const cagriId = (created.body as { id: number }).id;

  // The builder: one section, one field of each kind.
  await admin.goto('/admin/calls');
  await admin.getByRole('row').filter({ hasText: CALL }).getByRole('button', { name: /^İşlemler: / }).click();
  await admin.getByRole('menuitem', { name: 'Başvuru Formu' }).click();
  const dialog = admin.getByRole('dialog', { name: `Başvuru Formu: ${CALL}` });
  await dialog.getByRole('button', { name: 'Bölüm Ekle' }).click();
  await dialog.getByRole('textbox', { name: /^1\. Bölüm başlığı/ }).fill('Proje Bilgileri');
  for (const [i, [kind, label, required]] of FIELDS.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Alan Ekle' }).click();
    const card = dialog.getByTestId('builder-field').nth(i);
    await card.getByRole('combobox', { name: /^Alan türü/ }).selectOption(kind);
    await card.getByRole('textbox', { name: /^Etiket/ }).fill(label);
    if (required) await card.getByText('Zorunlu', { exact: true }).click();
    if (kind === 'sayi') {
      await card.getByRole('spinbutton', { name: 'En küçük değer' }).fill('1');
      await card.getByRole('spinbutton', { name: 'En büyük değer' }).fill('20');
    }
    if (kind === 'tek_secim') await card.getByRole('textbox', { name: /^Seçenekler/ }).fill('Donanım\nYazılım\nBiyoteknoloji');
    if (kind === 'coklu_secim') await card.getByRole('textbox', { name: /^Seçenekler/ }).fill('Mentorluk\nOfis\nPrototip atölyesi');
    if (kind === 'dosya') {
      await card.getByText('PDF', { exact: true }).click(); // off: pictures only
      await card.getByText('PNG', { exact: true }).click();
      await card.getByText('JPG', { exact: true }).click();
    }
  }
  await dialog.getByRole('textbox', { name: /^Yardım metni/ }).first().fill('Kısa bir ad, en fazla 255 karakter.');
  await screenshotSizes(admin, 'cagri-formu-olusturucu');

  // The preview draws the applicant's fields and checks them as applying does.
  await dialog.getByRole('tab', { name: 'Önizleme' }).click();
  const preview = dialog.getByTestId('form-preview');
  for (const [, label] of FIELDS) await preview.getByText(label, { exact: false }).first().waitFor();
  await preview.getByRole('button', { name: 'Doğrula' }).click();
  expect(await preview.getByText('Bu alan zorunludur.').count()).toBe(5);
  await screenshotSizes(admin, 'cagri-formu-onizleme');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await admin.getByText('Başvuru formu kaydedildi').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const saved = (await api(admin, 'GET', `admin/cagrilar/${cagriId}/form/`)).body as { surum: number; tanim: { bolumler: { alanlar: { tur: string }[] }[] } };
  expect(saved.surum).toBe(1);
  expect(saved.tanim.bolumler[0]!.alanlar.map((a) => a.tur)).toEqual(FIELDS.map(([kind]) => kind));

  // The applicant: the fixed fields first, then the call's questions; half of them, kept as a draft.
  const applicant = await session('kullanici2');
  await applicant.goto(`/cagri/${cagriId}/basvur`);
  await applicant.getByLabel('Proje Başlığı').fill(PROJECT);
  await applicant.getByLabel('Proje Açıklaması').fill('Seralar için düşük maliyetli nem ve sıcaklık sensörü.');
  const questions = applicant.getByTestId('call-form-section');
  await questions.getByRole('textbox', { name: /^Proje kısaltması/ }).fill('SERA');
  await questions.getByRole('spinbutton', { name: /^Ekip büyüklüğü/ }).fill('4');
  await questions.getByRole('combobox', { name: /^Proje alanı/ }).selectOption('Donanım');
  await screenshotSizes(applicant, 'basvuru-formu-cagri-sorulari', fullPage(applicant));
  await applicant.getByRole('button', { name: 'Taslağı Kaydet' }).click();
  await applicant.waitForURL(/\/my-applications$/);
  await applicant.getByText('Taslak kaydedildi.').first().waitFor();

  // Back to it: the answers kept, the rest given with a picture, then sent.
  await applicant.getByRole('article', { name: PROJECT }).getByRole('link', { name: /^Taslağı Tamamla/ }).click();
  await applicant.waitForURL(/\/basvuru\/\d+\/duzenle$/);
  const draft = applicant.getByTestId('call-form-section');
  expect(await draft.getByRole('textbox', { name: /^Proje kısaltması/ }).inputValue()).toBe('SERA');
  expect(await draft.getByRole('spinbutton', { name: /^Ekip büyüklüğü/ }).inputValue()).toBe('4');
  // Sending checks every required answer first.
  await applicant.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await draft.getByText('Bu alan zorunludur.').first().waitFor();
  await draft.getByRole('textbox', { name: /^Pazar analizi/ }).fill('Türkiye’de 80 bin dekar örtü altı tarım alanı.');
  await draft.getByRole('textbox', { name: /^Başlama tarihi/ }).fill('01.03.2026');
  await draft.getByText('Mentorluk', { exact: true }).click();
  await draft.getByText('Prototip atölyesi', { exact: true }).click();
  await draft.getByRole('combobox', { name: /^Şirketiniz kurulu mu/ }).selectOption({ label: 'Hayır' });
  await draft.getByRole('textbox', { name: /^İletişim e-postası/ }).fill('sera@example.org');
  await draft.getByRole('textbox', { name: /^Web sitesi/ }).fill('https://sera.example.org');
  await draft.locator('input[type="file"]').setInputFiles({ name: 'prototip.png', mimeType: 'image/png', buffer: PNG });
  await screenshotSizes(applicant, 'basvuru-taslak-cagri-sorulari', fullPage(applicant));
  await applicant.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await applicant.waitForURL(/\/basvuru-basarili$/);

  const mine = ((await api(applicant, 'GET', 'basvurular/')).body as { id: number; proje_basligi: string; durum: string }[]).find((b) => b.proje_basligi === PROJECT)!;
  expect(mine.durum).toBe('GONDERILDI');
  const detail = (await api(applicant, 'GET', `basvurular/${mine.id}/`)).body as { form: { cevaplar: Record<string, unknown> } };
  expect(Object.keys(detail.form.cevaplar)).toHaveLength(FIELDS.length);

  // The applicant's application page shows the answers.
  await applicant.goto(`/basvuru/${mine.id}/raporlar`);
  const answers = applicant.getByTestId('application-answers');
  await answers.getByText('SERA', { exact: true }).waitFor();
  await answers.getByText('Mentorluk, Prototip atölyesi').waitFor();
  await answers.getByText(/^0?1 Mart 2026$/).waitFor();
  await answers.getByRole('link', { name: 'prototip.png' }).waitFor();
  await screenshotSizes(applicant, 'basvuru-cevaplari', fullPage(applicant));

  // Staff see them in the admin detail.
  await admin.goto(`/admin/applications?search=${encodeURIComponent(PROJECT)}`);
  await admin.getByRole('row').filter({ hasText: PROJECT }).getByRole('button', { name: /^İşlemler: / }).click();
  await admin.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const adminDetail = admin.getByRole('dialog', { name: 'Başvuru Detayı' });
  await adminDetail.getByTestId('call-form-answers').getByText('SERA', { exact: true }).waitFor();
  await adminDetail.getByTestId('call-form-answers').getByText('sera@example.org').waitFor();
  await screenshotSizes(admin, 'admin-basvuru-cevaplari');

  // The export filtered by the call: one column per question, the file as a link.
  const csv = await admin.evaluate(async (id) => {
    const res = await fetch(`/api/admin/basvurular/export/?format=csv&cagri=${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.text();
  }, cagriId);
  const [header, row] = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  for (const [, label] of FIELDS) expect(header).toContain(label);
  expect(row).toContain('SERA');
  expect(row).toMatch(/\/api\/files\/\d+\/\?exp=\d+&sig=/);
});
