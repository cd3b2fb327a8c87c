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
 * "My evaluations" of someone who is not staff: those of the user's own applications, and, with a
 * mentor id, those on that mentor's active assignments (a removed assignment's evaluations leave its
 * former mentor's view).
 */
function evaluationsOf(userId: number, mentorId?: number): SQL {
  // As the set of assignment ids, each half served by its own index (applications by applicant,
  // assignments by mentor): an OR over two joined tables would read every evaluation's join.
  const onOwnApplications = sql`select ${assignments.id} from ${assignments}
    join ${applications} on ${applications.id} = ${assignments.basvuru_id} where ${applications.basvuran_id} = ${userId}`;
  if (mentorId === undefined) return inArray(evaluations.atama_id, sql`(${onOwnApplications})`);
  return inArray(
    evaluations.atama_id,
    sql`(${onOwnApplications} union all select ${assignments.id} from ${assignments} where ${assignments.mentor_id} = ${mentorId} and ${assignments.aktif})`,
  );
}

/** "My evaluations" (see evaluationsOf), newest first; staff read all. */
export async function listMyDegerlendirmeRows(db: Tx, u: AuthUser): Promise<DegerlendirmeRow[]> {
  if (u.is_staff) return degerlendirmeler.list(db, undefined);
  return degerlendirmeler.list(db, evaluationsOf(u.id, u.is_mentor && u.mentor_id !== null ? u.mentor_id : undefined));
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
