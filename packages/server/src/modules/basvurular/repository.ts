// Queries of applications (basvurular): one joined SELECT (call, applicant, company) that every
// application route reads through, with its own WHERE.
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BasvuruDurum, ZBasvuruAdminListQuery } from '@portal/domain';
import { applications, calls, companies, reports, storedFiles, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { foldedLike, foldedLikeVia } from '../../lib/list-query';
import { columnsOf, rowQueries } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';

/**
 * The applicant's display name: the profile's ad_soyad, else first + last name, else the username
 * (blank-only values count as empty); stored (users.gorunen_ad, indexed), so that showing,
 * searching and ordering by it use the same value and an ordered list can walk the index.
 */
export const applicantName = users.gorunen_ad;

/** SELECT ... FROM basvurular JOIN cagrilar JOIN users LEFT JOIN sirketler, newest first. */
const basvurular = rowQueries(
  (db: Tx) =>
    db
      .select({
        ...columnsOf(applications, ['id', 'proje_basligi', 'aciklama', 'durum', 'olusturuldu', 'sirket_id']),
        sirket_adi: companies.adi,
        basvuran_id: applications.basvuran_id,
        basvuran_ad_soyad: applicantName,
        ...columnsOf(users, ['email', 'firma_adi'], 'basvuran_'),
        cagri_id: applications.cagri_id,
        cagri_baslik: calls.baslik,
        ek_dosya_id: applications.ek_dosya_id,
      })
      .from(applications)
      .innerJoin(calls, eq(calls.id, applications.cagri_id))
      .innerJoin(users, eq(users.id, applications.basvuran_id))
      .leftJoin(companies, eq(companies.id, applications.sirket_id))
      .$dynamic(),
  { id: applications.id, order: [desc(applications.olusturuldu), desc(applications.id)] },
);
export const { select: selectBasvurular, list: listBasvuruRows, find: findBasvuruRow } = basvurular;
export type BasvuruRow = ListRow<ReturnType<typeof selectBasvurular>>;

export const basvuruAdminList = defineAdminList({
  select: selectBasvurular,
  search: [applications.proje_basligi, applicantName, users.first_name, users.last_name, users.username, users.email, companies.adi, calls.baslik],
  searchIn: (p) => sql`(${foldedLike(applications.arama, p)} or ${foldedLikeVia(applications.basvuran_id, users, p)}
    or ${foldedLikeVia(applications.sirket_id, companies, p)} or ${foldedLikeVia(applications.cagri_id, calls, p)})`,
  base: applications,
  filters: (q: z.output<typeof ZBasvuruAdminListQuery>): (SQL | undefined)[] => [
    q.durum === undefined ? undefined : eq(applications.durum, q.durum),
    q.cagri === undefined ? undefined : eq(applications.cagri_id, q.cagri),
  ],
  ordering: {
    id: applications.id,
    proje_basligi: applications.proje_basligi,
    basvuran: applicantName,
    sirket: companies.adi,
    cagri: calls.baslik,
    durum: applications.durum,
    olusturuldu: applications.olusturuldu,
  },
  defaultOrdering: '-olusturuldu',
  tieBreak: [desc(applications.id)],
});

export interface NewBasvuru {
  cagri_id: number;
  basvuran_id: number;
  sirket_id: number | null;
  proje_basligi: string;
  aciklama: string;
  durum: BasvuruDurum;
  ek_dosya_id: number | null;
}

export async function insertBasvuru(db: Tx, values: NewBasvuru): Promise<number> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

export async function setBasvuruDurum(db: Tx, id: number, durum: BasvuruDurum): Promise<boolean> {
  const updated = await db
    .update(applications)
    .set({ durum, guncellendi: sql`now()` })
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return updated.length > 0;
}

/**
 * Deletes the application; its reports, mentor assignments (with their evaluations) and
 * reservations go by ON DELETE CASCADE, and so do the stored files of it and of its reports (the
 * rows here; the caller deletes the bytes after the commit). Returns their storage keys, or false.
 */
export async function deleteBasvuru(tx: Tx, id: number): Promise<false | { fileKeys: string[] }> {
  const [row] = await tx.select({ ek_dosya_id: applications.ek_dosya_id }).from(applications).where(eq(applications.id, id)).for('update');
  if (!row) return false;
  const reportFiles = await tx
    .select({ id: reports.ek_dosya_id })
    .from(reports)
    .where(and(eq(reports.basvuru_id, id), isNotNull(reports.ek_dosya_id)));
  const fileIds = [row.ek_dosya_id, ...reportFiles.map((r) => r.id)].filter((f): f is number => f !== null);
  await tx.delete(applications).where(eq(applications.id, id));
  if (fileIds.length === 0) return { fileKeys: [] };
  const files = await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ key: storedFiles.storage_key });
  return { fileKeys: files.map((f) => f.key) };
}
