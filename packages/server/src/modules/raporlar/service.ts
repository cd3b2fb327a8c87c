// Reports: the response shapes (applicant/admin, and the owner's employee reports) and the rules
// of filing one.
import { MSG, raporDurumToCalisanDurum, reportPeriodEnd, ZReportCreateSchema, type CalisanRaporu, type Rapor } from '@portal/domain';
import { answerViolations } from '../../db/client';
import { ApiError, API_MESSAGES, issuesToFields } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { canCreateReport, canReadReports } from '../../policies';
import type { AuthUser } from '../../services/session-user';
import { applicationAccess, findRaporRow, insertRapor, type RaporRow } from './repository';
import { notify } from '../bildirimler/service';
import { toBasvuran } from '../basvurular/service';
import { isoIstanbul } from '../../lib/dates';

const { basvuru_id: ZBasvuruField } = ZReportCreateSchema.shape;

export const applicationNotFound = () => ApiError.detail(404, MSG.report.applicationNotFound);

export function toRapor(links: FileLinks, row: RaporRow): Rapor {
  return {
    id: row.id,
    basvuru_id: row.basvuru_id,
    basvuru: {
      id: row.basvuru_id,
      proje_basligi: row.proje_basligi,
      olusturan: { first_name: row.basvuran_first_name, last_name: row.basvuran_last_name, email: row.basvuran_email },
      basvuran: toBasvuran(row),
    },
    donem_baslangic: row.donem_baslangic,
    donem_bitis: row.donem_bitis,
    ozet: row.ozet,
    durum: row.durum,
    ek_dosya: row.ek_dosya_id === null ? null : links.attachment(row.ek_dosya_id),
    olusturuldu: isoIstanbul(row.olusturuldu),
    proje_basligi: row.proje_basligi,
    sirket_adi: row.sirket_adi,
    cagri_adi: row.cagri_adi,
    basvuran_adi: row.basvuran_ad_soyad,
  };
}

export function toCalisanRaporu(links: FileLinks, row: RaporRow): CalisanRaporu {
  const rapor = toRapor(links, row);
  return {
    ...rapor,
    calisan: { id: row.calisan_id, first_name: row.calisan_first_name, last_name: row.calisan_last_name, email: row.calisan_email, username: row.calisan_username },
    durum_calisan: raporDurumToCalisanDurum(rapor.durum),
  };
}

/**
 * Filing decides who before what: the application named by basvuru_id (locked FOR SHARE until the
 * report is in) answers 404 to whoever may not read it, 403 to a reader who may not file (an
 * active assigned mentor, staff); only then come the field errors of ZReportCreateSchema. The
 * period end is the domain's reportPeriodEnd; new reports start as GONDERILDI.
 */
export async function createRapor(
  tx: Tx,
  actor: AuthUser,
  input: { fields: Record<string, unknown>; fileId: number | null; links: FileLinks },
): Promise<Rapor> {
  const basvuru = ZBasvuruField.safeParse(input.fields.basvuru_id);
  if (basvuru.success) {
    const access = await applicationAccess(tx, basvuru.data, { lock: true });
    if (!access || !canReadReports(actor, access, access.activeMentorIds)) throw applicationNotFound();
    if (!canCreateReport(actor, access)) throw ApiError.forbidden(MSG.report.forbidden);
  }
  const parsed = ZReportCreateSchema.safeParse(input.fields);
  if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
  const data = parsed.data;
  const id = await answerViolations(
    insertRapor(tx, {
      basvuru_id: data.basvuru_id,
      olusturan_id: actor.id,
      donem_baslangic: data.donem_baslangic,
      donem_bitis: reportPeriodEnd(data.donem_baslangic),
      ozet: data.ozet,
      durum: 'GONDERILDI',
      ek_dosya_id: input.fileId,
    }),
    // The user or the application went away meanwhile.
    { '23503': () => ApiError.detail(400, API_MESSAGES.invalid) },
  );
  await notify(tx, 'rapor_yeni', id);
  const row = await findRaporRow(tx, id);
  if (!row) throw new Error('inserted report not found');
  return toRapor(input.links, row);
}
