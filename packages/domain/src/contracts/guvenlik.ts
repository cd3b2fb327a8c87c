// Security events (güvenlik olayları) of an account: sign-ins, failed sign-ins, password resets and
// changes, an accepted invitation, "log out everywhere" and the two-factor changes; each with its
// time, the client's address and a short summary of its browser. The person reads their own in
// Ayarlar, superusers anyone's on the user's admin detail.
import { z } from 'zod';
import { ZAdminListQuery, zPage } from './page';

export const GUVENLIK_OLAY_TURLERI = [
  'giris',
  'giris_basarisiz',
  'sifre_sifirlama_istegi',
  'sifre_sifirlama',
  'sifre_degisikligi',
  'davet_kabul',
  'tum_oturumlar_kapatildi',
  'iki_adim_acildi',
  'iki_adim_kapatildi',
  'kurtarma_kodu_kullanildi',
  'gecis_anahtari_eklendi',
  'gecis_anahtari_silindi',
] as const;
export type GuvenlikOlayTuru = (typeof GUVENLIK_OLAY_TURLERI)[number];

/** Each kind's label, and whether it is a warning sign (shown in another colour). */
export const GUVENLIK_OLAY_META: Record<GuvenlikOlayTuru, { etiket: string; uyari: boolean }> = {
  giris: { etiket: 'Giriş yapıldı', uyari: false },
  giris_basarisiz: { etiket: 'Başarısız giriş denemesi', uyari: true },
  sifre_sifirlama_istegi: { etiket: 'Şifre yenileme bağlantısı istendi', uyari: false },
  sifre_sifirlama: { etiket: 'Şifre e-postadaki bağlantıyla yenilendi', uyari: false },
  sifre_degisikligi: { etiket: 'Şifre değiştirildi', uyari: false },
  davet_kabul: { etiket: 'Davet kabul edildi, şifre belirlendi', uyari: false },
  tum_oturumlar_kapatildi: { etiket: 'Tüm oturumlar kapatıldı', uyari: false },
  iki_adim_acildi: { etiket: 'İki adımlı doğrulama açıldı', uyari: false },
  iki_adim_kapatildi: { etiket: 'İki adımlı doğrulama kapatıldı', uyari: true },
  kurtarma_kodu_kullanildi: { etiket: 'Kurtarma koduyla giriş yapıldı', uyari: true },
  gecis_anahtari_eklendi: { etiket: 'Geçiş anahtarı eklendi', uyari: false },
  gecis_anahtari_silindi: { etiket: 'Geçiş anahtarı kaldırıldı', uyari: false },
};

export const GUVENLIK_MESSAGES = {
  title: 'Güvenlik Olayları',
  help: 'Hesabınızdaki girişler, başarısız giriş denemeleri ve şifre değişiklikleri; en yenisi üstte. Tanımadığınız bir olay görürseniz şifrenizi değiştirin ve tüm oturumları kapatın.',
  adminHelp: 'Girişler, başarısız denemeler ve şifre değişiklikleri; en yenisi üstte.',
  empty: 'Henüz kayıtlı bir güvenlik olayı yok.',
  loadError: 'Güvenlik olayları yüklenirken hata oluştu.',
  more: 'Daha fazla göster',
  unknownAddress: 'Adres bilinmiyor',
  unknownBrowser: 'Tarayıcı bilinmiyor',
} as const;

export const ZGuvenlikOlayTuru = z.enum(GUVENLIK_OLAY_TURLERI);

export const ZGuvenlikOlayi = z.object({
  id: z.number(),
  tur: ZGuvenlikOlayTuru,
  /** The kind's Turkish label. */
  etiket: z.string(),
  /** ISO 8601 date-time. */
  zaman: z.string(),
  /** The client's address (null once the person is anonymised). */
  adres: z.string().nullable(),
  /** Browser and system, e.g. 'Chrome 131 · Windows' (null when unknown or anonymised). */
  tarayici: z.string().nullable(),
});
export type GuvenlikOlayi = z.infer<typeof ZGuvenlikOlayi>;

export const ZGuvenlikOlayPage = zPage(ZGuvenlikOlayi);
export type GuvenlikOlayPage = z.infer<typeof ZGuvenlikOlayPage>;

const number = (pattern: RegExp, version: string) => pattern.exec(version)?.[1];

/**
 * A short, readable summary of a User-Agent header: the browser with its major version and the
 * operating system ('Firefox 128 · Linux', 'Safari 17 · iOS'); null when nothing is recognised.
 * Only the summary is stored, never the whole header.
 */
export function userAgentSummary(ua: string | undefined | null): string | null {
  if (!ua) return null;
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
    ['curl', /^curl\/(\d+)/],
  ];
  const systems: [string, RegExp][] = [
    ['iOS', /iPhone|iPad|iPod/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux/],
  ];
  const found = browsers.find(([, re]) => re.test(ua));
  const browser = found ? `${found[0]} ${number(found[1], ua)}` : null;
  const system = systems.find(([, re]) => re.test(ua))?.[0] ?? null;
  const summary = [browser, system].filter(Boolean).join(' · ');
  return summary ? summary.slice(0, 100) : null;
}

/** GET guvenlik-olaylari/ and admin/users/{id}/guvenlik-olaylari/: page and page_size (20 by default, at most 100). */
export const ZGuvenlikOlayQuery = ZAdminListQuery.pick({ page: true, page_size: true });
export type GuvenlikOlayQuery = z.infer<typeof ZGuvenlikOlayQuery>;
