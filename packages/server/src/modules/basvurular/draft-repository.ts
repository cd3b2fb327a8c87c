// Queries of the applicant's own draft applications: the row read by its owner and locked FOR UPDATE
// (the status check and the write see the same row), and their writes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BasvuruDurum, StoredAnswers } from '@portal/domain';
import { applications, storedFiles } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** The caller's own application `id`, locked; null when there is none or it is someone else's. */
export async function lockOwnBasvuru(tx: Tx, id: number, ownerId: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      cagri_id: applications.cagri_id,
      durum: applications.durum,
      proje_basligi: applications.proje_basligi,
      aciklama: applications.aciklama,
      ek_dosya_id: applications.ek_dosya_id,
      cagri_formu_id: applications.cagri_formu_id,
      cevaplar: applications.cevaplar,
    })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.basvuran_id, ownerId)))
    .for('update');
  return row ?? null;
}

export async function updateDraftBasvuruRow(
  tx: Tx,
  id: number,
  values: { proje_basligi: string; aciklama: string; ek_dosya_id: number | null; cevaplar: StoredAnswers },
) {
  await tx.update(applications).set({ ...values, guncellendi: sql`now()` }).where(eq(applications.id, id));
}

export async function setOwnBasvuruDurum(tx: Tx, id: number, durum: BasvuruDurum) {
  await tx.update(applications).set({ durum, guncellendi: sql`now()` }).where(eq(applications.id, id));
}

/** Deletes stored file rows no longer pointed at (a replaced or removed attachment); answers their storage keys. */
export async function deleteStoredFiles(tx: Tx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.delete(storedFiles).where(inArray(storedFiles.id, [...ids])).returning({ key: storedFiles.storage_key });
  return rows.map((r) => r.key);
}
