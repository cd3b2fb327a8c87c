// The applicant's own draft reports: completing one by the rules of filing (period start not in
// the future, summary 10..5000 characters, PDF/DOC/DOCX attachment) and sending it (TASLAK ->
// GONDERILDI). Only the application's applicant: anyone else, mentors and staff included, 404.
import { DRAFT_MSG, isRaporEditable, reportPeriodEnd, ZReportDraftSchema, type Rapor } from '@portal/domain';
import { ApiError, issuesToFields } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import type { AuthUser } from '../../services/session-user';
import { notify } from '../bildirimler/service';
import { recordHistory } from '../gecmis/repository';
import { deleteStoredFiles } from '../basvurular/draft-repository';
import { findRaporRow } from './repository';
import { lockOwnRapor, setOwnRaporDurum, updateDraftRaporRow } from './draft-repository';
import { toRapor } from './service';

const notFound = () => ApiError.detail(404, DRAFT_MSG.report.notFound);

async function reread(tx: Tx, id: number, links: FileLinks): Promise<Rapor> {
  const row = await findRaporRow(tx, id);
  if (!row) throw new Error('own report not found after its update');
  return toRapor(links, row);
}

/**
 * PATCH raporlar/{id}/: a draft report's period start, summary and attachment (a new file replaces
 * the current one, `ek_dosya_sil` removes it); the period end follows the start (reportPeriodEnd).
 * Not a draft: 409. Answers the report and the storage keys of the attachment it no longer has.
 */
export async function updateDraftRapor(
  tx: Tx,
  actor: AuthUser,
  id: number,
  input: { fields: Record<string, unknown>; fileId: number | null; links: FileLinks },
): Promise<{ rapor: Rapor; removedFileKeys: string[] }> {
  const row = await lockOwnRapor(tx, id, actor.id);
  if (!row) throw notFound();
  if (!isRaporEditable(row.durum)) throw ApiError.detail(409, DRAFT_MSG.report.notDraft);
  const parsed = ZReportDraftSchema.safeParse(input.fields);
  if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
  const replaced = input.fileId !== null || parsed.data.ek_dosya_sil;
  const { donem_baslangic, ozet } = parsed.data;
  await updateDraftRaporRow(tx, id, {
    donem_baslangic,
    donem_bitis: reportPeriodEnd(donem_baslangic),
    ozet,
    ek_dosya_id: replaced ? input.fileId : row.ek_dosya_id,
  });
  const removedFileKeys = replaced && row.ek_dosya_id !== null ? await deleteStoredFiles(tx, [row.ek_dosya_id]) : [];
  return { rapor: await reread(tx, id, input.links), removedFileKeys };
}

/**
 * POST raporlar/{id}/gonder/: TASLAK -> GONDERILDI when the stored start and summary pass the
 * rules of filing (400 by field otherwise); staff are told as of a new report.
 */
export async function submitDraftRapor(tx: Tx, actor: AuthUser, id: number, links: FileLinks): Promise<Rapor> {
  const row = await lockOwnRapor(tx, id, actor.id);
  if (!row) throw notFound();
  if (!isRaporEditable(row.durum)) throw ApiError.detail(409, DRAFT_MSG.report.notDraft);
  const parsed = ZReportDraftSchema.safeParse({ donem_baslangic: row.donem_baslangic, ozet: row.ozet });
  if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
  await setOwnRaporDurum(tx, id, 'GONDERILDI');
  await recordHistory(tx, { nesne: 'rapor', nesne_id: id, eylem: 'durum', onceki: 'TASLAK', sonraki: 'GONDERILDI', kullanici_id: actor.id });
  await notify(tx, 'rapor_yeni', id);
  return reread(tx, id, links);
}
