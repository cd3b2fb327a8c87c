// Issue 10 browser flow: staff make kullanici2 a mentor on /admin/mentors, assign it to an approved
// project with the single dialog and to two more with the bulk dialog; the new mentor sees exactly
// those three in his queue on /mentor-evaluation, opens the first, reads its application beside the
// form and evaluates it with 85 and ONAY (after the spec's message for an empty form), and sees it
// move to the bottom of the queue; the applicant sees the evaluation on /my-evaluations (85/100 with
// its stars, 'Çok İyi') and the mentor on /basvuru/{id}/mentorlar; staff remove the assignment, the
// mentor no longer has it in the queue but still reads his evaluation, read-only, in his history;
// the performance tab shows the average on the same scale.
// Issue 48: the same queue flow for a demo mentor on a phone (390) and a laptop (1366), and a
// signed-in non-mentor on /mentor-evaluation sees its empty state (not sent home).
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { newContext, type Page, screenshotSizes, signIn } from '../harness';

const suite = browserSuite();

const get = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path);

async function session(username: string, viewport = { width: 1366, height: 900 }) {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await page.setViewportSize(viewport);
  await signIn(page, username);
  return page;
}

/** The queue's rows on /mentor-evaluation: [title, reason] in order. */
async function queueRows(page: Page): Promise<[string, string][]> {
  const rows = page.getByTestId('queue-item');
  await rows.first().waitFor();
  const titles = await rows.getByRole('heading', { level: 3 }).allTextContents();
  const reasons = await rows.getByTestId('queue-reason').allTextContents();
  return titles.map((t, i) => [t, reasons[i]!]);
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

  // The new mentor (signing in after staff made them one) sees exactly those three, none evaluated
  // yet, the longest waiting first.
  const mentor = await session('kullanici2');
  await mentor.goto('/');
  // The home card 'Atandığım Projeler' opens the screen.
  await mentor.locator('a[href="/mentor-evaluation"]').first().click();
  await mentor.waitForURL('**/mentor-evaluation');
  const before = await queueRows(mentor);
  expect(before.map(([t]) => t).sort()).toEqual([SINGLE, ...BULK].sort());
  expect(before.map(([, r]) => r)).toEqual(['Henüz değerlendirilmedi', 'Henüz değerlendirilmedi', 'Henüz değerlendirilmedi']);
  expect(before[0]![0]).toBe(SINGLE); // assigned first
  const row = mentor.getByTestId('queue-item').filter({ hasText: SINGLE });
  await expect(row.getByRole('link', { name: 'Raporlar' }).getAttribute('href')).resolves.toBe(`/basvuru/${single.id}/reports`);

  // The mentor can read the reports of the assigned application, and the back link leads back.
  await row.getByRole('link', { name: 'Raporlar' }).click();
  await mentor.waitForURL(`**/basvuru/${single.id}/reports`);
  await mentor.getByText('Mentorlar rapor oluşturamaz', { exact: false }).waitFor();
  await mentor.getByRole('link', { name: 'Atandığım Projelere Dön' }).click();
  await mentor.waitForURL('**/mentor-evaluation');

  // One project at a time: its application's text beside the form.
  await mentor.getByTestId('queue-item').first().getByRole('link', { name: 'Değerlendir' }).click();
  await mentor.waitForURL('**/mentor-evaluation/*');
  const text = ((await get(mentor, `basvurular/${single.id}/`)).body as { aciklama: string }).aciklama;
  await mentor.getByRole('heading', { level: 1, name: SINGLE }).waitFor();
  await expect(mentor.getByTestId('application-text').textContent()).resolves.toBe(text);
  const form = mentor.getByRole('region', { name: `Yeni Değerlendirme: ${SINGLE}` });
  // The spec's message for an empty form, then 85 and ONAY.
  await form.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await form.getByText('Lütfen puan ve yorum alanlarını doldurun.').waitFor();
  await form.getByLabel('Puan (0-100)').fill('85');
  await form.getByLabel('Önerilen Durum').selectOption('ONAY');
  await form.getByLabel('Yorum').fill(COMMENT);
  await form.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  // Saved: the toast, back on the queue, the project at the bottom with its score.
  await mentor.waitForURL((url) => url.pathname === '/mentor-evaluation');
  await mentor.getByText('Değerlendirmeniz kaydedildi.', { exact: false }).waitFor();
  await mentor.getByTestId('just-saved').waitFor();
  const after = await queueRows(mentor);
  expect(after[after.length - 1]).toEqual([SINGLE, 'Değerlendirildi']);
  await expect(mentor.getByTestId('queue-item').last().getByTestId('queue-score').textContent()).resolves.toBe('85/100');

  // The applicant sees it on /my-evaluations: 85/100 with its stars (a picture, not a second number) and the label.
  const applicant = await session('kullanici1');
  // The home card 'Mentor Yorumları' opens it.
  await applicant.goto('/');
  await applicant.locator('a[href="/my-evaluations"]').first().click();
  await applicant.waitForURL('**/my-evaluations');
  const evaluation = applicant.getByRole('article').filter({ hasText: COMMENT });
  await evaluation.waitFor();
  await evaluation.getByText(MENTOR_NAME).waitFor();
  await expect(evaluation.getByTestId('score').textContent()).resolves.toBe('85/100');
  const filled = await evaluation.getByTestId('star-fill').evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
  expect(filled).toBeCloseTo(0.85, 2);
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
  const remaining = await queueRows(mentor);
  expect(remaining.map(([t]) => t).sort()).toEqual([...BULK].sort());
  // His evaluation stays in his history, read-only, marked as removed.
  await mentor.getByRole('tab', { name: 'Geçmiş Değerlendirmelerim' }).click();
  const history = mentor.getByTestId('written-group').filter({ hasText: SINGLE });
  await expect(history.getByTestId('assignment-state').textContent()).resolves.toBe('Atama kaldırıldı · salt okunur');
  await history.getByText(COMMENT).waitFor();
  await expect(history.getByRole('link').count()).resolves.toBe(0);

  // The performance tab shows the average on the same scale: 85/100 with its stars.
  await staff.getByRole('tab', { name: 'Performans' }).click();
  const performance = staff.getByRole('row').filter({ hasText: MENTOR_NAME });
  const average = performance.getByTestId('average-score');
  await average.waitFor();
  await expect(average.textContent()).resolves.toBe('85/100');
}, 240_000);

test.each([
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1366, height: 900 }],
])('on %s a mentor evaluates the first project of the queue beside its application and sees it move down', async (_name, viewport) => {
  const mentor = await session('mentor1', viewport);
  await mentor.goto('/mentor-evaluation');
  const before = await queueRows(mentor);
  expect(before.length).toBeGreaterThan(1);
  const [firstTitle] = before[0]!;
  await mentor.getByTestId('queue-item').first().getByTestId('evaluate-link').click();
  await mentor.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
  await mentor.getByTestId('application-text').waitFor();
  // Beside (laptop) or above (phone) the form: the text comes first in reading order either way.
  const textBox = (await mentor.getByTestId('application-text').boundingBox())!;
  const form = mentor.getByRole('region', { name: `Yeni Değerlendirme: ${firstTitle}` });
  const formBox = (await form.boundingBox())!;
  if (viewport.width >= 1024) expect(formBox.x).toBeGreaterThan(textBox.x + textBox.width - 1);
  else expect(formBox.y).toBeGreaterThan(textBox.y);
  await form.getByLabel('Puan (0-100)').fill('77');
  await form.getByLabel('Yorum').fill(`Değerlendirme (${viewport.width})`);
  await form.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await mentor.waitForURL((url) => url.pathname === '/mentor-evaluation');
  await mentor.getByTestId('just-saved').waitFor();
  const after = await queueRows(mentor);
  expect(after[after.length - 1]).toEqual([firstTitle, 'Değerlendirildi']);
  expect(after[0]![0]).not.toBe(firstTitle);
}, 120_000);

test('a signed-in non-mentor opens /mentor-evaluation and sees its empty state, on a phone and a laptop', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    const page = await session('kullanici1', viewport);
    await page.goto('/mentor-evaluation');
    await page.getByText('Size atanmış aktif bir proje bulunmamaktadır').waitFor();
    await page.getByText('Bu sayfa mentorlar içindir', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mentor-evaluation');
    await page.context().close();
  }
}, 120_000);

// Screenshots of the changed screens for a person to look at (packages/e2e/screenshots).
test('screenshots: queue, evaluation page, history, my evaluations, empty state, performance', async () => {
  const mentor = await session('mentor2');
  await mentor.goto('/mentor-evaluation');
  await queueRows(mentor);
  await screenshotSizes(mentor, 'mentor-queue');
  await mentor.getByTestId('queue-item').first().getByTestId('evaluate-link').click();
  await mentor.getByTestId('application-text').waitFor();
  await mentor.getByTestId('workspace-report').first().waitFor().catch(() => undefined);
  await mentor.getByLabel('Puan (0-100)').fill('88');
  await screenshotSizes(mentor, 'mentor-evaluate');
  await mentor.getByRole('link', { name: 'Raporlar sayfasında aç' }).click();
  await mentor.waitForURL('**/reports');
  await mentor.getByText('Mentorlar rapor oluşturamaz', { exact: false }).waitFor();
  await screenshotSizes(mentor, 'mentor-reports');
  // kullanici2's history holds the evaluation of the assignment staff removed in the first flow.
  const former = await session('kullanici2');
  await former.goto('/mentor-evaluation?tab=gecmis');
  await former.getByTestId('written-group').filter({ hasText: 'Atama kaldırıldı' }).waitFor();
  await screenshotSizes(former, 'mentor-history');
  const plain = await session('kullanici1');
  await plain.goto('/mentor-evaluation');
  await plain.getByText('Size atanmış aktif bir proje bulunmamaktadır').waitFor();
  await screenshotSizes(plain, 'mentor-empty-non-mentor');
  await plain.goto('/my-evaluations');
  await plain.getByRole('article').first().waitFor();
  await screenshotSizes(plain, 'my-evaluations');
  const staff = await session('admin');
  await staff.goto('/admin/mentor-assignments?tab=performance');
  await staff.getByTestId('average-score').first().waitFor();
  await screenshotSizes(staff, 'admin-mentor-performance');
}, 240_000);
