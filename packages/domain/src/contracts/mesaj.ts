// Messages (mesajlar): the conversation on an application between its applicant (and, for a
// company's application, the company's owners), its active mentors and staff, and staff's internal
// notes beside it. The rules (length, the edit window, what a request for information is and when it
// is answered), the Turkish words of the thread, the safe reading of links, and the API's shapes.
import { z } from 'zod';
import { MSG } from '../messages';
import { noControlCharacters } from '../validation/helpers';

/** A message's longest text, in characters after trimming. */
export const MESAJ_MAX_UZUNLUK = 5000;
/** The writer edits their message within this many minutes of writing it; never after. */
export const MESAJ_DUZENLEME_DAKIKA = 15;
/** A request for information unanswered this many days appears in the applicant's reminders. */
export const BILGI_TALEBI_HATIRLATMA_GUN = 3;
/** How often an open thread looks for news (the bell's interval). */
export const MESAJ_YOKLAMA_MS = 15_000;

/** Who wrote a message, as the thread shows it (the author's side, not their name). */
export const MESAJ_ROLLERI = ['basvuran', 'mentor', 'yonetici'] as const;
export type MesajRolu = (typeof MESAJ_ROLLERI)[number];

export const MESAJ_MESSAGES = {
  title: 'Mesajlar',
  back: 'Başvurularıma Dön',
  projectLabel: 'Proje:',
  openThread: 'Mesajlar',
  /** The thread's button on a card or a list row, with its unread count. */
  openThreadWithCount: (n: number) => (n === 0 ? 'Mesajlar' : `Mesajlar (${n} okunmamış)`),
  internalTitle: 'İç Notlar',
  internalBadge: 'Yalnızca yöneticiler görür',
  internalHelp: 'Bu notları başvuru sahibi ve mentorlar görmez; hiçbir listede, dışa aktarmada veya bildirimde yer almaz.',
  empty: 'Henüz mesaj yok. Sorunuzu veya notunuzu aşağıdan yazabilirsiniz.',
  internalEmpty: 'Henüz iç not yok.',
  loadError: 'Mesajlar yüklenirken bir hata oluştu.',
  placeholder: 'Mesajınızı yazın…',
  internalPlaceholder: 'İç notunuzu yazın (yalnızca yöneticiler görür)…',
  send: 'Gönder',
  sendNote: 'Not Ekle',
  sent: 'Mesajınız gönderildi.',
  sendError: 'Mesaj gönderilemedi.',
  attach: 'Dosya ekle (PDF, DOC, DOCX; en fazla 10 MB)',
  attachment: 'Ek dosya',
  removeAttachment: 'Eki kaldır',
  request: 'Bilgi talebi olarak işaretle',
  requestBadge: 'Bilgi talebi',
  awaitingReply: 'yanıt bekleniyor',
  answered: 'yanıtlandı',
  edit: 'Düzenle',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  edited: 'düzenlendi',
  hide: 'Gizle',
  unhide: 'Göster',
  hidden: 'Bu mesaj yönetici tarafından gizlendi.',
  hiddenForStaff: 'Gizlendi (başvuru sahibi ve mentorlar bu mesajı görmez)',
  unread: (n: number) => (n === 1 ? '1 okunmamış mesaj' : `${n} okunmamış mesaj`),
  newMessages: 'Yeni',
  exportText: 'Metin olarak indir',
  anonymous: 'Anonim kullanıcı',
  roles: { basvuran: 'Başvuru sahibi', mentor: 'Mentor', yonetici: 'Yönetici' } satisfies Record<MesajRolu, string>,
  // Field and rule errors.
  textRequired: 'Mesaj boş olamaz.',
  textMax: `Mesaj en fazla ${MESAJ_MAX_UZUNLUK} karakter olabilir.`,
  editWindowPassed: `Mesaj yalnızca yazıldıktan sonraki ${MESAJ_DUZENLEME_DAKIKA} dakika içinde düzenlenebilir.`,
  notYours: 'Yalnızca kendi mesajınızı düzenleyebilirsiniz.',
  hiddenNoEdit: 'Gizlenen mesaj düzenlenemez.',
  requestNotAllowed: 'Bilgi talebini yalnızca mentorlar ve yöneticiler işaretleyebilir.',
  notFound: 'Mesaj bulunamadı.',
  applicationNotFound: 'Başvuru bulunamadı.',
  invalidPosition: 'Geçersiz okuma konumu.',
  mailLink: 'Mesajı görüntüle',
} as const;

/** A message's text: trimmed, 1..MESAJ_MAX_UZUNLUK characters, line breaks allowed, no other control characters. */
export const ZMesajMetni = noControlCharacters(z.string({ error: MESAJ_MESSAGES.textRequired }).trim(), { multiline: true })
  .min(1, MESAJ_MESSAGES.textRequired)
  .max(MESAJ_MAX_UZUNLUK, MESAJ_MESSAGES.textMax);

/** A multipart checkbox: 'true'/'1'/'on' is yes, anything else (or nothing) no. */
const zFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** POST basvurular/{id}/mesajlar/ and admin/basvurular/{id}/ic-notlar/ (fields; the file is ek_dosya, checked as a report's). */
export const ZMesajCreateSchema = z.object({ metin: ZMesajMetni, bilgi_talebi: zFlag });
export type MesajCreateInput = z.input<typeof ZMesajCreateSchema>;

/** The multipart fields of the writing routes (for the API document; the rules are ZMesajCreateSchema). */
export const ZMesajCreateForm = z.object({
  metin: z.string(),
  bilgi_talebi: z.string().optional().describe("'true' marks a request for information (mentors and staff)"),
  ek_dosya: z.string().optional().describe('file: PDF, DOC or DOCX up to 10 MB'),
});

/** PATCH .../mesajlar/{id}/: the new text, within the edit window. */
export const ZMesajEditSchema = z.object({ metin: ZMesajMetni });
export type MesajEditInput = z.infer<typeof ZMesajEditSchema>;

/** POST admin/.../mesajlar/{id}/gizle/: staff hide (true) or show again (false). */
export const ZMesajGizleSchema = z.object({ gizli: z.boolean({ error: MSG.common.invalidBoolean }) });
export type MesajGizleInput = z.infer<typeof ZMesajGizleSchema>;

/** POST .../mesajlar/okundu/: the newest message the reader has seen. */
export const ZMesajOkunduSchema = z.object({ son_id: z.number({ error: MESAJ_MESSAGES.invalidPosition }).int().min(0).max(2_147_483_647) });
export type MesajOkunduInput = z.infer<typeof ZMesajOkunduSchema>;

export const ZMesajParams = z.object({ id: z.string(), mesajId: z.string() });

export const ZMesaj = z.object({
  id: z.number(),
  basvuru_id: z.number(),
  /** The author's shown name ('Anonim kullanıcı' once they are anonymised or gone). */
  yazar: z.string(),
  yazar_rolu: z.enum(MESAJ_ROLLERI),
  /** The caller wrote it. */
  benim: z.boolean(),
  /** Empty when staff hid it (and the caller is not staff). */
  metin: z.string(),
  ic_not: z.boolean(),
  bilgi_talebi: z.boolean(),
  /** For a request: when the applicant answered it (null: yanıt bekleniyor). */
  yanitlandi: z.string().nullable(),
  /** Signed download URL (short-lived), or null. */
  ek_dosya: z.string().nullable(),
  ek_dosya_adi: z.string().nullable(),
  gizli: z.boolean(),
  /** The caller may still edit it (their own, within the window, not hidden). */
  duzenlenebilir: z.boolean(),
  duzenlendi: z.string().nullable(),
  olusturuldu: z.string(),
});
export type Mesaj = z.infer<typeof ZMesaj>;

/** GET basvurular/{id}/mesajlar/ (and the internal notes): the thread, oldest first, with the reader's position. */
export const ZMesajThread = z.object({
  results: z.array(ZMesaj),
  /** Messages by others after the reader's position. */
  okunmamis: z.number().int(),
  /** The reader's position (the newest message they have seen; 0: none). */
  son_okunan_id: z.number().int(),
  /** An open request for information waits for the applicant. */
  yanit_bekleniyor: z.boolean(),
});
export type MesajThread = z.infer<typeof ZMesajThread>;

/** One thread's figures for a list (cards, the admin list). */
export const ZMesajOzeti = z.object({ basvuru_id: z.number(), okunmamis: z.number().int(), yanit_bekleniyor: z.boolean() });
export type MesajOzeti = z.infer<typeof ZMesajOzeti>;

/** GET mesajlar/ozet/: the caller's threads that have unread messages or an open request. */
export const ZMesajOzetleri = z.object({ toplam: z.number().int(), basvurular: z.array(ZMesajOzeti) });
export type MesajOzetleri = z.infer<typeof ZMesajOzetleri>;

/** GET mesajlar/ (the person's data export): their messages and those of their threads, internal notes never. */
export const ZMesajlarim = z.array(ZMesaj.extend({ proje_basligi: z.string() }));

/** The author's side of a message from their role in it (an applicant who is also a mentor elsewhere is the applicant here). */
export function mesajRoluOf(author: { id: number | null; is_staff: boolean }, thread: { applicantIds: readonly number[] }): MesajRolu {
  if (author.id !== null && thread.applicantIds.includes(author.id)) return 'basvuran';
  if (author.is_staff) return 'yonetici';
  return 'mentor';
}

/** The writer may still edit: within MESAJ_DUZENLEME_DAKIKA of writing, judged at `now`. */
export function isMesajEditable(olusturuldu: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(olusturuldu).getTime() <= MESAJ_DUZENLEME_DAKIKA * 60_000;
}

/** A piece of a message's text: plain text, or a link the client may render as <a> (http/https only). */
export type MetinParcasi = { tur: 'metin'; metin: string } | { tur: 'baglanti'; metin: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that ends a sentence, not a link. */
const TRAILING_RE = /[.,;:!?)\]}'"»]+$/u;

/**
 * Splits a message into text and links. Only http(s) addresses become links (never javascript: or
 * data:), parsed with URL so that what is shown is what is followed; the client renders text as
 * text (never as HTML).
 */
export function metinParcalari(text: string): MetinParcasi[] {
  const parts: MetinParcasi[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    let candidate = match[0];
    const trailing = TRAILING_RE.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ tur: 'metin', metin: text.slice(last, start) });
    parts.push({ tur: 'baglanti', metin: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ tur: 'metin', metin: text.slice(last) });
  return parts;
}

/** The first line of a message, shortened, for a notification. */
export function mesajOzeti(text: string, max = 140): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
