// Issue 52 browser flow (conversations on an application), with a real SMTP server started here: a
// mentor asks for information on an assigned project from its page; the applicant's card shows the
// unread count and "yanıt bekleniyor", the applicant answers with a PDF on the messages page, and
// the mentor's page (not reloaded) shows the answer within one polling interval, while the mentor,
// who turned message e-mails off, gets the bell only; staff write an internal note in the admin
// detail that the applicant's page, the API answers and the exports never contain. The Turkish
// e-mail of the request reaches the applicant. Screenshots of the three threads, both sizes, light
// and dark.
import { expect, test } from '@jest/globals';
import { mailingBrowserSuite } from '../browser-suite';
import { api, newContext, screenshotSizes, signIn, type Page } from '../harness';

/** The thread polls this often (MESAJ_YOKLAMA_MS in the domain). */
const POLL_MS = 15_000;
const PROJECT = 'Akıllı Tarım Sensör Ağı';
const QUESTION = 'Sensör pilotunun gelir tablosunu paylaşır mısınız? Örnek: https://ornek.org/tablo';
const ANSWER = 'Gelir tablomuz ekte, ilk üç ayın sonuçlarıyla birlikte.';
const NOTE = 'Gizli not: bütçe kalemleri abartılı olabilir';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' + 'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const suite = mailingBrowserSuite();

async function session(username: string) {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, username);
  return page;
}

const thread = (page: Page) => page.getByTestId('mesajlar');

test('a request for information from the mentor, answered by the applicant with a PDF; an internal note nobody else sees', async () => {
  const mentor = await session('mentor1');
  const applicant = await session('kullanici1');
  const staff = await session('admin');
  const queue = (await api(mentor, 'GET', 'atamalar/queue/')).body as { atama: { id: number; basvuru: { id: number; proje_basligi: string } } }[];
  const item = queue.find((q) => q.atama.basvuru.proje_basligi === PROJECT)!;
  const basvuruId = item.atama.basvuru.id;
  // The mentor keeps the bell but turns message e-mails off.
  expect((await api(mentor, 'PUT', 'bildirimler/tercihler/', { tercihler: [{ tur: 'mesaj_yeni', eposta: false }] })).status).toBe(200);

  // The mentor asks on the project's page, marked as a request for information.
  await mentor.goto(`/mentor-evaluation/${item.atama.id}`);
  await thread(mentor).getByText('Henüz mesaj yok', { exact: false }).waitFor();
  await thread(mentor).getByRole('textbox', { name: 'Mesajınızı yazın…' }).fill(QUESTION);
  await thread(mentor).getByText('Bilgi talebi olarak işaretle').click();
  await thread(mentor).getByRole('button', { name: 'Gönder' }).click();
  await thread(mentor).getByTestId('mesaj').filter({ hasText: 'Sensör pilotunun' }).waitFor();
  await thread(mentor).getByTestId('yanit-bekleniyor').waitFor();
  // The link is a link, to where the text says.
  await expect(thread(mentor).getByRole('link', { name: 'https://ornek.org/tablo' }).getAttribute('rel')).resolves.toContain('noopener');

  // The applicant: the card's unread count and the open request, then the thread.
  await applicant.goto('/my-applications');
  const card = applicant.getByRole('article', { name: PROJECT });
  await expect(card.getByTestId('okunmamis-sayisi').textContent()).resolves.toBe('1');
  await card.getByText('yanıt bekleniyor').waitFor();
  await card.getByTestId('mesajlar-button').click();
  await applicant.waitForURL(`**/basvuru/${basvuruId}/mesajlar`);
  await thread(applicant).getByTestId('yanit-bekleniyor').waitFor();
  await thread(applicant).getByTestId('bilgi-talebi').filter({ hasText: 'yanıt bekleniyor' }).waitFor();
  // The Turkish e-mail of the request reached the applicant.
  const mail = await suite.smtp.waitFor((m) => m.subject === 'Yeni bilgi talebi');
  expect(mail.text).toContain(`“${PROJECT}” başvurusunun yazışmasına bir bilgi talebi yazdı`);
  expect(mail.text).toContain(`Ayrıntılar: https://portal.example.org/basvuru/${basvuruId}/mesajlar`);
  await screenshotSizes(applicant, 'messages-applicant');

  // The answer, with a PDF; the request is answered.
  await thread(applicant).getByRole('textbox', { name: 'Mesajınızı yazın…' }).fill(ANSWER);
  await thread(applicant).locator('input[type="file"]').setInputFiles({ name: 'gelir-tablosu.pdf', mimeType: 'application/pdf', buffer: PDF });
  const answeredAt = Date.now();
  await thread(applicant).getByRole('button', { name: 'Gönder' }).click();
  await thread(applicant).getByTestId('mesaj').filter({ hasText: ANSWER }).waitFor();
  await thread(applicant).getByTestId('yanit-bekleniyor').waitFor({ state: 'detached' });

  // The mentor's page, never reloaded, shows the answer and its file at its next poll.
  await thread(mentor).getByTestId('mesaj').filter({ hasText: ANSWER }).waitFor({ timeout: POLL_MS + 10_000 });
  expect((Date.now() - answeredAt) / 1000).toBeLessThan(POLL_MS / 1000 + 10);
  await thread(mentor).getByTestId('mesaj-ek').filter({ hasText: 'gelir-tablosu.pdf' }).waitFor();
  await thread(mentor).getByTestId('yanit-bekleniyor').waitFor({ state: 'detached' });
  await thread(mentor).getByTestId('bilgi-talebi').filter({ hasText: 'yanıtlandı' }).waitFor();
  await screenshotSizes(mentor, 'messages-mentor', mentor.locator('section[aria-labelledby="mesajlar-baslik"]'));

  // The mentor turned message e-mails off: the bell has the answer, the inbox does not.
  const bell = (await api(mentor, 'GET', 'bildirimler/?page_size=50')).body as { results: { tur: string; mesaj: string; link: string }[] };
  expect(bell.results.find((n) => n.tur === 'mesaj_yeni' && n.mesaj.includes('Gelir tablomuz'))?.link).toBe(`/mentor-evaluation/${item.atama.id}`);
  const staffMail = await suite.smtp.waitFor((m) => m.subject === 'Yeni mesaj' && m.text!.includes('Gelir tablomuz'));
  expect(staffMail).toBeDefined();
  const mentorEmail = ((await api(mentor, 'GET', 'profile/')).body as { email: string }).email;
  expect(suite.smtp.received.filter((m) => m.subject === 'Yeni mesaj' && JSON.stringify(m.to).includes(mentorEmail))).toEqual([]);

  // Staff write an internal note in the application's detail.
  await staff.goto(`/admin/applications?search=${encodeURIComponent(PROJECT)}`);
  await staff.getByRole('button', { name: `İşlemler: ${PROJECT}` }).first().click();
  await staff.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Başvuru Detayı' });
  const messages = dialog.getByTestId('basvuru-mesajlari');
  await messages.getByTestId('mesaj').filter({ hasText: ANSWER }).waitFor();
  await messages.getByRole('tab', { name: /İç Notlar/ }).click();
  await messages.getByText('Yalnızca yöneticiler görür').first().waitFor();
  await messages.getByRole('textbox', { name: /İç notunuzu yazın/ }).fill(NOTE);
  await messages.getByRole('button', { name: 'Not Ekle' }).click();
  await messages.getByTestId('ic-notlar').getByTestId('mesaj').filter({ hasText: NOTE }).waitFor();
  await screenshotSizes(staff, 'messages-admin-notes', messages);
  await messages.getByRole('tab', { name: /^Mesajlar/ }).click();
  await messages.getByTestId('mesaj').filter({ hasText: ANSWER }).waitFor();
  await screenshotSizes(staff, 'messages-admin', messages);

  // Nobody else has it: the applicant's page, the mentor's, the API answers, the export's source and staff's text export.
  await applicant.reload();
  await thread(applicant).getByTestId('mesaj').filter({ hasText: ANSWER }).waitFor();
  expect(await applicant.content()).not.toContain('Gizli not');
  expect(await mentor.content()).not.toContain('Gizli not');
  for (const page of [applicant, mentor]) {
    expect(JSON.stringify((await api(page, 'GET', `basvurular/${basvuruId}/mesajlar/`)).body)).not.toContain('Gizli not');
    expect(JSON.stringify((await api(page, 'GET', 'mesajlar/')).body)).not.toContain('Gizli not');
    expect((await api(page, 'GET', `admin/basvurular/${basvuruId}/ic-notlar/`)).status).toBe(403);
  }
  const exported = await staff.evaluate(async (id) => {
    const res = await fetch(`/api/admin/basvurular/${id}/mesajlar/export/`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.text();
  }, basvuruId);
  expect(exported).toContain(ANSWER);
  expect(exported).not.toContain('Gizli not');
}, 240_000);
