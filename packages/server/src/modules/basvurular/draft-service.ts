// The applicant's own drafts of applications (drafts.ts in the domain says why withdrawing returns
// an application to TASLAK): editing a draft by the rules of applying, sending it while its call is
// open, and withdrawing a sent application that is not decided yet. Only the applicant: anyone
// else, staff and mentors included, gets 404 (staff change statuses in the admin area).
import {
  callApplyState,
  DRAFT_MSG,
  FORM_MSG,
  isBasvuruEditable,
  isBasvuruWithdrawable,
  MSG,
  ZApplicationDraftSchema,
  type Basvuru,
  type BasvuruDurum,
} from '@portal/domain';
import { ApiError, issuesToFields } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { ownApplications } from '../../policies';
import type { AuthUser } from '../../services/session-user';
import { findCagriRow } from '../cagrilar/repository';
import { toCagri } from '../cagrilar/service';
import { notify } from '../bildirimler/service';
import { recordHistory } from '../gecmis/repository';
import { findBasvuruRow } from './repository';
import { deleteStoredFiles, lockOwnBasvuru, setOwnBasvuruDurum, updateDraftBasvuruRow } from './draft-repository';
import { toBasvuru } from './service';
import type { AnswerUploads } from '../../services/file-rules';
import { answerErrorKey, checkStoredAnswers, prepareAnswers } from '../cagri-formlari/service';
import { formRowById } from '../cagri-formlari/repository';

const notFound = () => ApiError.detail(404, MSG.application.notFound);

async function reread(tx: Tx, actor: AuthUser, id: number, links: FileLinks): Promise<Basvuru> {
  const row = await findBasvuruRow(tx, id, ownApplications(actor));
  if (!row) throw new Error('own application not found after its update');
  return toBasvuru(links, row);
}

/**
 * PATCH basvurular/{id}/: a draft's title and description (ZApplicationDraftSchema, the rules of
 * applying), its attachment (a new file replaces the current one, `ek_dosya_sil` removes it) and
 * its answers to the call's form, partially, against the version it answered (`cevaplar` absent:
 * unchanged; a file answer replaced by a new upload, removed by null). Not a draft: 409. Answers
 * the application and the storage keys of the files it no longer has (their rows are gone; the
 * route deletes the bytes after the commit).
 */
export async function updateDraftBasvuru(
  tx: Tx,
  actor: AuthUser,
  id: number,
  input: { fields: Record<string, unknown>; fileId: number | null; links: FileLinks; answers: AnswerUploads },
): Promise<{ basvuru: Basvuru; removedFileKeys: string[] }> {
  const row = await lockOwnBasvuru(tx, id, actor.id);
  if (!row) throw notFound();
  if (!isBasvuruEditable(row.durum)) throw ApiError.detail(409, DRAFT_MSG.application.notDraft);
  const parsed = ZApplicationDraftSchema.safeParse(input.fields);
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const form = row.cagri_formu_id === null ? null : await formRowById(tx, row.cagri_formu_id);
  const json = typeof input.fields.cevaplar === 'string' ? input.fields.cevaplar : undefined;
  const prepared = form ? prepareAnswers(form.tanim, { json, uploads: input.answers, stored: row.cevaplar, partial: true }) : null;
  if (prepared) Object.assign(errors, prepared.errors);
  else for (const upload of input.answers.raw) errors[answerErrorKey(upload.key)] = [FORM_MSG.fileUnexpected];
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const replaced = input.fileId !== null || parsed.data.ek_dosya_sil;
  const ekDosyaId = replaced ? input.fileId : row.ek_dosya_id;
  const { answers, removedFileIds } = prepared ? await prepared.commit() : { answers: row.cevaplar, removedFileIds: [] };
  await updateDraftBasvuruRow(tx, id, { proje_basligi: parsed.data.proje_basligi, aciklama: parsed.data.aciklama, ek_dosya_id: ekDosyaId, cevaplar: answers });
  const removed = [...(replaced && row.ek_dosya_id !== null ? [row.ek_dosya_id] : []), ...removedFileIds];
  const removedFileKeys = await deleteStoredFiles(tx, removed);
  return { basvuru: await reread(tx, actor, id, input.links), removedFileKeys };
}

async function setStatus(tx: Tx, actor: AuthUser, id: number, from: BasvuruDurum, to: BasvuruDurum) {
  await setOwnBasvuruDurum(tx, id, to);
  await recordHistory(tx, { nesne: 'basvuru', nesne_id: id, eylem: 'durum', onceki: from, sonraki: to, kullanici_id: actor.id });
}

/**
 * POST basvurular/{id}/gonder/: TASLAK -> GONDERILDI, as applying would: the stored title,
 * description and answers must pass the rules of applying (400 by field), and the call must take applications
 * now (409 with the reason the apply page gives: deadline passed, closed by staff, no end date).
 * Staff are told as of a new application.
 */
export async function submitDraftBasvuru(tx: Tx, actor: AuthUser, id: number, links: FileLinks): Promise<Basvuru> {
  const row = await lockOwnBasvuru(tx, id, actor.id);
  if (!row) throw notFound();
  if (!isBasvuruEditable(row.durum)) throw ApiError.detail(409, DRAFT_MSG.application.notDraft);
  const parsed = ZApplicationDraftSchema.safeParse({ proje_basligi: row.proje_basligi, aciklama: row.aciklama });
  // The answers fully, against the version the draft answered (its required fields now).
  const errors = { ...(parsed.success ? {} : issuesToFields(parsed.error.issues)), ...(await checkStoredAnswers(tx, row.cagri_formu_id, row.cevaplar)) };
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const cagri = await findCagriRow(tx, row.cagri_id, { share: true });
  const state = callApplyState(cagri ? toCagri(cagri) : null);
  if (!state.open) throw ApiError.detail(409, state.message);
  await setStatus(tx, actor, id, 'TASLAK', 'GONDERILDI');
  await notify(tx, 'basvuru_yeni', id);
  return reread(tx, actor, id, links);
}

/**
 * POST basvurular/{id}/geri-cek/: a sent or reviewed application (GONDERILDI, INCELEME) back to
 * TASLAK. Decided (ONAY, RED) or a draft already: 409 with the reason.
 */
export async function withdrawBasvuru(tx: Tx, actor: AuthUser, id: number, links: FileLinks): Promise<Basvuru> {
  const row = await lockOwnBasvuru(tx, id, actor.id);
  if (!row) throw notFound();
  if (!isBasvuruWithdrawable(row.durum)) {
    throw ApiError.detail(409, row.durum === 'TASLAK' ? DRAFT_MSG.application.alreadyDraft : DRAFT_MSG.application.notWithdrawable);
  }
  await setStatus(tx, actor, id, row.durum, 'TASLAK');
  return reread(tx, actor, id, links);
}
