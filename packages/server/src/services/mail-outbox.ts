// The e-mail outbox worker: claims waiting rows (FOR UPDATE SKIP LOCKED, so several API processes
// on one PostgreSQL never claim the same row; on PGlite the one process claims alone), sends each,
// and marks it. Delivery is at-least-once against a failing SMTP server and at-most-once against a
// crash (docs/notifications.md, "Outbox"):
//   bekliyor --claim--> gonderiliyor --SMTP accepted--> gonderildi
//                                   --SMTP error--> bekliyor (later, backing off) ... basarisiz
//   gonderiliyor for longer than the lease (the process died mid-send) --> belirsiz (never re-sent)
//   bekliyor for longer than maxAgeHours (SMTP down or unset that long) --> basarisiz (kept, not sent:
//   a days-old "your reservation was approved" is noise, and a backlog must not flood people the day
//   SMTP is configured)
import { sql } from 'drizzle-orm';
import type { BildirimTuru } from '@portal/domain';
import { mailOutbox, notifications, users } from '../db/schema';
import type { Tx } from '../lib/transaction';
import { renderMail, type MailSender } from './mail';

export interface OutboxOptions {
  from: string;
  portalUrl: string;
  /**
   * What an e-mail adds to its notification's stored parameters when it is written (a password
   * reset's link, which is made from the server's secret and never stored).
   */
  mailParams?: (tur: BildirimTuru, params: Record<string, unknown>, db: Tx) => Promise<Record<string, unknown>>;
  /** Rows claimed per look. */
  batchSize?: number;
  /** Attempts before a message is given up (basarisiz). */
  maxAttempts?: number;
  /** A message still waiting this long after its notification is given up (basarisiz), not sent. */
  maxAgeHours?: number;
  /** First retry after this many seconds, doubling each time, at most `maxBackoffSeconds`. */
  backoffSeconds?: number;
  maxBackoffSeconds?: number;
  /** A claim older than this without an outcome means the sender died: belirsiz. */
  leaseSeconds?: number;
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
  /** Claims found expired (the process that held them died mid-send). */
  unknown: number;
}

const DEFAULTS = { batchSize: 20, maxAttempts: 100, maxAgeHours: 72, backoffSeconds: 30, maxBackoffSeconds: 3600, leaseSeconds: 300 };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** The wait before attempt `attempt + 1`, after `attempt` failed ones. */
export function backoffSeconds(attempt: number, options: OutboxOptions = { from: '', portalUrl: '' }): number {
  const base = options.backoffSeconds ?? DEFAULTS.backoffSeconds;
  return Math.min(base * 2 ** Math.max(0, attempt - 1), options.maxBackoffSeconds ?? DEFAULTS.maxBackoffSeconds);
}

/** An SMTP answer that will not change on retry (5xx: no such mailbox, refused): give up at once. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** One look at the queue: expire dead claims, claim a batch, send, mark. `now` is the worker's clock. */
export async function runOutboxOnce(db: Tx, sender: MailSender, options: OutboxOptions, now: Date = new Date()): Promise<OutboxRun> {
  const o = { ...DEFAULTS, ...options };
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0, unknown: 0 };
  const nowIso = now.toISOString();

  const expired = await db.execute(sql`
    update ${mailOutbox} set durum = 'belirsiz', son_hata = 'gönderim sırasında işlem kesildi; tekrar gönderilmedi'
    where durum = 'gonderiliyor' and kilitlendi < ${nowIso}::timestamptz - make_interval(secs => ${o.leaseSeconds})
    returning id`);
  run.unknown = rowsOf(expired).length;

  const stale = await db.execute(sql`
    update ${mailOutbox} set durum = 'basarisiz', son_hata = 'süresi geçti: ' || coalesce(son_hata, 'SMTP kapalıydı')
    where durum = 'bekliyor' and olusturuldu < ${nowIso}::timestamptz - make_interval(hours => ${o.maxAgeHours})
    returning id`);
  run.failed += rowsOf(stale).length;

  // One statement: the claim commits before any byte goes to the SMTP server, so a slow server
  // holds no lock and no transaction (PGlite has one connection for everything).
  const claimed = rowsOf<{ id: number; bildirim_id: number; deneme: number }>(
    await db.execute(sql`
      update ${mailOutbox} set durum = 'gonderiliyor', kilitlendi = ${nowIso}::timestamptz, deneme = deneme + 1
      where id in (
        select id from ${mailOutbox}
        where durum = 'bekliyor' and sonraki_deneme <= ${nowIso}::timestamptz
        order by sonraki_deneme, id
        limit ${o.batchSize}
        for update skip locked)
      returning id, bildirim_id, deneme`),
  );

  for (const claim of claimed.sort((a, b) => a.id - b.id)) {
    const [message] = rowsOf<{ tur: BildirimTuru; params: Record<string, unknown> | string; email: string; name: string; is_active: boolean }>(
      await db.execute(sql`
        select b.tur, b.params, u.email, u.is_active,
               coalesce(nullif(u.ad_soyad, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as name
        from ${notifications} b join ${users} u on u.id = b.alici_id
        where b.id = ${claim.bildirim_id}`),
    );
    const finish = (durum: 'gonderildi' | 'basarisiz', hata: string | null) =>
      db.execute(sql`
        update ${mailOutbox} set durum = ${durum}, son_hata = ${hata},
          gonderildi = ${durum === 'gonderildi' ? nowIso : null}::timestamptz
        where id = ${claim.id} and durum = 'gonderiliyor'`);
    if (!message || !message.email || !message.is_active) {
      await finish('basarisiz', 'alıcının e-posta adresi yok ya da hesabı kapalı');
      run.failed++;
      continue;
    }
    const stored = typeof message.params === 'string' ? (JSON.parse(message.params) as Record<string, unknown>) : message.params;
    try {
      const params = o.mailParams ? await o.mailParams(message.tur, stored, db) : stored;
      await sender.send(o.from, renderMail({ outboxId: claim.id, to: message.email, name: message.name, tur: message.tur, params, portalUrl: o.portalUrl, fromAddress: o.from }));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      if (isPermanent(error) || claim.deneme >= o.maxAttempts) {
        await finish('basarisiz', reason);
        run.failed++;
      } else {
        const next = new Date(now.getTime() + backoffSeconds(claim.deneme, o) * 1000).toISOString();
        await db.execute(sql`
          update ${mailOutbox} set durum = 'bekliyor', son_hata = ${reason}, sonraki_deneme = ${next}::timestamptz, kilitlendi = null
          where id = ${claim.id} and durum = 'gonderiliyor'`);
        run.retried++;
      }
      continue;
    }
    await finish('gonderildi', null);
    run.sent++;
  }
  return run;
}
