// Queries of the application threads (basvuru_mesajlari) and the readers' positions
// (mesaj_okumalari): who takes part in a thread, its messages with their authors, the figures the
// ETag and the lists read, and the writes (a message, an edit, a hide, a read position).
import { and, asc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { applicationMessages, applications, assignments, companyMembers, mentors, messageReads, notifications, storedFiles, users } from '../../db/schema';
import { rowById } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';
import type { AuthUser } from '../../services/session-user';

/** Who takes part in an application's thread (besides staff), read in one look. */
export interface ThreadAccess {
  basvuru_id: number;
  proje_basligi: string;
  basvuran_id: number;
  /** The applicant and, for a company's application, the company's owners (sahip). */
  applicantIds: number[];
  /** The active assignments: mentor id, the mentor's user id and the assignment (the mentor's page). */
  activeMentors: { mentor_id: number; user_id: number; atama_id: number }[];
}

/** The thread's participants; null when the application does not exist. `lock` takes it FOR SHARE (a write). */
export async function threadAccess(db: Tx, basvuruId: number, options: { lock?: boolean } = {}): Promise<ThreadAccess | null> {
  const app = await rowById(
    db,
    applications,
    basvuruId,
    { basvuran_id: applications.basvuran_id, sirket_id: applications.sirket_id, proje_basligi: applications.proje_basligi },
    options.lock ? 'share' : undefined,
  );
  if (!app) return null;
  const owners =
    app.sirket_id === null
      ? []
      : await db
          .select({ id: companyMembers.user_id })
          .from(companyMembers)
          .where(and(eq(companyMembers.sirket_id, app.sirket_id), eq(companyMembers.rol, 'sahip')));
  const activeMentors = await db
    .select({ mentor_id: assignments.mentor_id, user_id: mentors.user_id, atama_id: assignments.id })
    .from(assignments)
    .innerJoin(mentors, eq(mentors.id, assignments.mentor_id))
    .where(and(eq(assignments.basvuru_id, basvuruId), eq(assignments.aktif, true)))
    .orderBy(asc(assignments.id));
  return {
    basvuru_id: basvuruId,
    proje_basligi: app.proje_basligi,
    basvuran_id: app.basvuran_id,
    applicantIds: [...new Set([app.basvuran_id, ...owners.map((o) => o.id)])],
    activeMentors,
  };
}

/**
 * The threads a user takes part in, as a condition on basvurular: their own applications, those of
 * a company they own, those they are actively assigned to as mentor; staff every one.
 */
export function threadsOf(u: AuthUser): SQL | undefined {
  if (u.is_staff) return undefined;
  const arms: SQL[] = [
    eq(applications.basvuran_id, u.id),
    sql`${applications.sirket_id} in (select ${companyMembers.sirket_id} from ${companyMembers} where ${companyMembers.user_id} = ${u.id} and ${companyMembers.rol} = 'sahip')`,
  ];
  if (u.mentor_id !== null) {
    arms.push(
      sql`exists (select 1 from ${assignments} where ${assignments.basvuru_id} = ${applications.id} and ${assignments.mentor_id} = ${u.mentor_id} and ${assignments.aktif})`,
    );
  }
  return or(...arms);
}

const messageColumns = {
  id: applicationMessages.id,
  basvuru_id: applicationMessages.basvuru_id,
  yazar_id: applicationMessages.yazar_id,
  metin: applicationMessages.metin,
  ic_not: applicationMessages.ic_not,
  bilgi_talebi: applicationMessages.bilgi_talebi,
  yanitlandi: applicationMessages.yanitlandi,
  ek_dosya_id: applicationMessages.ek_dosya_id,
  gizlendi: applicationMessages.gizlendi,
  duzenlendi: applicationMessages.duzenlendi,
  olusturuldu: applicationMessages.olusturuldu,
  yazar_adi: users.gorunen_ad,
  yazar_username: users.username,
  yazar_staff: users.is_staff,
  ek_dosya_adi: storedFiles.original_name,
};

const selectMessages = (db: Tx) =>
  db
    .select(messageColumns)
    .from(applicationMessages)
    .leftJoin(users, eq(users.id, applicationMessages.yazar_id))
    .leftJoin(storedFiles, eq(storedFiles.id, applicationMessages.ek_dosya_id))
    .$dynamic();

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/** The thread's messages (or its internal notes), oldest first. */
export function listThread(db: Tx, basvuruId: number, icNot: boolean): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(and(eq(applicationMessages.basvuru_id, basvuruId), eq(applicationMessages.ic_not, icNot)))
    .orderBy(asc(applicationMessages.id));
}

/** One message of the thread; internal notes only when `withInternal`. */
export async function findMessage(db: Tx, basvuruId: number, id: number, withInternal: boolean): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(
    and(eq(applicationMessages.id, id), eq(applicationMessages.basvuru_id, basvuruId), withInternal ? undefined : eq(applicationMessages.ic_not, false)),
  );
  return row ?? null;
}

/**
 * What changes the answer of a thread for one reader: how many messages, the newest id, the last
 * change (edits and hides move `guncellendi`) and the reader's position. One index range; the
 * route's ETag is made of it.
 */
export async function threadVersion(db: Tx, basvuruId: number, icNot: boolean, userId: number) {
  const rows = (await db.execute(sql`
    select count(*)::int as n, coalesce(max(m.id), 0)::int as son_id,
      coalesce((extract(epoch from max(m.guncellendi)) * 1000)::bigint, 0)::text as degisti,
      coalesce((select r.son_okunan_id from ${messageReads} r where r.user_id = ${userId} and r.basvuru_id = ${basvuruId}), 0)::int as okunan
    from ${applicationMessages} m where m.basvuru_id = ${basvuruId} and m.ic_not = ${icNot}`)) as unknown as {
    rows: { n: number; son_id: number; degisti: string; okunan: number }[];
  };
  const row = rows.rows[0]!;
  return { n: Number(row.n), son_id: Number(row.son_id), degisti: String(row.degisti), okunan: Number(row.okunan) };
}

export interface NewMessage {
  basvuru_id: number;
  yazar_id: number;
  metin: string;
  ic_not: boolean;
  bilgi_talebi: boolean;
  ek_dosya_id: number | null;
}

export async function insertMessage(db: Tx, values: NewMessage): Promise<number> {
  const [row] = await db.insert(applicationMessages).values(values).returning({ id: applicationMessages.id });
  return row!.id;
}

/** The applicant answered: every open request of the thread before message `id` is answered now. */
export async function answerRequests(db: Tx, basvuruId: number, beforeId: number): Promise<void> {
  await db
    .update(applicationMessages)
    .set({ yanitlandi: sql`now()`, guncellendi: sql`now()` })
    .where(
      and(
        eq(applicationMessages.basvuru_id, basvuruId),
        eq(applicationMessages.bilgi_talebi, true),
        eq(applicationMessages.ic_not, false),
        isNull(applicationMessages.yanitlandi),
        lt(applicationMessages.id, beforeId),
      ),
    );
}

/** The message locked for a write (its author and times), or null. */
export function lockMessage(db: Tx, id: number) {
  return rowById(
    db,
    applicationMessages,
    id,
    { basvuru_id: applicationMessages.basvuru_id, yazar_id: applicationMessages.yazar_id, ic_not: applicationMessages.ic_not, gizlendi: applicationMessages.gizlendi, olusturuldu: applicationMessages.olusturuldu },
    'update',
  );
}

export async function editMessage(db: Tx, id: number, metin: string): Promise<void> {
  await db.update(applicationMessages).set({ metin, duzenlendi: sql`now()`, guncellendi: sql`now()` }).where(eq(applicationMessages.id, id));
}

export async function setHidden(db: Tx, id: number, hidden: boolean): Promise<void> {
  await db
    .update(applicationMessages)
    .set({ gizlendi: hidden ? sql`now()` : null, guncellendi: sql`now()` })
    .where(eq(applicationMessages.id, id));
}

/** Moves the reader's position forward to `sonId` (never back). */
export async function markThreadRead(db: Tx, userId: number, basvuruId: number, sonId: number): Promise<number> {
  const [row] = await db
    .insert(messageReads)
    .values({ user_id: userId, basvuru_id: basvuruId, son_okunan_id: sonId })
    .onConflictDoUpdate({
      target: [messageReads.user_id, messageReads.basvuru_id],
      set: { son_okunan_id: sql`greatest(${messageReads.son_okunan_id}, excluded.son_okunan_id)` },
    })
    .returning({ son: messageReads.son_okunan_id });
  return row!.son;
}

/** The newest message id of the thread the reader may see (a position beyond it is clamped). */
export async function newestId(db: Tx, basvuruId: number, withInternal: boolean): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${applicationMessages.id}), 0)::int` })
    .from(applicationMessages)
    .where(and(eq(applicationMessages.basvuru_id, basvuruId), withInternal ? undefined : eq(applicationMessages.ic_not, false)));
  return Number(row?.id ?? 0);
}

/**
 * Per thread the user takes part in: messages by others after their position (internal notes count
 * for staff alone; hidden ones for nobody but staff) and whether a request waits for the applicant.
 * Only threads with something to show.
 */
export async function threadSummaries(db: Tx, u: AuthUser, only?: number) {
  const staff = u.is_staff;
  const visible = threadsOf(u);
  const app = applications.id;
  const rows = (await db.execute(sql`
    select ${app} as basvuru_id,
      (select count(*)::int from ${applicationMessages} m
        where m.basvuru_id = ${app} and m.id > coalesce(r.son_okunan_id, 0) and m.yazar_id is distinct from ${u.id}
          ${staff ? sql`` : sql`and not m.ic_not and m.gizlendi is null`}) as okunmamis,
      exists (select 1 from ${applicationMessages} t where t.basvuru_id = ${app} and t.bilgi_talebi and not t.ic_not and t.yanitlandi is null and t.gizlendi is null) as yanit_bekleniyor
    from ${applications}
      left join ${messageReads} r on r.user_id = ${u.id} and r.basvuru_id = ${app}
    where exists (select 1 from ${applicationMessages} x where x.basvuru_id = ${app})
      ${only === undefined ? sql`` : sql`and ${app} = ${only}`}
      ${visible ? sql`and ${visible}` : sql``}
    order by ${app}`)) as unknown as { rows: { basvuru_id: number; okunmamis: number; yanit_bekleniyor: boolean }[] };
  return rows.rows
    .map((r) => ({ basvuru_id: Number(r.basvuru_id), okunmamis: Number(r.okunmamis), yanit_bekleniyor: r.yanit_bekleniyor === true }))
    .filter((r) => r.okunmamis > 0 || r.yanit_bekleniyor);
}

/** The reader's unread count in one thread (of its messages, or of its internal notes). */
export async function unreadInThread(db: Tx, userId: number, basvuruId: number, icNot: boolean, position: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationMessages)
    .where(
      and(
        eq(applicationMessages.basvuru_id, basvuruId),
        eq(applicationMessages.ic_not, icNot),
        gt(applicationMessages.id, position),
        or(isNull(applicationMessages.yazar_id), ne(applicationMessages.yazar_id, userId)),
        icNot ? undefined : isNull(applicationMessages.gizlendi),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The person's messages (never internal notes) and those of the threads they take part in, with the
 * project's title, oldest first: what the data export holds.
 */
export function messagesOfPerson(db: Tx, u: AuthUser) {
  const theirs = threadsOf(u);
  return db
    .select({ ...messageColumns, proje_basligi: applications.proje_basligi })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.basvuru_id))
    .leftJoin(users, eq(users.id, applicationMessages.yazar_id))
    .leftJoin(storedFiles, eq(storedFiles.id, applicationMessages.ek_dosya_id))
    .where(and(eq(applicationMessages.ic_not, false), u.is_staff ? eq(applicationMessages.yazar_id, u.id) : or(eq(applicationMessages.yazar_id, u.id), theirs)))
    .orderBy(asc(applicationMessages.id));
}

/** Staff who wrote in the thread (messages or notes): the staff side of its conversation. */
export async function staffWriters(db: Tx, basvuruId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(applicationMessages)
    .innerJoin(users, eq(users.id, applicationMessages.yazar_id))
    .where(and(eq(applicationMessages.basvuru_id, basvuruId), eq(users.is_staff, true), eq(users.is_active, true)));
  return rows.map((r) => r.id);
}

/** The message's author and application for its notification. */
export async function messageSource(db: Tx, id: number) {
  const [row] = await db
    .select({
      basvuru_id: applicationMessages.basvuru_id,
      yazar_id: applicationMessages.yazar_id,
      metin: applicationMessages.metin,
      ic_not: applicationMessages.ic_not,
      bilgi_talebi: applicationMessages.bilgi_talebi,
      yazar_adi: users.gorunen_ad,
    })
    .from(applicationMessages)
    .leftJoin(users, eq(users.id, applicationMessages.yazar_id))
    .where(eq(applicationMessages.id, id));
  return row ?? null;
}

/** A person anonymised: the message notifications others got name the anonymous user instead. */
export async function renameAuthorInNotifications(db: Tx, userId: number, name: string): Promise<void> {
  await db
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{yazar}', to_jsonb(${name}::text))` })
    .where(
      and(
        eq(notifications.tur, 'mesaj_yeni'),
        sql`(${notifications.params}->>'mesaj_id')::int in (select ${applicationMessages.id} from ${applicationMessages} where ${applicationMessages.yazar_id} = ${userId})`,
      ),
    );
}

/** The admin applications search: applications with a message (or internal note) like the pattern. */
export const applicationsWithMessageLike = (pattern: string) =>
  sql`select distinct ${applicationMessages.basvuru_id} from ${applicationMessages} where ${applicationMessages.arama} like ${pattern}`;
