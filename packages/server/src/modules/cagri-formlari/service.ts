// A call's application form (issue 51): the staff's read and save (versioned: a version that an
// application answered is never rewritten), and the answers of an application checked against
// its version by the domain's makeAnswersSchema, the one the apply form uses.
import {
  ANSWER_FILE_PREFIX,
  FORM_LIMITS,
  FORM_MSG,
  fileAnswerRule,
  formFields,
  isEmptyForm,
  isStoredFileAnswer,
  makeAnswersSchema,
  type BasvuruFormu,
  type CagriFormu,
  type Cevap,
  type FormSurumu,
  type FormTanimi,
  type StoredAnswers,
} from '@portal/domain';
import { ApiError } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { answerFileRule, type AnswerUploads, type RawUpload } from '../../services/file-rules';
import { findCagriRow } from '../cagrilar/repository';
import { applicationsOnForm, currentFormRow, formRowById, lockCall, fileNames, insertFormVersion, rewriteFormVersion, type CagriFormuRow } from './repository';

/** withUpload's options for a route that takes a call form's file answers. */
export const ANSWER_FILES = { prefix: ANSWER_FILE_PREFIX, max: FORM_LIMITS.fileFields } as const;

async function toCagriFormu(tx: Tx, cagriId: number, row: CagriFormuRow | null): Promise<CagriFormu> {
  if (!row) return { cagri_id: cagriId, surum: null, tanim: { bolumler: [] }, basvuru_sayisi: 0 };
  return { cagri_id: cagriId, surum: row.surum, tanim: row.tanim, basvuru_sayisi: await applicationsOnForm(tx, row.id) };
}

/** GET admin/cagrilar/{id}/form/: the current version (none yet: surum null, no sections); no such call 404. */
export async function readCallForm(tx: Tx, cagriId: number): Promise<CagriFormu> {
  if (!(await findCagriRow(tx, cagriId))) throw ApiError.notFound();
  return toCagriFormu(tx, cagriId, await currentFormRow(tx, cagriId));
}

/**
 * PUT admin/cagrilar/{id}/form/: the call locked FOR UPDATE (an application being filed holds it
 * FOR SHARE, so none slips in between the count and the write); the current version rewritten
 * while no application answered it, else a new version (old applications keep theirs).
 */
export async function saveCallForm(tx: Tx, cagriId: number, tanim: FormTanimi): Promise<CagriFormu> {
  if (!(await lockCall(tx, cagriId))) throw ApiError.notFound();
  const current = await currentFormRow(tx, cagriId);
  const row =
    current && (await applicationsOnForm(tx, current.id)) === 0
      ? await rewriteFormVersion(tx, current.id, tanim)
      : await insertFormVersion(tx, cagriId, (current?.surum ?? 0) + 1, tanim);
  return toCagriFormu(tx, cagriId, row);
}

/** GET cagrilar/{id}/ `form`: the current version when it asks anything (absent otherwise, the call read as before forms). */
export async function currentFormOf(tx: Tx, cagriId: number): Promise<{ row: CagriFormuRow; form: FormSurumu } | null> {
  const row = await currentFormRow(tx, cagriId);
  return row && !isEmptyForm(row.tanim) ? { row, form: { surum: row.surum, tanim: row.tanim } } : null;
}

/** The error key of one answer: `cevaplar.<key>`, the apply form's field name. */
export const answerErrorKey = (key: string) => `cevaplar.${key}`;

export interface AnswersInput {
  /** The `cevaplar` multipart field (a JSON object by key); absent: nothing new (a draft keeps its answers). */
  json: string | undefined;
  uploads: AnswerUploads;
  /** What the application holds already (a draft's), kept where nothing new is sent. */
  stored: StoredAnswers;
  /** A draft: every rule but "required". */
  partial: boolean;
}

export interface PreparedAnswers {
  /** Field errors under `cevaplar.<key>`; empty when the answers pass. */
  errors: Record<string, string[]>;
  /**
   * Stores the new file answers (content checked against each field's rule: a refused one is a
   * 400 and the transaction rolls back) and answers what to store, with the file answers no
   * longer held (replaced or removed: the caller deletes their rows and bytes).
   */
  commit(): Promise<{ answers: StoredAnswers; removedFileIds: number[] }>;
}

function parseJsonObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The answers an application sends, checked against its form version `tanim`: text and choices
 * from the JSON, files from the uploads (a kept draft file stays unless replaced, or removed by a
 * null). A file id in the JSON is never taken: a file answer is the application's own stored one
 * or a new upload.
 */
export function prepareAnswers(tanim: FormTanimi, input: AnswersInput): PreparedAnswers {
  const given = input.json === undefined ? { ...input.stored } : parseJsonObject(input.json);
  const none: PreparedAnswers['commit'] = async () => ({ answers: input.stored, removedFileIds: [] });
  if (given === null) return { errors: { cevaplar: [FORM_MSG.answersInvalid] }, commit: none };
  const fields = formFields(tanim);
  const errors: Record<string, string[]> = {};
  const fileFields = new Map(fields.flatMap((f) => (f.tur === 'dosya' ? [[f.anahtar, f] as const] : [])));
  const uploads = new Map<string, RawUpload>();
  for (const upload of input.uploads.raw) {
    if (fileFields.has(upload.key)) uploads.set(upload.key, upload);
    else errors[answerErrorKey(upload.key)] = [FORM_MSG.fileUnexpected];
  }
  const values: Record<string, unknown> = { ...given };
  for (const key of fileFields.keys()) {
    const upload = uploads.get(key);
    const kept = input.stored[key];
    if (upload) values[key] = { name: upload.filename || 'dosya', size: upload.bytes.length };
    else if (key in given && given[key] === null) values[key] = null;
    else values[key] = isStoredFileAnswer(kept) ? kept : null;
  }
  const parsed = makeAnswersSchema(tanim, { partial: input.partial }).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = answerErrorKey(String(issue.path[0] ?? ''));
      (errors[key] ??= []).push(issue.message);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors, commit: none };
  const data = parsed.data as Record<string, unknown>;
  return {
    errors,
    async commit() {
      const answers: StoredAnswers = {};
      const refused: Record<string, string[]> = {};
      for (const alan of fields) {
        const value = data[alan.anahtar];
        if (value === undefined) continue;
        if (alan.tur !== 'dosya') {
          answers[alan.anahtar] = value as StoredAnswers[string];
          continue;
        }
        const upload = uploads.get(alan.anahtar);
        if (!upload) {
          if (isStoredFileAnswer(value)) answers[alan.anahtar] = { dosya_id: value.dosya_id };
          continue;
        }
        const stored = await input.uploads.store(upload, answerFileRule(fileAnswerRule(alan)));
        if (stored) answers[alan.anahtar] = { dosya_id: stored.id };
        else refused[answerErrorKey(alan.anahtar)] = [fileAnswerRule(alan).typeMessage];
      }
      if (Object.keys(refused).length > 0) throw ApiError.fields(refused);
      const held = new Set(Object.values(answers).flatMap((a) => (isStoredFileAnswer(a) ? [a.dosya_id] : [])));
      const removedFileIds = storedFileIds(input.stored).filter((id) => !held.has(id));
      return { answers, removedFileIds };
    },
  };
}

/** The stored files the answers hold. */
export function storedFileIds(answers: StoredAnswers): number[] {
  return Object.values(answers).flatMap((a) => (isStoredFileAnswer(a) ? [a.dosya_id] : []));
}

/** Sending a draft: its stored answers checked fully against its version; field errors as applying gives them. */
export async function checkStoredAnswers(tx: Tx, formId: number | null, stored: StoredAnswers): Promise<Record<string, string[]>> {
  if (formId === null) return {};
  const row = await formRowById(tx, formId);
  if (!row) return {};
  const parsed = makeAnswersSchema(row.tanim, { partial: false }).safeParse(stored);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (errors[answerErrorKey(String(issue.path[0] ?? ''))] ??= []).push(issue.message);
  return errors;
}

/** An application's answers as shown, with the definition of its version; file answers as signed links (a file gone is left out). */
export async function showAnswers(tx: Tx, links: FileLinks, formId: number | null, stored: StoredAnswers): Promise<BasvuruFormu | undefined> {
  if (formId === null) return undefined;
  const row = await formRowById(tx, formId);
  if (!row) return undefined;
  const names = await fileNames(tx, storedFileIds(stored));
  const cevaplar: Record<string, Cevap> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!isStoredFileAnswer(value)) cevaplar[key] = value;
    else {
      const ad = names.get(value.dosya_id);
      if (ad !== undefined) cevaplar[key] = { dosya_id: value.dosya_id, ad, url: links.attachment(value.dosya_id) };
    }
  }
  return { surum: row.surum, tanim: row.tanim, cevaplar };
}
