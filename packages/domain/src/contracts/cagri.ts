// Calls (cagrilar): what GET cagrilar/ and admin/cagrilar/ answer, and what the admin form sends.
import { z } from 'zod';
import { ZAdminListQuery, zBooleanParam } from './page';

export const ZCagri = z.object({
  id: z.number(),
  baslik: z.string(),
  aciklama: z.string(),
  /** ISO 8601 with the Istanbul offset ('2025-01-31T23:59:59.000+03:00'), or null. */
  baslangic: z.string().nullable(),
  bitis: z.string().nullable(),
  aktif: z.boolean(),
  /** The call-active rule (aktif, an end date, and now not after the end), evaluated at request time. */
  acik_mi: z.boolean(),
  detay_url: z.string().nullable(),
});
export type Cagri = z.infer<typeof ZCagri>;

export const ZCagriAdminListQuery = ZAdminListQuery.extend({ aktif: zBooleanParam() });

