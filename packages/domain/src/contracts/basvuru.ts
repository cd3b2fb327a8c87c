// Applications (basvurular): the shape the applicant and admin screens read.
import { z } from 'zod';
import { MSG } from '../messages';
import { BASVURU_DURUMLARI } from '../status';
import { zFileField, zOptionalId } from '../validation/helpers';
import { ZApplicationCreateSchema } from '../validation/application';
import { ZAdminListQuery } from './page';

export const ZBasvuran = z.object({ id: z.number(), ad_soyad: z.string(), email: z.string(), firma_adi: z.string() });
export type Basvuran = z.infer<typeof ZBasvuran>;

export const ZBasvuru = z.object({
  id: z.number(),
  proje_basligi: z.string(),
  aciklama: z.string(),
  durum: z.enum(BASVURU_DURUMLARI),
  olusturuldu: z.string(),
  sirket_id: z.number().nullable(),
  sirket: z.object({ id: z.number(), adi: z.string() }).nullable(),
  sirket_adi: z.string().nullable(),
  basvuran: ZBasvuran,
  cagri: z.object({ id: z.number(), baslik: z.string() }),
  cagri_id: z.number(),
  /** Signed download URL (short-lived), or null. */
  ek_dosya: z.string().nullable(),
});
export type Basvuru = z.infer<typeof ZBasvuru>;

export const ZBasvuruAdminListQuery = ZAdminListQuery.extend({
  durum: z.enum(BASVURU_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
  cagri: zOptionalId(MSG.common.invalidId),
});

/** The multipart fields of POST basvurular/: the rules of applying (ZApplicationCreateSchema), the file and the call form's answers. */
export const ZBasvuruCreateForm = ZApplicationCreateSchema.extend({
  ek_dosya: zFileField('file: PDF, DOC or DOCX').optional(),
  /** 'true': saved as a draft (TASLAK), the call form's answers checked partially. */
  taslak: z.string().optional().describe("'true' saves a draft (TASLAK): the call form's answers without their required check"),
  cevaplar: z
    .string()
    .optional()
    .describe('JSON object of the answers to the call form, by field key; a file answer is sent as the file part `cevap_<key>`'),
});

