// Reminders (issue 15): each sent once, at the time a programme needs it, as a notification (and an
// e-mail when the person wants one, through the outbox like every notification):
// - rapor_hatirlatma: from the REMINDER_MONTH_DAY-th of a month, to the applicant of each approved
//   application with no report for last month's period;
// - dekont_hatirlatma: from the same day, to the owners of each active company with no rent receipt
//   paid last month (rejected ones do not count);
// - cagri_kapaniyor: REMINDER_CALL_CLOSING_DAYS before a call closes, to each applicant whose
//   application to it is still a draft;
// - rezervasyon_bekliyor: to staff, when reservations have waited REMINDER_PENDING_RESERVATION_HOURS
//   for a decision (one notification per look, counting the newly overdue ones);
// - bilgi_talebi_bekliyor: to the applicant (and the company's owners), when a request for
//   information in the application's thread is unanswered BILGI_TALEBI_HATIRLATMA_GUN days.
// Once only: a run is one transaction that writes each reminder's key (hatirlatmalar, unique) with
// its notifications; a key written before is never sent again, and a failed run writes neither.
// One process at a time: the run holds a PostgreSQL advisory lock; a process that finds it taken
// skips its look (docs/notifications.md, "Reminders").
import { DateTime } from 'luxon';
import {
  HATIRLATMA_TURLERI,
  BILGI_TALEBI_HATIRLATMA_GUN,
  REMINDER_CALL_CLOSING_DAYS,
  REMINDER_MONTH_DAY,
  REMINDER_PENDING_RESERVATION_HOURS,
  TIME_ZONE,
  type BildirimParams,
  type HatirlatmaTuru,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../lib/transaction';
import { insertNotificationBatch, staffIds } from '../bildirimler/repository';
import {
  claimReminders,
  dueClosingCallReminders,
  dueInformationRequests,
  duePendingReservations,
  dueReceiptReminders,
  dueReportReminders,
  tryReminderLock,
  type MonthWindow,
} from './repository';

export interface ReminderRun {
  /** Another process held the lock: this look sent nothing. */
  skipped: boolean;
  /** Notifications written, per type. */
  sent: Record<HatirlatmaTuru, number>;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Last month, when `now` (Istanbul) is on or after the month's reminder day; else null. */
export function monthToRemind(now: Date): MonthWindow | null {
  const local = DateTime.fromJSDate(now, { zone: TIME_ZONE });
  if (local.day < REMINDER_MONTH_DAY) return null;
  const thisMonth = local.startOf('month');
  const month = thisMonth.minus({ months: 1 });
  return { month: month.toFormat('yyyy-MM'), from: month.toISODate()!, to: thisMonth.toISODate()!, toInstant: thisMonth.toJSDate() };
}

/**
 * Writes reminders in `tx` at `now`: the returned function claims the keys of `due` rows and writes
 * one notification per claimed row (rows sharing a key, e.g. a company's owners, are all sent), and
 * answers how many notifications were written.
 */
function reminderSender(tx: Tx, now: Date) {
  return async <T extends HatirlatmaTuru, R extends { alici_id: number }>(
    tur: T,
    due: readonly R[],
    reminder: { key: (row: R) => string; params: (row: R) => BildirimParams[T] },
  ): Promise<number> => {
    const claimed = await claimReminders(tx, tur, [...new Set(due.map(reminder.key))], now);
    const items = due
      .filter((row) => claimed.has(reminder.key(row)))
      .map((row) => ({ alici_id: row.alici_id, params: reminder.params(row) as Record<string, unknown> }));
    return (await insertNotificationBatch(tx, tur, items)).length;
  };
}

/** One look at what is due at `now` (the scheduler's clock; tests pass their own). */
export function runRemindersOnce(db: Db, now: Date = new Date()): Promise<ReminderRun> {
  return withTransaction(db, async (tx) => {
    const sent = Object.fromEntries(HATIRLATMA_TURLERI.map((tur) => [tur, 0])) as Record<HatirlatmaTuru, number>;
    if (!(await tryReminderLock(tx))) return { skipped: true, sent };

    const send = reminderSender(tx, now);
    const month = monthToRemind(now);
    if (month) {
      sent.rapor_hatirlatma = await send('rapor_hatirlatma', await dueReportReminders(tx, month), {
        key: (r) => `rapor:${r.basvuru_id}:${month.month}`,
        params: (r) => ({ basvuru_id: r.basvuru_id, proje_basligi: r.proje_basligi, donem: month.month }),
      });
      sent.dekont_hatirlatma = await send('dekont_hatirlatma', await dueReceiptReminders(tx, month), {
        key: (r) => `dekont:${r.sirket_id}:${month.month}`,
        params: (r) => ({ sirket_id: r.sirket_id, sirket_adi: r.sirket_adi, ay: month.month }),
      });
    }

    const closingBy = DateTime.fromJSDate(now).plus({ days: REMINDER_CALL_CLOSING_DAYS }).toJSDate();
    sent.cagri_kapaniyor = await send('cagri_kapaniyor', await dueClosingCallReminders(tx, now, closingBy), {
      key: (r) => `cagri:${r.basvuru_id}`,
      params: (r) => ({ cagri_id: r.cagri_id, cagri_baslik: r.cagri_baslik, bitis: iso(r.bitis), basvuru_id: r.basvuru_id, proje_basligi: r.proje_basligi }),
    });

    // A request for information unanswered for BILGI_TALEBI_HATIRLATMA_GUN days: its applicant (and company owners), once.
    const askedBy = DateTime.fromJSDate(now).minus({ days: BILGI_TALEBI_HATIRLATMA_GUN }).toJSDate();
    sent.bilgi_talebi_bekliyor = await send('bilgi_talebi_bekliyor', await dueInformationRequests(tx, askedBy), {
      key: (r) => `talep:${r.mesaj_id}`,
      params: (r) => ({ mesaj_id: r.mesaj_id, basvuru_id: r.basvuru_id, proje_basligi: r.proje_basligi, soruldu: iso(r.olusturuldu) }),
    });

    // Staff hear once per look of the reservations that newly passed the limit, not once each.
    const requestedBy = DateTime.fromJSDate(now).minus({ hours: REMINDER_PENDING_RESERVATION_HOURS }).toJSDate();
    const waiting = await duePendingReservations(tx, now, requestedBy);
    const claimed = await claimReminders(
      tx,
      'rezervasyon_bekliyor',
      waiting.map((r) => `rezervasyon:${r.id}`),
      now,
    );
    const overdue = waiting.filter((r) => claimed.has(`rezervasyon:${r.id}`));
    if (overdue.length > 0) {
      const params: BildirimParams['rezervasyon_bekliyor'] = { adet: overdue.length, en_eski: iso(overdue[0]!.olusturuldu) };
      const staff = await staffIds(tx);
      sent.rezervasyon_bekliyor = (await insertNotificationBatch(tx, 'rezervasyon_bekliyor', staff.map((alici_id) => ({ alici_id, params })))).length;
    }
    return { skipped: false, sent };
  });
}
