// Staff decisions: a rejection always carries its reason (400 on `not` without one, for each of the
// four decided nouns); the reason reaches the person's notification, the e-mail in the outbox and the
// history; bulk decisions (POST admin/<noun>/toplu-durum/) decide every waiting record in one
// transaction or, when one cannot be decided, none, saying which and why.
import { describe, expect, test } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { KARAR_MESSAGES, MSG, type Bildirim, type GecmisKaydi } from '@portal/domain';
import { applications, history, mailOutbox, notifications, receipts, reports, reservations } from '../../db/schema';
import { renderMail } from '../../services/mail';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import { insertTestFile, type Actor, type SignedInActor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { testMailConfig } from '../../testing/smtp';
import type { Method } from '../../testing/requests';

let t: TestContext;
let w: World;
// E-mail on (an SMTP server configured; its worker never looks within the test): notifications queue their e-mails.
const EMAIL_ON = { mail: testMailConfig(2525) };
const api = worldSuite((app, world) => ([t, w] = [app, world]), EMAIL_ON);
const db = () => t.database.db;

const call = (actor: Actor, method: Method, url: string, payload?: unknown) => api.send(method, `/api/${url}`, actor, payload);

async function inbox(actor: SignedInActor): Promise<Bildirim[]> {
  const res = await call(actor, 'GET', 'bildirimler/?page_size=100');
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Bildirim[] }).results;
}

/** An application of applicantB in `durum`, titled `title`; its id. */
async function application(title: string, durum: 'INCELEME' | 'ONAY' = 'INCELEME'): Promise<number> {
  const [row] = await db().insert(applications).values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: title, aciklama: 'x', durum }).returning();
  return row!.id;
}

const durumOf = async (ids: number[]) =>
  (await db().select({ id: applications.id, durum: applications.durum }).from(applications).where(inArray(applications.id, ids))).map((r) => r.durum);

describe('a rejection carries its reason', () => {
  test('without a reason (or with blanks only) each noun answers 400 on `not`, in Turkish, and nothing changes', async () => {
    const app = await application('Gerekçesiz');
    const [report] = await db()
      .insert(reports)
      .values({ basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, donem_baslangic: '2025-04-01', donem_bitis: '2025-04-30', ozet: 'Nisan raporu özeti.', durum: 'GONDERILDI' })
      .returning();
    const kaynak_id = await insertResource(db(), { ad: 'Gerekçe Odası' });
    const day = istanbulDay(12);
    const [booking] = await db()
      .insert(reservations)
      .values(bookedBy(w, 'applicantB', { kaynak_id, baslangic: day.set({ hour: 9 }).toJSDate(), bitis: day.set({ hour: 10 }).toJSDate() }))
      .returning();
    const [receipt] = await db()
      .insert(receipts)
      .values({ sirket_id: w.companyA, olusturan_id: w.userIds.owner, odeme_tarihi: '2025-04-02', dosya_id: await insertTestFile(db(), w.userIds.owner) })
      .returning();
    const cases = [
      [`admin/basvurular/${app}/update_status/`, 'RED'],
      [`admin/raporlar/${report!.id}/update_status/`, 'RED'],
      [`admin/rezervasyonlar/${booking!.id}/update_status/`, 'RED'],
      [`admin/dekontlar/${receipt!.id}/update_status/`, 'REDDEDILDI'],
    ] as const;
    for (const [url, durum] of cases) {
      for (const body of [{ durum }, { durum, not: '   ' }, { durum, not: null }]) {
        const res = await call('staff', 'PATCH', url, body);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { not: [KARAR_MESSAGES.reasonRequired] } });
      }
    }
    expect(await durumOf([app])).toEqual(['INCELEME']);
    expect(await db().select().from(history).where(and(eq(history.nesne, 'basvuru'), eq(history.nesne_id, app)))).toEqual([]);
    // Approving needs no note; other statuses neither.
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${booking!.id}/update_status/`, { durum: 'IPTAL' })).statusCode).toBe(200);
  });

  test('the reason is in the notification, the queued e-mail and the history; the letter names the report period', async () => {
    const [report] = await db()
      .insert(reports)
      .values({ basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, donem_baslangic: '2025-05-01', donem_bitis: '2025-05-31', ozet: 'Mayıs raporu özeti.', durum: 'GONDERILDI' })
      .returning();
    const reason = 'Harcama tablosu eksik; lütfen ekleyip yeniden gönderin.';
    const res = await call('staff', 'PATCH', `admin/raporlar/${report!.id}/update_status/`, { durum: 'RED', not: `  ${reason} ` });
    expect(res.statusCode).toBe(200);

    const [n] = (await inbox('applicantA')).filter((x) => x.tur === 'rapor_durum');
    expect(n).toMatchObject({
      baslik: 'Raporunuz reddedildi',
      mesaj: `“Proje ${w.userIds.applicantA}” projesi için gönderdiğiniz 1 Mayıs 2025 – 31 Mayıs 2025 dönemine ait rapor reddedildi. Gerekçe: ${reason}`,
      link: `/basvuru/${w.applicationA}/raporlar`,
    });

    // The outbox row of that notification renders the same letter, with a link into the portal.
    const [queued] = await db()
      .select({ id: mailOutbox.id, tur: notifications.tur, params: notifications.params })
      .from(mailOutbox)
      .innerJoin(notifications, eq(notifications.id, mailOutbox.bildirim_id))
      .where(eq(notifications.id, n!.id));
    const mail = renderMail({ outboxId: queued!.id, to: 'a@example.test', name: 'Ayşe', tur: queued!.tur, params: queued!.params as Record<string, unknown>, portalUrl: 'https://portal.test', fromAddress: 'x@portal.test' });
    expect(mail.text).toContain(`Gerekçe: ${reason}`);
    expect(mail.text).toContain(`Ayrıntılar: https://portal.test/basvuru/${w.applicationA}/raporlar`);

    const past = (await call('applicantA', 'GET', `gecmis/?nesne=rapor&id=${report!.id}`)).json() as GecmisKaydi[];
    expect(past.map((h) => [h.onceki, h.sonraki, h.not])).toEqual([['GONDERILDI', 'RED', reason]]);
  });
});

describe('bulk decisions', () => {
  test('three waiting applications approved with one note: each decided, recorded and told', async () => {
    const ids = [await application('Toplu Bir'), await application('Toplu İki'), await application('Toplu Üç')];
    const before = (await inbox('applicantB')).length;
    const res = await call('staff', 'POST', 'admin/basvurular/toplu-durum/', { ids, durum: 'ONAY', not: 'Komite kararıyla onaylandı.' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { guncellenen: 3, ids } });
    expect(await durumOf(ids)).toEqual(['ONAY', 'ONAY', 'ONAY']);

    const recorded = await db().select().from(history).where(and(eq(history.nesne, 'basvuru'), inArray(history.nesne_id, ids)));
    expect(recorded.map((h) => [h.nesne_id, h.onceki, h.sonraki, h.not, h.kullanici_id]).sort()).toEqual(
      ids.map((id) => [id, 'INCELEME', 'ONAY', 'Komite kararıyla onaylandı.', w.userIds.staff]).sort(),
    );
    const told = (await inbox('applicantB')).slice(0, (await inbox('applicantB')).length - before);
    expect(told.map((n) => n.mesaj).sort()).toEqual(
      ['Toplu Bir', 'Toplu İki', 'Toplu Üç'].map((title) => `“${title}” başvurunuz (“Açık Çağrı” çağrısı) onaylandı. Not: Komite kararıyla onaylandı.`).sort(),
    );
  });

  test('one record that cannot be decided: 400 naming it and why, and nothing is decided', async () => {
    const waiting = await application('Bekleyen');
    const decided = await application('Kararlı', 'ONAY');
    const notifiedBefore = (await db().select().from(notifications)).length;
    const res = await call('staff', 'POST', 'admin/basvurular/toplu-durum/', { ids: [waiting, decided, 999_999], durum: 'RED', not: 'Kapsam dışı.' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        ids: [
          `#${decided}: Durumu “Onaylandı”; yalnızca “İnceleniyor” durumundaki kayıtlar toplu olarak karara bağlanabilir.`,
          `#999999: ${KARAR_MESSAGES.bulkNotFound}`,
        ],
      },
    });
    expect(await durumOf([waiting, decided])).toEqual(['INCELEME', 'ONAY']);
    expect((await db().select().from(notifications)).length).toBe(notifiedBefore);
    expect(await db().select().from(history).where(and(eq(history.nesne, 'basvuru'), eq(history.nesne_id, waiting)))).toEqual([]);
  });

  test('an approval the server refuses (an overlapping reservation) fails the whole decision with its reason', async () => {
    const kaynak_id = await insertResource(db(), { ad: 'Toplu Oda' });
    const day = istanbulDay(14);
    const slot = { kaynak_id, baslangic: day.set({ hour: 11 }).toJSDate(), bitis: day.set({ hour: 12 }).toJSDate() };
    const rows = await db().insert(reservations).values([bookedBy(w, 'applicantA', slot), bookedBy(w, 'applicantB', slot)]).returning();
    const ids = rows.map((r) => r.id);
    const res = await call('staff', 'POST', 'admin/rezervasyonlar/toplu-durum/', { ids, durum: 'ONAY' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { ids: [`#${ids[1]}: ${MSG.reservation.approvedConflict}`] } });
    const after = await db().select({ durum: reservations.durum }).from(reservations).where(inArray(reservations.id, ids));
    expect(after.map((r) => r.durum)).toEqual(['BEKLEME', 'BEKLEME']);
    // Rejecting both with one reason works.
    const rejected = await call('staff', 'POST', 'admin/rezervasyonlar/toplu-durum/', { ids, durum: 'RED', not: 'Oda o gün kapalı.' });
    expect(rejected.statusCode).toBe(200);
    const [n] = (await inbox('applicantB')).filter((x) => x.tur === 'rezervasyon_durum');
    expect(n!.mesaj).toMatch(/^Toplu Oda için .* 11:00–12:00 tarihli rezervasyonunuz reddedildi\. Gerekçe: Oda o gün kapalı\.$/);
  });

  test('bad bodies are 400s on their fields', async () => {
    const id = await application('Geçersiz');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ids: [id], durum: 'RED' }, { not: [KARAR_MESSAGES.reasonRequired] }],
      [{ ids: [id], durum: 'TASLAK' }, { durum: [KARAR_MESSAGES.bulkInvalidStatus] }],
      [{ ids: [], durum: 'ONAY' }, { ids: [KARAR_MESSAGES.bulkEmpty] }],
      [{ ids: [id, id], durum: 'ONAY' }, { ids: [KARAR_MESSAGES.bulkDuplicate] }],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), durum: 'ONAY' }, { ids: [KARAR_MESSAGES.bulkTooMany] }],
      [{ ids: ['x'], durum: 'ONAY' }, { ids: [KARAR_MESSAGES.bulkInvalidId] }],
    ];
    for (const [body, expected] of cases) {
      const res = await call('staff', 'POST', 'admin/basvurular/toplu-durum/', body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({ body, status: 400, answer: expected });
    }
    expect(await durumOf([id])).toEqual(['INCELEME']);
  });

  test('only staff decide: an applicant is refused (403), a visitor must sign in (401)', async () => {
    const id = await application('Yetkisiz');
    expect((await call('applicantB', 'POST', 'admin/basvurular/toplu-durum/', { ids: [id], durum: 'ONAY' })).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', 'admin/basvurular/toplu-durum/', { ids: [id], durum: 'ONAY' })).statusCode).toBe(401);
    expect(await durumOf([id])).toEqual(['INCELEME']);
  });
});
