// Issue 48 item 1 in a browser, at a laptop's and a phone's width: staff reject an application from
// its row in a filtered list; the dialog refuses to reject without a reason, the toast says it is
// done, and the row that left the filter is named above the table. The applicant's bell and the
// e-mail the SMTP server received carry the reason. Staff select three waiting applications and
// approve them with one note; each is approved with that note in its history. Screenshots of the
// dialogs, the selection bar and the toasts, light and dark.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { api, confirmDecision, launchBrowser, newContext, screenshotSizes, signIn, startPortal, type Browser, type Page, type Portal } from '../harness';
import { smtpEnv, startSmtpCapture, type SmtpCapture } from '../smtp-capture';

let portal: Portal;
let browser: Browser;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [portal, browser] = await Promise.all([startPortal({ env: smtpEnv(smtp) }), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await smtp?.stop();
});

interface AdminBasvuru {
  id: number;
  proje_basligi: string;
  durum: string;
}

async function session(username: string, width: number) {
  const page = await (await newContext(browser, portal)).newPage();
  await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
  await signIn(page, username);
  return page;
}

/** The seeded application titled `title`, put under review (INCELEME) by staff. */
async function underReview(staff: Page, title: string): Promise<AdminBasvuru> {
  const found = (await api(staff, 'GET', `admin/basvurular/?search=${encodeURIComponent(title)}`)).body as { results: AdminBasvuru[] };
  const app = found.results.find((b) => b.proje_basligi === title)!;
  expect(app).toBeDefined();
  expect((await api(staff, 'PATCH', `admin/basvurular/${app.id}/update_status/`, { durum: 'INCELEME' })).status).toBe(200);
  return app;
}

/** Takes the four screenshots (both widths, light and dark), then puts the page back as it was. */
async function shots(page: Page, name: string, width: number) {
  if (width !== 1366) return;
  await screenshotSizes(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const bell = (page: Page) => page.getByTestId('bildirim-zili');
/** The applications list: a table on a laptop, a list of cards on a phone (DataTable below 640 px). */
const applicationRows = (page: Page, width: number) => page.getByRole(width < 640 ? 'list' : 'table', { name: 'Başvurular' });

const CASES = [
  { width: 1366, project: 'Akıllı Tarım — Pazar Açılımı Mentorluğu', reason: 'Pazar araştırması ve bütçe tablosu eksik; tamamlayıp yeniden başvurabilirsiniz.' },
  { width: 390, project: 'Kargo Takip Asistanı', reason: 'Çağrının kapsamı dışında kalıyor; lojistik çağrısına başvurmanızı öneririz.' },
];

test.each(CASES)('at $width px: staff reject from the row with a reason; the bell and the e-mail carry it', async ({ width, project, reason }) => {
  const staff = await session('admin', width);
  const applicant = await session('kullanici1', width);
  const target = await underReview(staff, project);

  // The list filtered to what waits for review.
  await staff.goto(`/admin/applications?durum=INCELEME&search=${encodeURIComponent(project)}`);
  const table = applicationRows(staff, width);
  await table.getByText(project).waitFor();
  await table.getByRole('button', { name: `Reddet: ${project}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Başvuruyu Reddet' });
  await dialog.getByText('Karar, başvuru sahibine bildirim ve e-posta ile iletilir.').waitFor();
  // No reason: refused in the dialog, nothing sent.
  await dialog.getByRole('button', { name: 'Reddet', exact: true }).click();
  await dialog.getByText('Red gerekçesi gereklidir.', { exact: false }).waitFor();
  await shots(staff, 'decision-reject-dialog', width);
  expect(((await api(staff, 'GET', `admin/basvurular/?search=${encodeURIComponent(project)}`)).body as { results: AdminBasvuru[] }).results[0]!.durum).toBe('INCELEME');

  await confirmDecision(staff, 'Reddet', reason);
  await staff.getByText('Başvuru reddedildi').waitFor();
  // It left the filter (INCELEME): the list says so instead of a bare "bulunamadı".
  await staff.getByText('Bu kayıt artık filtreye uymuyor').waitFor();
  await staff.getByText(`“${project}” — yeni durumu: Reddedildi.`, { exact: false }).waitFor();
  await shots(staff, 'decision-rejected-toast', width);

  // The applicant's bell: the letter with the reason.
  await applicant.goto('/');
  await applicant.waitForFunction(() => /okunmamış/.test(document.querySelector('[data-testid="bildirim-zili"]')?.getAttribute('aria-label') ?? ''));
  await bell(applicant).click();
  const item = applicant.getByRole('dialog', { name: 'Bildirimler' }).getByTestId('bildirim').filter({ hasText: project }).filter({ hasText: 'Reddedildi' }).first();
  await item.getByText(`Gerekçe: ${reason}`, { exact: false }).waitFor();
  expect(await item.innerText()).toContain(`“${project}” başvurunuz`);
  await shots(applicant, 'decision-letter-bell', width);

  // The e-mail: the same letter, with its link into the portal.
  const mail = await smtp.waitFor((m) => m.subject === 'Başvurunuz: Reddedildi' && (m.text ?? '').includes(project));
  expect(mail.text).toContain(`reddedildi. Gerekçe: ${reason}`);
  expect(mail.text).toContain('Ayrıntılar: https://portal.example.org/my-applications');
  expect(mail.html).toContain(reason);

  // And in the history the applicant reads.
  const history = (await api(applicant, 'GET', `gecmis/?nesne=basvuru&id=${target.id}`)).body as { sonraki: string; not: string | null }[];
  expect(history.at(-1)).toMatchObject({ sonraki: 'RED', not: reason });
}, 180_000);

const BULK = [
  { width: 1366, titles: ['Oyunlaştırılmış Kodlama Eğitimi', 'Fabrikalar İçin Enerji İzleme Paneli', 'Elektrikli Araç Filo Planlayıcı'] },
  { width: 390, titles: ['Geri Dönüştürülmüş Tekstil Pazaryeri', 'Mobil Sağlık Takip Uygulaması', 'Bulut Tabanlı Ön Muhasebe'] },
];

test.each(BULK)('at $width px: staff select three waiting applications and approve them with one note', async ({ width, titles }) => {
  const note = `Değerlendirme komitesinin ${width} kararıyla onaylandı.`;
  const staff = await session('admin', width);
  const apps = [];
  for (const title of titles) apps.push(await underReview(staff, title));

  await staff.goto('/admin/applications?durum=INCELEME');
  const table = applicationRows(staff, width);
  // A click on the box as a person makes it (its label wraps the hidden input and the drawn control).
  for (const title of titles) await table.getByRole('checkbox', { name: `Seç: ${title}` }).locator('xpath=..').click();
  const bar = staff.getByRole('region', { name: 'Toplu işlem' });
  await bar.getByText('3 kayıt seçildi').waitFor();
  await shots(staff, 'decision-selection-bar', width);
  await bar.getByRole('button', { name: 'Seçilenleri Onayla' }).click();
  const dialog = staff.getByRole('dialog', { name: '3 Başvuruyu Onayla' });
  for (const title of titles) expect(await dialog.innerText()).toContain(`“${title}”`);
  await dialog.getByRole('textbox').fill(note);
  await shots(staff, 'decision-bulk-dialog', width);
  await confirmDecision(staff, 'Onayla');
  await staff.getByText('3 başvuru onaylandı').waitFor();
  await staff.getByText('3 kayıt artık filtreye uymuyor').waitFor();
  await shots(staff, 'decision-bulk-done', width);

  for (const app of apps) {
    const history = (await api(staff, 'GET', `admin/gecmis/?nesne=basvuru&id=${app.id}`)).body as { onceki: string; sonraki: string; not: string | null }[];
    expect(history.at(-1)).toMatchObject({ onceki: 'INCELEME', sonraki: 'ONAY', not: note });
  }
  const mail = await smtp.waitFor((m) => m.subject === 'Başvurunuz: Onaylandı' && (m.text ?? '').includes(titles[0]!));
  expect(mail.text).toContain(`onaylandı. Not: ${note}`);
}, 180_000);
