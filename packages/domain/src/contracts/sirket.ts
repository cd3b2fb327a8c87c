// Companies (sirketler): a company with its members, as its members, its owner and staff read it.
import { z } from 'zod';
import { SIRKET_ROLLERI } from '../status';
import { ZCompanySchema } from '../validation/admin';
import { ZAdminListQuery, zBooleanParam } from './page';

export const ZSirketUyesi = z.object({
  id: z.number(),
  rol: z.enum(SIRKET_ROLLERI),
  user: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    telefon: z.string(),
  }),
});
export type SirketUyesi = z.infer<typeof ZSirketUyesi>;

export const ZSirket = z.object({
  id: z.number(),
  adi: z.string(),
  aktif: z.boolean(),
  /** Only for the company's owner and staff. */
  uyeler: z.array(ZSirketUyesi).optional(),
});
export type Sirket = z.infer<typeof ZSirket>;

// ---------------------------------------------------------------------------------------------
// Admin: admin/sirketler/
// ---------------------------------------------------------------------------------------------

/** Server answers of admin/sirketler/ (ours). */
export const SIRKET_API_MESSAGES = {
  /** DELETE of a company that has applications or receipts. */
  hasData: (parts: string[]): string =>
    `Bu şirkete bağlı ${parts.join(', ')} var; şirket silinemez. Şirketi pasif yapabilirsiniz.`,
} as const;

/** A company as the admin companies page reads it: list rows and the details dialog alike. */
export const ZAdminSirket = z.object({
  id: z.number(),
  adi: z.string(),
  aktif: z.boolean(),
  /** ISO 8601 date-time. */
  olusturuldu: z.string(),
  member_count: z.number().int(),
  /** Members, owners first, then by name. */
  uyeler: z.array(ZSirketUyesi),
});
export type AdminSirket = z.infer<typeof ZAdminSirket>;

/** POST admin/sirketler/ and PUT {id}/: name non-empty after trimming, aktif default true. */
export const ZSirketWrite = ZCompanySchema;
export type SirketWritePayload = z.input<typeof ZSirketWrite>;

/** GET admin/sirketler/: search (name), aktif. */
export const ZSirketAdminListQuery = ZAdminListQuery.extend({ aktif: zBooleanParam() });
export type SirketAdminListQuery = z.infer<typeof ZSirketAdminListQuery>;
