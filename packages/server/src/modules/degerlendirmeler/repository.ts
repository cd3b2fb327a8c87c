// Queries of evaluations (degerlendirmeler): one joined SELECT (assignment, its application, its
// mentor's user) that every evaluation answer reads through, with its own WHERE.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { applications, assignments, evaluations, mentors } from '../../db/schema';
import type { ListRow } from '../../lib/admin-list';
import { insertRow } from '../../lib/row-writes';
import type { Tx } from '../../lib/transaction';
import { columnsOf, newestFirst, rowQueries } from '../../lib/row-queries';
import type { AuthUser } from '../../services/session-user';
import { joinMentor, mentorUsers } from '../atamalar/repository';

/** An evaluation's assignment and its application, added to a query that has `degerlendirmeler`. */
export function joinAssignmentAndApplication<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(assignments, eq(assignments.id, evaluations.atama_id))
    .innerJoin(applications, eq(applications.id, assignments.basvuru_id));
}

/** SELECT ... FROM degerlendirmeler JOIN mentor_atamalari JOIN basvurular JOIN mentorler JOIN users (mentor), newest first. */
const degerlendirmeler = rowQueries(
  (db: Tx) => {
    const query = db
      .select({
        ...columnsOf(evaluations, ['id', 'atama_id', 'puan', 'yorum', 'onerilen_durum', 'olusturuldu']),
        atama_aktif: assignments.aktif,
        basvuru_id: applications.id,
        proje_basligi: applications.proje_basligi,
        mentor_id: mentors.id,
        mentor_unvan: mentors.unvan,
        ...columnsOf(mentorUsers, ['first_name', 'last_name'], 'mentor_'),
      })
      .from(evaluations)
      .$dynamic();
    return joinMentor(joinAssignmentAndApplication(query));
  },
  newestFirst(evaluations),
);
export const { select: selectDegerlendirmeler, list: listDegerlendirmeRows, find: findDegerlendirmeRow } = degerlendirmeler;
export type DegerlendirmeRow = ListRow<ReturnType<typeof selectDegerlendirmeler>>;

export const ofAssignment = (atamaId: number): SQL => eq(evaluations.atama_id, atamaId);

/**
 * "My evaluations" of someone who is not staff: those on the user's own applications (what mentors
 * said about the user's projects), whatever other roles the user has. As the set of assignment ids,
 * served by the index of applications by applicant.
 */
function evaluationsOnApplicationsOf(userId: number): SQL {
  return inArray(
    evaluations.atama_id,
    sql`(select ${assignments.id} from ${assignments} join ${applications} on ${applications.id} = ${assignments.basvuru_id} where ${applications.basvuran_id} = ${userId})`,
  );
}

/** Evaluations a mentor wrote, on active and removed assignments alike. */
function evaluationsWrittenBy(mentorId: number): SQL {
  return inArray(evaluations.atama_id, sql`(select ${assignments.id} from ${assignments} where ${assignments.mentor_id} = ${mentorId})`);
}

/** "My evaluations" (see evaluationsOnApplicationsOf), newest first; staff read all. */
export async function listMyDegerlendirmeRows(db: Tx, u: AuthUser): Promise<DegerlendirmeRow[]> {
  if (u.is_staff) return degerlendirmeler.list(db, undefined);
  return degerlendirmeler.list(db, evaluationsOnApplicationsOf(u.id));
}

/** The evaluations the mentor wrote (see evaluationsWrittenBy), newest first. */
export async function listDegerlendirmeRowsWrittenBy(db: Tx, mentorId: number): Promise<DegerlendirmeRow[]> {
  return degerlendirmeler.list(db, evaluationsWrittenBy(mentorId));
}

export interface NewDegerlendirme {
  atama_id: number;
  puan: number;
  yorum: string;
  onerilen_durum: (typeof evaluations.$inferInsert)['onerilen_durum'];
}

export async function insertDegerlendirme(db: Tx, values: NewDegerlendirme): Promise<number> {
  return insertRow(db, evaluations, values);
}
