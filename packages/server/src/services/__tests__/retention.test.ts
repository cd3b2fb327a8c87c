// The tables that grow: no e-mail is queued while e-mail is off, and a pruning round removes exactly
// the rows past their retention (services/retention.ts), on both databases.
import { describe, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../env';
import { mailOutbox, notifications, passwordResets, remindersSent, securityEvents, tokenBlacklist } from '../../db/schema';
import { attachment, fieldParts, multipart, samplePdf } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const db = () => t.database.db;

const DAY = 86_400_000;
const NOW = new Date('2026-12-01T09:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('e-mail off (no SMTP server configured)', () => {
  test('a new application notifies staff in the portal and queues no e-mail', async () => {
    const { payload, headers } = multipart([...fieldParts({ cagri: w.callId, proje_basligi: 'Yeni Proje Başvurusu', aciklama: 'Açıklama metni burada yer alıyor.' }), attachment('proje.pdf', samplePdf())]);
    const res = await api.send('POST', '/api/basvurular/', 'applicantB', payload, headers);
    expect(res.statusCode).toBe(201);
    const staffNotices = await db().select().from(notifications).where(eq(notifications.alici_id, w.userIds.staff));
    expect(staffNotices.map((n) => n.tur)).toContain('basvuru_yeni');
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });
});

describe('pruning', () => {
  test('the defaults: 30 days of sent e-mail, a year of read notifications, 400 days of reminder keys', () => {
    expect(loadConfig({}).retentionDays).toEqual({ mail: 30, notifications: 365, reminders: 400, accountLinks: 30, securityEvents: 730 });
    // A monthly reminder's key must outlive the month it could be sent again in.
    expect(loadConfig({ REMINDER_RETENTION_DAYS: '5' }).retentionDays.reminders).toBe(62);
    expect(loadConfig({ NOTIFICATION_RETENTION_DAYS: '0', RETENTION_INTERVAL_SECONDS: '0' })).toMatchObject({ retentionIntervalSeconds: 0, retentionDays: { notifications: 0 } });
  });

  test('a round removes the rows past their retention and keeps every other one', async () => {
    const user = w.userIds.applicantA;
    const notice = async (okundu_at: Date | null, olusturuldu = ago(800)) =>
      (await db().insert(notifications).values({ alici_id: user, tur: 'basvuru_durum', params: {}, okundu_at, olusturuldu }).returning({ id: notifications.id }))[0]!.id;
    const readOld = await notice(ago(400));
    const readRecent = await notice(ago(10));
    const unreadOld = await notice(null);
    // Outbox rows hang on notifications of their own (one row per notification).
    const outbox = async (durum: 'gonderildi' | 'basarisiz' | 'belirsiz' | 'bekliyor', olusturuldu: Date) =>
      (await db().insert(mailOutbox).values({ bildirim_id: await notice(null), durum, olusturuldu }).returning({ id: mailOutbox.id }))[0]!.id;
    const sentOld = await outbox('gonderildi', ago(31));
    const failedOld = await outbox('basarisiz', ago(60));
    const unknownOld = await outbox('belirsiz', ago(45));
    const waitingOld = await outbox('bekliyor', ago(90));
    const sentRecent = await outbox('gonderildi', ago(29));
    await db().insert(remindersSent).values([
      { anahtar: 'rapor:1:2025-09', tur: 'rapor_hatirlatma', gonderildi: ago(401) },
      { anahtar: 'rapor:1:2026-10', tur: 'rapor_hatirlatma', gonderildi: ago(26) },
    ]);
    const link = async (gecerlilik: Date) =>
      (await db().insert(passwordResets).values({ user_id: user, token_sha256: `${gecerlilik.getTime()}`.padEnd(64, '0'), nonce: 'n', gecerlilik }).returning({ id: passwordResets.id }))[0]!.id;
    const linkOld = await link(ago(31));
    const linkRecent = await link(ago(2));
    const event = async (zaman: Date) => (await db().insert(securityEvents).values({ user_id: user, tur: 'giris', zaman }).returning({ id: securityEvents.id }))[0]!.id;
    const eventOld = await event(ago(731));
    const eventRecent = await event(ago(700));
    await db().insert(tokenBlacklist).values([
      { jti: 'retention-expired', user_id: user, expires_at: ago(1) },
      { jti: 'retention-live', user_id: user, expires_at: new Date(NOW.getTime() + DAY) },
    ]);

    const run = await t.app.retention.runNow(NOW);
    expect(run).toEqual({ eposta_kuyrugu: 3, bildirimler: 1, hatirlatmalar: 1, sifre_sifirlamalar: 1, guvenlik_olaylari: 1, token_blacklist: 1 });

    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort((a, b) => a - b);
    expect(await ids(db().select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, [sentOld, failedOld, unknownOld, waitingOld, sentRecent])))).toEqual([waitingOld, sentRecent]);
    expect(await ids(db().select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, [readOld, readRecent, unreadOld])))).toEqual([readRecent, unreadOld]);
    expect((await db().select().from(remindersSent)).map((r) => r.anahtar)).toEqual(['rapor:1:2026-10']);
    expect(await ids(db().select({ id: passwordResets.id }).from(passwordResets).where(inArray(passwordResets.id, [linkOld, linkRecent])))).toEqual([linkRecent]);
    expect(await ids(db().select({ id: securityEvents.id }).from(securityEvents).where(inArray(securityEvents.id, [eventOld, eventRecent])))).toEqual([eventRecent]);
    expect((await db().select().from(tokenBlacklist)).map((r) => r.jti)).toEqual(['retention-live']);

    // A second round finds nothing more.
    expect(Object.values(await t.app.retention.runNow(NOW))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
