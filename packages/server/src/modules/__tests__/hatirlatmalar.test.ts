// Reminders with a controlled clock: each is sent at its time, to its people, once and only once:
// again and again at the same or a later time, by looks running at the same moment, and (on
// PostgreSQL) by a second API process on its own connection pool. The real-clock scheduler of two
// spawned processes is in src/__tests__/scale-out.test.ts.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { REMINDER_MONTH_DAY, TIME_ZONE, type Bildirim, type HatirlatmaTuru } from '@portal/domain';
import { openDatabase, type Database } from '../../db/client';
import { applications, calls, history, mailOutbox, notifications, receipts, remindersSent, reports, reservations, resources } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { insertTestFile, type SignedInActor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { testMailConfig } from '../../testing/smtp';
import { monthToRemind, runRemindersOnce } from '../hatirlatmalar/service';

let t: TestContext;
let w: World;
// E-mail on (an SMTP server configured; its worker never looks within the test): notifications queue their e-mails.
const EMAIL_ON = { mail: testMailConfig(2525) };
worldSuite((app, world) => ([t, w] = [app, world]), EMAIL_ON);

const db = () => t.database.db;
const istanbul = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE }).toJSDate();
/** The month after next, so that the world's rows (created now) are older than the month reminded. */
const later = DateTime.now().setZone(TIME_ZONE).startOf('month').plus({ months: 2 });
const remindedMonth = later.minus({ months: 1 });

const sentOf = (userId: number, tur: HatirlatmaTuru) =>
  db().select().from(notifications).where(and(eq(notifications.alici_id, userId), eq(notifications.tur, tur)));

async function inbox(actor: SignedInActor): Promise<Bildirim[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/bildirimler/?page_size=100', headers: w.auth(actor) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Bildirim[] }).results;
}

describe('the month to remind', () => {
  test(`from the ${REMINDER_MONTH_DAY}th of a month (Istanbul), last month`, () => {
    expect(monthToRemind(istanbul('2026-03-04T23:59'))).toBeNull();
    expect(monthToRemind(istanbul('2026-03-05T00:00'))).toMatchObject({ month: '2026-02', from: '2026-02-01', to: '2026-03-01' });
    // 4 March 22:00 UTC is already the 5th in Istanbul (UTC+3).
    expect(monthToRemind(new Date('2026-03-04T22:00:00Z'))?.month).toBe('2026-02');
    expect(monthToRemind(istanbul('2026-01-20T12:00'))).toMatchObject({ month: '2025-12', from: '2025-12-01', to: '2026-01-01' });
  });
});

describe('monthly: last period report and last month rent receipt', () => {
  beforeAll(async () => {
    const from = remindedMonth.toISODate()!;
    // applicationA has last month's report; the employee's only report for it was rejected.
    await db()
      .insert(reports)
      .values([
        { basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, donem_baslangic: from, donem_bitis: remindedMonth.endOf('month').toISODate()!, ozet: 'Aylık rapor özeti', durum: 'GONDERILDI' },
        { basvuru_id: w.applicationEmployee, olusturan_id: w.userIds.employee, donem_baslangic: from, donem_bitis: remindedMonth.endOf('month').toISODate()!, ozet: 'Aylık rapor özeti', durum: 'RED' },
      ]);
    // A new application of applicantA, approved only after the reminded month (by its history): its
    // first period is this month's, so nothing is due for last month.
    const [fresh] = await db()
      .insert(applications)
      .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: 'Yeni Onaylanan', aciklama: 'Açıklama', durum: 'ONAY' })
      .returning({ id: applications.id });
    await db().insert(history).values({ nesne: 'basvuru', nesne_id: fresh!.id, eylem: 'durum', onceki: 'INCELEME', sonraki: 'ONAY', kullanici_id: w.userIds.staff, zaman: later.plus({ days: 1 }).toJSDate() });
    // Company A paid last month's rent (receipt waiting for staff); company B only has a rejected one.
    await db()
      .insert(receipts)
      .values([
        { sirket_id: w.companyA, olusturan_id: w.userIds.owner, odeme_tarihi: remindedMonth.plus({ days: 2 }).toISODate()!, dosya_id: await insertTestFile(db(), w.userIds.owner), durum: 'YUKLENDI' },
        { sirket_id: w.companyB, olusturan_id: w.userIds.otherOwner, odeme_tarihi: remindedMonth.plus({ days: 3 }).toISODate()!, dosya_id: await insertTestFile(db(), w.userIds.otherOwner), durum: 'REDDEDILDI' },
      ]);
  });

  test('before the reminder day nothing is sent', async () => {
    const run = await t.app.reminders.runNow(later.set({ day: REMINDER_MONTH_DAY - 1, hour: 12 }).toJSDate());
    expect(run.sent.rapor_hatirlatma + run.sent.dekont_hatirlatma).toBe(0);
  });

  test('on the day: applicants without the report and owners without the receipt, once', async () => {
    const run = await t.app.reminders.runNow(later.set({ day: REMINDER_MONTH_DAY, hour: 9 }).toJSDate());
    expect(run).toMatchObject({ skipped: false, sent: { rapor_hatirlatma: 2, dekont_hatirlatma: 1 } });
    expect(await sentOf(w.userIds.applicantA, 'rapor_hatirlatma')).toHaveLength(0);
    expect(await sentOf(w.userIds.applicantB, 'rapor_hatirlatma')).toHaveLength(1);
    expect(await sentOf(w.userIds.employee, 'rapor_hatirlatma')).toHaveLength(1);
    expect(await sentOf(w.userIds.owner, 'dekont_hatirlatma')).toHaveLength(0);
    expect(await sentOf(w.userIds.otherOwner, 'dekont_hatirlatma')).toHaveLength(1);

    const [report] = (await inbox('applicantB')).filter((b) => b.tur === 'rapor_hatirlatma');
    const monthName = remindedMonth.setLocale('tr').toFormat('LLLL yyyy');
    expect(report).toMatchObject({
      baslik: 'Rapor hatırlatması',
      mesaj: `“Proje ${w.userIds.applicantB}” projesi için ${monthName} dönemine ait rapor henüz gönderilmedi.`,
      link: `/basvuru/${w.applicationB}/raporlar`,
      okundu: false,
    });
    const [receipt] = (await inbox('otherOwner')).filter((b) => b.tur === 'dekont_hatirlatma');
    expect(receipt).toMatchObject({ baslik: 'Kira dekontu hatırlatması', mesaj: `B Yazılım için ${monthName} ayına ait kira dekontu henüz yüklenmedi.`, link: '/dekontlar' });

    // Each is e-mailed like any notification (the world's people have addresses).
    const ids = (await db().select({ id: notifications.id }).from(notifications).where(inArray(notifications.tur, ['rapor_hatirlatma', 'dekont_hatirlatma']))).map((r) => r.id);
    expect(await db().select().from(mailOutbox).where(inArray(mailOutbox.bildirim_id, ids))).toHaveLength(3);

    // Later in the month, and again: nothing more.
    for (const day of [REMINDER_MONTH_DAY, REMINDER_MONTH_DAY + 1, 28]) {
      const again = await t.app.reminders.runNow(later.set({ day, hour: 18 }).toJSDate());
      expect(again.sent.rapor_hatirlatma + again.sent.dekont_hatirlatma).toBe(0);
    }
    expect(await sentOf(w.userIds.applicantB, 'rapor_hatirlatma')).toHaveLength(1);
    expect(await sentOf(w.userIds.otherOwner, 'dekont_hatirlatma')).toHaveLength(1);
  });
});

describe('a call closing in 3 days, to drafts', () => {
  let closing: Date;
  let draft: number;

  beforeAll(async () => {
    closing = DateTime.now().plus({ days: 10 }).toJSDate();
    const [c] = await db().insert(calls).values({ baslik: 'Kapanan Çağrı', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: closing }).returning({ id: calls.id });
    const rows = await db()
      .insert(applications)
      .values([
        { cagri_id: c!.id, basvuran_id: w.userIds.applicantB, proje_basligi: 'Taslak Proje', aciklama: 'Açıklama', durum: 'TASLAK' },
        { cagri_id: c!.id, basvuran_id: w.userIds.applicantA, proje_basligi: 'Gönderilmiş Proje', aciklama: 'Açıklama', durum: 'GONDERILDI' },
      ])
      .returning({ id: applications.id });
    draft = rows[0]!.id;
  });

  const at = (daysBeforeClosing: number) => DateTime.fromJSDate(closing).minus({ days: daysBeforeClosing }).toJSDate();

  test('4 days before: nothing; 3 days before: the draft’s applicant; later: nothing more', async () => {
    expect((await t.app.reminders.runNow(at(4))).sent.cagri_kapaniyor).toBe(0);
    expect((await t.app.reminders.runNow(at(2.9))).sent.cagri_kapaniyor).toBe(1);
    expect((await t.app.reminders.runNow(at(1))).sent.cagri_kapaniyor).toBe(0);
    expect((await t.app.reminders.runNow(at(0.01))).sent.cagri_kapaniyor).toBe(0);
    expect(await sentOf(w.userIds.applicantA, 'cagri_kapaniyor')).toHaveLength(0);
    const [n] = (await inbox('applicantB')).filter((b) => b.tur === 'cagri_kapaniyor');
    expect(n).toMatchObject({ baslik: 'Çağrı kapanıyor', link: `/basvuru/${draft}/duzenle` });
    expect(n!.mesaj).toContain('“Kapanan Çağrı” çağrısı');
    expect(n!.mesaj).toContain('“Taslak Proje” başvurunuz hâlâ taslak');
    expect(await db().select().from(remindersSent).where(eq(remindersSent.anahtar, `cagri:${draft}`))).toHaveLength(1);
  });
});

describe('reservations waiting for staff for more than a day', () => {
  let requested: DateTime;

  beforeAll(async () => {
    const [k] = await db().insert(resources).values({ ad: 'Toplantı Odası H', kapasite: 4 }).returning({ id: resources.id });
    requested = DateTime.now();
    const slot = (days: number, durum: 'BEKLEME' | 'ONAY') => {
      const start = requested.plus({ days }).setZone(TIME_ZONE).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
      return { kaynak_id: k!.id, basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, baslangic: start.toJSDate(), bitis: start.plus({ minutes: 30 }).toJSDate(), durum };
    };
    await db().insert(reservations).values([slot(7, 'BEKLEME'), slot(8, 'BEKLEME'), slot(9, 'ONAY')]);
  });

  test('after 24 hours staff get one notification counting them; never again for the same ones', async () => {
    expect((await t.app.reminders.runNow(requested.plus({ hours: 23 }).toJSDate())).sent.rezervasyon_bekliyor).toBe(0);
    expect((await t.app.reminders.runNow(requested.plus({ hours: 25 }).toJSDate())).sent.rezervasyon_bekliyor).toBe(1);
    expect((await t.app.reminders.runNow(requested.plus({ hours: 48 }).toJSDate())).sent.rezervasyon_bekliyor).toBe(0);
    const staff = (await inbox('staff')).filter((b) => b.tur === 'rezervasyon_bekliyor');
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ baslik: 'Onay bekleyen rezervasyonlar', link: '/admin/reservations?durum=BEKLEME' });
    expect(staff[0]!.mesaj).toMatch(/^2 rezervasyon talebi bir günden uzun süredir onay bekliyor/);
    // Not the applicants' business.
    expect((await inbox('applicantA')).filter((b) => b.tur === 'rezervasyon_bekliyor')).toHaveLength(0);
  });
});

describe('once only, however many look at once', () => {
  /** A fresh call closing soon with `n` drafts: n reminders due. */
  async function dueDrafts(n: number) {
    const bitis = DateTime.now().plus({ days: 30 }).toJSDate();
    const [c] = await db().insert(calls).values({ baslik: `Yarış ${Math.random()}`, aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis }).returning({ id: calls.id });
    const drafts = Array.from({ length: n }, (_, i) => ({ cagri_id: c!.id, basvuran_id: w.userIds.applicantB, proje_basligi: `Yarış ${i}`, aciklama: 'Açıklama', durum: 'TASLAK' as const }));
    await db().insert(applications).values(drafts);
    return { cagriId: c!.id, at: DateTime.fromJSDate(bitis).minus({ days: 1 }).toJSDate() };
  }
  const countFor = async (cagriId: number) => {
    const rows = await db().select({ params: notifications.params }).from(notifications).where(eq(notifications.tur, 'cagri_kapaniyor'));
    return rows.filter((r) => (r.params as { cagri_id: number }).cagri_id === cagriId).length;
  };

  test('8 looks at the same moment through one app: each reminder once', async () => {
    const { cagriId, at } = await dueDrafts(5);
    const runs = await Promise.all(Array.from({ length: 8 }, () => t.app.reminders.runNow(at)));
    expect(runs.reduce((sum, r) => sum + r.sent.cagri_kapaniyor, 0)).toBe(5);
    expect(await countFor(cagriId)).toBe(5);
  });

  (testDatabaseUrl() ? describe : describe.skip)('two API processes on one PostgreSQL database', () => {
    let second: Database;
    let t2: TestContext;
    beforeAll(async () => {
      // The second process: its own app and its own connection pool on the same database.
      const name = ((await db().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
      const url = new URL(testDatabaseUrl()!);
      url.pathname = `/${name}`;
      second = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
      t2 = await createTestApp(EMAIL_ON, { database: second });
    });
    afterAll(async () => {
      await t2?.close();
      await second?.close();
    });

    test('20 looks at once split over both: each reminder once, and some looks found the other holding the lock', async () => {
      const { cagriId, at } = await dueDrafts(12);
      const apps = [t.app, t2.app];
      const runs = await Promise.all(
        // Direct runs, not runNow, which queues one process's looks behind each other.
        Array.from({ length: 20 }, (_, i) => runRemindersOnce(apps[i % 2]!.db, at)),
      );
      expect(runs.reduce((sum, r) => sum + r.sent.cagri_kapaniyor, 0)).toBe(12);
      expect(runs.some((r) => r.skipped)).toBe(true);
      expect(await countFor(cagriId)).toBe(12);
    });
  });
});
