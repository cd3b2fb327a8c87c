// Queries of mentor assignments (mentor_atamalari): one joined SELECT (mentor and its user, the
// application with its applicant and call) that every assignment answer reads through, and the
// one write path (insert or re-activate) that the unique index (mentor_id, basvuru_id) guards.
import { and, desc, eq, gt, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { applications, assignments, calls, evaluations, mentors, reports, users } from '../../db/schema';
import type { ListRow } from '../../lib/admin-list';
import { columnsOf, rowById, rowQueries } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';
import { updateWithHistory } from '../gecmis/repository';
import { personNameOf } from '../kullanicilar/repository';
import { applicantColumns, joinCallAndApplicant } from '../basvurular/repository';

/** The mentor's user (the applicant is `users`). */
export const mentorUsers = alias(users, 'mentor_user');

/** A mentor's display name: first + last name, else the username. */
export const mentorName: SQL<string> = personNameOf(mentorUsers);

/** An assignment's mentor and the mentor's user (`mentorUsers`), added to a query that has `mentor_atamalari`. */
export function joinMentor<Q extends PgSelect>(query: Q) {
  return query.innerJoin(mentors, eq(mentors.id, assignments.mentor_id)).innerJoin(mentorUsers, eq(mentorUsers.id, mentors.user_id));
}

/** SELECT ... FROM mentor_atamalari JOIN basvurular JOIN cagrilar JOIN users (applicant) JOIN mentorler JOIN users (mentor); active first, then newest first. */
const atamalar = rowQueries(
  (db: Tx) => {
    const query = db
      .select({
        ...columnsOf(assignments, ['id', 'tarih', 'aktif']),
        basvuru_id: applications.id,
        proje_basligi: applications.proje_basligi,
        basvuru_durum: applications.durum,
        ...applicantColumns,
        ...columnsOf(calls, ['id', 'baslik'], 'cagri_'),
        mentor_id: mentors.id,
        mentor_name: mentorName,
        ...columnsOf(mentors, ['aktif', 'unvan', 'uzmanlik'], 'mentor_'),
        mentor_user_id: mentorUsers.id,
        ...columnsOf(mentorUsers, ['first_name', 'last_name', 'username', 'email'], 'mentor_'),
        evaluation_count: sql<number>`(select count(*)::int from ${evaluations} where ${evaluations.atama_id} = ${assignments.id})`,
      })
      .from(assignments)
      .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
      .$dynamic();
    return joinMentor(joinCallAndApplicant(query));
  },
  { id: assignments.id, order: [desc(assignments.aktif), desc(assignments.tarih), desc(assignments.id)] },
);
export const { select: selectAtamalar, list: listAtamaRows, find: findAtamaRow } = atamalar;
export type AtamaRow = ListRow<ReturnType<typeof selectAtamalar>>;

/** Assignments of one application (and a further condition). */
export const ofApplication = (basvuruId: number, also?: SQL): SQL => and(eq(assignments.basvuru_id, basvuruId), also)!;
/** A mentor's active assignments. */
export const activeOfMentor = (mentorId: number): SQL => and(eq(assignments.mentor_id, mentorId), eq(assignments.aktif, true))!;

/** A mentor's active assignments (GET atamalar/ without an application). */
export const listActiveAtamaRowsOfMentor = (db: Tx, mentorId: number) => atamalar.list(db, activeOfMentor(mentorId));

/** The assignment's mentor, application and state, FOR SHARE when `lock` (an evaluation is being written on it). */
export async function assignmentAccess(db: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: assignments.id, aktif: assignments.aktif, mentor_id: assignments.mentor_id, basvuru_id: assignments.basvuru_id, basvuran_id: applications.basvuran_id })
    .from(assignments)
    .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
    .where(eq(assignments.id, id));
  const [row] = options.lock ? await query.for('share', { of: assignments }) : await query;
  return row ?? null;
}

/**
 * Inserts the (mentor, application) pair as active, or re-activates its passive row; in one
 * statement, so that concurrent calls serialise on the unique index: exactly one of them gets a
 * row back, the others find it active and get nothing (null: "already assigned").
 */
export async function insertOrReactivate(db: Tx, mentorId: number, basvuruId: number): Promise<{ id: number; created: boolean } | null> {
  const [row] = await db
    .insert(assignments)
    .values({ mentor_id: mentorId, basvuru_id: basvuruId, aktif: true })
    .onConflictDoUpdate({
      target: [assignments.mentor_id, assignments.basvuru_id],
      set: { aktif: true },
      setWhere: eq(assignments.aktif, false),
    })
    // xmax = 0 only on a freshly inserted row version.
    .returning({ id: assignments.id, created: sql<boolean>`(xmax = 0)` });
  return row ?? null;
}

/** Locks the assignment row and flips aktif; null when there is no such row. */
export async function lockAssignment(tx: Tx, id: number) {
  return rowById(tx, assignments, id, columnsOf(assignments, ['id', 'aktif', 'mentor_id', 'basvuru_id']), 'update');
}

/** Recorded in the assignment's history as an edit by `actorId`. */
export async function setAssignmentAktif(tx: Tx, id: number, aktif: boolean, actorId: number): Promise<void> {
  await updateWithHistory(tx, 'atama', id, { aktif }, actorId);
}

/**
 * What the mentor's queue needs of each of the mentor's active assignments: the last evaluation on
 * it (a lateral join, newest first), its application's newest sent report and the sent reports
 * since that evaluation (drafts are the applicant's own business). Keyed by assignment id.
 */
export async function queueFactsOfMentor(db: Tx, mentorId: number) {
  const last = db
    .select({ id: evaluations.id, puan: evaluations.puan, onerilen_durum: evaluations.onerilen_durum, olusturuldu: evaluations.olusturuldu })
    .from(evaluations)
    .where(eq(evaluations.atama_id, assignments.id))
    .orderBy(desc(evaluations.olusturuldu), desc(evaluations.id))
    .limit(1)
    .as('son_degerlendirme');
  const sent = and(eq(reports.basvuru_id, assignments.basvuru_id), ne(reports.durum, 'TASLAK'));
  return db
    .select({
      atama_id: assignments.id,
      son_id: last.id,
      son_puan: last.puan,
      son_durum: last.onerilen_durum,
      son_olusturuldu: last.olusturuldu,
      son_rapor: sql<Date | null>`(select max(${reports.olusturuldu}) from ${reports} where ${sent})`.mapWith(assignments.tarih),
      yeni_rapor_sayisi: sql<number>`(select count(*)::int from ${reports} where ${and(
        sent,
        or(isNull(last.olusturuldu), gt(reports.olusturuldu, last.olusturuldu)),
      )})`,
    })
    .from(assignments)
    .leftJoinLateral(last, sql`true`)
    .where(activeOfMentor(mentorId));
}
