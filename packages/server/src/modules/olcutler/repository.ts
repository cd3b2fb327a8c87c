// Queries of a call's rubric (cagri_olcutleri) and of the criterion scores of evaluations
// (degerlendirme_puanlari): the criteria in order, whether the call has been evaluated, the
// criterion scores of a set of evaluations and each mentor's latest evaluation of a call's or an
// application's applications.
import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { applications, assignments, calls, criteria, criterionScores, evaluations, mentors, users } from '../../db/schema';
import { columnsOf } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';
import { mentorName, mentorUsers } from '../atamalar/repository';
import { applicantName } from '../basvurular/repository';

const criterionColumns = columnsOf(criteria, ['id', 'sira', 'ad', 'aciklama', 'agirlik', 'olcek_min', 'olcek_max']);
export type CriterionRow = { id: number; sira: number; ad: string; aciklama: string; agirlik: number; olcek_min: number; olcek_max: number };

/** The call's id and title, locked FOR UPDATE (the rubric is replaced) or FOR SHARE (an evaluation is written by it). */
export async function findCall(db: Tx, cagriId: number, lock?: 'update' | 'share') {
  const query = db.select({ id: calls.id, baslik: calls.baslik }).from(calls).where(eq(calls.id, cagriId));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The call's criteria in their order. */
export async function listCriteria(db: Tx, cagriId: number): Promise<CriterionRow[]> {
  return db.select(criterionColumns).from(criteria).where(eq(criteria.cagri_id, cagriId)).orderBy(asc(criteria.sira));
}

/** Whether an application of the call has an evaluation (the rubric is then fixed). */
export async function callHasEvaluations(db: Tx, cagriId: number): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<number>`1` })
    .from(evaluations)
    .innerJoin(assignments, eq(assignments.id, evaluations.atama_id))
    .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
    .where(eq(applications.cagri_id, cagriId))
    .limit(1);
  return row !== undefined;
}

/** Replaces the call's criteria with the given list (its order is `sira`). */
export async function replaceCriteria(
  db: Tx,
  cagriId: number,
  items: ReadonlyArray<{ ad: string; aciklama: string; agirlik: number; olcek_min: number; olcek_max: number }>,
): Promise<void> {
  await db.delete(criteria).where(eq(criteria.cagri_id, cagriId));
  if (items.length > 0) await db.insert(criteria).values(items.map((o, i) => ({ ...o, cagri_id: cagriId, sira: i + 1 })));
}

/** The call of an application. */
export async function callOfApplication(db: Tx, basvuruId: number): Promise<number | null> {
  const [row] = await db.select({ cagri_id: applications.cagri_id }).from(applications).where(eq(applications.id, basvuruId));
  return row?.cagri_id ?? null;
}

export async function insertCriterionScores(db: Tx, degerlendirmeId: number, items: ReadonlyArray<{ olcut_id: number; puan: number; yorum: string }>) {
  if (items.length > 0) await db.insert(criterionScores).values(items.map((s) => ({ ...s, degerlendirme_id: degerlendirmeId })));
}

/** The criterion scores of the given evaluations with their criteria, in each rubric's order. */
export async function criterionScoresOf(db: Tx, degerlendirmeIds: readonly number[]) {
  if (degerlendirmeIds.length === 0) return [];
  return db
    .select({
      degerlendirme_id: criterionScores.degerlendirme_id,
      olcut_id: criterionScores.olcut_id,
      puan: criterionScores.puan,
      yorum: criterionScores.yorum,
      ad: criteria.ad,
      agirlik: criteria.agirlik,
      olcek_min: criteria.olcek_min,
      olcek_max: criteria.olcek_max,
    })
    .from(criterionScores)
    .innerJoin(criteria, eq(criteria.id, criterionScores.olcut_id))
    .where(inArray(criterionScores.degerlendirme_id, [...degerlendirmeIds]))
    .orderBy(asc(criterionScores.degerlendirme_id), asc(criteria.sira));
}

/**
 * Each mentor's latest evaluation of each of the applications matched by `where` (a mentor who
 * evaluated again replaced his earlier view), with the mentor's name: the rows the criterion table
 * and the ranking are computed from.
 */
export async function latestEvaluations(db: Tx, where: { cagriId: number } | { basvuruId: number }) {
  const scope = 'cagriId' in where ? eq(applications.cagri_id, where.cagriId) : eq(applications.id, where.basvuruId);
  const later = db
    .select({ yes: sql`1` })
    .from(sql`${evaluations} e2`)
    .where(sql`e2.atama_id = ${evaluations.atama_id} and (e2.olusturuldu, e2.id) > (${evaluations.olusturuldu}, ${evaluations.id})`);
  return db
    .select({
      id: evaluations.id,
      basvuru_id: applications.id,
      puan: evaluations.puan,
      onerilen_durum: evaluations.onerilen_durum,
      mentor_id: mentors.id,
      mentor_unvan: mentors.unvan,
      mentor_name: mentorName,
    })
    .from(evaluations)
    .innerJoin(assignments, eq(assignments.id, evaluations.atama_id))
    .innerJoin(applications, eq(applications.id, assignments.basvuru_id))
    .innerJoin(mentors, eq(mentors.id, assignments.mentor_id))
    .innerJoin(mentorUsers, eq(mentorUsers.id, mentors.user_id))
    .where(and(scope, sql`not ${exists(later)}`))
    .orderBy(asc(applications.id), asc(mentorName), asc(evaluations.id));
}

/** The call's applications that were sent (drafts are not ranked), oldest first. */
export async function sentApplicationsOf(db: Tx, cagriId: number) {
  return db
    .select({ id: applications.id, proje_basligi: applications.proje_basligi, durum: applications.durum, basvuran: applicantName })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.basvuran_id))
    .where(and(eq(applications.cagri_id, cagriId), ne(applications.durum, 'TASLAK')))
    .orderBy(asc(applications.id));
}
