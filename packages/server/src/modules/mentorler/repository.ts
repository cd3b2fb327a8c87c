// Queries of mentors (mentorler): the admin list, the assignment screen's panels (available
// mentors, unassigned projects, performance, consensus) and what the suggestions need to know
// (texts, loads, conflicts of interest), each in SQL.
import { and, asc, desc, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMentorAdminListQuery } from '@portal/domain';
import { applications, assignments, calls, companies, companyMembers, evaluations, mentorConflicts, mentors, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { keyMatches, searchWhere } from '../../lib/list-query';
import { columnsOf, rowById, rowQueries } from '../../lib/row-queries';
import { deleteRow, insertRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { applicantName, joinApplicationContext } from '../basvurular/repository';
import { mentorName, mentorUsers } from '../atamalar/repository';
import { updateWithHistory } from '../gecmis/repository';
import { personNameOf } from '../kullanicilar/repository';

/** Application states that may take a mentor: sent, under review, approved (never a draft or a rejected one). */
export const ASSIGNABLE_DURUMLAR = ['GONDERILDI', 'INCELEME', 'ONAY'] as const;

const activeCount = sql<number>`(select count(*)::int from ${assignments} where ${assignments.mentor_id} = ${mentors.id} and ${assignments.aktif})`;

/** SELECT ... FROM mentorler JOIN users (the mentor's user); by name. */
const mentorler = rowQueries(
  (db: Tx) =>
    db
      .select({
        ...columnsOf(mentors, ['id', 'unvan', 'uzmanlik', 'aktif', 'kapasite', 'olusturuldu']),
        user_id: mentorUsers.id,
        ...columnsOf(mentorUsers, ['first_name', 'last_name', 'username', 'email']),
        name: mentorName,
        active_assignments: activeCount,
      })
      .from(mentors)
      .innerJoin(mentorUsers, eq(mentorUsers.id, mentors.user_id))
      .$dynamic(),
  { id: mentors.id, order: [asc(mentorName), asc(mentors.id)] },
);
export const { select: selectMentorler, find: findMentorRow } = mentorler;
export type MentorRow = ListRow<ReturnType<typeof selectMentorler>>;

export const mentorAdminList = defineAdminList({
  select: selectMentorler,
  // The mentor's own title and expertise, and their user's name, username and e-mail (users.arama).
  search: (p) => [like(mentors.arama, p), keyMatches(mentors.user_id, users, p)],
  base: mentors,
  filters: (q: z.output<typeof ZMentorAdminListQuery>) => equalsGiven(q, { aktif: mentors.aktif }),
  ordering: {
    id: mentors.id,
    user: mentorName,
    unvan: mentors.unvan,
    aktif: mentors.aktif,
    kapasite: mentors.kapasite,
    active_assignments: activeCount,
    olusturuldu: mentors.olusturuldu,
  },
  defaultOrdering: '-olusturuldu',
  tieBreak: [desc(mentors.id)],
});

/**
 * Active mentors whose account is active too, with their load, by name: the pickers, suggestions
 * and plans of the assignment screen (a deactivated user cannot sign in to mentor anyone).
 */
export async function listActiveMentorRows(db: Tx): Promise<MentorRow[]> {
  return mentorler.list(db, and(eq(mentors.aktif, true), eq(mentorUsers.is_active, true)));
}

/**
 * Active users without a mentor row, by name; `search` over username and names (folded like every
 * admin search), and over e-mail when `withEmail`. E-mail addresses are the users area's business
 * (superusers): other staff get them empty and cannot find a person by one.
 */
export async function candidateUserRows(db: Tx, search: string | undefined, limit: number, withEmail: boolean) {
  const fullName = personNameOf(users);
  const email = withEmail ? users.email : sql<string>`''`;
  const searched = [users.username, users.first_name, users.last_name, fullName, ...(withEmail ? [users.email] : [])];
  return db
    .select({ id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name, email, full_name: fullName })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        notExists(sql`(select 1 from ${mentors} where ${mentors.user_id} = ${users.id})`),
        searchWhere(search, searched),
      ),
    )
    .orderBy(asc(fullName), asc(users.id))
    .limit(limit);
}

export async function userExists(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function mentorIdOfUser(db: Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.user_id, userId));
  return row?.id ?? null;
}

export interface MentorValues {
  unvan: string;
  uzmanlik: string;
  aktif: boolean;
  kapasite?: number;
}

export async function insertMentor(db: Tx, userId: number, values: MentorValues): Promise<number> {
  return insertRow(db, mentors, { user_id: userId, ...values });
}

/** Recorded in the mentor's history as an edit by `actorId`. */
export async function updateMentor(db: Tx, id: number, values: MentorValues, actorId: number): Promise<boolean> {
  return (await updateWithHistory(db, 'mentor', id, values, actorId)) !== null;
}

/** Deletes the mentor; its assignments and their evaluations go by ON DELETE CASCADE. */
export async function deleteMentor(db: Tx, id: number): Promise<boolean> {
  return deleteRow(db, mentors, id);
}

/** The mentor as an assignment needs it, FOR SHARE (it may not be deactivated or deleted meanwhile). */
export async function lockMentor(tx: Tx, id: number) {
  const userActive = sql<boolean>`(select ${users.is_active} from ${users} where ${users.id} = ${mentors.user_id})`;
  return rowById(tx, mentors, id, { ...columnsOf(mentors, ['id', 'aktif', 'user_id']), user_active: userActive }, 'share');
}

/** The application as an assignment needs it, FOR SHARE (its status may not change meanwhile). */
export async function lockApplication(tx: Tx, id: number) {
  return rowById(tx, applications, id, columnsOf(applications, ['id', 'durum', 'basvuran_id', 'sirket_id']), 'share');
}

const hasActiveAssignment = (application: typeof applications) =>
  sql`(select 1 from ${assignments} where ${assignments.basvuru_id} = ${application.id} and ${assignments.aktif})`;

/** SELECT ... FROM basvurular JOIN cagrilar JOIN users LEFT JOIN sirketler; oldest first (they have waited longest). */
const projects = rowQueries(
  (db: Tx) =>
    joinApplicationContext(
      db
        .select({
          ...columnsOf(applications, ['id', 'proje_basligi', 'aciklama', 'durum', 'olusturuldu', 'basvuran_id', 'sirket_id']),
          basvuran_ad_soyad: applicantName,
          /** The company the application was filed for, else the applicant's own firma_adi ('' when none). */
          basvuran_firma_adi: sql<string>`coalesce(${companies.adi}, ${users.firma_adi})`,
          ...columnsOf(calls, ['id', 'baslik', 'aciklama'], 'cagri_'),
        })
        .from(applications)
        .$dynamic(),
    ),
  { id: applications.id, order: [asc(applications.olusturuldu), asc(applications.id)] },
);
export type ProjectRow = ListRow<ReturnType<typeof projects.select>>;
export const findProjectRow = projects.find;

/** Applications in an assignable state with no active assignment. */
export async function listUnassignedProjectRows(db: Tx, only?: readonly number[]): Promise<ProjectRow[]> {
  return projects.list(
    db,
    and(
      inArray(applications.durum, [...ASSIGNABLE_DURUMLAR]),
      notExists(hasActiveAssignment(applications)),
      // One array parameter, not `in ($1, ..., $n)`: the statement is kept (lib/row-queries.ts), one per text.
      only === undefined ? undefined : sql`${applications.id} = any(${sql.param([...only])}::int[])`,
    ),
  );
}

/** Mentor ids actively assigned to the application. */
export async function activeMentorIdsOf(db: Tx, basvuruId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assignments.mentor_id })
    .from(assignments)
    .where(and(eq(assignments.basvuru_id, basvuruId), eq(assignments.aktif, true)));
  return rows.map((r) => r.id);
}

/**
 * The companies a conflict of interest is about, per application: the company it was filed for
 * and every company its applicant belongs to.
 */
export async function companiesOfApplications(db: Tx, basvuruIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(basvuruIds.map((id) => [id, new Set<number>()]));
  if (basvuruIds.length === 0) return out;
  const rows = await db
    .select({ id: applications.id, sirket_id: applications.sirket_id, member_of: companyMembers.sirket_id })
    .from(applications)
    .leftJoin(companyMembers, eq(companyMembers.user_id, applications.basvuran_id))
    .where(inArray(applications.id, [...basvuruIds]));
  for (const r of rows) {
    const set = out.get(r.id)!;
    if (r.sirket_id !== null) set.add(r.sirket_id);
    if (r.member_of !== null) set.add(r.member_of);
  }
  return out;
}

/** Per mentor, the companies it may not judge: those its user belongs to and those it declared a conflict with. */
export async function conflictCompaniesOfMentors(db: Tx, mentorIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(mentorIds.map((id) => [id, new Set<number>()]));
  if (mentorIds.length === 0) return out;
  const members = await db
    .select({ id: mentors.id, sirket_id: companyMembers.sirket_id })
    .from(mentors)
    .innerJoin(companyMembers, eq(companyMembers.user_id, mentors.user_id))
    .where(inArray(mentors.id, [...mentorIds]));
  const declared = await db
    .select({ id: mentorConflicts.mentor_id, sirket_id: mentorConflicts.sirket_id })
    .from(mentorConflicts)
    .where(inArray(mentorConflicts.mentor_id, [...mentorIds]));
  for (const r of [...members, ...declared]) out.get(r.id)!.add(r.sirket_id);
  return out;
}

/** Per mentor: all assignments, active ones, and its evaluations' count and average score. */
export async function performanceRows(db: Tx) {
  const totals = db
    .select({
      mentor_id: assignments.mentor_id,
      total: sql<number>`count(*)::int`.as('total'),
      active: sql<number>`(count(*) filter (where ${assignments.aktif}))::int`.as('active'),
    })
    .from(assignments)
    .groupBy(assignments.mentor_id)
    .as('totals');
  const scores = db
    .select({
      mentor_id: assignments.mentor_id,
      n: sql<number>`count(*)::int`.as('n'),
      avg: sql<string | null>`avg(${evaluations.puan})::text`.as('avg'),
    })
    .from(evaluations)
    .innerJoin(assignments, eq(assignments.id, evaluations.atama_id))
    .groupBy(assignments.mentor_id)
    .as('scores');
  return db
    .select({
      id: mentors.id,
      name: mentorName,
      unvan: mentors.unvan,
      total: sql<number>`coalesce(${totals.total}, 0)`,
      active: sql<number>`coalesce(${totals.active}, 0)`,
      evaluation_count: sql<number>`coalesce(${scores.n}, 0)`,
      average: scores.avg,
    })
    .from(mentors)
    .innerJoin(mentorUsers, eq(mentorUsers.id, mentors.user_id))
    .leftJoin(totals, eq(totals.mentor_id, mentors.id))
    .leftJoin(scores, eq(scores.mentor_id, mentors.id))
    .orderBy(asc(mentorName), asc(mentors.id));
}

/** Per application with two or more evaluations (optionally one application): count, score range and the statuses suggested. */
export async function evaluationSpreadRows(db: Tx, basvuruId?: number) {
  return db
    .select({
      basvuru_id: applications.id,
      proje_basligi: applications.proje_basligi,
      n: sql<number>`count(*)::int`,
      min: sql<number>`min(${evaluations.puan})::int`,
      max: sql<number>`max(${evaluations.puan})::int`,
      // A comma-joined text rather than an array: both drivers return it the same way.
      statuses: sql<string>`string_agg(distinct ${evaluations.onerilen_durum}, ',' order by ${evaluations.onerilen_durum})`,
    })
    .from(evaluations)
    .innerJoin(assignments, eq(assignments.id, evaluations.atama_id))
    .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
    .where(basvuruId === undefined ? undefined : eq(applications.id, basvuruId))
    .groupBy(applications.id, applications.proje_basligi)
    .having(sql`count(*) >= 2`)
    .orderBy(asc(applications.id));
}
