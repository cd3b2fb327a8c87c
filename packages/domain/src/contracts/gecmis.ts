// History (geçmiş): every status change of an application, report, reservation or receipt, who made
// it, when, from what to what, and the note staff gave (a rejection's reason); every admin edit of a
// call, resource, company, mentor, user or mentor assignment (which fields, from what to what); and
// a user's anonymisation. Staff read any object's history; a person reads the history of their own
// objects (GET /api/gecmis/).
import { z } from 'zod';
import { formatDate, formatDateTime, isDateOnly } from '../dates';
import { truncate } from '../constants';

/** The kinds of object whose history is kept. */
export const GECMIS_NESNELERI = ['basvuru', 'rapor', 'rezervasyon', 'dekont', 'kullanici', 'cagri', 'kaynak', 'sirket', 'mentor', 'atama'] as const;
export type GecmisNesne = (typeof GECMIS_NESNELERI)[number];

/** What happened: a status set by staff, the owner's own cancel, a user anonymised by staff (KVKK), fields edited by staff. */
export const GECMIS_EYLEMLERI = ['durum', 'iptal', 'anonimlestirme', 'duzenleme'] as const;
export type GecmisEylem = (typeof GECMIS_EYLEMLERI)[number];

/**
 * The fields whose edits are recorded, with their names on screen. Only these are: a password
 * hash, a search column or a token version never reaches the history.
 */
export const GECMIS_ALANLARI = {
  baslik: 'Başlık',
  aciklama: 'Açıklama',
  baslangic: 'Başlangıç',
  bitis: 'Bitiş',
  detay_url: 'Detay bağlantısı',
  aktif: 'Aktif',
  ad: 'Ad',
  adi: 'Ad',
  kapasite: 'Kapasite',
  unvan: 'Unvan',
  uzmanlik: 'Uzmanlık',
  username: 'Kullanıcı adı',
  email: 'E-posta',
  first_name: 'Ad',
  last_name: 'Soyad',
  is_active: 'Aktif',
  is_staff: 'Yönetici',
  is_superuser: 'Süper yönetici',
  /** Staff hid (or showed again) a message of the application's thread; the note names the message. */
  mesaj_gizli: 'Mesaj gizli',
} as const;
export type GecmisAlani = keyof typeof GECMIS_ALANLARI;

export const isGecmisAlani = (key: string): key is GecmisAlani => Object.prototype.hasOwnProperty.call(GECMIS_ALANLARI, key);

/** A recorded value: as stored (dates as ISO 8601 text). */
export const ZGecmisDegeri = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type GecmisDegeri = z.infer<typeof ZGecmisDegeri>;

/** One field an edit changed. */
export const ZGecmisDegisiklik = z.object({ alan: z.string(), onceki: ZGecmisDegeri, sonraki: ZGecmisDegeri });
export type GecmisDegisiklik = z.infer<typeof ZGecmisDegisiklik>;

const ISO_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as a person reads it: 'Evet'/'Hayır', a Turkish date, a shortened text, '—' for none. */
export function gecmisDegeriMetni(value: GecmisDegeri): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return String(value);
  if (ISO_DATE_TIME_RE.test(value)) return formatDateTime(value);
  if (isDateOnly(value)) return formatDate(value);
  return truncate(value, 80);
}

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
  /** An edit's changed fields (empty for the other actions). */
  degisiklikler: z.array(ZGecmisDegisiklik),
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
