// Rent receipts (dekontlar): what the company owner uploads and staff decide on, and the receipt
// coverage grid (months x companies) built from them.
import { z } from 'zod';
import { MSG } from '../messages';
import { DEKONT_DURUMLARI, DEKONT_SAHIP_DURUMLARI } from '../status';
import { zFileField, zOptionalId } from '../validation/helpers';
import { ZReceiptUploadSchema } from '../validation/receipt';
import { ZAdminListQuery, zBooleanParam } from './page';

/** Server answers about receipts (ours; the spec names only the form's messages). */
export const DEKONT_API_MESSAGES = {
  /** The same document (same content) was already uploaded by this company. */
  duplicate: (earlier: { id: number; odeme_tarihi: string }): string =>
    `Bu dosya daha önce yüklendi: ${formatTrDate(earlier.odeme_tarihi)} ödeme tarihli dekont (No. ${earlier.id}).`,
  /** An owner's delete or file replacement after staff decided (only YUKLENDI may change). */
  decided: 'Bu dekont hakkında karar verildi; artık silinemez veya dosyası değiştirilemez.',
  /** The same document reached the company in a parallel upload while a file was being replaced. */
  duplicateFile: 'Bu dosya bu şirket için daha önce yüklendi.',
  /** `?months=` of the coverage grid out of range. */
  invalidMonths: 'Ay sayısı 1 ile 24 arasında olmalıdır.',
} as const;

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' (a date-only value needs no time zone). */
function formatTrDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDate;
}

export const ZDekont = z.object({
  id: z.number(),
  sirket_id: z.number(),
  /** '' when none was given. */
  aciklama: z.string(),
  /** 'YYYY-MM-DD' */
  odeme_tarihi: z.string(),
  /** ISO 8601 date-time. */
  yukleme_tarihi: z.string(),
  /** Signed download URL of the document (short-lived): handed only to the company's owner and staff. */
  dekont_dosyasi: z.string(),
  durum: z.enum(DEKONT_DURUMLARI),
  /** The owner screen's reading of `durum` (beklemede, onaylandi, reddedildi; dekontDurumToSahipDurum). */
  durum_sahip: z.enum(DEKONT_SAHIP_DURUMLARI),
  sirket: z.object({ id: z.number(), adi: z.string() }),
  /** The uploader; null when that account was deleted (the receipt stays with the company). */
  olusturan: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), username: z.string() }).nullable(),
});
export type Dekont = z.infer<typeof ZDekont>;

/** The multipart fields of POST dekontlar/: the rules of ZReceiptUploadSchema, the file by its content. */
export const ZDekontCreateForm = ZReceiptUploadSchema.extend({
  dekont_dosyasi: zFileField('file: PDF, JPG, JPEG or PNG up to 10 MB, checked by content'),
});

/** The multipart field of POST dekontlar/{id}/replace_file/ (the owner's new document while YUKLENDI). */
export const ZDekontReplaceFileForm = z.object({
  dekont_dosyasi: zFileField('file: PDF, JPG, JPEG or PNG up to 10 MB, checked by content'),
});

/** What the upload form sends (dekontlarApi.create builds the multipart body from it). */
export interface DekontCreatePayload {
  odeme_tarihi: string;
  aciklama?: string;
  dekont_dosyasi: Blob;
}

/** GET admin/dekontlar/: the admin list query plus `durum` and `sirket` (a company id). */
export const ZDekontAdminListQuery = ZAdminListQuery.extend({
  durum: z.enum(DEKONT_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
  sirket: zOptionalId(MSG.common.invalidId),
});
export type DekontAdminListQuery = z.infer<typeof ZDekontAdminListQuery>;

// ---------------------------------------------------------------------------------------------
// Receipt coverage: per company and month, is the rent receipt missing, uploaded, approved or rejected?
// ---------------------------------------------------------------------------------------------

/**
 * One cell's state. A month is the calendar month of the payment date (odeme_tarihi). With several
 * receipts in one month the best one speaks: onaylandi over yuklendi over reddedildi; eksik when none.
 */
export const DEKONT_KAPSAM_DURUMLARI = ['eksik', 'yuklendi', 'onaylandi', 'reddedildi'] as const;
export type DekontKapsamDurum = (typeof DEKONT_KAPSAM_DURUMLARI)[number];

/** How many months the grid shows by default and at most (the last month is the current one). */
export const DEKONT_KAPSAM_DEFAULT_MONTHS = 6;
export const DEKONT_KAPSAM_MAX_MONTHS = 24;

export const ZDekontKapsamQuery = z.object({
  months: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || (/^\s*\d{1,2}\s*$/.test(v) && Number(v) >= 1 && Number(v) <= DEKONT_KAPSAM_MAX_MONTHS),
      DEKONT_API_MESSAGES.invalidMonths,
    ),
});

export const ZDekontKapsamHucre = z.object({
  /** 'YYYY-MM' */
  ay: z.string(),
  durum: z.enum(DEKONT_KAPSAM_DURUMLARI),
  /** Receipts of the company whose payment date falls in the month. */
  dekont_sayisi: z.number().int(),
});
export type DekontKapsamHucre = z.infer<typeof ZDekontKapsamHucre>;

export const ZDekontKapsamSatir = z.object({
  sirket: z.object({ id: z.number(), adi: z.string(), aktif: z.boolean() }),
  /** One cell per entry of `aylar`, in the same order. */
  hucreler: z.array(ZDekontKapsamHucre),
});
export type DekontKapsamSatir = z.infer<typeof ZDekontKapsamSatir>;

/**
 * GET admin/dekontlar/coverage/ (staff: every active company) and dekontlar/coverage/ (an owner:
 * their own company's single row). Months oldest first, Istanbul calendar; the current month is last.
 */
export const ZDekontKapsam = z.object({
  /** 'YYYY-MM', oldest first. */
  aylar: z.array(z.string()),
  satirlar: z.array(ZDekontKapsamSatir),
  /** 'YYYY-MM' of the month before the current one. */
  gecen_ay: z.string(),
  /** Rows (companies) with no receipt paid in `gecen_ay` other than rejected ones (cell eksik or reddedildi). */
  gecen_ay_eksik: z.number().int(),
});
export type DekontKapsam = z.infer<typeof ZDekontKapsam>;

/**
 * GET admin/dekontlar/coverage/: `months` as the owner's; staff's grid comes a page of companies (by
 * name) at a time, 2 000 companies by 6 months having been a 730 KB answer; `search` in their names;
 * `eksik=true`: only the companies missing last month's receipt (those the dashboard counts).
 */
export const ZAdminDekontKapsamQuery = ZDekontKapsamQuery.extend({
  ...ZAdminListQuery.pick({ page: true, page_size: true, search: true }).shape,
  eksik: zBooleanParam(),
});
export type AdminDekontKapsamQuery = z.infer<typeof ZAdminDekontKapsamQuery>;

/**
 * Staff's grid: `satirlar` is one page of the companies that match `search` (all active ones
 * without), `count` how many match, `next`/`previous` the neighbouring pages' paths as in every
 * admin list; `gecen_ay_eksik` counts every matching company, not only the page's.
 */
export const ZAdminDekontKapsam = ZDekontKapsam.extend({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type AdminDekontKapsam = z.infer<typeof ZAdminDekontKapsam>;
