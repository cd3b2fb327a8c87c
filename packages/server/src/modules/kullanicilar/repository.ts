// Queries of users (kullanicilar) for the admin users page: one SELECT with the flags the session
// derives (mentor, company owner, session company) and the memberships as one JSON array, the
// writes, and the counts that decide whether a user may be deleted.
import { and, desc, eq, exists, like, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SirketRol, ZUserAdminListQuery } from '@portal/domain';
import { pgErrorCode } from '../../db/client';
import { EMAIL_UNIQUE_INDEX, violatedConstraint } from '../../services/email-uniqueness';
import {
  applications,
  assignments,
  companies,
  companyMembers,
  mentors,
  notifications,
  receipts,
  reports,
  reservations,
  storedFiles,
  users,
} from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { findById, rowById } from '../../lib/row-queries';
import { insertRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { updateWithHistory } from '../gecmis/repository';

/**
 * The outer row's id, always qualified: Drizzle leaves columns of a one-table select unqualified,
 * which inside these subqueries would mean the subquery's own `id`.
 */
const outerUserId = sql.raw('"users"."id"');

const ownerRow = sql`select 1 from ${companyMembers} cm where cm.user_id = ${outerUserId} and cm.rol = 'sahip'`;
const activeMentor = exists(sql`(select 1 from ${mentors} mn where mn.user_id = ${outerUserId} and mn.aktif)`);
const ownsACompany = exists(sql`(${ownerRow})`);
/**
 * Whether the user owns a company, as a column of the page: one index probe per row shown. A plain
 * EXISTS there may be planned as a hashed subplan, costed for every user rather than the page's 20,
 * which hashes the whole of sirket_uyeleri on every request (0.27 of 0.6 ms a page at 4 000
 * memberships, growing with them). `offset 0` is PostgreSQL's fence that keeps the subquery as
 * written. The mentors' EXISTS may stay hashed: a few hundred rows, and per row PostgreSQL reads
 * so small a table whole.
 */
const ownsACompanyPerRow = sql<boolean>`exists (${ownerRow} offset 0)`;
/**
 * The mentor chip: the users among the active mentors' ids, read first. As an EXISTS per user,
 * PostgreSQL walked the users newest first and probed each until it had a page: mentors are
 * older accounts, so the first page of 191 mentors among 20 000 users read 15 000 of them
 * (6.3 ms); from the ids it reads those users and sorts them (0.36 ms).
 */
const activeMentorIds = sql`${users.id} = any(array(select mn.user_id from ${mentors} mn where mn.aktif))`;
/** The company the session carries (services/session-user.ts): an owned one first, else the first membership. */
const sessionCompany = sql<number | null>`(select cm.sirket_id from ${companyMembers} cm where cm.user_id = ${outerUserId}
  order by (cm.rol = 'sahip') desc, cm.id limit 1)`;
const memberships = sql<{ id: number; sirket_id: number; sirket_adi: string; rol: SirketRol }[]>`coalesce((
  select json_agg(json_build_object('id', cm.id, 'sirket_id', s.id, 'sirket_adi', s.adi, 'rol', cm.rol) order by cm.id)
  from ${companyMembers} cm join ${companies} s on s.id = cm.sirket_id
  where cm.user_id = ${outerUserId}
), '[]'::json)`;
/** The users table or an alias of it. */
type Person = Record<'first_name' | 'last_name' | 'username', AnyColumn>;

/** First and last name, each trimmed, blank ones left out ('' when both are blank). */
export const fullNameOf = (u: Person) => sql<string>`btrim(concat_ws(' ', nullif(btrim(${u.first_name}), ''), nullif(btrim(${u.last_name}), '')))`;

/** A person as lists name them: the full name, else the username. In SQL so that search and order agree. */
export const personNameOf = (u: Person) => sql<string>`coalesce(nullif(${fullNameOf(u)}, ''), ${u.username})`;

const fullName = fullNameOf(users);

/**
 * The password of an account nobody can sign into with a password: an invited person's until they
 * set one, an anonymised person's for good. No hash starts with '!' (verifyPassword refuses it).
 */
export const UNUSABLE_PASSWORD = '!';
/** Invited, the password not set yet, and active (an anonymised account is not). */
const invitationPending = sql<boolean>`(${users.password} = ${UNUSABLE_PASSWORD} and ${users.is_active})`;

export function selectUsers(db: Tx) {
  return db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      full_name: fullName,
      email: users.email,
      is_active: users.is_active,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      is_mentor: sql<boolean>`${activeMentor}`,
      is_sirket_sahibi: ownsACompanyPerRow,
      sirket_id: sessionCompany,
      date_joined: users.date_joined,
      last_login: users.last_login,
      davet_bekliyor: invitationPending,
      sirket_uyelikleri: memberships,
    })
    .from(users)
    .$dynamic();
}
export type UserRow = ListRow<ReturnType<typeof selectUsers>>;

/** The role chips as filters: each chip's users (normal: none of the four flags). */
function roleFilter(role: z.output<typeof ZUserAdminListQuery>['role']): SQL | undefined {
  switch (role) {
    case 'superuser':
      return eq(users.is_superuser, true);
    case 'staff':
      return eq(users.is_staff, true);
    case 'mentor':
      return activeMentorIds;
    case 'sirket_sahibi':
      return ownsACompany;
    case 'normal':
      return and(eq(users.is_superuser, false), eq(users.is_staff, false), not(activeMentor), not(ownsACompany));
    default:
      return undefined;
  }
}

export const userAdminList = defineAdminList({
  select: selectUsers,
  // Username, first and last name, e-mail and full name (users.arama).
  search: (p) => [like(users.arama, p)],
  base: users,
  filters: (q: z.output<typeof ZUserAdminListQuery>): (SQL | undefined)[] => [
    roleFilter(q.role),
    ...equalsGiven(q, { is_active: users.is_active }),
    q.sirket === undefined
      ? undefined
      : exists(sql`(select 1 from ${companyMembers} cm where cm.user_id = ${outerUserId} and cm.sirket_id = ${q.sirket})`),
  ],
  ordering: {
    id: users.id,
    username: users.username,
    full_name: fullName,
    email: users.email,
    is_active: users.is_active,
    date_joined: users.date_joined,
    last_login: users.last_login,
  },
  defaultOrdering: '-date_joined',
  tieBreak: [desc(users.id)],
});

export const findUserRow = findById(selectUsers, users.id);

/** The newest users (the dashboard's latest list). */
export async function latestUserRows(db: Tx, limit: number): Promise<UserRow[]> {
  return selectUsers(db).orderBy(desc(users.date_joined), desc(users.id)).limit(limit);
}

export interface UserValues {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  is_active?: boolean;
  is_staff?: boolean;
  is_superuser?: boolean;
}

/** Which unique value a refused write collided with (case-insensitively: the unique indexes decide). */
export type Taken = 'taken' | 'email-taken';

function takenBy(error: unknown): Taken | null {
  if (pgErrorCode(error) !== '23505') return null;
  return violatedConstraint(error) === EMAIL_UNIQUE_INDEX ? 'email-taken' : 'taken';
}

/** 'taken' when the username is already used, 'email-taken' when the e-mail is. */
export async function insertUser(db: Tx, values: UserValues & { password: string }): Promise<number | Taken> {
  try {
    return await insertRow(db, users, values);
  } catch (error) {
    const taken = takenBy(error);
    if (taken) return taken;
    throw error;
  }
}

/** false: no such user; 'taken' / 'email-taken': the new username / e-mail belongs to someone else. Recorded in the user's history as an edit by `actorId`. */
export async function updateUser(db: Tx, id: number, values: Partial<typeof users.$inferInsert>, actorId: number): Promise<boolean | Taken> {
  try {
    return (await updateWithHistory(db, 'kullanici', id, values, actorId)) !== null;
  } catch (error) {
    const taken = takenBy(error);
    if (taken) return taken;
    throw error;
  }
}

export async function userExists(db: Tx, id: number): Promise<boolean> {
  return (await rowById(db, users, id, { id: users.id })) !== null;
}

/** The user's row locked FOR UPDATE (their flags as they are now), or null. */
export async function lockUser(tx: Tx, id: number): Promise<{ id: number; is_active: boolean; username: string; email: string; password: string } | null> {
  return rowById(tx, users, id, { id: users.id, is_active: users.is_active, username: users.username, email: users.email, password: users.password }, 'update');
}

/**
 * The columns a change of the active flag sets. Deactivating also ends every session of the user:
 * token_version moves on, so every token issued before is refused, also after a reactivation (the
 * auth plugin and the refresh endpoint compare it with the token's), and the calendar feed URL stops
 * working. The history records the flag only (the others are not recorded fields).
 */
export function activeFlag(isActive: boolean): Partial<typeof users.$inferInsert> {
  const values = isActive ? { is_active: true } : { is_active: false, password_changed_at: sql`now()`, token_version: sql`${users.token_version} + 1`, takvim_token: null };
  return values as Partial<typeof users.$inferInsert>;
}

export async function setActive(tx: Tx, id: number, isActive: boolean, actorId: number): Promise<void> {
  await updateWithHistory(tx, 'kullanici', id, activeFlag(isActive), actorId);
}

/**
 * What the user owns that a deletion would take with it: applications, reports, reservations,
 * mentor assignments and uploaded receipts. Taken after lockUser: a concurrent insert that points
 * at the user waits for the lock (its foreign-key check needs a key-share lock on the row).
 */
export async function ownedData(tx: Tx, id: number) {
  const count = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;
  const [row] = await tx
    .select({
      applications: count(sql`${applications} where ${applications.basvuran_id} = ${id}`),
      reports: count(sql`${reports} where ${reports.olusturan_id} = ${id}`),
      reservations: count(sql`${reservations} where ${reservations.olusturan_id} = ${id}`),
      assignments: count(sql`${assignments} join ${mentors} on ${mentors.id} = ${assignments.mentor_id} where ${mentors.user_id} = ${id}`),
      receipts: count(sql`${receipts} where ${receipts.olusturan_id} = ${id}`),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Deletes the user: memberships, mentor row, blacklisted tokens go with them (CASCADE). */
export async function deleteUserRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export async function companyExists(tx: Tx, id: number): Promise<boolean> {
  return (await rowById(tx, companies, id, { id: companies.id }, 'share')) !== null;
}

/** Adds the user to the company with the role, or changes their role there (one row per pair). */
export async function upsertMembership(tx: Tx, userId: number, sirketId: number, rol: SirketRol): Promise<void> {
  await tx
    .insert(companyMembers)
    .values({ user_id: userId, sirket_id: sirketId, rol })
    .onConflictDoUpdate({ target: [companyMembers.sirket_id, companyMembers.user_id], set: { rol } });
}

/** Creates the user's mentor row or updates it (one per user). */
export async function upsertMentor(tx: Tx, userId: number, values: { unvan: string; uzmanlik: string; aktif: boolean }): Promise<void> {
  await tx
    .insert(mentors)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: mentors.user_id, set: values });
}


/**
 * KVKK, a person who left: their personal fields replaced (a unique `anonim-<id>-<random>` name, the
 * rest emptied), the password unusable, every session ended, the calendar secret and their
 * notifications (with their e-mail choices' outbox rows) gone. Their applications, reports,
 * reservations and evaluations stay for the programme's statistics, now under the anonymous name,
 * which it answers.
 */
export async function anonymiseUserRow(tx: Tx, id: number, suffix: string): Promise<string> {
  const username = `anonim-${id}-${suffix}`;
  await tx
    .update(users)
    .set({
      username,
      email: '',
      first_name: '',
      last_name: '',
      ad_soyad: '',
      firma_adi: '',
      telefon: '',
      password: UNUSABLE_PASSWORD,
      is_active: false,
      takvim_token: null,
      password_changed_at: sql`now()`,
      token_version: sql`${users.token_version} + 1`,
    })
    .where(eq(users.id, id));
  await tx.delete(notifications).where(eq(notifications.alici_id, id));
  return username;
}

/**
 * The files the person uploaded that are theirs alone (attachments of their applications and
 * reports) are deleted; their storage keys are returned, for the bytes to go after the commit.
 * A company's receipts stay: they are the company's records, not the person's.
 */
export async function deletePersonalFiles(tx: Tx, id: number): Promise<string[]> {
  const gone = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.uploaded_by, id), not(exists(tx.select({ one: sql`1` }).from(receipts).where(eq(receipts.dosya_id, storedFiles.id))))))
    .returning({ key: storedFiles.storage_key });
  return gone.map((f) => f.key);
}
