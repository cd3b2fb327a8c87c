// Issue 51 (rubrics) in a browser: staff give a new call a three-criterion rubric in the call editor
// ('Değerlendirme Ölçütleri': add, reorder, weights with their share); mentor1, assigned to an
// application of the call, scores each criterion on its own scale and sees the live weighted total;
// the applicant's /my-evaluations shows the total (75/100) and the criteria under it; the admin
// application detail has the criterion table; the call's ranking page (from the call's row menu)
// ranks the evaluated application first with 75 and marks the other one 'Değerlendirilmedi'; the
// evaluations export downloaded there has one column per criterion. The rubric is then read-only.
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { browserSuite } from '../browser-suite';
import { api, newContext, type Page, screenshotSizes, signIn } from '../harness';

const suite = browserSuite();

const CALL = 'Donanım Hızlandırma Çağrısı 2027';
const SCORED = 'Akıllı Sera Kontrol Kartı';
const WAITING = 'Kablosuz Enerji Ölçer';

async function session(username: string) {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, username);
  return page;
}

/** An application to the call as the signed-in user (multipart, no attachment), sent. */
function apply(page: Page, cagriId: number, title: string) {
  return page.evaluate(
    async ([cagri, baslik]) => {
      const form = new FormData();
      form.set('cagri', String(cagri));
      form.set('proje_basligi', baslik);
      form.set('aciklama', `${baslik}: sahada denenmiş bir prototip.`);
      const res = await fetch('/api/basvurular/', { method: 'POST', body: form, headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return { status: res.status, body: (await res.json()) as { id: number } };
    },
    [cagriId, title] as const,
  );
}

test('a rubric from the call editor to the mentor, the applicant, the ranking and the export', async () => {
  const staff = await session('admin');
  const start = new Date(Date.now() - 86_400_000).toISOString();
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await api(staff, 'POST', 'admin/cagrilar/', { baslik: CALL, aciklama: 'Donanım girişimleri için.', baslangic: start, bitis: end, aktif: true });
  expect(created.status).toBe(201);
  const cagriId = (created.body as { id: number }).id;

  // Two applications to the call: kullanici2's (to be scored) and kullanici1's (left waiting).
  const applicant = await session('kullanici2');
  const scored = await apply(applicant, cagriId, SCORED);
  expect(scored.status).toBe(201);
  const other = await session('kullanici1');
  expect((await apply(other, cagriId, WAITING)).status).toBe(201);
  const mentors = (await api(staff, 'GET', 'admin/mentorler/?page_size=100')).body as { results: { id: number; user: { username: string } }[] };
  const mentorId = mentors.results.find((m) => m.user.username === 'mentor1')!.id;
  const assigned = await api(staff, 'POST', `admin/mentorler/${mentorId}/assign_to_application/`, { application_id: scored.body.id });
  expect(assigned.status).toBe(201);
  const atamaId = (assigned.body as { id: number }).id;

  // The call editor: three criteria, the second added first and moved down; shares follow the weights.
  await staff.goto(`/admin/calls?search=${encodeURIComponent(CALL)}`);
  await staff.getByRole('button', { name: `İşlemler: ${CALL}` }).click();
  await staff.getByRole('menuitem', { name: 'Düzenle' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Çağrıyı Düzenle' });
  const section = dialog.getByRole('region', { name: 'Değerlendirme Ölçütleri' });
  await section.getByText('Bu çağrının değerlendirme ölçütü yok.').waitFor();
  const criterion = (n: number) => section.getByTestId('rubric-criterion').nth(n);
  const fill = async (n: number, values: { ad: string; aciklama?: string; agirlik: string; min: string; max: string }) => {
    const row = criterion(n);
    await row.getByLabel('Ölçüt Adı').fill(values.ad);
    if (values.aciklama) await row.getByLabel('Açıklama').fill(values.aciklama);
    await row.getByLabel('Ağırlık').fill(values.agirlik);
    await row.getByLabel('En düşük').fill(values.min);
    await row.getByLabel('En yüksek').fill(values.max);
  };
  for (let i = 0; i < 3; i++) await section.getByRole('button', { name: 'Ölçüt Ekle' }).click();
  await fill(0, { ad: 'Pazar', aciklama: 'Pazarın büyüklüğü ve erişilebilirliği', agirlik: '1', min: '0', max: '10' });
  await fill(1, { ad: 'Takım', aciklama: 'Ekibin deneyimi ve bütünlüğü', agirlik: '2', min: '1', max: '5' });
  await fill(2, { ad: 'Teknoloji', agirlik: '1', min: '1', max: '5' });
  await section.getByRole('button', { name: 'Yukarı taşı: Takım' }).click();
  expect(await section.getByTestId('criterion-share').allTextContents()).toEqual(["Toplamın %50'i", "Toplamın %25'i", "Toplamın %25'i"]);
  expect(await section.getByLabel('Ölçüt Adı').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Takım', 'Pazar', 'Teknoloji']);
  // A scale whose top is not above its bottom is refused with the domain's message, then fixed.
  await criterion(2).getByLabel('En yüksek').fill('1');
  await section.getByRole('button', { name: 'Ölçütleri Kaydet' }).click();
  await section.getByText('Ölçeğin en yüksek değeri en düşük değerinden büyük olmalıdır.').waitFor();
  await criterion(2).getByLabel('En yüksek').fill('5');
  await section.getByRole('button', { name: 'Ölçütleri Kaydet' }).click();
  await staff.getByText('Değerlendirme ölçütleri kaydedildi.').first().waitFor();
  // The section's start at the top of the dialog's scrolled body.
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshotSizes(staff, 'rubric-call-editor', dialog);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  const rubric = (await api(staff, 'GET', `admin/cagrilar/${cagriId}/olcutler/`)).body as { olcutler: { ad: string; agirlik: number }[] };
  expect(rubric.olcutler.map((o) => [o.ad, o.agirlik])).toEqual([
    ['Takım', 2],
    ['Pazar', 1],
    ['Teknoloji', 1],
  ]);

  // The mentor scores each criterion; the weighted total is shown as it is typed.
  const mentor = await session('mentor1');
  await mentor.goto(`/mentor-evaluation/${atamaId}`);
  const form = mentor.getByRole('region', { name: `Yeni Değerlendirme: ${SCORED}` });
  await form.getByTestId('criterion-score').first().waitFor();
  expect(await form.getByTestId('criterion-score').count()).toBe(3);
  await form.getByText('Ekibin deneyimi ve bütünlüğü').waitFor();
  expect(await form.getByLabel('Puan (0-100)').count()).toBe(0);
  await form.getByLabel('Takım Puan').fill('4');
  await form.getByLabel('Pazar Puan').fill('5');
  await form.getByLabel('Takım yorumu').fill('Deneyimli bir donanım ekibi.');
  await form.getByTestId('weighted-total').getByText('Her ölçüt puanlandığında', { exact: false }).waitFor();
  await form.getByLabel('Teknoloji Puan').fill('5');
  expect(await form.getByTestId('weighted-total-value').textContent()).toContain('75');
  await form.getByLabel('Önerilen Durum').selectOption('ONAY');
  await form.getByLabel(/^Yorum/).fill('Prototip hazır; seri üretim planı netleşmeli.');
  await screenshotSizes(mentor, 'rubric-mentor-form', form);
  await form.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await mentor.getByText('Değerlendirmeniz kaydedildi.', { exact: false }).waitFor();

  // The applicant: the total as every score is shown, and the criteria under it.
  await applicant.goto('/my-evaluations');
  const card = applicant.getByRole('article').filter({ hasText: SCORED });
  await card.getByTestId('score').waitFor();
  expect(await card.getByTestId('score').textContent()).toContain('75');
  expect(await card.getByTestId('criterion-score-value').allTextContents()).toEqual(['4 / 5', '5 / 10', '5 / 5']);
  await card.getByText('Deneyimli bir donanım ekibi.').waitFor();
  await screenshotSizes(applicant, 'rubric-my-evaluations');
  await screenshotSizes(applicant, 'rubric-evaluation-card', card);

  // The admin application detail: the criterion table.
  await staff.goto(`/admin/applications?search=${encodeURIComponent(SCORED)}`);
  await staff.getByRole('button', { name: `İşlemler: ${SCORED}` }).click();
  await staff.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const detail = staff.getByRole('dialog', { name: 'Başvuru Detayı' });
  const table = detail.getByTestId('criterion-table');
  await table.waitFor();
  expect(await table.getByRole('row').count()).toBe(5);
  await screenshotSizes(staff, 'rubric-application-detail', detail);
  await screenshotSizes(staff, 'rubric-criterion-table', table);
  await staff.keyboard.press('Escape');

  // The ranking, from the call's row menu.
  await staff.goto(`/admin/calls?search=${encodeURIComponent(CALL)}`);
  await staff.getByRole('button', { name: `İşlemler: ${CALL}` }).click();
  await staff.getByRole('menuitem', { name: 'Sıralama' }).click();
  await staff.waitForURL(`**/admin/calls/${cagriId}/ranking`);
  await staff.getByRole('heading', { level: 1, name: 'Çağrı Sıralaması' }).waitFor();
  const ranking = staff.getByRole('table', { name: 'Başvuruların sıralaması' });
  await ranking.getByTestId('ranking-total').waitFor();
  const texts = await ranking.locator('tbody tr').allTextContents();
  const order = texts.flatMap((t) => [SCORED, WAITING].filter((title) => t.includes(title)));
  expect(order).toEqual([SCORED, WAITING]);
  const first = ranking.locator('tbody tr').filter({ hasText: SCORED }).first();
  expect(await first.getByTestId('rank').textContent()).toBe('1.');
  expect(await first.getByTestId('ranking-total').textContent()).toContain('75');
  const second = ranking.locator('tbody tr').filter({ hasText: WAITING }).first();
  expect(await second.getByTestId('not-evaluated').textContent()).toBe('Değerlendirilmedi');
  await screenshotSizes(staff, 'rubric-ranking');

  // The evaluations export of the call: the fixed columns, then one per criterion.
  await staff.getByRole('button', { name: 'Değerlendirmeleri Dışa Aktar' }).click();
  const [file] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('menuitem', { name: 'CSV' }).click()]);
  const rowsOfCsv: string[][] = parse(fs.readFileSync(await file.path()).subarray(3).toString('utf8'));
  const [header, ...records] = rowsOfCsv;
  expect(header!.slice(-3)).toEqual(['Takım (1-5)', 'Pazar (0-10)', 'Teknoloji (1-5)']);
  expect(records).toHaveLength(1);
  expect(records[0]![header!.indexOf('Puan')]).toBe('75');
  expect(records[0]!.slice(-3)).toEqual(['4', '5', '5']);

  // Evaluated: the call editor shows the rubric read-only with the reason.
  await staff.goto(`/admin/calls?search=${encodeURIComponent(CALL)}`);
  await staff.getByRole('button', { name: `İşlemler: ${CALL}` }).click();
  await staff.getByRole('menuitem', { name: 'Düzenle' }).click();
  const locked = staff.getByRole('dialog', { name: 'Çağrıyı Düzenle' }).getByRole('region', { name: 'Değerlendirme Ölçütleri' });
  await locked.getByText('değerlendirme ölçütleri artık değiştirilemez', { exact: false }).waitFor();
  expect(await locked.getByRole('button', { name: 'Ölçütleri Kaydet' }).count()).toBe(0);
  await locked.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshotSizes(staff, 'rubric-call-editor-locked', staff.getByRole('dialog', { name: 'Çağrıyı Düzenle' }));
});
