// Application threads: who reads and writes (a removed mentor, another applicant, another company's
// owner read nothing), internal notes for staff alone (in no applicant or mentor answer, list,
// export or notification), requests for information and their answer, the edit window and staff's
// hide (in the history), read positions and unread counts, the ETag/304 poll, notifications with
// the Turkish e-mail through a real SMTP server and the e-mail choice, the reminder, the data
// export, anonymisation and the admin search.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { BILGI_TALEBI_HATIRLATMA_GUN, MESAJ_MESSAGES, type Mesaj, type MesajOzetleri, type MesajThread } from '@portal/domain';
import JSZip from 'jszip';
import { applicationMessages, applications, assignments, history, mailOutbox, notifications } from '../../db/schema';
import { fieldParts, samplePdf, sampleExe, type Part } from '../../testing/multipart';
import { startTestSmtp, testMailConfig, type TestSmtp } from '../../testing/smtp';
import type { TestContext } from '../../testing/test-app';
import { signIn } from '../../testing/requests';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let smtp: TestSmtp;
let t: TestContext;
let w: World;
beforeAll(async () => {
  smtp = await startTestSmtp();
}, 30_000);
// E-mail on (an SMTP server configured; its worker never looks within the test): messages queue their e-mails.
const api = worldSuite((app, world) => ([t, w] = [app, world]), { mail: testMailConfig(2525) });
afterAll(async () => smtp?.stop());

const db = () => t.database.db;
const thread = (id: number) => `/api/basvurular/${id}/mesajlar/`;
const notes = (id: number) => `/api/admin/basvurular/${id}/ic-notlar/`;
const write = (id: number, actor: Actor | Record<string, string>, fields: Record<string, string>, file?: Part) =>
  api.postForm(thread(id), actor, [...fieldParts(fields), ...(file ? [file] : [])]);
const readThread = async (id: number, actor: Actor | Record<string, string>) => {
  const res = await api.get(thread(id), actor);
  expect(res.statusCode).toBe(200);
  return res.json() as MesajThread;
};
const summaryOf = async (actor: Actor) => (await api.get('/api/mesajlar/ozet/', actor)).json() as MesajOzetleri;

describe('who reads and writes', () => {
  test("the applicant, the active mentor and staff write in A's thread; nobody else reads it", async () => {
    const byMentor = await write(w.applicationA, 'assignedMentor', { metin: 'Pazar analizinizin kaynaklarını paylaşabilir misiniz?' });
    expect(byMentor.statusCode).toBe(201);
    expect(byMentor.json()).toMatchObject({ yazar_rolu: 'mentor', benim: true, ic_not: false, bilgi_talebi: false, duzenlenebilir: true });
    expect((await write(w.applicationA, 'applicantA', { metin: 'Elbette, ekte.' })).statusCode).toBe(201);
    expect((await write(w.applicationA, 'staff', { metin: 'Yönetim de takipte.' })).statusCode).toBe(201);
    for (const outsider of ['applicantB', 'otherMentor', 'owner', 'otherOwner'] as const) {
      expect((await api.get(thread(w.applicationA), outsider)).statusCode).toBe(404);
      expect((await write(w.applicationA, outsider, { metin: 'Merhaba' })).statusCode).toBe(404);
    }
    expect((await api.get(thread(w.applicationA), 'anonymous')).statusCode).toBe(401);
    const seen = await readThread(w.applicationA, 'applicantA');
    expect(seen.results.map((m) => m.yazar_rolu)).toEqual(['mentor', 'basvuran', 'yonetici']);
  });

  test("a company's application: the company's owner writes as the applicant's side, another company's owner reads nothing", async () => {
    const res = await write(w.applicationEmployee, 'owner', { metin: 'Şirket olarak ekleyeceğimiz bir not var.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ yazar_rolu: 'basvuran' });
    expect((await api.get(thread(w.applicationEmployee), 'otherOwner')).statusCode).toBe(404);
    const employee = await signIn(t, 'employee_a');
    expect((await readThread(w.applicationEmployee, employee)).results).toHaveLength(1);
  });

  test('a removed mentor reads nothing any more', async () => {
    const [app] = await db().insert(applications).values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Ayrılan Mentor', aciklama: 'x', durum: 'ONAY' }).returning();
    const [atama] = await db().insert(assignments).values({ mentor_id: w.mentorIds.other, basvuru_id: app!.id }).returning();
    expect((await write(app!.id, 'otherMentor', { metin: 'İlk görüşme notlarım.' })).statusCode).toBe(201);
    await db().update(assignments).set({ aktif: false }).where(eq(assignments.id, atama!.id));
    expect((await api.get(thread(app!.id), 'otherMentor')).statusCode).toBe(404);
    expect((await write(app!.id, 'otherMentor', { metin: 'Tekrar' })).statusCode).toBe(404);
    expect((await summaryOf('otherMentor')).basvurular.map((b) => b.basvuru_id)).not.toContain(app!.id);
  });

  test('text rules and file checks: empty, too long, control characters, a program as attachment are 400s with Turkish messages', async () => {
    expect((await write(w.applicationA, 'applicantA', { metin: '   ' })).json()).toEqual({ metin: [MESAJ_MESSAGES.textRequired] });
    expect((await write(w.applicationA, 'applicantA', { metin: 'x'.repeat(5001) })).json()).toEqual({ metin: [MESAJ_MESSAGES.textMax] });
    expect((await write(w.applicationA, 'applicantA', { metin: 'kötü\u0007zil' })).statusCode).toBe(400);
    const exe = await write(w.applicationA, 'applicantA', { metin: 'Program' }, { name: 'ek_dosya', filename: 'a.pdf', data: sampleExe() });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toHaveProperty('ek_dosya');
  });
});

describe('internal notes', () => {
  const secret = 'Gizli değerlendirme: bütçe şişirilmiş olabilir';
  test('staff write and read them; no applicant, mentor, list, export or notification has them', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(notifications);
    const res = await api.postForm(notes(w.applicationA), 'staff', fieldParts({ metin: secret }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ic_not: true });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await api.get(notes(w.applicationA), 'staff')).json().results.map((m: Mesaj) => m.metin)).toContain(secret);
    for (const other of ['applicantA', 'assignedMentor', 'owner'] as const) {
      expect((await api.get(notes(w.applicationA), other)).statusCode).toBe(403);
      expect((await api.get(thread(w.applicationA), other)).body).not.toContain('Gizli değerlendirme');
      expect((await api.get('/api/mesajlar/', other)).body).not.toContain('Gizli değerlendirme');
    }
    expect((await api.get(notes(w.applicationA), 'anonymous')).statusCode).toBe(401);
    // The staff's thread answer and its text export hold no note either.
    expect((await api.get(thread(w.applicationA), 'staff')).body).not.toContain('Gizli değerlendirme');
    const exported = await api.get(`/api/admin/basvurular/${w.applicationA}/mesajlar/export/`, 'staff');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/plain');
    expect(exported.body).toContain('Pazar analizinizin kaynaklarını');
    expect(exported.body).not.toContain('Gizli değerlendirme');
    // The applicant's data export neither.
    const zip = await api.get('/api/profile/export/', 'applicantA');
    expect(zip.statusCode).toBe(200);
    const json = await (await JSZip.loadAsync(zip.rawPayload)).file('mesajlar.json')!.async('string');
    expect(json).toContain('Pazar analizinizin kaynaklarını');
    expect(json).not.toContain('Gizli değerlendirme');
    // An internal note is no message to edit for anyone but staff (404), nor to read by its id.
    const noteId = res.json().id as number;
    expect((await api.send('PATCH', `${thread(w.applicationA)}${noteId}/`, 'applicantA', { metin: 'x' })).statusCode).toBe(404);
  });

  test('the admin applications search finds an application by a word of its thread or notes', async () => {
    const byMessage = await api.get('/api/admin/basvurular/?search=kaynaklarını', 'staff');
    expect(byMessage.json().results.map((b: { id: number }) => b.id)).toEqual([w.applicationA]);
    const byNote = await api.get('/api/admin/basvurular/?search=şişirilmiş', 'staff');
    expect(byNote.json().results.map((b: { id: number }) => b.id)).toEqual([w.applicationA]);
  });
});

describe('requests for information', () => {
  test('a mentor marks a request; "yanıt bekleniyor" until the applicant answers; the applicant cannot mark one', async () => {
    const asked = await write(w.applicationA, 'assignedMentor', { metin: 'Gelir tablonuzu ekler misiniz?', bilgi_talebi: 'true' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ bilgi_talebi: true, yanitlandi: null });
    expect((await readThread(w.applicationA, 'applicantA')).yanit_bekleniyor).toBe(true);
    expect((await summaryOf('applicantA')).basvurular.find((b) => b.basvuru_id === w.applicationA)).toMatchObject({ yanit_bekleniyor: true });
    expect((await write(w.applicationA, 'applicantA', { metin: 'Soru', bilgi_talebi: 'true' })).json()).toEqual({ bilgi_talebi: [MESAJ_MESSAGES.requestNotAllowed] });
    // Staff or a mentor writing again does not answer it.
    await write(w.applicationA, 'staff', { metin: 'Hatırlatırız.' });
    expect((await readThread(w.applicationA, 'applicantA')).yanit_bekleniyor).toBe(true);
    const answer = await write(w.applicationA, 'applicantA', { metin: 'Gelir tablomuz ekte.' }, { name: 'ek_dosya', filename: 'gelir.pdf', data: samplePdf() });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().ek_dosya).toMatch(/^\/api\/files\/\d+\/\?exp=/);
    expect(answer.json().ek_dosya_adi).toBe('gelir.pdf');
    const now = await readThread(w.applicationA, 'assignedMentor');
    expect(now.yanit_bekleniyor).toBe(false);
    expect(now.results.find((m) => m.id === asked.json().id)?.yanitlandi).not.toBeNull();
  });

  test(`a request unanswered ${BILGI_TALEBI_HATIRLATMA_GUN} days reaches the applicant's reminders once`, async () => {
    const asked = await write(w.applicationB, 'staff', { metin: 'İmza sirkülerinizi yükler misiniz?', bilgi_talebi: 'true' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as number;
    const early = await t.app.reminders.runNow(new Date(Date.now() + (BILGI_TALEBI_HATIRLATMA_GUN - 1) * 86_400_000));
    expect(early.sent.bilgi_talebi_bekliyor).toBe(0);
    const later = new Date(Date.now() + (BILGI_TALEBI_HATIRLATMA_GUN + 0.1) * 86_400_000);
    expect((await t.app.reminders.runNow(later)).sent.bilgi_talebi_bekliyor).toBe(1);
    expect((await t.app.reminders.runNow(later)).sent.bilgi_talebi_bekliyor).toBe(0);
    const [reminder] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.alici_id, w.userIds.applicantB), eq(notifications.tur, 'bilgi_talebi_bekliyor')));
    expect(reminder?.params).toMatchObject({ mesaj_id: id, basvuru_id: w.applicationB });
    const bell = (await api.get('/api/bildirimler/?page_size=50', 'applicantB')).json().results as { tur: string; baslik: string; link: string }[];
    expect(bell.find((n) => n.tur === 'bilgi_talebi_bekliyor')).toMatchObject({ baslik: 'Bilgi talebi yanıt bekliyor', link: `/basvuru/${w.applicationB}/mesajlar` });
  });
});

describe('edits and hiding', () => {
  test('the author edits within the window; another person gets 403, after the window 409', async () => {
    const res = await write(w.applicationA, 'applicantA', { metin: 'Yazım hatası var' });
    const id = res.json().id as number;
    const edited = await api.send('PATCH', `${thread(w.applicationA)}${id}/`, 'applicantA', { metin: 'Yazım hatası yok' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ metin: 'Yazım hatası yok' });
    expect(edited.json().duzenlendi).not.toBeNull();
    expect((await api.send('PATCH', `${thread(w.applicationA)}${id}/`, 'assignedMentor', { metin: 'x' })).statusCode).toBe(403);
    expect((await api.send('PATCH', `${thread(w.applicationA)}${id}/`, 'applicantB', { metin: 'x' })).statusCode).toBe(404);
    await db().update(applicationMessages).set({ olusturuldu: sql`now() - interval '16 minutes'` }).where(eq(applicationMessages.id, id));
    const late = await api.send('PATCH', `${thread(w.applicationA)}${id}/`, 'applicantA', { metin: 'Geç düzeltme' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: MESAJ_MESSAGES.editWindowPassed });
  });

  test('staff hide a message: the others see that it was hidden, not what it said; the history records it', async () => {
    const res = await write(w.applicationA, 'assignedMentor', { metin: 'Uygunsuz ifade içeren mesaj' });
    const id = res.json().id as number;
    const hidden = await api.send('POST', `/api/admin/basvurular/${w.applicationA}/mesajlar/${id}/gizle/`, 'staff', { gizli: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ gizli: true, metin: 'Uygunsuz ifade içeren mesaj' });
    const seen = (await readThread(w.applicationA, 'applicantA')).results.find((m) => m.id === id)!;
    expect(seen).toMatchObject({ gizli: true, metin: '', ek_dosya: null });
    expect((await api.send('POST', `/api/admin/basvurular/${w.applicationA}/mesajlar/${id}/gizle/`, 'assignedMentor', { gizli: false })).statusCode).toBe(403);
    const rows = await db().select().from(history).where(and(eq(history.nesne, 'basvuru'), eq(history.nesne_id, w.applicationA)));
    expect(rows.some((r) => r.not === `Mesaj #${id}` && r.kullanici_id === w.userIds.staff)).toBe(true);
    expect((await api.send('PATCH', `${thread(w.applicationA)}${id}/`, 'assignedMentor', { metin: 'x' })).statusCode).toBe(409);
  });
});

describe('unread, polling and notifications', () => {
  test('unread counts per person and thread; reading moves the position; the ETag answers 304 until something changes', async () => {
    await api.send('POST', `${thread(w.applicationA)}okundu/`, 'applicantA', { son_id: 2_000_000 });
    expect((await summaryOf('applicantA')).basvurular.find((b) => b.basvuru_id === w.applicationA)?.okunmamis ?? 0).toBe(0);
    const first = await api.get(thread(w.applicationA), 'applicantA');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"m\d+-/);
    expect((await api.send('GET', thread(w.applicationA), 'applicantA', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    await write(w.applicationA, 'assignedMentor', { metin: 'Yeni bir sorum var.' });
    const changed = await api.send('GET', thread(w.applicationA), 'applicantA', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as MesajThread).okunmamis).toBe(1);
    const summary = await summaryOf('applicantA');
    expect(summary.basvurular.find((b) => b.basvuru_id === w.applicationA)?.okunmamis).toBe(1);
    expect(summary.toplam).toBeGreaterThanOrEqual(1);
    // Another person's position is their own.
    expect((await summaryOf('assignedMentor')).basvurular.find((b) => b.basvuru_id === w.applicationA)?.okunmamis ?? 0).toBe(0);
    const last = (changed.json() as MesajThread).results.at(-1)!.id;
    expect((await api.send('POST', `${thread(w.applicationA)}okundu/`, 'applicantA', { son_id: last })).json()).toEqual({ son_okunan_id: last });
    expect((await readThread(w.applicationA, 'applicantA')).okunmamis).toBe(0);
  });

  test('a new message: the others get the bell with their own link, and a Turkish e-mail unless they turned it off', async () => {
    smtp.received.length = 0;
    // The applicant turns message e-mails off; the mentor keeps them.
    expect((await api.send('PUT', '/api/bildirimler/tercihler/', 'applicantA', { tercihler: [{ tur: 'mesaj_yeni', eposta: false }] })).statusCode).toBe(200);
    await db().delete(mailOutbox);
    const res = await write(w.applicationA, 'staff', { metin: 'Sunum tarihiniz 12 Aralık olarak planlandı: https://ornek.org/takvim' });
    const id = res.json().id as number;
    const rows = await db().select().from(notifications).where(and(eq(notifications.tur, 'mesaj_yeni'), sql`(${notifications.params}->>'mesaj_id')::int = ${id}`));
    const byUser = new Map(rows.map((r) => [r.alici_id, r]));
    expect(byUser.has(w.userIds.staff)).toBe(false);
    expect(byUser.get(w.userIds.applicantA)?.params).toMatchObject({ hedef: 'basvuran' });
    expect(byUser.get(w.userIds.assignedMentor)?.params).toMatchObject({ hedef: 'mentor' });
    const bell = (await api.get('/api/bildirimler/?page_size=50', 'assignedMentor')).json().results as { tur: string; baslik: string; mesaj: string; link: string }[];
    const atama = (await db().select().from(assignments).where(eq(assignments.basvuru_id, w.applicationA)))[0]!;
    expect(bell.find((n) => n.tur === 'mesaj_yeni')).toMatchObject({ baslik: 'Yeni mesaj', link: `/mentor-evaluation/${atama.id}` });
    const queued = await db().select().from(mailOutbox);
    const queuedFor = new Set(queued.map((q) => rows.find((r) => r.id === q.bildirim_id)?.alici_id));
    expect(queuedFor.has(w.userIds.assignedMentor)).toBe(true);
    expect(queuedFor.has(w.userIds.applicantA)).toBe(false);
  });
});

describe('e-mail through SMTP', () => {
  test("the applicant receives the Turkish e-mail of the mentor's request", async () => {
    const { createTestApp } = await import('../../testing/test-app');
    const { createWorld } = await import('../../testing/world');
    const mailed = await createTestApp({ mail: testMailConfig(smtp.port) });
    try {
      const world = await createWorld(mailed);
      smtp.received.length = 0;
      const form = (await import('../../testing/multipart')).multipart(fieldParts({ metin: 'Merhaba, iş planınızın son hâlini paylaşır mısınız?', bilgi_talebi: 'true' }));
      const res = await mailed.app.inject({ method: 'POST', url: thread(world.applicationA), headers: { ...world.auth('assignedMentor'), ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(201);
      await mailed.app.mailOutbox!.runNow();
      const mails = await smtp.waitFor(1);
      const mail = mails.find((m) => (m.to as { value: { address: string }[] }).value[0]!.address === 'applicant_a@example.test')!;
      expect(mail.subject).toBe('Yeni bilgi talebi');
      expect(mail.text).toContain(`mentor_assigned, “Proje ${world.userIds.applicantA}” başvurusunun yazışmasına bir bilgi talebi yazdı: “Merhaba, iş planınızın son hâlini paylaşır mısınız?”`);
      expect(mail.text).toContain(`Ayrıntılar: https://portal.example.org/basvuru/${world.applicationA}/mesajlar`);
    } finally {
      await mailed.close();
    }
  });
});

describe('anonymisation', () => {
  test('an anonymised author is shown as anonymous in the thread and in the notifications others got', async () => {
    await write(w.applicationEmployee, 'owner', { metin: 'Ayrılmadan önce son notum.' });
    const res = await api.send('POST', `/api/admin/users/${w.userIds.owner}/anonymize/`, 'staff', {});
    expect(res.statusCode).toBe(200);
    const employee = await signIn(t, 'employee_a');
    const seen = await readThread(w.applicationEmployee, employee);
    expect(seen.results.every((m) => m.yazar === MESAJ_MESSAGES.anonymous)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('owner_a');
    const bell = await api.get('/api/bildirimler/?page_size=50', employee);
    expect(bell.body).not.toContain('owner_a');
  });
});
