// Notifications (bildirimler): the event types, who each type is for, their Turkish texts and the
// client route each one links to, and the API's shapes. The server stores a notification as its
// type and parameters and renders the texts from here; the bell, the settings page and the e-mail
// all read the same words.
import { z } from 'zod';
import { formatDate, formatDateTime, formatMonth } from '../dates';
import {
  BASVURU_DURUM_META,
  type BasvuruDurum,
  type DekontDurum,
  type RaporDurum,
  type RezervasyonDurum,
} from '../status';
import { MSG } from '../messages';
import { ZAdminListQuery } from './page';

/** Every event that changes what a person must do or can expect. */
export const BILDIRIM_TURLERI = [
  'basvuru_durum',
  'rapor_durum',
  'rezervasyon_durum',
  'dekont_durum',
  'atama_yeni',
  'degerlendirme_yeni',
  'basvuru_yeni',
  'rapor_yeni',
  'rapor_hatirlatma',
  'dekont_hatirlatma',
  'cagri_kapaniyor',
  'rezervasyon_bekliyor',
  'sifre_sifirlama',
  'davet',
  'mesaj_yeni',
  'bilgi_talebi_bekliyor',
] as const;
export type BildirimTuru = (typeof BILDIRIM_TURLERI)[number];

/** The reminders: sent once each by the server's scheduler, not by a change someone made. */
export const HATIRLATMA_TURLERI = ['rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'bilgi_talebi_bekliyor'] as const satisfies readonly BildirimTuru[];
export type HatirlatmaTuru = (typeof HATIRLATMA_TURLERI)[number];
/** About the person's own account, written by the account's routes (not by a change to an object). */
export const HESAP_TURLERI = ['sifre_sifirlama', 'davet'] as const satisfies readonly BildirimTuru[];
export type HesapTuru = (typeof HESAP_TURLERI)[number];
/** The events: a notification of a change to one object. */
export type OlayTuru = Exclude<BildirimTuru, HatirlatmaTuru | HesapTuru>;

/** The parameters stored with each type (what the texts and the link are made of). */
export interface BildirimParams {
  // The decisions carry staff's note (`not`: a rejection's reason, always given) and what names the
  // object in the letter; both optional, so that notifications stored before them still read.
  basvuru_durum: { basvuru_id: number; proje_basligi: string; durum: BasvuruDurum; cagri_baslik?: string; not?: string | null };
  rapor_durum: {
    rapor_id: number;
    basvuru_id: number;
    proje_basligi: string;
    durum: Extract<RaporDurum, 'ONAY' | 'RED'>;
    /** The report's period, 'YYYY-MM-DD'. */
    donem_baslangic?: string;
    donem_bitis?: string;
    not?: string | null;
  };
  rezervasyon_durum: {
    rezervasyon_id: number;
    kaynak_adi: string;
    /** ISO 8601 date-time. */
    baslangic: string;
    /** ISO 8601 date-time. */
    bitis?: string;
    durum: Extract<RezervasyonDurum, 'ONAY' | 'RED' | 'IPTAL'>;
    not?: string | null;
  };
  dekont_durum: { dekont_id: number; sirket_adi: string; odeme_tarihi: string; durum: Extract<DekontDurum, 'ONAYLANDI' | 'REDDEDILDI'>; not?: string | null };
  atama_yeni: { atama_id: number; basvuru_id: number; proje_basligi: string };
  degerlendirme_yeni: { degerlendirme_id: number; basvuru_id: number; proje_basligi: string; puan: number };
  basvuru_yeni: { basvuru_id: number; proje_basligi: string; basvuran: string; cagri_baslik: string };
  rapor_yeni: { rapor_id: number; basvuru_id: number; proje_basligi: string };
  /** No report yet for the period `donem` ('YYYY-MM') of an approved application. */
  rapor_hatirlatma: { basvuru_id: number; proje_basligi: string; donem: string };
  /** No rent receipt (other than rejected ones) paid in the month `ay` ('YYYY-MM'). */
  dekont_hatirlatma: { sirket_id: number; sirket_adi: string; ay: string };
  /** A call closes soon and the applicant's application to it is still a draft. */
  cagri_kapaniyor: { cagri_id: number; cagri_baslik: string; basvuru_id: number; proje_basligi: string; /** ISO 8601 date-time. */ bitis: string };
  /** Reservations waiting for a decision longer than the limit: how many newly passed it, and the oldest one's request time. */
  rezervasyon_bekliyor: { adet: number; /** ISO 8601 date-time. */ en_eski: string };
  /**
   * A password reset link was asked for. `baglanti` (the link with its token) is added by the mail
   * worker when it writes the e-mail and is never stored: the bell shows the event without it.
   */
  sifre_sifirlama: { sifirlama_id: number; /** ISO 8601 date-time. */ gecerlilik: string; baglanti?: string };
  /**
   * Staff opened an account for the person without a password: the link (added by the mail worker,
   * never stored, as for a reset) sets one. `kullanici_adi`: the username to sign in with.
   */
  davet: { davet_id: number; /** ISO 8601 date-time. */ gecerlilik: string; kullanici_adi: string; baglanti?: string };
  /**
   * A new message in an application's thread (never an internal note). `hedef`: the recipient's side
   * of the thread, which picks the page the link opens (the mentor's by `atama_id`).
   */
  mesaj_yeni: {
    mesaj_id: number;
    basvuru_id: number;
    proje_basligi: string;
    yazar: string;
    ozet: string;
    bilgi_talebi: boolean;
    hedef: 'basvuran' | 'mentor' | 'yonetici';
    atama_id?: number;
  };
  /** A request for information in the thread is still unanswered after BILGI_TALEBI_HATIRLATMA_GUN days. */
  bilgi_talebi_bekliyor: { mesaj_id: number; basvuru_id: number; proje_basligi: string; /** ISO 8601 date-time. */ soruldu: string };
}

/**
 * Whom a type is for, so that the settings page offers each person only their own types:
 * `kullanici` every non-staff user, `mentor` mentors, `sahip` company owners, `yonetici` staff,
 * `herkes` everyone (staff included: the conversations);
 * `hesap` anyone, about their own account, always e-mailed and never offered as a choice.
 */
export type BildirimKitlesi = 'kullanici' | 'mentor' | 'sahip' | 'yonetici' | 'herkes' | 'hesap';

export interface BildirimMetni {
  baslik: string;
  mesaj: string;
  /** Path of the client route that shows the object. */
  link: string;
}

interface TurTanimi<T extends BildirimTuru> {
  /** The type's name in the settings page. */
  etiket: string;
  kitle: BildirimKitlesi;
  metin: (p: BildirimParams[T]) => BildirimMetni;
}

const quoted = (s: string) => `“${s}”`;
/** A decision letter's last sentence: the reason of a rejection, the note of another decision. */
const withNote = (text: string, durum: string, not: string | null | undefined) =>
  not ? `${text} ${durum === 'RED' || durum === 'REDDEDILDI' ? 'Gerekçe' : 'Not'}: ${not}` : text;
/** '14:30' of an ISO instant, in Istanbul. */
const timeOf = (iso: string) => formatDateTime(iso).split(' ').pop() ?? '';
const decided = { ONAY: 'onaylandı', RED: 'reddedildi', IPTAL: 'iptal edildi', ONAYLANDI: 'onaylandı', REDDEDILDI: 'reddedildi' } as const;
const dateTime = (iso: string) => formatDateTime(iso);
const dateOnly = (iso: string) => formatDate(iso);

export const BILDIRIM_TURU_META: { [T in BildirimTuru]: TurTanimi<T> } = {
  basvuru_durum: {
    etiket: 'Başvurumun durumu değişti',
    kitle: 'kullanici',
    metin: (p) => {
      const call = p.cagri_baslik ? ` (${quoted(p.cagri_baslik)} çağrısı)` : '';
      const what = p.durum === 'ONAY' || p.durum === 'RED' ? decided[p.durum] : `durumu ${quoted(BASVURU_DURUM_META[p.durum].label)} olarak güncellendi`;
      return {
        baslik: `Başvurunuz: ${BASVURU_DURUM_META[p.durum].label}`,
        mesaj: withNote(`${quoted(p.proje_basligi)} başvurunuz${call} ${what}.`, p.durum, p.not),
        // An approved application's next step is its reports; any other is seen in the list.
        link: p.durum === 'ONAY' ? `/basvuru/${p.basvuru_id}/raporlar` : '/my-applications',
      };
    },
  },
  rapor_durum: {
    etiket: 'Raporum onaylandı veya reddedildi',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: `Raporunuz ${decided[p.durum]}`,
      mesaj: withNote(
        `${quoted(p.proje_basligi)} projesi için gönderdiğiniz${p.donem_baslangic ? ` ${dateOnly(p.donem_baslangic)} – ${p.donem_bitis ? dateOnly(p.donem_bitis) : '…'} dönemine ait` : ''} rapor ${decided[p.durum]}.`,
        p.durum,
        p.not,
      ),
      link: `/basvuru/${p.basvuru_id}/raporlar`,
    }),
  },
  rezervasyon_durum: {
    etiket: 'Rezervasyonum onaylandı, reddedildi veya iptal edildi',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: `Rezervasyonunuz ${decided[p.durum]}`,
      mesaj: withNote(`${p.kaynak_adi} için ${dateTime(p.baslangic)}${p.bitis ? `–${timeOf(p.bitis)}` : ''} tarihli rezervasyonunuz ${decided[p.durum]}.`, p.durum, p.not),
      link: '/my-reservations',
    }),
  },
  dekont_durum: {
    etiket: 'Kira dekontum onaylandı veya reddedildi',
    kitle: 'sahip',
    metin: (p) => ({
      baslik: `Kira dekontunuz ${decided[p.durum]}`,
      mesaj: withNote(
        `${p.sirket_adi} için ${formatMonth(p.odeme_tarihi.slice(0, 7))} ayına ait kira dekontu (ödeme tarihi ${dateOnly(p.odeme_tarihi)}) ${decided[p.durum]}.`,
        p.durum,
        p.not,
      ),
      link: '/dekontlar',
    }),
  },
  atama_yeni: {
    etiket: 'Bana yeni bir proje atandı',
    kitle: 'mentor',
    metin: (p) => ({
      baslik: 'Yeni proje ataması',
      mesaj: `${quoted(p.proje_basligi)} projesi size atandı. Değerlendirmenizi Atandığım Projeler sayfasından yapabilirsiniz.`,
      link: '/mentor-evaluation',
    }),
  },
  degerlendirme_yeni: {
    etiket: 'Projem için yeni bir mentor değerlendirmesi yapıldı',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: 'Yeni mentor değerlendirmesi',
      mesaj: `${quoted(p.proje_basligi)} projeniz için yeni bir mentor değerlendirmesi yapıldı (puan: ${p.puan}/100).`,
      link: '/my-evaluations',
    }),
  },
  basvuru_yeni: {
    etiket: 'Yeni başvuru incelemeyi bekliyor',
    kitle: 'yonetici',
    metin: (p) => ({
      baslik: 'Yeni başvuru',
      mesaj: `${p.basvuran}, ${quoted(p.cagri_baslik)} çağrısına ${quoted(p.proje_basligi)} başvurusunu gönderdi.`,
      link: '/admin/applications',
    }),
  },
  rapor_yeni: {
    etiket: 'Yeni rapor onay bekliyor',
    kitle: 'yonetici',
    metin: (p) => ({
      baslik: 'Yeni rapor',
      mesaj: `${quoted(p.proje_basligi)} projesi için yeni bir rapor gönderildi ve onayınızı bekliyor.`,
      link: '/admin/reports',
    }),
  },
  rapor_hatirlatma: {
    etiket: 'Hatırlatma: dönem raporum eksik',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: 'Rapor hatırlatması',
      mesaj: `${quoted(p.proje_basligi)} projesi için ${formatMonth(p.donem)} dönemine ait rapor henüz gönderilmedi.`,
      link: `/basvuru/${p.basvuru_id}/raporlar`,
    }),
  },
  dekont_hatirlatma: {
    etiket: 'Hatırlatma: geçen ayın kira dekontu eksik',
    kitle: 'sahip',
    metin: (p) => ({
      baslik: 'Kira dekontu hatırlatması',
      mesaj: `${p.sirket_adi} için ${formatMonth(p.ay)} ayına ait kira dekontu henüz yüklenmedi.`,
      link: '/dekontlar',
    }),
  },
  cagri_kapaniyor: {
    etiket: 'Hatırlatma: taslak başvurumun çağrısı kapanıyor',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: 'Çağrı kapanıyor',
      mesaj: `${quoted(p.cagri_baslik)} çağrısı ${dateTime(p.bitis)} tarihinde kapanıyor. ${quoted(p.proje_basligi)} başvurunuz hâlâ taslak durumunda; çağrı kapanmadan tamamlanmalıdır.`,
      // The draft's own page, where it is completed and sent.
      link: `/basvuru/${p.basvuru_id}/duzenle`,
    }),
  },
  rezervasyon_bekliyor: {
    etiket: 'Hatırlatma: onay bekleyen rezervasyonlar',
    kitle: 'yonetici',
    metin: (p) => ({
      baslik: 'Onay bekleyen rezervasyonlar',
      mesaj: `${p.adet} rezervasyon talebi bir günden uzun süredir onay bekliyor (en eskisi ${dateTime(p.en_eski)}).`,
      link: '/admin/reservations?durum=BEKLEME',
    }),
  },
  sifre_sifirlama: {
    etiket: 'Şifre yenileme bağlantısı',
    kitle: 'hesap',
    metin: (p) => ({
      baslik: 'Şifre yenileme bağlantısı',
      mesaj: p.baglanti
        ? `Şifrenizi yenilemek için bir bağlantı istendi. Aşağıdaki bağlantı ${dateTime(p.gecerlilik)} saatine kadar ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.`
        : `Şifrenizi yenilemek için e-posta adresinize bir bağlantı gönderildi (${dateTime(p.gecerlilik)} saatine kadar geçerli). Bu isteği siz yapmadıysanız şifreniz değişmez; Ayarlar'dan tüm oturumları kapatabilirsiniz.`,
      link: p.baglanti ?? '/settings',
    }),
  },
  davet: {
    etiket: 'Portal daveti',
    kitle: 'hesap',
    metin: (p) => ({
      baslik: 'Kuluçka Merkezi Portalı daveti',
      mesaj: p.baglanti
        ? `Sizin için Kuluçka Merkezi Portalı'nda bir hesap açıldı. Kullanıcı adınız: ${p.kullanici_adi}. Aşağıdaki bağlantıdan şifrenizi belirleyin; bağlantı ${dateTime(p.gecerlilik)} saatine kadar ve bir kez kullanılabilir. Süresi dolarsa yöneticinizden daveti yeniden göndermesini isteyin.`
        : `Hesabınız için bir davet e-postası gönderildi (kullanıcı adınız: ${p.kullanici_adi}).`,
      link: p.baglanti ?? '/settings',
    }),
  },
  mesaj_yeni: {
    etiket: 'Başvuru yazışmasında yeni mesaj',
    kitle: 'herkes',
    metin: (p) => ({
      baslik: p.bilgi_talebi ? 'Yeni bilgi talebi' : 'Yeni mesaj',
      mesaj: `${p.yazar}, ${quoted(p.proje_basligi)} başvurusunun yazışmasına ${p.bilgi_talebi ? 'bir bilgi talebi' : 'yeni bir mesaj'} yazdı: ${quoted(p.ozet)}`,
      link: mesajLinki(p.hedef, p.basvuru_id, p.atama_id),
    }),
  },
  bilgi_talebi_bekliyor: {
    etiket: 'Hatırlatma: yanıt bekleyen bilgi talebi',
    kitle: 'kullanici',
    metin: (p) => ({
      baslik: 'Bilgi talebi yanıt bekliyor',
      mesaj: `${quoted(p.proje_basligi)} başvurunuz için ${dateTime(p.soruldu)} tarihinde istenen bilgi henüz yanıtlanmadı.`,
      link: mesajLinki('basvuran', p.basvuru_id),
    }),
  },
};

/** The page of a thread for each side: the applicant's messages page, the mentor's project, the admin list. */
export function mesajLinki(hedef: 'basvuran' | 'mentor' | 'yonetici', basvuruId: number, atamaId?: number): string {
  if (hedef === 'mentor' && atamaId !== undefined) return `/mentor-evaluation/${atamaId}`;
  // Staff find it in the applications list (its detail has the thread).
  if (hedef === 'yonetici') return '/admin/applications';
  return `/basvuru/${basvuruId}/mesajlar`;
}

/** The texts and link of a stored notification. */
export function bildirimMetni<T extends BildirimTuru>(tur: T, params: BildirimParams[T]): BildirimMetni {
  return BILDIRIM_TURU_META[tur].metin(params);
}

/** Whom a person is, for picking their types (the session's role flags). */
export interface BildirimKisi {
  is_staff: boolean;
  is_mentor: boolean;
  is_sirket_sahibi: boolean;
}

/** The types a person can choose e-mail for: staff get the staff types, everyone else the rest by role (account mail is not a choice). */
export function bildirimTurleriOf(kisi: BildirimKisi): BildirimTuru[] {
  return BILDIRIM_TURLERI.filter((tur) => {
    const kitle = BILDIRIM_TURU_META[tur].kitle;
    if (kitle === 'hesap') return false;
    if (kitle === 'herkes') return true;
    if (kisi.is_staff) return kitle === 'yonetici';
    return kitle === 'kullanici' || (kitle === 'mentor' && kisi.is_mentor) || (kitle === 'sahip' && kisi.is_sirket_sahibi);
  });
}

/** Words of the bell, the list and the settings section. */
export const BILDIRIM_MESSAGES = {
  title: 'Bildirimler',
  bell: (n: number) => (n === 0 ? 'Bildirimler' : `Bildirimler: ${n} okunmamış`),
  empty: 'Henüz bildiriminiz yok.',
  loadError: 'Bildirimler yüklenirken bir hata oluştu.',
  markRead: 'Okundu olarak işaretle',
  markAllRead: 'Tümünü okundu işaretle',
  open: 'Görüntüle',
  unread: 'Okunmamış',
  unreadFirst: 'Önce okunmamışlar',
  newestFirst: 'Önce en yeniler',
  more: 'Daha fazla göster',
  settingsTitle: 'E-posta Bildirimleri',
  settingsHelp: 'Hangi olaylarda e-posta almak istediğinizi seçin. Bildirimler portalda her durumda görünür.',
  settingsNoEmail: 'Profilinizde e-posta adresi yok; e-posta gönderilemez.',
  settingsSaved: 'Bildirim tercihleriniz kaydedildi.',
  settingsSaveError: 'Bildirim tercihleri kaydedilirken hata oluştu.',
  settingsLoadError: 'Bildirim tercihleri yüklenirken hata oluştu.',
  notFound: 'Bildirim bulunamadı.',
  unknownType: 'Bilinmeyen bildirim türü.',
  foreignType: (tur: string) => `${tur}: bu bildirim türü size gönderilmez.`,
  repeatedType: (tur: string) => `${tur}: her bildirim türü bir kez gönderilmelidir.`,
  /** The e-mail's closing lines. */
  mailFooter: 'Bu e-postayı bildirim tercihleriniz nedeniyle aldınız; portalın Ayarlar sayfasından değiştirebilirsiniz.',
  /** The closing line of an e-mail about the account itself (not a choice in the settings). */
  mailFooterAccount: 'Bu e-posta hesabınızın güvenliği için gönderildi.',
  mailGreeting: (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,'),
  mailLink: 'Ayrıntılar',
  mailSignature: 'Kuluçka Merkezi Portalı',
} as const;

// ---------------------------------------------------------------------------------------------
// API shapes
// ---------------------------------------------------------------------------------------------

export const ZBildirimTuru = z.enum(BILDIRIM_TURLERI, { error: BILDIRIM_MESSAGES.unknownType });

export const ZBildirim = z.object({
  id: z.number(),
  tur: ZBildirimTuru,
  baslik: z.string(),
  mesaj: z.string(),
  /** Path of the client route of the object. */
  link: z.string(),
  okundu: z.boolean(),
  /** ISO 8601 date-time. */
  olusturuldu: z.string(),
});
export type Bildirim = z.infer<typeof ZBildirim>;

/** GET bildirimler/: the caller's own, paged; `ordering` 'okunmamis' (unread first, then newest; default) or '-olusturuldu'. */
export const BILDIRIM_SIRALAMALARI = ['okunmamis', '-olusturuldu'] as const;
export const ZBildirimListQuery = ZAdminListQuery.pick({ page: true, page_size: true }).extend({
  ordering: z.enum(BILDIRIM_SIRALAMALARI, { error: (issue) => MSG.common.invalidOrdering(String(issue.input)) }).optional(),
});
export type BildirimListQuery = z.infer<typeof ZBildirimListQuery>;

/** GET bildirimler/okunmamis/: the unread count (polled with If-None-Match; 304 while unchanged). */
export const ZBildirimSayac = z.object({
  okunmamis: z.number().int(),
  /** The newest notification's id (null: none yet), so that a new arrival changes the answer even when the count does not. */
  son_id: z.number().int().nullable(),
});
export type BildirimSayac = z.infer<typeof ZBildirimSayac>;

/** POST bildirimler/okundu/: how many were marked. */
export const ZBildirimOkunduSonuc = z.object({ isaretlenen: z.number().int() });
export type BildirimOkunduSonuc = z.infer<typeof ZBildirimOkunduSonuc>;

/** One e-mail choice: a type the caller can receive, its label and whether it is e-mailed. */
export const ZBildirimTercih = z.object({ tur: ZBildirimTuru, etiket: z.string(), eposta: z.boolean() });
export type BildirimTercih = z.infer<typeof ZBildirimTercih>;

/** GET/PUT bildirimler/tercihler/: the caller's choices and whether their profile has an address. */
export const ZBildirimTercihleri = z.object({ eposta_adresi: z.boolean(), tercihler: z.array(ZBildirimTercih) });
export type BildirimTercihleri = z.infer<typeof ZBildirimTercihleri>;

/** Each type at most once: two choices for one type would contradict each other. */
export const ZBildirimTercihGuncelle = z.object({
  tercihler: z
    .array(z.object({ tur: ZBildirimTuru, eposta: z.boolean() }))
    .max(BILDIRIM_TURLERI.length)
    .superRefine((choices, ctx) => {
      const seen = new Set<string>();
      for (const { tur } of choices) {
        if (seen.has(tur)) ctx.addIssue({ code: 'custom', message: BILDIRIM_MESSAGES.repeatedType(tur) });
        seen.add(tur);
      }
    }),
});
export type BildirimTercihGuncelle = z.infer<typeof ZBildirimTercihGuncelle>;
