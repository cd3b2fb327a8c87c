// Issue 15 browser flow (notifications): the portal runs with a real SMTP server started here
// (smtp-server; messages read back with mailparser). Staff approve an application on
// /admin/applications and the applicant's bell, on a page that is not reloaded, shows it within one
// polling interval; the drawer lists it and links to /my-applications; the SMTP server received the
// Turkish e-mail with its plain-text part. Staff assign a project to mentor1 and the mentor's bell
// shows the assignment, linking to /mentor-evaluation, and the mentor got the e-mail.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { api, confirmDecision, launchBrowser, newContext, signIn, startPortal, type Browser, type Page, type Portal } from '../harness';
import { smtpEnv, startSmtpCapture, type SmtpCapture } from '../smtp-capture';

/** The bell polls the unread count this often (shell/src/features/notifications/api.ts, POLL_MS). */
const POLL_MS = 15_000;

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

async function session(username: string) {
  const page = await (await newContext(browser, portal)).newPage();
  await signIn(page, username);
  return page;
}


const bell = (page: Page) => page.getByTestId('bildirim-zili');

test('staff approve an application: the applicant hears it in the bell and by e-mail', async () => {
  const applicant = await session('kullanici1');
  const own = (await api(applicant, 'GET', 'basvurular/')).body as { id: number; proje_basligi: string; basvuran: { email: string } }[];
  const target = own[0]!;
  const staff = await session('admin');
  // Put it under review first (the screen approves only from INCELEME), and let the applicant's bell settle on that.
  expect((await api(staff, 'PATCH', `admin/basvurular/${target.id}/update_status/`, { durum: 'INCELEME' })).status).toBe(200);
  await bell(applicant).waitFor();
  const unreadBefore = ((await api(applicant, 'GET', 'bildirimler/okunmamis/')).body as { okunmamis: number }).okunmamis;
  await expect(bell(applicant).getAttribute('aria-label')).resolves.toMatch(/^Bildirimler/);

  await staff.goto(`/admin/applications?search=${encodeURIComponent(target.proje_basligi)}`);
  await staff.getByRole('button', { name: `Onayla: ${target.proje_basligi}` }).click();
  await confirmDecision(staff);
  const approvedAt = Date.now();
  await staff.getByRole('row').filter({ hasText: target.proje_basligi }).getByText('Onaylandı').waitFor();

  // No reload: the open page's bell picks it up at its next poll.
  await applicant.waitForFunction(
    (n) => document.querySelector('[data-testid="bildirim-zili"]')?.getAttribute('aria-label') === `Bildirimler: ${n} okunmamış`,
    unreadBefore + 1,
    { timeout: POLL_MS + 5_000 },
  );
  const seconds = (Date.now() - approvedAt) / 1000;
  expect(seconds).toBeLessThan(POLL_MS / 1000 + 5);
  await bell(applicant).click();
  const drawer = applicant.getByRole('dialog', { name: 'Bildirimler' });
  const item = drawer.getByTestId('bildirim').filter({ hasText: 'Başvurunuz: Onaylandı' }).first();
  await item.getByText(`“${target.proje_basligi}” başvurunuz`, { exact: false }).waitFor();
  await expect(item.textContent()).resolves.toMatch(/çağrısı\) onaylandı\./);
  await expect(item.getAttribute('data-okundu')).resolves.toBe('false');
  await item.getByRole('button', { name: 'Görüntüle' }).click();
  // An approved application's next step: its reports.
  await applicant.waitForURL(`**/basvuru/${target.id}/raporlar`);
  await applicant.waitForFunction(
    (n) => document.querySelector('[data-testid="bildirim-zili"]')?.getAttribute('aria-label') === (n === 0 ? 'Bildirimler' : `Bildirimler: ${n} okunmamış`),
    unreadBefore,
  );

  // The e-mail: Turkish subject, plain-text part with the link, HTML part.
  const mail = await smtp.waitFor((m) => m.subject === 'Başvurunuz: Onaylandı');
  expect(mail.to).toMatchObject({ value: [{ address: target.basvuran.email }] });
  expect(mail.text).toMatch(new RegExp(`“${target.proje_basligi}” başvurunuz \\(“.+” çağrısı\\) onaylandı\\.`));
  expect(mail.text).toContain(`Ayrıntılar: https://portal.example.org/basvuru/${target.id}/raporlar`);
  expect(mail.html).toContain('Başvurunuz: Onaylandı');
}, 120_000);

test('a mentor assignment reaches the mentor', async () => {
  const staff = await session('admin');
  const mentor = await session('mentor1');
  const mentors = (await api(staff, 'GET', 'admin/mentorler/?search=mentor1')).body as { results: { id: number; user: { email: string } }[] };
  const me = mentors.results[0]!;
  const projects = (await api(staff, 'GET', 'admin/mentorler/unassigned_projects/')).body as { unassigned_projects: { id: number; proje_basligi: string }[] };
  const project = projects.unassigned_projects[0]!;
  expect(project).toBeDefined();

  await staff.goto('/admin/mentor-assignments');
  await staff.getByRole('button', { name: 'Mentor Ata' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Mentor' }).selectOption(String(me.id));
  await dialog.getByRole('combobox', { name: 'Proje' }).selectOption(String(project.id));
  await dialog.getByRole('button', { name: 'Ata', exact: true }).click();
  await staff.getByText('Mentor başarıyla atandı!').waitFor();

  await mentor.waitForFunction(() => /okunmamış/.test(document.querySelector('[data-testid="bildirim-zili"]')?.getAttribute('aria-label') ?? ''), undefined, {
    timeout: POLL_MS + 5_000,
  });
  await bell(mentor).click();
  const item = mentor.getByRole('dialog', { name: 'Bildirimler' }).getByTestId('bildirim').filter({ hasText: 'Yeni proje ataması' }).first();
  await item.getByText(`“${project.proje_basligi}” projesi size atandı.`, { exact: false }).waitFor();
  await item.getByRole('button', { name: 'Görüntüle' }).click();
  await mentor.waitForURL('**/mentor-evaluation');
  await mentor.getByTestId('queue-item').filter({ hasText: project.proje_basligi }).waitFor();

  const mail = await smtp.waitFor((m) => m.subject === 'Yeni proje ataması');
  expect(mail.to).toMatchObject({ value: [{ address: me.user.email }] });
  expect(mail.text).toContain('Ayrıntılar: https://portal.example.org/mentor-evaluation');
}, 120_000);
