/**
 * The answers to a call's form, checked by the one schema `makeAnswersSchema(tanim, { partial })`
 * builds from the form's definition: the server checks what an application sends with it (errors
 * under `cevaplar.<key>`), the apply form uses it as its resolver, so both refuse the same answers
 * with the same Turkish messages. A draft is checked partially (every rule but "required"), sending
 * fully.
 */
import { z } from 'zod';
import { FORM_DOSYA_UZANTILARI, FORM_MSG, formFields, type FormAlani, type FormTanimi } from '../contracts/cagri-formu';
import { fileExtension, type FileMeta } from './files';
import { hasControlCharacters, isValidDateOnly, noControlCharacters, numberish } from './helpers';

/** A file answer kept from before (a draft's stored file), as the API and the stored answers name it. */
export interface StoredFileAnswer {
  dosya_id: number;
}

/** One stored answer (basvurular.cevaplar): a file answer is its stored_files row's id. */
export type StoredAnswer = string | number | boolean | string[] | StoredFileAnswer;
export type StoredAnswers = Record<string, StoredAnswer>;

type FileField = Extract<FormAlani, { tur: 'dosya' }>;

/** A file field's rule: the name extensions, the size limit in bytes and the two messages. */
export function fileAnswerRule(alan: FileField) {
  return {
    extensions: alan.dosya_turleri.flatMap((t) => FORM_DOSYA_UZANTILARI[t]),
    maxBytes: alan.max_mb * 1024 * 1024,
    typeMessage: FORM_MSG.fileType(alan.dosya_turleri),
    sizeMessage: FORM_MSG.fileSize(alan.max_mb),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const isStoredFileAnswer = (v: unknown): v is StoredFileAnswer =>
  isObject(v) && typeof v.dosya_id === 'number' && Number.isInteger(v.dosya_id) && v.dosya_id > 0;
const isFileMeta = (v: unknown): v is FileMeta => isObject(v) && typeof v.name === 'string' && typeof v.size === 'number';

/** Nothing answered: absent, null, blank text, no choice. `false` is an answer (Hayır). */
function blankAnswer(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  if (Array.isArray(v) && v.length === 0) return undefined;
  return v;
}

function valueSchema(alan: FormAlani): z.ZodType {
  switch (alan.tur) {
    case 'kisa_metin':
      return noControlCharacters(z.string({ error: FORM_MSG.textTooLong(alan.max_uzunluk) }).trim()).max(alan.max_uzunluk, FORM_MSG.textTooLong(alan.max_uzunluk));
    case 'uzun_metin':
      return noControlCharacters(z.string({ error: FORM_MSG.textTooLong(alan.max_uzunluk) }).trim(), { multiline: true }).max(
        alan.max_uzunluk,
        FORM_MSG.textTooLong(alan.max_uzunluk),
      );
    case 'sayi': {
      let n = z.number({ error: FORM_MSG.numberInvalid }).finite(FORM_MSG.numberInvalid);
      if (alan.tam_sayi) n = n.int(FORM_MSG.integer);
      if (alan.min !== null) n = n.min(alan.min, FORM_MSG.numberMin(alan.min));
      if (alan.max !== null) n = n.max(alan.max, FORM_MSG.numberMax(alan.max));
      return z.preprocess(numberish, n);
    }
    case 'tarih':
      return z.string({ error: FORM_MSG.dateInvalid }).trim().refine(isValidDateOnly, FORM_MSG.dateInvalid);
    case 'tek_secim':
      return z.string({ error: FORM_MSG.choiceInvalid }).refine((v) => alan.secenekler.includes(v), FORM_MSG.choiceInvalid);
    case 'coklu_secim':
      return z
        .array(z.string({ error: FORM_MSG.choiceInvalid }), { error: FORM_MSG.choiceInvalid })
        .refine((vs) => vs.every((v) => alan.secenekler.includes(v)), FORM_MSG.choiceInvalid)
        // Kept in the definition's order, each once.
        .transform((vs) => alan.secenekler.filter((o) => vs.includes(o)));
    case 'evet_hayir':
      return z.boolean({ error: FORM_MSG.yesNoInvalid });
    case 'eposta':
      return noControlCharacters(z.string({ error: FORM_MSG.emailInvalid }).trim()).max(254, FORM_MSG.emailInvalid).pipe(z.email(FORM_MSG.emailInvalid));
    case 'url':
      return z
        .string({ error: FORM_MSG.urlInvalid })
        .trim()
        .max(500, FORM_MSG.urlInvalid)
        .pipe(z.url({ protocol: /^https?$/, error: FORM_MSG.urlInvalid }))
        .refine((v) => !hasControlCharacters(v) && !/\s/.test(v), FORM_MSG.urlInvalid);
    case 'dosya': {
      const rule = fileAnswerRule(alan);
      return z
        .custom<FileMeta | StoredFileAnswer>((v) => isFileMeta(v) || isStoredFileAnswer(v), { error: rule.typeMessage })
        .superRefine((v, ctx) => {
          if (!isFileMeta(v)) return;
          if (!rule.extensions.includes(fileExtension(v.name))) ctx.addIssue({ code: 'custom', message: rule.typeMessage });
          else if (v.size > rule.maxBytes) ctx.addIssue({ code: 'custom', message: rule.sizeMessage });
        });
    }
  }
}

/** One field's answer: blank reads as unanswered; required only when checking fully. */
export function answerSchema(alan: FormAlani, options: { partial: boolean }) {
  const required = alan.zorunlu && !options.partial;
  return z.preprocess(blankAnswer, valueSchema(alan).optional()).refine((v) => !required || v !== undefined, FORM_MSG.required);
}

/**
 * The answers' schema of a form: one key per field (unknown keys are dropped), each by its kind's
 * rules (limits, choices, file types and size by name) and, unless `partial`, its "required".
 * A file answer is a new file (anything with a name and a size: the browser's File, or the server's
 * upload) or a kept one (`{dosya_id}`); the server checks a new file's content as well.
 */
export function makeAnswersSchema(tanim: FormTanimi, options: { partial: boolean }) {
  const shape: Record<string, z.ZodType> = {};
  for (const alan of formFields(tanim)) shape[alan.anahtar] = answerSchema(alan, options);
  return z.object(shape);
}

/** The empty answers a form starts with (what the apply form's inputs hold before anything is typed). */
export function emptyAnswers(tanim: FormTanimi): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const alan of formFields(tanim)) out[alan.anahtar] = alan.tur === 'coklu_secim' ? [] : alan.tur === 'evet_hayir' || alan.tur === 'dosya' ? null : '';
  return out;
}

/** A form whose fields are the answers under `cevaplar` (the preview's, and the apply form's own part). */
export function makeAnswersFormSchema(tanim: FormTanimi, options: { partial: boolean }) {
  return z.object({ cevaplar: makeAnswersSchema(tanim, options) });
}
