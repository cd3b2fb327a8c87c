// Queries of reports (raporlar): one joined SELECT (application, its call, its applicant, its
// company, the report's author) that every report route reads through, with its own WHERE.
import { and, desc, eq, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RaporDurum, ZRaporAdminListQuery } from '@portal/domain';
import { applications, assignments, calls, companies, reports, storedFiles, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { keyMatches } from '../../lib/list-query';
import { columnsOf, newestFirst, rowById, rowQueries } from '../../lib/row-queries';
import { insertRow, updateRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { applicantColumns, byApplicant, joinApplicationContext } from '../basvurular/repository';

/** The report's author (for employee reports: the employee). */
const authors = alias(users, 'rapor_olusturan');

/** SELECT ... FROM raporlar JOIN basvurular JOIN users (author) JOIN cagrilar JOIN users (applicant) LEFT JOIN sirketler, newest first. */
const raporlar = rowQueries(
  (db: Tx) =>
    joinApplicationContext(
      db
        .select({
          ...columnsOf(reports, ['id', 'basvuru_id', 'donem_baslangic', 'donem_bitis', 'ozet', 'durum', 'ek_dosya_id', 'olusturuldu']),
          proje_basligi: applications.proje_basligi,
          sirket_adi: companies.adi,
          cagri_adi: calls.baslik,
          ...applicantColumns,
          ...columnsOf(users, ['first_name', 'last_name'], 'basvuran_'),
          ...columnsOf(authors, ['id', 'first_name', 'last_name', 'email', 'username'], 'calisan_'),
        })
        .from(reports)
        .innerJoin(applications, eq(applications.id, reports.basvuru_id))
        .innerJoin(authors, eq(authors.id, reports.olusturan_id))
        .$dynamic(),
    ),
  newestFirst(reports),
);
export const { select: selectRaporlar, list: listRaporRows, find: findRaporRow } = raporlar;
export type RaporRow = ListRow<ReturnType<typeof selectRaporlar>>;

/**
 * All reports of one application, newest first (GET raporlar/?basvuru=). The
 * caller has checked first that the actor may read that application's reports (canReadReports on
 * applicationAccess), which is the same rule as visibleReports for the rows of one application.
 */
export const listRaporlarOfBasvuru = (db: Tx, basvuruId: number): Promise<RaporRow[]> => raporlar.list(db, eq(reports.basvuru_id, basvuruId));

/** The application's applicant with each active mentor's id (one row, mentor null, when none): one statement. */
const accessOfApplication = (db: Tx, basvuruId: number) =>
  db
    .select({ basvuran_id: applications.basvuran_id, mentor_id: assignments.mentor_id })
    .from(applications)
    .leftJoin(assignments, and(eq(assignments.basvuru_id, applications.id), eq(assignments.aktif, true)))
    .where(eq(applications.id, basvuruId));

/**
 * What the report policies need to know about an application: its applicant and its active
 * mentors; null when it does not exist. `lock` takes it FOR SHARE (until the report is in), and then
 * reads the mentors after the lock is held.
 */
export async function applicationAccess(
  db: Tx,
  basvuruId: number,
  options: { lock?: boolean } = {},
): Promise<{ basvuran_id: number; activeMentorIds: number[] } | null> {
  if (!options.lock) {
    const rows = await accessOfApplication(db, basvuruId);
    if (!rows.length) return null;
    return { basvuran_id: rows[0]!.basvuran_id, activeMentorIds: rows.flatMap((r) => (r.mentor_id === null ? [] : [r.mentor_id])) };
  }
  const row = await rowById(db, applications, basvuruId, { basvuran_id: applications.basvuran_id }, 'share');
  if (!row) return null;
  const mentorRows = await db
    .select({ mentor_id: assignments.mentor_id })
    .from(assignments)
    .where(and(eq(assignments.basvuru_id, basvuruId), eq(assignments.aktif, true)));
  return { basvuran_id: row.basvuran_id, activeMentorIds: mentorRows.map((m) => m.mentor_id) };
}

export const raporAdminList = defineAdminList({
  select: selectRaporlar,
  // The report's own text, its application's title and its application's applicant (kept on the application).
  search: (p) => [like(reports.arama, p), keyMatches(reports.basvuru_id, applications, p, [applications.arama, applications.basvuran_arama])],
  base: reports,
  filters: (q: z.output<typeof ZRaporAdminListQuery>) => equalsGiven(q, { durum: reports.durum, basvuru: reports.basvuru_id }),
  ordering: {
    id: reports.id,
    proje_basligi: applications.proje_basligi,
    basvuran: byApplicant,
    donem_baslangic: reports.donem_baslangic,
    donem_bitis: reports.donem_bitis,
    durum: reports.durum,
    olusturuldu: reports.olusturuldu,
  },
  defaultOrdering: '-olusturuldu',
  tieBreak: [desc(reports.id)],
});

export interface NewRapor {
  basvuru_id: number;
  olusturan_id: number;
  donem_baslangic: string;
  donem_bitis: string;
  ozet: string;
  durum: RaporDurum;
  ek_dosya_id: number | null;
}

export async function insertRapor(db: Tx, values: NewRapor): Promise<number> {
  return insertRow(db, reports, values);
}

export async function setRaporDurum(db: Tx, id: number, durum: RaporDurum): Promise<boolean> {
  return updateRow(db, reports, id, { durum });
}

/** Deletes the report and its stored attachment row; returns the attachment's storage key, or false. */
export async function deleteRapor(tx: Tx, id: number): Promise<false | { fileKeys: string[] }> {
  const row = await rowById(tx, reports, id, { ek_dosya_id: reports.ek_dosya_id }, 'update');
  if (!row) return false;
  await tx.delete(reports).where(eq(reports.id, id));
  if (row.ek_dosya_id === null) return { fileKeys: [] };
  const files = await tx.delete(storedFiles).where(eq(storedFiles.id, row.ek_dosya_id)).returning({ key: storedFiles.storage_key });
  return { fileKeys: files.map((f) => f.key) };
}

