// Queries of the applicant's own draft reports: the row read by its application's owner and locked
// FOR UPDATE (the status check and the write see the same row), and their writes.
import { and, eq } from 'drizzle-orm';
import type { RaporDurum } from '@portal/domain';
import { applications, reports } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** A report `id` on one of the caller's own applications, locked; null otherwise. */
export async function lockOwnRapor(tx: Tx, id: number, ownerId: number) {
  const [row] = await tx
    .select({
      id: reports.id,
      basvuru_id: reports.basvuru_id,
      durum: reports.durum,
      donem_baslangic: reports.donem_baslangic,
      ozet: reports.ozet,
      ek_dosya_id: reports.ek_dosya_id,
    })
    .from(reports)
    .innerJoin(applications, eq(applications.id, reports.basvuru_id))
    .where(and(eq(reports.id, id), eq(applications.basvuran_id, ownerId)))
    .for('update', { of: reports });
  return row ?? null;
}

export async function updateDraftRaporRow(
  tx: Tx,
  id: number,
  values: { donem_baslangic: string; donem_bitis: string; ozet: string; ek_dosya_id: number | null },
) {
  await tx.update(reports).set(values).where(eq(reports.id, id));
}

export async function setOwnRaporDurum(tx: Tx, id: number, durum: RaporDurum) {
  await tx.update(reports).set({ durum }).where(eq(reports.id, id));
}

