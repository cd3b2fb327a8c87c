// Reminders' queries: what is due at a given time (leaving out what was reminded before), the
// once-only claim of a reminder's key, and the lock that lets one process at a time look.
import type { HatirlatmaTuru } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { applicationMessages, applications, calls, companies, companyMembers, history, remindersSent, reports, reservations, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';
import { paidCompanies } from '../dekontlar/repository';

/** pg advisory lock of the reminder run (the seed's is 720_240_611). */
const REMINDER_LOCK_KEY = 720_240_612;

/**
 * Takes the reminder lock for the rest of the transaction, or answers false at once when another
 * process holds it (that process is sending the same reminders; this one need not wait for it).
 */
export async function tryReminderLock(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) as ok`)) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

const rowsOf = async <T>(tx: Tx, query: SQL): Promise<T[]> => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Not reminded yet: no row under the key that `key` builds in SQL. */
const notSent = (key: SQL) => sql`not exists (select 1 from ${remindersSent} h where h.anahtar = ${key})`;

/** Keys are made of ids and 'YYYY-MM' only, so the array literal needs no escaping. */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Writes the keys that nobody wrote before, with the reminder's type and time, and answers those:
 * the reminders this transaction is the one to send. Another transaction writing the same key
 * waits for this one and then writes nothing.
 */
export async function claimReminders(tx: Tx, tur: HatirlatmaTuru, keys: readonly string[], now: Date): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await rowsOf<{ anahtar: string }>(
    tx,
    sql`insert into ${remindersSent} (anahtar, tur, gonderildi)
      select k, ${tur}, ${now.toISOString()}::timestamptz from unnest(${textArray(keys)}::text[]) as k
      on conflict (anahtar) do nothing returning anahtar`,
  );
  return new Set(rows.map((r) => r.anahtar));
}

export interface MonthWindow {
  /** 'YYYY-MM' of the month reminded. */
  month: string;
  /** Its first and the next month's first day ('YYYY-MM-DD'), and that next day's start as an instant. */
  from: string;
  to: string;
  toInstant: Date;
}

/**
 * Approved applications of active applicants that were already approved in the month after `w`
 * began (created before it and not approved since, by the history), with no report for `w` but
 * rejected ones.
 */
export function dueReportReminders(tx: Tx, w: MonthWindow) {
  return rowsOf<{ basvuru_id: number; alici_id: number; proje_basligi: string }>(
    tx,
    sql`select b.id as basvuru_id, b.basvuran_id as alici_id, b.proje_basligi
      from ${applications} b join ${users} u on u.id = b.basvuran_id
      where b.durum = 'ONAY' and u.is_active and b.olusturuldu < ${w.toInstant.toISOString()}::timestamptz
        and not exists (select 1 from ${history} where ${history.nesne} = 'basvuru' and ${history.nesne_id} = b.id
          and ${history.eylem} = 'durum' and ${history.sonraki} = 'ONAY' and ${history.zaman} >= ${w.toInstant.toISOString()}::timestamptz)
        and not exists (select 1 from ${reports} r where r.basvuru_id = b.id
          and r.donem_baslangic >= ${w.from}::date and r.donem_baslangic < ${w.to}::date and r.durum <> 'RED')
        and ${notSent(sql`'rapor:' || b.id || ':' || ${w.month}`)}
      order by b.id`,
  );
}

/**
 * Active companies older than the month after `w` with no receipt paid in `w` but rejected ones
 * (the coverage grid's rule, `paidCompanies`), one row per active owner.
 */
export function dueReceiptReminders(tx: Tx, w: MonthWindow) {
  return rowsOf<{ sirket_id: number; sirket_adi: string; alici_id: number }>(
    tx,
    sql`select s.id as sirket_id, s.adi as sirket_adi, m.user_id as alici_id
      from ${companies} s
        join ${companyMembers} m on m.sirket_id = s.id and m.rol = 'sahip'
        join ${users} u on u.id = m.user_id and u.is_active
      where s.aktif and s.olusturuldu < ${w.toInstant.toISOString()}::timestamptz
        and s.id not in (${paidCompanies(w.from, w.to)})
        and ${notSent(sql`'dekont:' || s.id || ':' || ${w.month}`)}
      order by s.id, m.user_id`,
  );
}

/** Draft applications of active applicants to active calls that close in (now, until]. */
export function dueClosingCallReminders(tx: Tx, now: Date, until: Date) {
  return rowsOf<{ cagri_id: number; cagri_baslik: string; bitis: Date | string; basvuru_id: number; proje_basligi: string; alici_id: number }>(
    tx,
    sql`select c.id as cagri_id, c.baslik as cagri_baslik, c.bitis, b.id as basvuru_id, b.proje_basligi, b.basvuran_id as alici_id
      from ${calls} c
        join ${applications} b on b.cagri_id = c.id and b.durum = 'TASLAK'
        join ${users} u on u.id = b.basvuran_id and u.is_active
      where c.aktif and c.bitis > ${now.toISOString()}::timestamptz and c.bitis <= ${until.toISOString()}::timestamptz
        and ${notSent(sql`'cagri:' || b.id`)}
      order by b.id`,
  );
}

/** Reservations still waiting for a decision, requested at or before `requestedBy`, for a slot after `now`. */
export function duePendingReservations(tx: Tx, now: Date, requestedBy: Date) {
  return rowsOf<{ id: number; olusturuldu: Date | string }>(
    tx,
    sql`select r.id, r.olusturuldu from ${reservations} r
      where r.durum = 'BEKLEME' and r.baslangic > ${now.toISOString()}::timestamptz
        and r.olusturuldu <= ${requestedBy.toISOString()}::timestamptz
        and ${notSent(sql`'rezervasyon:' || r.id`)}
      order by r.olusturuldu, r.id`,
  );
}

/**
 * Requests for information (not internal, not hidden) still unanswered that were asked at or before
 * `askedBy`: one row per recipient, the applicant of the application and the owners of its company.
 */
export function dueInformationRequests(tx: Tx, askedBy: Date) {
  return rowsOf<{ mesaj_id: number; basvuru_id: number; proje_basligi: string; olusturuldu: Date | string; alici_id: number }>(
    tx,
    sql`select m.id as mesaj_id, b.id as basvuru_id, b.proje_basligi, m.olusturuldu, r.alici_id
      from ${applicationMessages} m
        join ${applications} b on b.id = m.basvuru_id
        cross join lateral (
          select b.basvuran_id as alici_id
          union select su.user_id from ${companyMembers} su where su.sirket_id = b.sirket_id and su.rol = 'sahip'
        ) r
        join ${users} u on u.id = r.alici_id and u.is_active
      where m.bilgi_talebi and m.yanitlandi is null and not m.ic_not and m.gizlendi is null
        and m.olusturuldu <= ${askedBy.toISOString()}::timestamptz
        and ${notSent(sql`'talep:' || m.id`)}
      order by m.id, r.alici_id`,
  );
}
