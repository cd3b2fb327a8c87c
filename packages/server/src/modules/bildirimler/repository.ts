// Notification queries: the sources of each event type (what the registry reads), writing a
// notification with its outbox rows, the recipient's list, count and marks, and the e-mail choices.
import { and, asc, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { BildirimTuru } from '@portal/domain';
import {
  applications,
  assignments,
  calls,
  companies,
  companyMembers,
  evaluations,
  mailOutbox,
  mentors,
  notificationPreferences,
  notifications,
  receipts,
  reports,
  reservations,
  resources,
  users,
} from '../../db/schema';
import { columnsOf, findById } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';
import type { Db } from '../../db/client';
import { preparedPerDb, UNNAMED_STATEMENT } from '../../db/prepared';
import { joinCallAndApplicant } from '../basvurular/repository';
import { joinAssignmentAndApplication } from '../degerlendirmeler/repository';

// ---- Event sources ----------------------------------------------------------------------------

// Each reads the event's row by id with what its message needs.

export const basvuruSource = findById(
  (db: Tx) =>
    joinCallAndApplicant(
      db
        .select({ ...columnsOf(applications, ['basvuran_id', 'proje_basligi', 'durum']), basvuran: users.gorunen_ad, cagri_baslik: calls.baslik })
        .from(applications)
        .$dynamic(),
    ),
  applications.id,
);

export const raporSource = findById(
  (db: Tx) =>
    db
      .select({ ...columnsOf(reports, ['olusturan_id', 'basvuru_id', 'durum', 'donem_baslangic', 'donem_bitis']), proje_basligi: applications.proje_basligi })
      .from(reports)
      .innerJoin(applications, eq(applications.id, reports.basvuru_id))
      .$dynamic(),
  reports.id,
);

export const rezervasyonSource = findById(
  (db: Tx) =>
    db
      .select({ ...columnsOf(reservations, ['olusturan_id', 'durum', 'baslangic', 'bitis']), kaynak_adi: resources.ad })
      .from(reservations)
      .innerJoin(resources, eq(resources.id, reservations.kaynak_id))
      .$dynamic(),
  reservations.id,
);

const receiptOfCompany = findById(
  (db: Tx) =>
    db
      .select({ ...columnsOf(receipts, ['sirket_id', 'durum', 'odeme_tarihi']), sirket_adi: companies.adi })
      .from(receipts)
      .innerJoin(companies, eq(companies.id, receipts.sirket_id))
      .$dynamic(),
  receipts.id,
);

/** The receipt, and the owners of its company (who are told). */
export async function dekontSource(db: Tx, id: number) {
  const row = await receiptOfCompany(db, id);
  if (!row) return null;
  const owners = await db
    .select({ id: companyMembers.user_id })
    .from(companyMembers)
    .where(and(eq(companyMembers.sirket_id, row.sirket_id), eq(companyMembers.rol, 'sahip')));
  return { ...row, owner_ids: owners.map((o) => o.id) };
}

export const atamaSource = findById(
  (db: Tx) =>
    db
      .select({ mentor_user_id: mentors.user_id, ...columnsOf(assignments, ['aktif', 'basvuru_id']), proje_basligi: applications.proje_basligi })
      .from(assignments)
      .innerJoin(mentors, eq(mentors.id, assignments.mentor_id))
      .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
      .$dynamic(),
  assignments.id,
);

export const degerlendirmeSource = findById(
  (db: Tx) =>
    joinAssignmentAndApplication(
      db
        .select({ puan: evaluations.puan, basvuru_id: applications.id, ...columnsOf(applications, ['basvuran_id', 'proje_basligi']) })
        .from(evaluations)
        .$dynamic(),
    ),
  evaluations.id,
);

/** Active staff: who is told that something waits for staff. */
/**
 * Staff's "new application" notifications name the applicant as they were then: after the person
 * is anonymised they name `name` (the anonymous username) instead.
 */
export async function renameApplicantInNotifications(db: Tx, userId: number, name: string): Promise<void> {
  await db
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{basvuran}', to_jsonb(${name}::text))` })
    .where(
      and(
        eq(notifications.tur, 'basvuru_yeni'),
        sql`(${notifications.params}->>'basvuru_id')::int in (select ${applications.id} from ${applications} where ${applications.basvuran_id} = ${userId})`,
      ),
    );
}

export async function staffIds(db: Tx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_staff, true), eq(users.is_active, true)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

// ---- Writing ----------------------------------------------------------------------------------

/**
 * Whether a notification also queues its e-mail in the outbox: on when this process has a mail
 * sender (SMTP_HOST, or a test's), set at start by plugins/mail-outbox.ts. Off, no worker would
 * ever send the rows, so none are written: the notification in the portal is the message. A setting
 * of the process (it runs one app, server.ts); a test file that builds several apps gives them the
 * same mail settings.
 */
let emailQueued = false;
export function setEmailQueued(on: boolean): void {
  emailQueued = on;
}

/**
 * One notification per recipient, and (while e-mail is on) an outbox row for each recipient who has
 * an e-mail address, is active and has not turned e-mail off for this type (no choice stored: on).
 * In the caller's transaction.
 */
export function insertNotifications(db: Tx, tur: BildirimTuru, params: Record<string, unknown>, recipients: readonly number[]): Promise<number[]> {
  return insertNotificationBatch(
    db,
    tur,
    recipients.map((alici_id) => ({ alici_id, params })),
  );
}

/**
 * As insertNotifications, each recipient with parameters of their own (the reminders: one query for
 * many). One statement whatever the number of recipients (a new application tells every staff
 * member): the rows travel as one JSON array, and the outbox rows are chosen from the inserted ones.
 */
export async function insertNotificationBatch(db: Tx, tur: BildirimTuru, items: readonly { alici_id: number; params: Record<string, unknown> }[]): Promise<number[]> {
  if (items.length === 0) return [];
  const queued = emailQueued
    ? sql`, queued as (
      insert into ${mailOutbox} (bildirim_id)
      select i.id from inserted i
        join ${users} u on u.id = i.alici_id
        left join ${notificationPreferences} t on t.user_id = i.alici_id and t.tur = ${tur}
      where u.is_active and u.email <> '' and coalesce(t.eposta, true)
    )`
    : sql``;
  const rows = (await db.execute(sql`
    with inserted as (
      insert into ${notifications} (alici_id, tur, params)
      select r.alici_id, ${tur}, r.params from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as r(alici_id int, params jsonb)
      returning id, alici_id
    )${queued}
    select id from inserted order by id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => Number(r.id));
}

// ---- The recipient's side ---------------------------------------------------------------------

const mine = (userId: number | SQLWrapper) => eq(notifications.alici_id, userId);

const notificationColumns = { id: notifications.id, tur: notifications.tur, params: notifications.params, okundu_at: notifications.okundu_at, olusturuldu: notifications.olusturuldu };
const notificationPage = (unreadFirst: boolean) =>
  preparedPerDb((db) =>
    db
      .select(notificationColumns)
      .from(notifications)
      .where(mine(sql.placeholder('userId')))
      .orderBy(...(unreadFirst ? [sql`(${notifications.okundu_at} is null) desc`] : []), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED_STATEMENT),
  );
const newestPage = notificationPage(false);
const unreadFirstPage = notificationPage(true);

export async function listNotificationRows(db: Db, userId: number, options: { unreadFirst: boolean; limit: number; offset: number }) {
  return (options.unreadFirst ? unreadFirstPage : newestPage)(db).execute({ userId, limit: options.limit, offset: options.offset });
}
export type NotificationRow = Awaited<ReturnType<typeof listNotificationRows>>[number];

const notificationCount = preparedPerDb((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(mine(sql.placeholder('userId')))
    .prepare(UNNAMED_STATEMENT),
);
export async function countNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await notificationCount(db).execute({ userId });
  return row?.n ?? 0;
}

/** The bell's figures: the unread count and the newest id (one index range each). */
const bell = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      okunmamis: sql<number>`(select count(*)::int from ${notifications} where ${notifications.alici_id} = ${userId} and ${notifications.okundu_at} is null)`,
      son_id: sql<number | null>`(select max(${notifications.id}) from ${notifications} where ${notifications.alici_id} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(UNNAMED_STATEMENT);
});

/** Unread count and the newest id: what the bell polls. */
export async function unreadState(db: Db, userId: number): Promise<{ okunmamis: number; son_id: number | null }> {
  const [row] = await bell(db).execute({ userId });
  return { okunmamis: row?.okunmamis ?? 0, son_id: row?.son_id === null || row?.son_id === undefined ? null : Number(row.son_id) };
}

/** Marks the user's own notification read; null when the user has no such notification. */
export async function markRead(db: Tx, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ okundu_at: sql`coalesce(${notifications.okundu_at}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id, tur: notifications.tur, params: notifications.params, okundu_at: notifications.okundu_at, olusturuldu: notifications.olusturuldu });
  return row ?? null;
}

export async function markAllRead(db: Tx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ okundu_at: sql`now()` })
    .where(and(mine(userId), isNull(notifications.okundu_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---- E-mail choices ---------------------------------------------------------------------------

export async function preferenceRows(db: Tx, userId: number) {
  return db.select({ tur: notificationPreferences.tur, eposta: notificationPreferences.eposta }).from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
}

export async function savePreferences(db: Tx, userId: number, choices: readonly { tur: BildirimTuru; eposta: boolean }[]) {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ user_id: userId, tur: c.tur, eposta: c.eposta })))
    .onConflictDoUpdate({ target: [notificationPreferences.user_id, notificationPreferences.tur], set: { eposta: sql`excluded.eposta` } });
}

export async function userHasEmail(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return Boolean(row?.email);
}

