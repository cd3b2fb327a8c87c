// Issue 10 browser flow: staff make kullanici2 a mentor on /admin/mentors, assign it to an approved
// project with the single dialog and to two more with the bulk dialog; the new mentor sees exactly
// those three on /mentor-evaluation and evaluates one with 85 and ONAY (after the spec's message for
// an empty form); the applicant sees the evaluation on /my-evaluations (4.25 stars, 'Çok İyi') and the
// mentor on /basvuru/{id}/mentorlar; staff remove the assignment and the mentor no longer sees it;
// the performance tab shows the average.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { newContext, type Page, signIn } from '../harness';

const suite = browserSuite();

const get = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path);

async function session(username: string) {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, username);
  return page;
}

interface AdminBasvuru {
  id: number;
  proje_basligi: string;
  durum: string;
  basvuran: { ad_soyad: string };
}

const SINGLE = 'Akıllı Tarım Sensör Ağı'; // kullanici1's, approved
const BULK = ['Mobil Sağlık Takip Uygulaması', 'Yapay Zekâ Destekli Müşteri Hizmetleri'];
const COMMENT = 'Saha verileri ikna edici; satış planı netleştirilmeli.';
const MENTOR_NAME = 'Burak Çelik'; // kullanici2 in the demo seed

test('mentoring from staff to mentor to applicant and back', async () => {
  const staff = await session('admin');
  const apps = ((await get(staff, 'admin/basvurular/?page_size=100')).body as { results: AdminBasvuru[] }).results;
  const byTitle = (title: string) => apps.find((a) => a.proje_basligi === title)!;
  const single = byTitle(SINGLE);
  const bulk = BULK.map(byTitle);
  expect(single.durum).toBe('ONAY');

  // /admin/mentors: the picker offers kullanici2 (not a mentor yet) and never an existing mentor.
  await staff.goto('/admin/mentors');
  await staff.getByRole('button', { name: 'Yeni Mentor' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Oluştur' }).isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('Kullanıcı ara...').fill('kullanici2');
  const picker = dialog.getByRole('combobox', { name: 'Kullanıcı' });
  await picker.locator('option', { hasText: '@kullanici2' }).waitFor({ state: 'attached' });
  await dialog.getByLabel('Kullanıcı ara...').fill('mentor1');
  await picker.locator('option', { hasText: 'Kullanıcı seçin' }).waitFor({ state: 'attached' });
  await expect(picker.locator('option', { hasText: '@mentor1' }).count()).resolves.toBe(0);
  await dialog.getByLabel('Kullanıcı ara...').fill('kullanici2');
  const option = picker.locator('option', { hasText: '@kullanici2' });
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ value: (await option.getAttribute('value'))! });
  await dialog.getByLabel('Unvan').fill('Dr.');
  await dialog.getByLabel('Uzmanlık Alanları').fill('tarım, sağlık, yapay zekâ');
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await dialog.waitFor({ state: 'detached' });
  await staff.getByRole('row').filter({ hasText: MENTOR_NAME }).waitFor();
  const mentors = (await get(staff, 'admin/mentorler/?search=kullanici2')).body as { results: { id: number }[] };
  const mentorId = mentors.results[0]!.id;

  // Single assignment.
  await staff.getByRole('link', { name: 'Mentor Atamaları' }).first().click();
  await staff.waitForURL('**/admin/mentor-assignments');
  await staff.getByRole('button', { name: 'Mentor Ata' }).click();
  const singleDialog = staff.getByRole('dialog');
  await singleDialog.getByRole('combobox', { name: 'Mentor' }).selectOption(String(mentorId));
  await singleDialog.getByRole('combobox', { name: 'Proje' }).selectOption(String(single.id));
  await singleDialog.getByRole('button', { name: 'Ata', exact: true }).click();
  await staff.getByText('Mentor başarıyla atandı!').waitFor();
  await singleDialog.waitFor({ state: 'detached' });

  // Assigning the same pair again is refused with the server's reason behind 'Hata: '.
  await staff.getByRole('button', { name: 'Mentor Ata' }).click();
  await singleDialog.getByRole('combobox', { name: 'Mentor' }).selectOption(String(mentorId));
  await singleDialog.getByRole('combobox', { name: 'Proje' }).selectOption(String(single.id));
  await singleDialog.getByRole('button', { name: 'Ata', exact: true }).click();
  await singleDialog.getByText('Hata: Bu mentor bu projeye zaten atanmış.').waitFor();
  await singleDialog.getByRole('button', { name: 'İptal' }).click();

  // Bulk assignment: an empty row is refused first, then two complete rows are saved.
  await staff.getByRole('button', { name: 'Toplu Atama' }).click();
  const bulkDialog = staff.getByRole('dialog');
  await bulkDialog.getByRole('button', { name: 'Toplu Ata' }).click();
  await bulkDialog.getByText('Her satırda mentor ve proje seçilmelidir.').waitFor();
  await bulkDialog.getByRole('button', { name: 'Satır Ekle' }).click();
  for (const [i, project] of bulk.entries()) {
    await bulkDialog.getByRole('combobox', { name: `${i + 1}. atama: Mentor` }).selectOption(String(mentorId));
    await bulkDialog.getByRole('combobox', { name: `${i + 1}. atama: Proje` }).selectOption(String(project.id));
  }
  await bulkDialog.getByRole('button', { name: 'Toplu Ata' }).click();
  await staff.getByText('Toplu atama tamamlandı. Başarılı: 2, Başarısız: 0').waitFor();

  // The new mentor (signing in after staff made them one) sees exactly those three.
  const mentor = await session('kullanici2');
  await mentor.goto('/');
  // The home card 'Atandığım Projeler' opens the screen.
  await mentor.locator('a[href="/mentor-evaluation"]').first().click();
  await mentor.waitForURL('**/mentor-evaluation');
  // Wait for the assignment cards themselves (the home page's cards are articles too, and may still
  // be on screen right after the URL changed).
  for (const title of [SINGLE, ...BULK]) await mentor.getByRole('article', { name: title }).waitFor();
  const cards = mentor.getByRole('article');
  const titles = (await cards.getByRole('heading', { level: 2 }).allTextContents()).sort();
  expect(titles).toEqual([SINGLE, ...BULK].sort());
  const card = mentor.getByRole('article', { name: SINGLE });
  await expect(card.getByRole('link', { name: 'Raporları Görüntüle' }).getAttribute('href')).resolves.toBe(`/basvuru/${single.id}/reports`);

  // The spec's message for an empty form, then 85 and ONAY; the form goes back to INCELEME.
  await card.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await card.getByText('Lütfen puan ve yorum alanlarını doldurun.').waitFor();
  await card.getByLabel('Puan (0-100)').fill('85');
  await card.getByLabel('Önerilen Durum').selectOption('ONAY');
  await card.getByLabel('Yorum').fill(COMMENT);
  await card.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await card.getByText('Değerlendirmeniz kaydedildi.', { exact: false }).waitFor();
  await expect(card.getByLabel('Önerilen Durum').inputValue()).resolves.toBe('INCELEME');
  await expect(card.getByLabel('Puan (0-100)').inputValue()).resolves.toBe('');
  await card.getByTestId('past-evaluation').filter({ hasText: COMMENT }).getByText('85/100').waitFor();

  // The mentor can read the reports of the assigned application.
  await card.getByRole('link', { name: 'Raporları Görüntüle' }).click();
  await mentor.waitForURL(`**/basvuru/${single.id}/reports`);
  await mentor.getByText('Mentorlar rapor oluşturamaz', { exact: false }).waitFor();

  // The applicant sees it on /my-evaluations: 4.25 stars and the score label.
  const applicant = await session('kullanici1');
  // The home card 'Mentor Yorumları' opens it.
  await applicant.goto('/');
  await applicant.locator('a[href="/my-evaluations"]').first().click();
  await applicant.waitForURL('**/my-evaluations');
  const evaluation = applicant.getByRole('article').filter({ hasText: COMMENT });
  await evaluation.waitFor();
  await evaluation.getByText(MENTOR_NAME).waitFor();
  await evaluation.getByRole('img', { name: '5 üzerinden 4.25 yıldız' }).waitFor();
  await expect(evaluation.getByTestId('score-label').textContent()).resolves.toBe('Çok İyi');
  // Filtering to ONAY shows the 'N of M' chip.
  await applicant.getByRole('combobox', { name: 'Durum filtresi' }).selectOption('ONAY');
  await applicant.getByTestId('filtered-chip').waitFor();

  // ...and the mentor on the application's mentors page, reached from the card's mentors icon.
  await applicant.goto('/my-applications');
  await applicant.getByRole('article', { name: SINGLE }).getByRole('link', { name: 'Mentorları görüntüle' }).click();
  await applicant.waitForURL(`**/basvuru/${single.id}/mentorlar`);
  await applicant.getByRole('article', { name: MENTOR_NAME }).waitFor();

  // Staff remove the assignment (asked first); the mentor no longer sees it.
  await staff.goto('/admin/mentor-assignments?tab=active');
  await staff.getByRole('button', { name: `Kaldır: ${SINGLE} / ${MENTOR_NAME}` }).click();
  await staff.getByRole('alertdialog').or(staff.getByRole('dialog')).getByRole('button', { name: 'Kaldır' }).click();
  await staff.getByText('Atama başarıyla kaldırıldı!').waitFor();
  await mentor.goto('/mentor-evaluation');
  await mentor.getByRole('article').first().waitFor();
  await expect(mentor.getByRole('article', { name: SINGLE }).count()).resolves.toBe(0);
  await expect(mentor.getByRole('article').count()).resolves.toBe(2);

  // The performance tab shows the average (85 / 20 = 4.25 on the star scale, green).
  await staff.getByRole('tab', { name: 'Performans' }).click();
  const row = staff.getByRole('row').filter({ hasText: MENTOR_NAME });
  const chip = row.getByTestId('average-score');
  await chip.waitFor();
  await expect(chip.textContent()).resolves.toBe('4,25');
  await expect(chip.getAttribute('data-chip-color')).resolves.toBe('success');
}, 240_000);
