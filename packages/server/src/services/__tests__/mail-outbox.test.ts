// Notification e-mail through a real SMTP server started here (smtp-server), read back with
// mailparser: one Turkish message per event with a plain-text part; a server that is down loses
// nothing (retried with backoff); a process that died mid-send sends nothing twice; two workers on
// one database (PostgreSQL with TEST_DATABASE_URL) send each message once.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, notifications } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { startTestSmtp, testMailConfig, type TestSmtp } from '../../testing/smtp';
import { createWorld, type World } from '../../testing/world';
import { backoffSeconds, runOutboxOnce } from '../mail-outbox';
import { smtpSender } from '../mail';

let smtp: TestSmtp;
let t: TestContext;
let w: World;


beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mail: testMailConfig(smtp.port) });
  w = await createWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const db = () => t.database.db;
const setStatus = (id: number, durum: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/basvurular/${id}/update_status/`, headers: w.auth('staff'), payload: { durum, ...(['RED', 'REDDEDILDI'].includes(durum) ? { not: 'Bütçe planı eksik.' } : {}) } });
const outboxOf = async (bildirimId: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.bildirim_id, bildirimId)))[0]!;
const newestNotification = async () => (await db().select().from(notifications).orderBy(sql`id desc`).limit(1))[0]!;

describe('sending', () => {
  test('one Turkish message with a plain-text part and HTML to the applicant', async () => {
    smtp.received.length = 0;
    expect((await setStatus(w.applicationB, 'RED')).statusCode).toBe(200);
    const run = await t.app.mailOutbox!.runNow();
    expect(run).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Başvurunuz: Reddedildi');
    expect(mail!.to).toMatchObject({ value: [{ address: 'applicant_b@example.test' }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'bildirim@portal.test', name: 'Kuluçka Merkezi' }] });
    expect(mail!.text).toContain('Merhaba applicant_b,');
    // The decision letter: the project, its call, the decision and staff's reason.
    expect(mail!.text).toContain(`“Proje ${w.userIds.applicantB}” başvurunuz (“Açık Çağrı” çağrısı) reddedildi. Gerekçe: Bütçe planı eksik.`);
    expect(mail!.html).toContain('Gerekçe: Bütçe planı eksik.');
    expect(mail!.text).toContain('Ayrıntılar: https://portal.example.org/my-applications');
    expect(mail!.html).toContain('<strong>Başvurunuz: Reddedildi</strong>');
    expect(mail!.messageId).toMatch(/^<bildirim-\d+@portal\.test>$/);

    const row = await outboxOf((await newestNotification()).id);
    expect(row).toMatchObject({ durum: 'gonderildi', deneme: 1, son_hata: null });
    expect(row.gonderildi).not.toBeNull();
    // Nothing left: a second look sends nothing.
    expect(await t.app.mailOutbox!.runNow()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  test('a message for a person without an address is never queued', async () => {
    await db().execute(sql`update users set email = '' where id = ${w.userIds.applicantA}`);
    expect((await setStatus(w.applicationA, 'INCELEME')).statusCode).toBe(200);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.bildirim_id, (await newestNotification()).id))).toHaveLength(0);
    await db().execute(sql`update users set email = 'applicant_a@example.test' where id = ${w.userIds.applicantA}`);
    await setStatus(w.applicationA, 'ONAY');
    await t.app.mailOutbox!.runNow();
  });
});

describe('failures', () => {
  test('SMTP server down: the message waits and is retried with backoff, then sent once', async () => {
    smtp.received.length = 0;
    const port = smtp.port;
    await smtp.stop();
    expect((await setStatus(w.applicationB, 'INCELEME')).statusCode).toBe(200);
    const id = (await newestNotification()).id;
    const sender = smtpSender(testMailConfig(port).smtp!);
    const options = { from: 'bildirim@portal.test', portalUrl: 'https://portal.example.org' };
    const now = new Date();

    const down = await runOutboxOnce(db(), sender, options, now);
    expect(down).toMatchObject({ sent: 0, retried: 1 });
    const waiting = await outboxOf(id);
    expect(waiting).toMatchObject({ durum: 'bekliyor', deneme: 1 });
    expect(waiting.son_hata).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.sonraki_deneme.getTime()).toBe(now.getTime() + backoffSeconds(1) * 1000);

    // Before the backoff has passed nothing is tried, even with the server back.
    smtp = await startTestSmtp(port);
    expect(await runOutboxOnce(db(), sender, options, new Date(now.getTime() + 1000))).toMatchObject({ sent: 0, retried: 0 });
    const later = new Date(now.getTime() + backoffSeconds(1) * 1000 + 1);
    expect(await runOutboxOnce(db(), sender, options, later)).toMatchObject({ sent: 1 });
    expect((await smtp.waitFor(1))[0]!.subject).toBe('Başvurunuz: İnceleniyor');
    expect(await outboxOf(id)).toMatchObject({ durum: 'gonderildi', deneme: 2 });
    sender.close();
  });

  test('backoff doubles and stops growing; attempts end at the limit (basarisiz, nothing lost silently)', async () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(30)).toBe(3600);
    const failing = { send: () => Promise.reject(new Error('421 try later')), close: () => {} };
    await setStatus(w.applicationB, 'ONAY');
    const id = (await newestNotification()).id;
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runOutboxOnce(db(), failing, { from: 'x@portal.test', portalUrl: '', maxAttempts: 3 }, now);
      now = new Date(now.getTime() + 3600_000 + 1);
    }
    expect(await outboxOf(id)).toMatchObject({ durum: 'basarisiz', deneme: 3, son_hata: '421 try later' });
  });

  test('a message still waiting after the maximum age is given up, not sent', async () => {
    smtp.received.length = 0;
    await setStatus(w.applicationB, 'RED');
    const id = (await newestNotification()).id;
    const later = new Date(Date.now() + 73 * 3600_000);
    const sender = smtpSender(testMailConfig(smtp.port).smtp!);
    const run = await runOutboxOnce(db(), sender, { from: 'x@portal.test', portalUrl: '' }, later);
    sender.close();
    expect(run).toMatchObject({ sent: 0, failed: 1 });
    expect(await outboxOf(id)).toMatchObject({ durum: 'basarisiz', son_hata: 'süresi geçti: SMTP kapalıydı' });
    expect(smtp.received).toHaveLength(0);
  });

  test('a process that died mid-send: its claim expires as belirsiz and is never sent again', async () => {
    smtp.received.length = 0;
    await setStatus(w.applicationB, 'INCELEME');
    const id = (await newestNotification()).id;
    const claimedAt = new Date(Date.now() - 10 * 60_000);
    // What a crash leaves: claimed (gonderiliyor), no outcome.
    await db().update(mailOutbox).set({ durum: 'gonderiliyor', kilitlendi: claimedAt, deneme: 1 }).where(eq(mailOutbox.bildirim_id, id));
    const run = await t.app.mailOutbox!.runNow();
    expect(run).toMatchObject({ unknown: 1, sent: 0 });
    expect(await outboxOf(id)).toMatchObject({ durum: 'belirsiz' });
    expect(await t.app.mailOutbox!.runNow()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('several workers', () => {
  test('two API processes on one database send each message exactly once', async () => {
    // Start from a status the loop never sets (a status set to the one it has notifies nobody), sent.
    await setStatus(w.applicationA, 'RED');
    await setStatus(w.applicationB, 'RED');
    await t.app.mailOutbox!.runNow();
    smtp.received.length = 0;
    const second = await createTestApp({ mail: testMailConfig(smtp.port) }, { database: t.database });
    try {
      // 24 notifications with e-mail, by the change route's own path.
      for (let i = 0; i < 12; i++) {
        await setStatus(w.applicationA, i % 2 ? 'ONAY' : 'INCELEME');
        await setStatus(w.applicationB, i % 2 ? 'ONAY' : 'INCELEME');
      }
      const waiting = await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.durum, 'bekliyor'));
      expect(waiting[0]!.n).toBe(24);
      const looks = [];
      for (let i = 0; i < 4; i++) looks.push(t.app.mailOutbox!.runNow(), second.app.mailOutbox!.runNow());
      const runs = await Promise.all(looks);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(24);
      await smtp.waitFor(24);
      await new Promise((r) => setTimeout(r, 300));
      const ids = smtp.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(24);
      expect(ids).toHaveLength(24);
      // A look claims at most 20 (batchSize): the 24 went out in at least two looks, none twice
      // (on PGlite the one connection serialises the looks; on PostgreSQL they interleave).
      expect(runs.filter((r) => r.sent > 0).length).toBeGreaterThanOrEqual(2);
    } finally {
      await second.close();
    }
  }, 60_000);
});
