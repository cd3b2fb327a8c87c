// The two admin lists that exist only as exports (their screens read small overviews): mentor
// assignments and evaluations, as list definitions like every other admin list.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAtamaAdminListQuery, ZDegerlendirmeAdminListQuery } from '@portal/domain';
import { applications, assignments, calls, criteria, criterionScores, evaluations, mentors } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { joinMentor, mentorName, selectAtamalar } from '../atamalar/repository';
import { applicantName, joinCallAndApplicant } from '../basvurular/repository';
import { joinAssignmentAndApplication } from '../degerlendirmeler/repository';
import { columnsOf } from '../../lib/row-queries';
import { equalsGiven } from '../../lib/list-filters';
import { foldedMatches } from '../../lib/list-query';
import type { Tx } from '../../lib/transaction';

export const atamaAdminList = defineAdminList({
  select: selectAtamalar,
  search: (p) => foldedMatches(p, [applications.proje_basligi, applicantName, mentorName, calls.baslik]),
  filters: (q: z.output<typeof ZAtamaAdminListQuery>) =>
    equalsGiven(q, { aktif: assignments.aktif, mentor: assignments.mentor_id, basvuru: assignments.basvuru_id }),
  ordering: { tarih: assignments.tarih, mentor: mentorName, proje: applications.proje_basligi, basvuran: applicantName, aktif: assignments.aktif },
  defaultOrdering: '-tarih',
  tieBreak: [desc(assignments.id)],
});

/**
 * One row per evaluation: the application (call, applicant), the mentor who wrote it, the score and
 * the application's average over all its evaluations (a window over the same rows' application).
 */
export function selectDegerlendirmeExport(db: Tx) {
  const query = db
    .select({
      ...columnsOf(evaluations, ['id', 'puan', 'yorum', 'onerilen_durum', 'olusturuldu']),
      atama_aktif: assignments.aktif,
      basvuru_id: applications.id,
      proje_basligi: applications.proje_basligi,
      basvuru_durum: applications.durum,
      basvuran_ad_soyad: applicantName,
      cagri_baslik: calls.baslik,
      mentor_name: mentorName,
      mentor_unvan: mentors.unvan,
      ortalama: sql<string | null>`(select round(avg(e2.puan), 1)::text from ${evaluations} e2
        join ${assignments} a2 on a2.id = e2.atama_id where a2.basvuru_id = ${applications.id})`,
      // The criterion scores as 'olcut_id:puan' pairs (the criteria's columns read them).
      olcut_puanlari: sql<string | null>`(select string_agg(p.olcut_id || ':' || p.puan, ',') from ${criterionScores} p
        where p.degerlendirme_id = ${evaluations.id})`,
    })
    .from(evaluations)
    .$dynamic();
  return joinMentor(joinCallAndApplicant(joinAssignmentAndApplication(query)));
}
export type DegerlendirmeExportRow = ListRow<ReturnType<typeof selectDegerlendirmeExport>>;

export const degerlendirmeAdminList = defineAdminList({
  select: selectDegerlendirmeExport,
  search: (p) => foldedMatches(p, [applications.proje_basligi, applicantName, mentorName, calls.baslik]),
  filters: (q: z.output<typeof ZDegerlendirmeAdminListQuery>) =>
    equalsGiven(q, { mentor: assignments.mentor_id, basvuru: assignments.basvuru_id, cagri: applications.cagri_id, onerilen_durum: evaluations.onerilen_durum }),
  // Grouped by application, then by mentor: the scores of one project sit together.
  ordering: {
    proje: applications.proje_basligi,
    mentor: mentorName,
    puan: evaluations.puan,
    olusturuldu: evaluations.olusturuldu,
  },
  defaultOrdering: 'proje',
  tieBreak: [asc(applications.id), asc(mentorName), asc(evaluations.id)],
});


/**
 * The criteria the evaluations export has columns for: the filtered call's, else those of every call
 * with a rubric, in call and rubric order, each with its call's title.
 */
export async function exportCriteria(db: Tx, cagriId: number | undefined) {
  return db
    .select({ id: criteria.id, ad: criteria.ad, olcek_min: criteria.olcek_min, olcek_max: criteria.olcek_max, cagri_id: criteria.cagri_id, cagri_baslik: calls.baslik })
    .from(criteria)
    .innerJoin(calls, eq(calls.id, criteria.cagri_id))
    .where(cagriId === undefined ? undefined : eq(criteria.cagri_id, cagriId))
    .orderBy(asc(criteria.cagri_id), asc(criteria.sira));
}
