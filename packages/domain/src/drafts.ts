/**
 * Drafts that finish: which application and report statuses the applicant may still change, the
 * rules of editing a draft (the same as applying and filing), and the Turkish words of it all.
 *
 * The spec's application statuses have no "withdrawn" one (TASLAK, GONDERILDI, INCELEME, ONAY, RED).
 * Withdrawing therefore returns an application that is not decided yet (GONDERILDI or INCELEME) to
 * TASLAK, a status the spec has: nobody evaluates a draft, nothing attached to the application
 * (reports, mentors, history) is lost, and the applicant may edit it and send it again while its
 * call is open. A decided application (ONAY, RED) is never withdrawn.
 */
import { z } from 'zod';
import { DateTime } from 'luxon';
import { todayISO } from './dates';
import { ZApplicationCreateSchema } from './validation/application';
import { makeReportCreateSchema } from './validation/report';
import { zFileField } from './validation/helpers';

export const DRAFT_MSG = {
  application: {
    notDraft: 'Yalnızca taslak başvurular düzenlenebilir veya gönderilebilir.',
    notWithdrawable: 'Karar verilmiş bir başvuru geri çekilemez.',
    alreadyDraft: 'Bu başvuru zaten taslak; geri çekilecek bir gönderim yok.',
    editTitle: 'Taslak Başvuruyu Düzenle',
    editHint: 'Taslağınız henüz gönderilmedi. Değişiklikleri kaydedebilir ya da başvuruyu gönderebilirsiniz.',
    save: 'Taslağı Kaydet',
    saving: 'Kaydediliyor...',
    saved: 'Taslak kaydedildi.',
    submit: 'Başvuruyu Gönder',
    submitting: 'Gönderiliyor...',
    submitted: 'Başvurunuz gönderildi.',
    continueDraft: 'Taslağı Tamamla',
    withdraw: 'Geri Çek',
    withdrawTitle: 'Başvuru geri çekilsin mi?',
    withdrawText: 'Başvurunuz taslağa döner ve değerlendirilmez. Çağrı açıkken düzenleyip yeniden gönderebilirsiniz.',
    withdrawClosedCall: 'Bu çağrı artık başvuru almıyor: geri çekerseniz başvuruyu yeniden gönderemezsiniz.',
    withdrawn: 'Başvurunuz geri çekildi; artık bir taslak.',
    cancel: 'Vazgeç',
    currentFile: 'Mevcut ek dosya:',
    removeFile: 'Mevcut ek dosyayı kaldır',
    replaceHint: 'Yeni bir dosya seçerseniz mevcut dosyanın yerine geçer.',
    draftNotice: 'Bu başvuru bir taslak: henüz gönderilmedi.',
    loadError: 'Başvuru yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    loading: 'Başvuru yükleniyor...',
    notEditableNotice: 'Bu başvuru gönderildi; artık düzenlenemez.',
    backToApplications: 'Başvurularıma Dön',
    saveError: 'Taslak kaydedilirken bir hata oluştu.',
    withdrawError: 'Başvuru geri çekilirken bir hata oluştu.',
  },
  report: {
    notDraft: 'Yalnızca taslak raporlar düzenlenebilir veya gönderilebilir.',
    notFound: 'Rapor bulunamadı.',
    draftNotice: 'Bu rapor bir taslak: tamamlayıp gönderene kadar değerlendirilmez.',
    complete: 'Tamamla ve Gönder',
    editTitle: 'Taslak Raporu Tamamla',
    save: 'Taslağı Kaydet',
    saving: 'Kaydediliyor...',
    saved: 'Taslak kaydedildi.',
    submit: 'Raporu Gönder',
    submitting: 'Gönderiliyor...',
    submitted: 'Raporunuz gönderildi.',
    notEditableNotice: 'Bu rapor gönderildi; artık düzenlenemez.',
    loading: 'Rapor yükleniyor...',
    saveError: 'Taslak kaydedilirken bir hata oluştu.',
  },
} as const;

/** The applicant edits and sends an application only while it is a draft. */
export function isBasvuruEditable(durum: string | null | undefined): boolean {
  return (durum ?? '').trim().toUpperCase() === 'TASLAK';
}

/** Withdrawable: sent or under review, not decided (ONAY, RED) and not a draft already. */
export function isBasvuruWithdrawable(durum: string | null | undefined): boolean {
  const d = (durum ?? '').trim().toUpperCase();
  return d === 'GONDERILDI' || d === 'INCELEME';
}

/** The applicant completes and sends a report only while it is a draft. */
export function isRaporEditable(durum: string | null | undefined): boolean {
  return (durum ?? '').trim().toUpperCase() === 'TASLAK';
}

/** `ek_dosya_sil`: 'true'/'1' removes the draft's current attachment (a new file replaces it anyway). */
const zRemoveFile = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && /^(true|1)$/i.test(v.trim())));

/** PATCH basvurular/{id}/: a draft's title and description by the rules of applying; the attachment by FILE_RULES.application. */
export const ZApplicationDraftSchema = ZApplicationCreateSchema.pick({ proje_basligi: true, aciklama: true }).extend({ ek_dosya_sil: zRemoveFile });
export type ApplicationDraftData = z.output<typeof ZApplicationDraftSchema>;

/** PATCH raporlar/{id}/: a draft report's period start and summary by the rules of filing. */
export function makeReportDraftSchema(today: string | (() => string)) {
  return makeReportCreateSchema(today).omit({ basvuru_id: true }).extend({ ek_dosya_sil: zRemoveFile });
}
export const ZReportDraftSchema = makeReportDraftSchema(() => todayISO(DateTime.now()));
export type ReportDraftData = z.output<typeof ZReportDraftSchema>;

/** The multipart fields of PATCH basvurular/{id}/: ZApplicationDraftSchema, the file and the call form's answers. */
export const ZBasvuruDraftForm = ZApplicationDraftSchema.extend({
  ek_dosya: zFileField('file: PDF, DOC or DOCX (replaces the current one)').optional(),
  ek_dosya_sil: zRemoveFile.describe("'true' removes the current attachment"),
  cevaplar: z
    .string()
    .optional()
    .describe("JSON object of the answers to the call form, by field key (absent: unchanged); a file answer is the file part `cevap_<key>`, null under its key removes the stored one"),
});

/** The multipart fields of PATCH raporlar/{id}/: ZReportDraftSchema and the file. */
export const ZRaporDraftForm = ZReportDraftSchema.extend({
  ek_dosya: zFileField('file: PDF, DOC or DOCX up to 10 MB (replaces the current one)').optional(),
  ek_dosya_sil: zRemoveFile.describe("'true' removes the current attachment"),
});
