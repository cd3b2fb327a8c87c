// A call's own application form (issue 51): its definition (sections of fields of ten kinds), the
// staff's read and save of it, the version an application was answered against, and the answers as
// the API shows them. The answers' rules are built from a definition by one function,
// `makeAnswersSchema` (validation/form-answers.ts), used by the server and the apply form alike.
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../constants';
import { ZBasvuru } from './basvuru';
import { ZCagri } from './cagri';
import { noControlCharacters, zRequiredText } from '../validation/helpers';

/** The kinds of fields a form may ask. */
export const FORM_ALAN_TURLERI = ['kisa_metin', 'uzun_metin', 'sayi', 'tarih', 'tek_secim', 'coklu_secim', 'evet_hayir', 'eposta', 'url', 'dosya'] as const;
export type FormAlanTuru = (typeof FORM_ALAN_TURLERI)[number];

/** Each kind's name in the form builder. */
export const FORM_ALAN_TURU_ETIKETLERI: Readonly<Record<FormAlanTuru, string>> = {
  kisa_metin: 'Kısa Metin',
  uzun_metin: 'Uzun Metin',
  sayi: 'Sayı',
  tarih: 'Tarih',
  tek_secim: 'Tek Seçim',
  coklu_secim: 'Çoklu Seçim',
  evet_hayir: 'Evet / Hayır',
  eposta: 'E-posta',
  url: 'Bağlantı (URL)',
  dosya: 'Dosya',
};

/** The file types a file field may allow: those the server recognises by content (services/file-rules.ts). */
export const FORM_DOSYA_TURLERI = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export type FormDosyaTuru = (typeof FORM_DOSYA_TURLERI)[number];
/** The name extensions each allowed type stands for (a JPEG may be named .jpeg). */
export const FORM_DOSYA_UZANTILARI: Readonly<Record<FormDosyaTuru, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};
/** A file field's largest size, in MB: today's attachment limit. */
export const FORM_DOSYA_MAX_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** Limits of one definition (the multipart request carries every answer and file at once). */
export const FORM_LIMITS = { sections: 20, fields: 60, fileFields: 5, options: 50, keyLength: 40 } as const;

/** Messages of the builder and of the answers — ours. */
export const FORM_MSG = {
  keyInvalid: `Anahtar küçük harfle başlamalı; yalnızca a-z, 0-9 ve _ içerebilir (en çok ${FORM_LIMITS.keyLength} karakter).`,
  keyDuplicate: 'Bu anahtar formda birden fazla kez kullanılıyor.',
  labelRequired: 'Alan etiketi zorunludur.',
  labelTooLong: 'Alan etiketi en fazla 200 karakter olabilir.',
  helpTooLong: 'Yardım metni en fazla 500 karakter olabilir.',
  sectionTitleRequired: 'Bölüm başlığı zorunludur.',
  sectionTitleTooLong: 'Bölüm başlığı en fazla 200 karakter olabilir.',
  tooManySections: `Bir formda en fazla ${FORM_LIMITS.sections} bölüm olabilir.`,
  tooManyFields: `Bir formda en fazla ${FORM_LIMITS.fields} alan olabilir.`,
  tooManyFileFields: `Bir formda en fazla ${FORM_LIMITS.fileFields} dosya alanı olabilir.`,
  maxLengthInvalid: 'En fazla uzunluk 1 ile 10000 arasında bir tam sayı olmalıdır.',
  minAboveMax: 'En küçük değer en büyük değerden büyük olamaz.',
  numberInvalid: 'Geçerli bir sayı giriniz.',
  optionsMin: 'En az iki seçenek giriniz.',
  optionsMax: `En fazla ${FORM_LIMITS.options} seçenek olabilir.`,
  optionBlank: 'Seçenek boş olamaz.',
  optionTooLong: 'Seçenek en fazla 200 karakter olabilir.',
  optionDuplicate: 'Seçenekler birbirinden farklı olmalıdır.',
  fileTypesMin: 'En az bir dosya türü seçiniz.',
  fileSizeInvalid: `Dosya boyutu 1 ile ${FORM_DOSYA_MAX_MB} MB arasında olmalıdır.`,
  // The answers
  required: 'Bu alan zorunludur.',
  textTooLong: (n: number) => `En fazla ${n} karakter girebilirsiniz.`,
  numberMin: (n: number) => `En az ${n} olmalıdır.`,
  numberMax: (n: number) => `En fazla ${n} olabilir.`,
  integer: 'Tam sayı giriniz.',
  dateInvalid: 'Geçerli bir tarih giriniz.',
  choiceInvalid: 'Listeden bir seçenek seçiniz.',
  yesNoInvalid: 'Evet veya Hayır seçiniz.',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz.',
  urlInvalid: 'Geçerli bir bağlantı giriniz (http:// veya https://).',
  fileType: (types: readonly string[]) => `Yalnızca ${types.map((t) => t.toUpperCase()).join(', ')} dosyaları yüklenebilir.`,
  fileSize: (mb: number) => `Dosya en fazla ${mb} MB olabilir.`,
  answersInvalid: 'Cevaplar okunamadı.',
  fileUnexpected: 'Bu alanda dosya beklenmiyor.',
} as const;

const zKey = z.string({ error: FORM_MSG.keyInvalid }).regex(new RegExp(`^[a-z][a-z0-9_]{0,${FORM_LIMITS.keyLength - 1}}$`), FORM_MSG.keyInvalid);
const zFiniteOrNull = z.number({ error: FORM_MSG.numberInvalid }).finite(FORM_MSG.numberInvalid).nullable().default(null);

/** What every field has: a stable key (the answers' key), a Turkish label, help text, required or not. */
const fieldBase = {
  anahtar: zKey,
  etiket: zRequiredText(FORM_MSG.labelRequired, { length: 200, message: FORM_MSG.labelTooLong }),
  yardim: noControlCharacters(z.string().trim(), { multiline: true }).max(500, FORM_MSG.helpTooLong).default(''),
  zorunlu: z.boolean().default(false),
};

const zOptions = z
  .array(zRequiredText(FORM_MSG.optionBlank, { length: 200, message: FORM_MSG.optionTooLong }), { error: FORM_MSG.optionsMin })
  .min(2, FORM_MSG.optionsMin)
  .max(FORM_LIMITS.options, FORM_MSG.optionsMax)
  .refine((options) => new Set(options).size === options.length, FORM_MSG.optionDuplicate);

const zMaxLength = (fallback: number) => z.number({ error: FORM_MSG.maxLengthInvalid }).int(FORM_MSG.maxLengthInvalid).min(1, FORM_MSG.maxLengthInvalid).max(10000, FORM_MSG.maxLengthInvalid).default(fallback);

export const ZFormAlani = z.discriminatedUnion('tur', [
  z.object({ ...fieldBase, tur: z.literal('kisa_metin'), max_uzunluk: zMaxLength(255) }),
  z.object({ ...fieldBase, tur: z.literal('uzun_metin'), max_uzunluk: zMaxLength(5000) }),
  z
    .object({ ...fieldBase, tur: z.literal('sayi'), min: zFiniteOrNull, max: zFiniteOrNull, tam_sayi: z.boolean().default(false) })
    .refine((f) => f.min === null || f.max === null || f.min <= f.max, { message: FORM_MSG.minAboveMax, path: ['max'] }),
  z.object({ ...fieldBase, tur: z.literal('tarih') }),
  z.object({ ...fieldBase, tur: z.literal('tek_secim'), secenekler: zOptions }),
  z.object({ ...fieldBase, tur: z.literal('coklu_secim'), secenekler: zOptions }),
  z.object({ ...fieldBase, tur: z.literal('evet_hayir') }),
  z.object({ ...fieldBase, tur: z.literal('eposta') }),
  z.object({ ...fieldBase, tur: z.literal('url') }),
  z.object({
    ...fieldBase,
    tur: z.literal('dosya'),
    dosya_turleri: z.array(z.enum(FORM_DOSYA_TURLERI, { error: FORM_MSG.fileTypesMin }), { error: FORM_MSG.fileTypesMin }).min(1, FORM_MSG.fileTypesMin),
    max_mb: z.number({ error: FORM_MSG.fileSizeInvalid }).int(FORM_MSG.fileSizeInvalid).min(1, FORM_MSG.fileSizeInvalid).max(FORM_DOSYA_MAX_MB, FORM_MSG.fileSizeInvalid).default(FORM_DOSYA_MAX_MB),
  }),
]);
export type FormAlani = z.output<typeof ZFormAlani>;
export type FormAlaniInput = z.input<typeof ZFormAlani>;

export const ZFormBolumu = z.object({
  baslik: zRequiredText(FORM_MSG.sectionTitleRequired, { length: 200, message: FORM_MSG.sectionTitleTooLong }),
  alanlar: z.array(ZFormAlani).max(FORM_LIMITS.fields, FORM_MSG.tooManyFields),
});
export type FormBolumu = z.output<typeof ZFormBolumu>;

/** Every field of a definition, in order (sections first to last). */
export function formFields(tanim: { bolumler: readonly { alanlar: readonly FormAlani[] }[] }): FormAlani[] {
  return tanim.bolumler.flatMap((b) => b.alanlar);
}

/**
 * A form definition: its sections in order, each with its fields in order (the order of the arrays
 * is the order shown). Keys are unique in the whole form; a duplicate is refused under the second.
 */
export const ZFormTanimi = z
  .object({ bolumler: z.array(ZFormBolumu).max(FORM_LIMITS.sections, FORM_MSG.tooManySections) })
  .superRefine((tanim, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    let files = 0;
    tanim.bolumler.forEach((bolum, b) =>
      bolum.alanlar.forEach((alan, a) => {
        count++;
        if (alan.tur === 'dosya') files++;
        if (seen.has(alan.anahtar)) ctx.addIssue({ code: 'custom', message: FORM_MSG.keyDuplicate, path: ['bolumler', b, 'alanlar', a, 'anahtar'] });
        seen.add(alan.anahtar);
      }),
    );
    if (count > FORM_LIMITS.fields) ctx.addIssue({ code: 'custom', message: FORM_MSG.tooManyFields, path: ['bolumler'] });
    if (files > FORM_LIMITS.fileFields) ctx.addIssue({ code: 'custom', message: FORM_MSG.tooManyFileFields, path: ['bolumler'] });
  });
export type FormTanimi = z.output<typeof ZFormTanimi>;
export type FormTanimiInput = z.input<typeof ZFormTanimi>;

/** A form with no field asks nothing: a call with it behaves as one without a form. */
export const isEmptyForm = (tanim: FormTanimi | null | undefined): boolean => !tanim || formFields(tanim).length === 0;

/** GET/PUT admin/cagrilar/{id}/form/: the call's current form (surum null: none saved yet) and how many applications answered it. */
export const ZCagriFormu = z.object({
  cagri_id: z.number(),
  /** The current version's number (1, 2, ...); null while the call has no form. */
  surum: z.number().nullable(),
  tanim: ZFormTanimi,
  /** Applications answered against the current version: saving while any exist makes a new version. */
  basvuru_sayisi: z.number(),
});
export type CagriFormu = z.infer<typeof ZCagriFormu>;

/** One version of a call's form as the applicant reads it (GET cagrilar/{id}/ `form`). */
export const ZFormSurumu = z.object({ surum: z.number(), tanim: ZFormTanimi });
export type FormSurumu = z.infer<typeof ZFormSurumu>;

/** A file answer as the API shows it: the stored file, its name and a short-lived signed URL. */
export const ZDosyaCevabi = z.object({ dosya_id: z.number(), ad: z.string(), url: z.string() });
export type DosyaCevabi = z.infer<typeof ZDosyaCevabi>;

/** One answer as shown: text (also dates, choices, e-mail, URL), number, yes/no, several choices, or a file. */
export const ZCevap = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), ZDosyaCevabi]);
export type Cevap = z.infer<typeof ZCevap>;

/** An application's answers with the version of the form they answer (GET basvurular/{id}/ `form`). */
export const ZBasvuruFormu = ZFormSurumu.extend({ cevaplar: z.object({}).catchall(ZCevap) });
export type BasvuruFormu = z.infer<typeof ZBasvuruFormu>;

/** GET cagrilar/{id}/: the call and, when it has one with fields, its current form (absent otherwise: the answer is as before forms). */
export const ZCagriDetay = ZCagri.extend({ form: ZFormSurumu.optional() });
export type CagriDetay = z.infer<typeof ZCagriDetay>;

/** GET basvurular/{id}/: the application and, when it answered a form, its answers with that version (absent otherwise). */
export const ZBasvuruDetay = ZBasvuru.extend({ form: ZBasvuruFormu.optional() });
export type BasvuruDetay = z.infer<typeof ZBasvuruDetay>;

/** The multipart part of a file answer: `cevap_<key>`. */
export const ANSWER_FILE_PREFIX = 'cevap_';
