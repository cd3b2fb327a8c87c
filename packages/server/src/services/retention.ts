// Tables that grow with use are pruned after a retention period (plugins/retention.ts runs this
// every RETENTION_INTERVAL_SECONDS): what nobody reads any more goes, what a rule still needs stays.
// - eposta_kuyrugu: e-mails sent, given up or of unknown fate, MAIL_RETENTION_DAYS after they were
//   queued (waiting and leased rows are the worker's, never pruned);
// - bildirimler: read notifications, NOTIFICATION_RETENTION_DAYS after they were read (unread ones
//   stay however old; 0 keeps every one);
// - hatirlatmalar: the keys of reminders sent more than REMINDER_RETENTION_DAYS ago (at least 62, so a
//   monthly reminder's key outlives every look that could send it again: env.ts);
// - sifre_sifirlamalar: password-reset and invitation links ACCOUNT_LINK_RETENTION_DAYS past their
//   expiry (until then a late click is told that the link expired rather than that it is unknown);
// - guvenlik_olaylari: security events older than SECURITY_EVENT_RETENTION_DAYS (0 keeps every one);
// - token_blacklist: denials of tokens that have expired (such a token is refused anyway).
// Each is one DELETE; several processes pruning at once delete each row once.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, notifications, passwordResets, remindersSent, securityEvents, tokenBlacklist } from '../db/schema';

export interface RetentionDays {
  mail: number;
  notifications: number;
  reminders: number;
  accountLinks: number;
  securityEvents: number;
}

/** Rows removed per table by one round. */
export type RetentionRun = Record<'eposta_kuyrugu' | 'bildirimler' | 'hatirlatmalar' | 'sifre_sifirlamalar' | 'guvenlik_olaylari' | 'token_blacklist', number>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

async function deleted(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** One round at `now` (tests pass their own clock). */
export async function pruneOnce(db: Db, days: RetentionDays, now: Date = new Date()): Promise<RetentionRun> {
  const nowIso = now.toISOString();
  return {
    eposta_kuyrugu: await deleted(
      db,
      sql`delete from ${mailOutbox} where ${mailOutbox.durum} in ('gonderildi', 'basarisiz', 'belirsiz') and ${mailOutbox.olusturuldu} < ${daysBefore(now, days.mail)}::timestamptz`,
    ),
    bildirimler:
      days.notifications > 0
        ? await deleted(db, sql`delete from ${notifications} where ${notifications.okundu_at} < ${daysBefore(now, days.notifications)}::timestamptz`)
        : 0,
    hatirlatmalar: await deleted(
      db,
      sql`delete from ${remindersSent} where ${remindersSent.gonderildi} < ${daysBefore(now, days.reminders)}::timestamptz`,
    ),
    sifre_sifirlamalar: await deleted(db, sql`delete from ${passwordResets} where ${passwordResets.gecerlilik} < ${daysBefore(now, days.accountLinks)}::timestamptz`),
    guvenlik_olaylari:
      days.securityEvents > 0 ? await deleted(db, sql`delete from ${securityEvents} where ${securityEvents.zaman} < ${daysBefore(now, days.securityEvents)}::timestamptz`) : 0,
    token_blacklist: await deleted(db, sql`delete from ${tokenBlacklist} where ${tokenBlacklist.expires_at} < ${nowIso}::timestamptz`),
  };
}
