// Issue 5 browser flow: kullanici1 files a report with a PDF on an approved application and sees it
// counted; a 9-character summary and a future start date show the spec's messages; the assigned
// mentor reads it and sees the notice instead of the add button; sirket1 sees calisan1's reports and
// not their own; staff approve it and the applicant sees the new status.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { confirmDecision, newContext, type Page, signIn } from '../harness';

const suite = browserSuite();

const SUMMARY = 'Kasım ayında saha testleri tamamlandı; üç pilot kullanıcıdan geri bildirim alındı.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const istanbulDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + offsetDays * 86_400_000));

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

test('reports go from applicant to mentor, owner and staff', async () => {
  const applicant = await session('kullanici1');
  const mentor = await session('mentor1');

  // An approved application of kullanici1 that mentor1 is assigned to.
  const apps = (await get(applicant, 'basvurular/')).body as { id: number; durum: string }[];
  let appId = 0;
  for (const a of apps.filter((x) => x.durum === 'ONAY')) {
    if ((await get(mentor, `basvurular/${a.id}/`)).status === 200) appId = a.id;
  }
  expect(appId).toBeGreaterThan(0);
  const before = ((await get(applicant, `raporlar/?basvuru=${appId}`)).body as unknown[]).length;

  // The spec's messages for a 9-character summary and a future start date.
  await applicant.goto(`/basvuru/${appId}/raporlar`);
  await applicant.getByRole('link', { name: 'Yeni Rapor' }).first().click();
  await applicant.waitForURL(`**/basvuru/${appId}/rapor/yeni`);
  await applicant.getByLabel('Dönem Başlangıç Tarihi').fill(istanbulDate(1));
  await applicant.getByLabel('Rapor Özeti').fill('Kısa özet');
  await applicant.getByRole('button', { name: 'Raporu Gönder' }).click();
  await applicant.getByText('Dönem başlangıç tarihi bugünden sonra olamaz').waitFor();
  await applicant.getByText('Rapor özeti en az 10 karakter olmalıdır').waitFor();

  // A valid report with a PDF.
  await applicant.getByLabel('Dönem Başlangıç Tarihi').fill(istanbulDate(0));
  await applicant.getByLabel('Rapor Özeti').fill(SUMMARY);
  await applicant.getByText(`${SUMMARY.length}/5000`).waitFor();
  await applicant.locator('input[type="file"]').setInputFiles({ name: 'kasim-raporu.pdf', mimeType: 'application/pdf', buffer: PDF });
  await applicant.getByRole('button', { name: 'Raporu Gönder' }).click();
  await applicant.waitForURL(`**/basvuru/${appId}/raporlar`);
  await applicant.getByText(SUMMARY).waitFor();
  const reports = (await get(applicant, `raporlar/?basvuru=${appId}`)).body as { id: number; ozet: string; durum: string }[];
  expect(reports.length).toBe(before + 1);
  const report = reports.find((r) => r.ozet === SUMMARY)!;
  expect(report.durum).toBe('GONDERILDI');

  // The assigned mentor reads it, with the notice instead of the add button.
  await mentor.goto(`/basvuru/${appId}/reports`);
  await mentor.getByText(SUMMARY).waitFor();
  await mentor.getByText('Mentorlar rapor oluşturamaz').waitFor();
  expect(await mentor.getByRole('link', { name: 'Yeni Rapor' }).count()).toBe(0);

  // sirket1 sees the employees' reports, never their own.
  const owner = await session('sirket1');
  const employee = await session('calisan1');
  const ownerEmail = ((await get(owner, 'profile/')).body as { email: string }).email;
  const employeeEmail = ((await get(employee, 'profile/')).body as { email: string }).email;
  await owner.goto('/calisan-raporlari');
  const rows = owner.getByRole('row');
  await rows.filter({ hasText: employeeEmail }).first().waitFor();
  expect(await rows.filter({ hasText: ownerEmail }).count()).toBe(0);

  // Staff approve it from the table; the applicant sees the new status.
  const staff = await session('admin');
  await staff.goto('/admin/reports');
  await staff.getByPlaceholder('Raporlarda ara...').fill('saha testleri');
  const approve = staff.getByRole('button', { name: new RegExp(`^Onayla: .* #${report.id}$`) });
  await approve.click();
  await confirmDecision(staff);
  await approve.waitFor({ state: 'detached' }); // quick actions exist only while GONDERILDI
  await applicant.reload();
  const card = applicant.locator('article, [data-testid="rapor-card"], .chakra-card__root').filter({ hasText: SUMMARY }).first();
  await card.getByText('Onaylandı').waitFor();
}, 180_000);
