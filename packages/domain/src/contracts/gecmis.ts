// History (geçmiş): every status change of an application, report, reservation or receipt, who made
// it, when, from what to what, and the note staff gave (a rejection's reason); and a user's
// anonymisation. Staff read any
// object's history; a person reads the history of their own objects (GET /api/gecmis/).
import { z } from 'zod';

/** The kinds of object whose history is kept (a user: their anonymisation). */
export const GECMIS_NESNELERI = ['basvuru', 'rapor', 'rezervasyon', 'dekont', 'kullanici'] as const;
export type GecmisNesne = (typeof GECMIS_NESNELERI)[number];

/** What happened: a status set by staff, the owner's own cancel, a user anonymised by staff (KVKK). */
export const GECMIS_EYLEMLERI = ['durum', 'iptal', 'anonimlestirme'] as const;
export type GecmisEylem = (typeof GECMIS_EYLEMLERI)[number];

/** The longest note staff can give with a status change. */
export const GECMIS_NOT_MAX = 1000;

export const ZGecmisKaydi = z.object({
  id: z.number().int(),
  nesne: z.enum(GECMIS_NESNELERI),
  nesne_id: z.number().int(),
  eylem: z.enum(GECMIS_EYLEMLERI),
  /** The status before (null when unknown). */
  onceki: z.string().nullable(),
  sonraki: z.string().nullable(),
  not: z.string().nullable(),
  /** Who did it, as a name to show (null: removed user). */
  kullanici: z.string().nullable(),
  /** ISO 8601 date-time. */
  zaman: z.string(),
});
export type GecmisKaydi = z.infer<typeof ZGecmisKaydi>;

/** GET /api/gecmis/?nesne=basvuru&id=5 (and /api/admin/gecmis/): one object's history, oldest first. */
export const ZGecmisQuery = z.object({
  nesne: z.enum(GECMIS_NESNELERI, { error: 'Geçersiz nesne türü.' }),
  id: z.coerce.number({ error: 'Geçersiz kimlik.' }).int('Geçersiz kimlik.').positive('Geçersiz kimlik.').max(2_147_483_647, 'Geçersiz kimlik.'),
});
export type GecmisQuery = z.infer<typeof ZGecmisQuery>;
