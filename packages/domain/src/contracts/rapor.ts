// Reports (raporlar): the shape the applicant, company-owner and admin screens read.
import { z } from 'zod';
import { MSG } from '../messages';
import { CALISAN_RAPOR_DURUMLARI, RAPOR_DURUMLARI } from '../status';
import { zFileField, zOptionalId } from '../validation/helpers';
import { ZReportCreateSchema } from '../validation/report';
import { ZBasvuran } from './basvuru';
import { ZAdminListQuery } from './page';

export const ZRapor = z.object({
  id: z.number(),
  basvuru_id: z.number(),
  basvuru: z.object({
    id: z.number(),
    proje_basligi: z.string(),
    /** The application's applicant (the user who created the application). */
    olusturan: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
    basvuran: ZBasvuran,
  }),
  /** 'YYYY-MM-DD' */
  donem_baslangic: z.string(),
  /** 'YYYY-MM-DD', derived by the domain's reportPeriodEnd. */
  donem_bitis: z.string(),
  ozet: z.string(),
  durum: z.enum(RAPOR_DURUMLARI),
  /** Signed download URL (short-lived), or null. */
  ek_dosya: z.string().nullable(),
  olusturuldu: z.string(),
  proje_basligi: z.string(),
  sirket_adi: z.string().nullable(),
  cagri_adi: z.string(),
  basvuran_adi: z.string(),
});
export type Rapor = z.infer<typeof ZRapor>;

/** GET sirketler/{id}/calisan-raporlari/: the report, its author and the owner screen's status. */
export const ZCalisanRaporu = ZRapor.extend({
  calisan: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string(), username: z.string() }),
  durum_calisan: z.enum(CALISAN_RAPOR_DURUMLARI),
});
export type CalisanRaporu = z.infer<typeof ZCalisanRaporu>;

/** `?basvuru=` of GET raporlar/: required, a positive 32-bit id. */
export const ZRaporListQuery = z.object({
  basvuru: z.string({ error: MSG.report.missingApplicationId }),
});

export const ZRaporAdminListQuery = ZAdminListQuery.extend({
  durum: z.enum(RAPOR_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
  basvuru: zOptionalId(MSG.common.invalidId),
});

/** The multipart fields of POST raporlar/: the rules of filing (ZReportCreateSchema) and the file. */
export const ZRaporCreateForm = ZReportCreateSchema.extend({
  ek_dosya: zFileField('file: PDF, DOC or DOCX up to 10 MB').optional(),
});
