// Notifications: every event type reaches exactly its people with the domain's Turkish texts and a
// link; a rolled-back change notifies nobody; the list, the unread count (ETag/304) and the marks
// touch only the caller's own; e-mail choices decide the outbox rows.
import { describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { bildirimMetni, type Bildirim, type BildirimSayac, type BildirimTercihleri, type BildirimTuru } from '@portal/domain';
import { mailOutbox, notifications, receipts, reservations } from '../../db/schema';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import { fieldParts, multipart, samplePdf } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import { insertTestFile, type SignedInActor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { testMailConfig } from '../../testing/smtp';
import type { Method } from '../../testing/requests';

let t: TestContext;
let w: World;
// E-mail on (an SMTP server configured; its worker never looks within the test): notifications queue their e-mails.
const EMAIL_ON = { mail: testMailConfig(2525) };
const api = worldSuite((app, world) => ([t, w] = [app, world]), EMAIL_ON);

const db = () => t.database.db;

const call = (actor: SignedInActor, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.send(method, `/api/${url}`, actor, payload, headers);

async function inbox(actor: SignedInActor): Promise<Bildirim[]> {
  const res = await call(actor, 'GET', 'bildirimler/?page_size=100');
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Bildirim[] }).results;
}

/** Notifications of a type to a user, straight from the table. */
const rowsOf = (userId: number, tur: BildirimTuru) =>
  db().select().from(notifications).where(and(eq(notifications.alici_id, userId), eq(notifications.tur, tur)));

describe('events -> notifications', () => {
  test('staff set an application status: its applicant is told, in Turkish, with a link', async () => {
    const res = await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'RED', not: 'Bütçe planı eksik.' });
    expect(res.statusCode).toBe(200);
    const mine = await inbox('applicantB');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      tur: 'basvuru_durum',
      baslik: 'Başvurunuz: Reddedildi',
      mesaj: `“Proje ${w.userIds.applicantB}” başvurunuz (“Açık Çağrı” çağrısı) reddedildi. Gerekçe: Bütçe planı eksik.`,
      link: '/my-applications',
      okundu: false,
    });
    expect(await inbox('applicantA')).toHaveLength(0);
    await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'ONAY' });
  });

  test('a new application and a new report wait for staff; report decisions reach the author', async () => {
    const form = multipart([...fieldParts({ cagri: w.callId, proje_basligi: 'Bildirim Projesi', aciklama: 'Açıklama metni' })]);
    const created = await t.app.inject({ method: 'POST', url: '/api/basvurular/', headers: { ...w.auth('applicantA'), ...form.headers }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const [forStaff] = await rowsOf(w.userIds.staff, 'basvuru_yeni');
    expect(forStaff?.params).toMatchObject({ basvuru_id: created.json().id, proje_basligi: 'Bildirim Projesi', cagri_baslik: 'Açık Çağrı' });

    const reportForm = multipart([
      ...fieldParts({ basvuru_id: w.applicationA, donem_baslangic: '2025-01-15', ozet: 'Bildirim raporu: bu ay yapılanlar.' }),
      { name: 'ek_dosya', filename: 'r.pdf', data: samplePdf() },
    ]);
    const report = await t.app.inject({ method: 'POST', url: '/api/raporlar/', headers: { ...w.auth('applicantA'), ...reportForm.headers }, payload: reportForm.payload });
    expect(report.statusCode).toBe(201);
    const reportId = report.json().id as number;
    expect((await inbox('staff')).map((n) => n.tur).sort()).toEqual(['basvuru_yeni', 'rapor_yeni']);
    expect(await inbox('assignedMentor')).toEqual([]);

    // GONDERILDI again is no decision: nobody hears; ONAY is.
    await call('staff', 'PATCH', `admin/raporlar/${reportId}/update_status/`, { durum: 'GONDERILDI' });
    expect(await rowsOf(w.userIds.applicantA, 'rapor_durum')).toHaveLength(0);
    await call('staff', 'PATCH', `admin/raporlar/${reportId}/update_status/`, { durum: 'ONAY' });
    const [decided] = (await inbox('applicantA')).filter((n) => n.tur === 'rapor_durum');
    expect(decided).toMatchObject({ baslik: 'Raporunuz onaylandı', link: `/basvuru/${w.applicationA}/raporlar` });
  });

  test('a receipt decision reaches the owners of its company only', async () => {
    const dosya = await insertTestFile(db(), w.userIds.owner);
    const [r] = await db().insert(receipts).values({ sirket_id: w.companyA, olusturan_id: w.userIds.owner, odeme_tarihi: '2025-03-05', dosya_id: dosya }).returning();
    expect((await call('staff', 'PATCH', `admin/dekontlar/${r!.id}/update_status/`, { durum: 'REDDEDILDI', not: 'Dekont okunmuyor.' })).statusCode).toBe(200);
    const [n] = await inbox('owner');
    expect(n).toMatchObject({ tur: 'dekont_durum', baslik: 'Kira dekontunuz reddedildi', link: '/dekontlar' });
    expect(n!.mesaj).toBe('A Teknoloji için Mart 2025 ayına ait kira dekontu (ödeme tarihi 5 Mart 2025) reddedildi. Gerekçe: Dekont okunmuyor.');
    expect(await inbox('otherOwner')).toEqual([]);
  });

  test('a new assignment reaches the mentor; a new evaluation reaches the applicant', async () => {
    const res = await call('staff', 'POST', `admin/mentorler/${w.mentorIds.other}/assign_to_application/`, { application_id: w.applicationB });
    expect(res.statusCode).toBe(201);
    const [n] = await inbox('otherMentor');
    expect(n).toMatchObject({ tur: 'atama_yeni', baslik: 'Yeni proje ataması', link: '/mentor-evaluation' });

    const atamaId = (await call('assignedMentor', 'GET', 'atamalar/')).json()[0].id as number;
    const ev = await call('assignedMentor', 'POST', 'degerlendirmeler/', { atama_id: atamaId, puan: 85, yorum: 'İyi gidiyor.', onerilen_durum: 'ONAY' });
    expect(ev.statusCode).toBe(201);
    const [e] = (await inbox('applicantA')).filter((x) => x.tur === 'degerlendirme_yeni');
    expect(e).toMatchObject({ baslik: 'Yeni mentor değerlendirmesi', link: '/my-evaluations' });
    expect(e!.mesaj).toContain('(puan: 85/100)');
  });

  test('a reservation decision reaches its booker; a refused (rolled back) approval notifies nobody', async () => {
    const kaynak_id = await insertResource(db(), { ad: 'Toplantı Odası' });
    const day = istanbulDay(9);
    const tenToEleven = { kaynak_id, baslangic: day.set({ hour: 10 }).toJSDate(), bitis: day.set({ hour: 11 }).toJSDate() };
    const [first, second] = await db()
      .insert(reservations)
      .values([bookedBy(w, 'applicantA', tenToEleven), bookedBy(w, 'applicantB', tenToEleven)])
      .returning();
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${first!.id}/update_status/`, { durum: 'ONAY' })).statusCode).toBe(200);
    const [n] = (await inbox('applicantA')).filter((x) => x.tur === 'rezervasyon_durum');
    expect(n).toMatchObject({ baslik: 'Rezervasyonunuz onaylandı', link: '/my-reservations' });
    expect(n!.mesaj).toMatch(/^Toplantı Odası için .* 10:00–\d\d:\d\d tarihli rezervasyonunuz onaylandı\.$/);

    const before = (await rowsOf(w.userIds.applicantB, 'rezervasyon_durum')).length;
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${second!.id}/update_status/`, { durum: 'ONAY' })).statusCode).toBe(409);
    expect(await rowsOf(w.userIds.applicantB, 'rezervasyon_durum')).toHaveLength(before);
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${second!.id}/update_status/`, { durum: 'IPTAL' })).statusCode).toBe(200);
    expect((await inbox('applicantB')).find((x) => x.tur === 'rezervasyon_durum')?.baslik).toBe('Rezervasyonunuz iptal edildi');
  });

  test('the stored texts are the domain texts of the stored parameters', async () => {
    const [row] = await rowsOf(w.userIds.applicantB, 'basvuru_durum');
    const shown = (await inbox('applicantB')).find((n) => n.id === row!.id)!;
    expect({ baslik: shown.baslik, mesaj: shown.mesaj, link: shown.link }).toEqual(bildirimMetni('basvuru_durum', row!.params as never));
  });
});

describe('the recipient side', () => {
  test('unread count with ETag: 304 while unchanged, a new answer after a change', async () => {
    const first = await call('applicantB', 'GET', 'bildirimler/okunmamis/');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"b\d+-\d+-\d+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const count = first.json() as BildirimSayac;
    expect(count.okunmamis).toBeGreaterThan(0);

    const again = await call('applicantB', 'GET', 'bildirimler/okunmamis/', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another user with the same tag gets their own answer.
    expect((await call('applicantA', 'GET', 'bildirimler/okunmamis/', undefined, { 'if-none-match': etag })).statusCode).toBe(200);

    await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'INCELEME' });
    const changed = await call('applicantB', 'GET', 'bildirimler/okunmamis/', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as BildirimSayac).okunmamis).toBe(count.okunmamis + 1);
  });

  test('unread first by default, newest first on request; marking one and all', async () => {
    const list = await inbox('applicantB');
    const oldest = list[list.length - 1]!;
    const marked = await call('applicantB', 'POST', `bildirimler/${oldest.id}/okundu/`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: oldest.id, okundu: true });

    const unreadFirst = await inbox('applicantB');
    expect(unreadFirst[unreadFirst.length - 1]!.okundu).toBe(true);
    const newest = (await call('applicantB', 'GET', 'bildirimler/?ordering=-olusturuldu')).json().results as Bildirim[];
    expect(newest.map((n) => n.id)).toEqual([...newest.map((n) => n.id)].sort((a, b) => b - a));

    const all = await call('applicantB', 'POST', 'bildirimler/okundu/');
    expect(all.json()).toEqual({ isaretlenen: list.length - 1 });
    expect((await call('applicantB', 'GET', 'bildirimler/okunmamis/')).json()).toMatchObject({ okunmamis: 0 });
  });

  test("nobody reads or marks another person's notification", async () => {
    const [theirs] = await inbox('applicantA');
    expect((await call('applicantB', 'POST', `bildirimler/${theirs!.id}/okundu/`)).statusCode).toBe(404);
    expect((await call('staff', 'POST', `bildirimler/${theirs!.id}/okundu/`)).statusCode).toBe(404);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row!.okundu_at).toBeNull();
    const marks = await call('applicantB', 'POST', 'bildirimler/okundu/');
    expect(marks.statusCode).toBe(200);
    expect((await inbox('applicantA')).find((n) => n.id === theirs!.id)!.okundu).toBe(false);
  });

  test('bad input is a 4xx in the DRF shape', async () => {
    expect((await call('applicantA', 'GET', 'bildirimler/?ordering=baslik')).statusCode).toBe(400);
    expect((await call('applicantA', 'GET', 'bildirimler/?page=abc')).statusCode).toBe(400);
    expect((await call('applicantA', 'POST', 'bildirimler/abc/okundu/')).statusCode).toBe(404);
    const bad = await call('applicantA', 'PUT', 'bildirimler/tercihler/', { tercihler: [{ tur: 'yok', eposta: true }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('tercihler');
  });
});

describe('e-mail choices', () => {
  test('each person sees the types they can receive, all on by default', async () => {
    const a = (await call('applicantA', 'GET', 'bildirimler/tercihler/')).json() as BildirimTercihleri;
    expect(a.eposta_adresi).toBe(true);
    expect(a.tercihler.map((c) => c.tur)).toEqual(['basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'degerlendirme_yeni', 'rapor_hatirlatma', 'cagri_kapaniyor', 'mesaj_yeni', 'bilgi_talebi_bekliyor']);
    expect(a.tercihler.every((c) => c.eposta)).toBe(true);
    const owner = (await call('owner', 'GET', 'bildirimler/tercihler/')).json() as BildirimTercihleri;
    expect(owner.tercihler.map((c) => c.tur)).toContain('dekont_durum');
    const mentor = (await call('assignedMentor', 'GET', 'bildirimler/tercihler/')).json() as BildirimTercihleri;
    expect(mentor.tercihler.map((c) => c.tur)).toContain('atama_yeni');
    const staff = (await call('staff', 'GET', 'bildirimler/tercihler/')).json() as BildirimTercihleri;
    expect(staff.tercihler.map((c) => c.tur)).toEqual(['basvuru_yeni', 'rapor_yeni', 'rezervasyon_bekliyor', 'mesaj_yeni']);
    // A type one cannot receive cannot be chosen.
    expect((await call('applicantA', 'PUT', 'bildirimler/tercihler/', { tercihler: [{ tur: 'basvuru_yeni', eposta: false }] })).statusCode).toBe(400);
  });

  test('a type turned off gets no outbox row; the notification still appears', async () => {
    const put = await call('applicantB', 'PUT', 'bildirimler/tercihler/', { tercihler: [{ tur: 'basvuru_durum', eposta: false }] });
    expect(put.statusCode).toBe(200);
    expect((put.json() as BildirimTercihleri).tercihler.find((c) => c.tur === 'basvuru_durum')!.eposta).toBe(false);
    await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'ONAY' });
    const rows = await rowsOf(w.userIds.applicantB, 'basvuru_durum');
    const newest = rows.sort((a, b) => b.id - a.id)[0]!;
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.bildirim_id, newest.id))).toHaveLength(0);
    // Earlier ones (e-mail on) have theirs, waiting: no SMTP server in this file.
    const earlier = rows[rows.length - 1]!;
    const [queued] = await db().select().from(mailOutbox).where(eq(mailOutbox.bildirim_id, earlier.id));
    expect(queued?.durum).toBe('bekliyor');
    await call('applicantB', 'PUT', 'bildirimler/tercihler/', { tercihler: [{ tur: 'basvuru_durum', eposta: true }] });
  });

  test('a type chosen twice in one request is a 400 on tercihler, and nothing is saved', async () => {
    const twice = await call('applicantA', 'PUT', 'bildirimler/tercihler/', {
      tercihler: [
        { tur: 'rapor_durum', eposta: false },
        { tur: 'rapor_durum', eposta: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ tercihler: ['rapor_durum: her bildirim türü bir kez gönderilmelidir.'] });
    const after = (await call('applicantA', 'GET', 'bildirimler/tercihler/')).json() as BildirimTercihleri;
    expect(after.tercihler.find((c) => c.tur === 'rapor_durum')!.eposta).toBe(true);
  });
});
