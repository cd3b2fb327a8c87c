// Drafts that finish, and a call's own page (issue 48, items 2 and 3). At a laptop's width:
// kullanici1 opens a call's page from the calls list (closed calls grouped apart), finishes and sends
// the draft application, withdraws a sent one whose call has closed (it stays a draft that cannot be
// sent, and says why), and completes and sends the draft report. At a phone's width: kullanici2
// opens a call page through 'Devamı', withdraws an application under review, finishes and sends it
// again, and completes a report staff returned to draft. Screenshots of every changed screen.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { api, newContext, screenshotSizes, signIn, type Page } from '../harness';

const suite = browserSuite();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Own {
  id: number;
  proje_basligi: string;
  durum: string;
  cagri_id: number;
  ek_dosya: string | null;
}

async function session(username: string, width = 1366) {
  const context = await newContext(suite.browser, suite.portal);
  const page = await context.newPage();
  await page.setViewportSize(width === 1366 ? { width: 1366, height: 900 } : { width: 390, height: 844 });
  await signIn(page, username);
  return page;
}

const own = async (page: Page) => (await api(page, 'GET', 'basvurular/')).body as Own[];
const byTitle = async (page: Page, title: string) => (await own(page)).find((b) => b.proje_basligi === title)!;
/** The whole page, for the screenshots of long screens. */
const fullPage = (page: Page) => ({ screenshot: (options: Parameters<Page['screenshot']>[0]) => page.screenshot({ ...options, fullPage: true }) });

test('laptop: a call page from the list, a draft application sent, a withdrawal on a closed call, a draft report sent', async () => {
  const page = await session('kullanici1');

  // The calls list: open calls first, closed ones under their own heading; a card leads to its page.
  await page.goto('/cagrilar');
  const openGroup = page.getByRole('region', { name: 'Başvuruya Açık Çağrılar' });
  const closedGroup = page.getByRole('region', { name: 'Kapanmış Çağrılar' });
  await openGroup.getByRole('article', { name: 'Teknoloji Girişimciliği Destek Programı' }).waitFor();
  await closedGroup.getByRole('article', { name: 'Dijital Dönüşüm Destek Çağrısı (Güz Dönemi)' }).waitFor();
  expect(await closedGroup.getByRole('link', { name: 'Başvuru Yap' }).count()).toBe(0);
  expect(await openGroup.getByRole('button', { name: 'Başvuru Kapalı' }).count()).toBe(0);
  await closedGroup.getByRole('article', { name: 'Dijital Dönüşüm Destek Çağrısı (Güz Dönemi)' }).getByText('son tarih geçti').waitFor();
  await screenshotSizes(page, 'cagrilar-gruplu', fullPage(page));

  await openGroup.getByRole('link', { name: 'Teknoloji Girişimciliği Destek Programı', exact: true }).click();
  await page.waitForURL(/\/cagrilar\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Teknoloji Girişimciliği Destek Programı' }).waitFor();
  await page.getByTestId('call-state').getByText('Açık').waitFor();
  await page.getByTestId('cagri-aciklama').getByText('500.000 TL’ye kadar hibe desteği', { exact: false }).waitFor();
  const mine = page.getByRole('region', { name: 'Bu Çağrıya Başvurularınız' });
  await mine.getByRole('link', { name: 'Akıllı Tarım Sensör Ağı' }).waitFor();
  expect(await page.getByRole('link', { name: 'Çağrı Detayları' }).getAttribute('target')).toBe('_blank');
  await screenshotSizes(page, 'cagri-sayfasi-acik', fullPage(page));
  await page.getByRole('link', { name: 'Başvuru Yap' }).click();
  await page.waitForURL(/\/cagri\/\d+\/basvur$/);

  // A closed call's page says why, in the words staff see too, and offers no apply link.
  await page.goto('/cagrilar');
  await page.getByRole('link', { name: 'Dijital Dönüşüm Destek Çağrısı (Güz Dönemi)', exact: true }).click();
  await page.getByTestId('call-state').getByText('Başvuru Kapalı · son tarih geçti').waitFor();
  await page.getByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.').waitFor();
  expect(await page.getByRole('button', { name: 'Başvuru Kapalı' }).isDisabled()).toBe(true);
  await screenshotSizes(page, 'cagri-sayfasi-kapali', fullPage(page));

  // The draft application: its card leads to the draft, which is kept, then sent.
  await page.goto('/my-applications');
  const draftCard = page.getByRole('article', { name: 'Güneş Paneli Temizleme Robotu' });
  await draftCard.getByText('Bu başvuru bir taslak: henüz gönderilmedi.').waitFor();
  expect(await draftCard.getByRole('link', { name: 'Raporları Görüntüle' }).count()).toBe(0);
  await screenshotSizes(page, 'basvurularim-taslak', fullPage(page));
  await draftCard.getByRole('link', { name: /^Taslağı Tamamla/ }).click();
  await page.waitForURL(/\/basvuru\/\d+\/duzenle$/);
  await page.getByRole('heading', { level: 1, name: 'Taslak Başvuruyu Düzenle' }).waitFor();
  await page.getByTestId('call-state').getByText('Açık').waitFor();
  await page.getByLabel('Proje Başlığı').fill('Güneş Paneli Temizleme Robotu (Kuru Fırça)');
  await page.locator('input[type="file"]').setInputFiles({ name: 'prototip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Taslağı Kaydet' }).click();
  await page.getByText('Taslak kaydedildi.').waitFor();
  const saved = await byTitle(page, 'Güneş Paneli Temizleme Robotu (Kuru Fırça)');
  expect({ durum: saved.durum, file: saved.ek_dosya !== null }).toEqual({ durum: 'TASLAK', file: true });
  await page.getByTestId('current-attachment').waitFor();
  await screenshotSizes(page, 'taslak-basvuru', fullPage(page));
  await page.getByLabel('Proje Açıklaması').fill('Su kullanmadan güneş panellerini temizleyen, kuru fırçalı otonom robot prototipi.');
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await page.waitForURL('**/basvuru-basarili');
  const sent = await byTitle(page, 'Güneş Paneli Temizleme Robotu (Kuru Fırça)');
  expect(sent.durum).toBe('GONDERILDI');
  await page.goto('/my-applications');
  await page.getByRole('article', { name: 'Güneş Paneli Temizleme Robotu (Kuru Fırça)' }).getByRole('link', { name: 'Raporları Görüntüle' }).waitFor();

  // Withdrawing a sent application whose call no longer takes applications: the dialog warns, the
  // application becomes a draft, and its page keeps it but will not send it.
  const sentCard = page.getByRole('article', { name: 'Akıllı Tarım — Pazar Açılımı Mentorluğu' });
  await sentCard.getByRole('button', { name: /^Geri Çek/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('Bu çağrı artık başvuru almıyor').waitFor();
  await screenshotSizes(page, 'geri-cek-onay');
  await dialog.getByRole('button', { name: 'Geri Çek' }).click();
  await page.getByText('Başvurunuz geri çekildi; artık bir taslak.').waitFor();
  await sentCard.getByRole('link', { name: /^Taslağı Tamamla/ }).click();
  await page.getByText('Bu çağrının son başvuru tarihi belirtilmemiştir.', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Başvuruyu Gönder' }).isDisabled()).toBe(true);
  await screenshotSizes(page, 'taslak-basvuru-kapali-cagri', fullPage(page));
  expect((await byTitle(page, 'Akıllı Tarım — Pazar Açılımı Mentorluğu')).durum).toBe('TASLAK');

  // The draft report: completed and sent from its own page.
  const tarim = await byTitle(page, 'Akıllı Tarım Sensör Ağı');
  await page.goto(`/basvuru/${tarim.id}/raporlar`);
  const draftReport = page.getByRole('article').filter({ hasText: 'rapor tamamlanınca gönderilecek' });
  await draftReport.getByText('Bu rapor bir taslak', { exact: false }).waitFor();
  await screenshotSizes(page, 'raporlar-taslak', fullPage(page));
  await draftReport.getByRole('link', { name: /^Tamamla ve Gönder/ }).click();
  await page.waitForURL(/\/rapor\/\d+\/duzenle$/);
  await page.getByRole('heading', { level: 1, name: 'Taslak Raporu Tamamla' }).waitFor();
  await screenshotSizes(page, 'taslak-rapor', fullPage(page));
  const summary = 'Bu ay üç dağıtım ortağıyla sözleşme imzalandı; ilk 40 sensör kiti sahaya gönderildi.';
  await page.getByLabel('Rapor Özeti').fill(summary);
  await page.getByRole('button', { name: 'Raporu Gönder' }).click();
  await page.waitForURL(`**/basvuru/${tarim.id}/raporlar`);
  await page.getByText('Raporunuz gönderildi.').waitFor();
  const reports = (await api(page, 'GET', `raporlar/?basvuru=${tarim.id}`)).body as { ozet: string; durum: string }[];
  expect(reports.find((r) => r.ozet === summary)?.durum).toBe('GONDERILDI');
  expect(reports.filter((r) => r.durum === 'TASLAK')).toEqual([]);

  // Staff read the same words beside their Aktif switch.
  const staff = await session('admin');
  await staff.goto('/admin/calls');
  const row = staff.getByRole('row').filter({ hasText: 'Dijital Dönüşüm Destek Çağrısı' });
  await row.getByText('Kapalı · son tarih geçti', { exact: true }).waitFor();
  await row.getByText('Aktif').first().waitFor();
  await screenshotSizes(staff, 'admin-cagrilar-durum');
});

test('phone: a call page through Devamı; an application under review withdrawn, finished and sent again; a returned report sent', async () => {
  const page = await session('kullanici2', 390);

  await page.goto('/cagrilar');
  const card = page.getByRole('article', { name: 'Teknoloji Girişimciliği Destek Programı' });
  await card.getByRole('link', { name: 'Teknoloji Girişimciliği Destek Programı: çağrının tamamını görüntüle' }).click();
  await page.waitForURL(/\/cagrilar\/\d+$/);
  await page.getByRole('region', { name: 'Bu Çağrıya Başvurularınız' }).getByRole('link', { name: 'Oyunlaştırılmış Kodlama Eğitimi' }).waitFor();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/my-applications');
  const reviewed = page.getByRole('article', { name: 'Oyunlaştırılmış Kodlama Eğitimi' });
  await reviewed.getByRole('button', { name: /^Geri Çek/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('Başvurunuz taslağa döner', { exact: false }).waitFor();
  expect(await dialog.getByText('Bu çağrı artık başvuru almıyor').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Geri Çek' }).click();
  await page.getByText('Başvurunuz geri çekildi; artık bir taslak.').waitFor();
  await reviewed.getByRole('link', { name: /^Taslağı Tamamla/ }).click();
  await page.waitForURL(/\/basvuru\/\d+\/duzenle$/);
  await page.getByLabel('Proje Açıklaması').fill('Ortaokul öğrencilerine blok tabanlı kodlamayı oyunlarla öğreten platform; öğretmen paneli eklendi.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await page.waitForURL('**/basvuru-basarili');
  expect((await byTitle(page, 'Oyunlaştırılmış Kodlama Eğitimi')).durum).toBe('GONDERILDI');

  // Staff return one of kullanici1's sent reports to draft; kullanici1 completes and sends it on the phone.
  const staff = await session('admin');
  const applicant = await session('kullanici1', 390);
  const tarim = await byTitle(applicant, 'Akıllı Tarım Sensör Ağı');
  const reports = (await api(applicant, 'GET', `raporlar/?basvuru=${tarim.id}`)).body as { id: number; durum: string }[];
  const returned = reports.find((r) => r.durum === 'GONDERILDI')!;
  expect((await api(staff, 'PATCH', `admin/raporlar/${returned.id}/update_status/`, { durum: 'TASLAK' })).status).toBe(200);
  await applicant.goto(`/basvuru/${tarim.id}/raporlar`);
  await applicant.getByRole('link', { name: `Tamamla ve Gönder: Rapor #${returned.id}` }).click();
  await applicant.waitForURL(`**/rapor/${returned.id}/duzenle`);
  await applicant.getByLabel('Rapor Özeti').fill('Mobil uygulamanın ikinci sürümü yayınlandı; 60 çiftçiyle kullanıcı testleri tamamlandı.');
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await applicant.getByRole('button', { name: 'Raporu Gönder' }).click();
  await applicant.waitForURL(`**/basvuru/${tarim.id}/raporlar`);
  const after = (await api(applicant, 'GET', `raporlar/?basvuru=${tarim.id}`)).body as { id: number; durum: string }[];
  expect(after.find((r) => r.id === returned.id)?.durum).toBe('GONDERILDI');
});
