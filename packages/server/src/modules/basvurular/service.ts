// Applications: the response shape, and the rules of applying.
import { callApplyState, FORM_MSG, MSG, ZApplicationCreateSchema, type Basvuru, type StoredAnswers } from '@portal/domain';
import { answerViolations } from '../../db/client';
import { ApiError, API_MESSAGES, issuesToFields } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { canApplyForCompany, ownApplications } from '../../policies';
import { membershipRole } from '../sirketler/repository';
import { findCagriRow } from '../cagrilar/repository';
import { toCagri } from '../cagrilar/service';
import type { AuthUser, SessionUser } from '../../services/session-user';
import { findBasvuruRow, insertBasvuru, type applicantColumns, type BasvuruRow, type OwnBasvuruRow } from './repository';
import { notify } from '../bildirimler/service';
import { isoIstanbul } from '../../lib/dates';
import type { AnswerUploads } from '../../services/file-rules';
import { answerErrorKey, currentFormOf, prepareAnswers, type PreparedAnswers } from '../cagri-formlari/service';
import type { CagriFormuRow } from '../cagri-formlari/repository';

const { cagri: ZCagriField, sirket_id: ZSirketField } = ZApplicationCreateSchema.shape;

/** The applicant as every answer that names an application's applicant shows it. */
export function toBasvuran(row: Pick<BasvuruRow, keyof typeof applicantColumns>): Basvuru['basvuran'] {
  return { id: row.basvuran_id, ad_soyad: row.basvuran_ad_soyad, email: row.basvuran_email, firma_adi: row.basvuran_firma_adi };
}

export function toBasvuru(links: FileLinks, row: BasvuruRow): Basvuru {
  return toBasvuruOf(links, row, toBasvuran(row));
}

/** The caller as the applicant of their own applications (GET basvurular/ does not join them). */
export function callerAsApplicant(user: SessionUser): Basvuru['basvuran'] {
  return { id: user.id, ad_soyad: user.own.gorunen_ad, email: user.own.email, firma_adi: user.own.firma_adi };
}

/** An application whose applicant is known apart from its row (the caller's own list). */
export function toBasvuruOf(links: FileLinks, row: OwnBasvuruRow, basvuran: Basvuru['basvuran']): Basvuru {
  const sirket = row.sirket_id !== null && row.sirket_adi !== null ? { id: row.sirket_id, adi: row.sirket_adi } : null;
  return {
    id: row.id,
    proje_basligi: row.proje_basligi,
    aciklama: row.aciklama,
    durum: row.durum,
    olusturuldu: isoIstanbul(row.olusturuldu),
    sirket_id: row.sirket_id,
    sirket,
    sirket_adi: sirket?.adi ?? null,
    basvuran,
    cagri: { id: row.cagri_id, baslik: row.cagri_baslik },
    cagri_id: row.cagri_id,
    ek_dosya: row.ek_dosya_id === null ? null : links.attachment(row.ek_dosya_id),
  };
}

/**
 * Applying: ZApplicationCreateSchema for the fields; the call must exist and be active by the
 * domain's call rule (locked FOR SHARE until the application is in); sirket_id only for a company
 * the caller is a member of; the answers to the call's form (when it has one) by its current
 * version, partially for a draft (`taslak`). All field errors come back together; new
 * applications start as GONDERILDI, or TASLAK when saved as a draft. A second application to the
 * same call is allowed (the spec sets no limit; the apply page asks the applicant to confirm and
 * shows the first one).
 */
export async function createBasvuru(
  tx: Tx,
  actor: AuthUser,
  input: { fields: Record<string, unknown>; fileId: number | null; links: FileLinks; answers: AnswerUploads },
): Promise<Basvuru> {
  const { fields } = input;
  const taslak = fields.taslak === 'true';
  const parsed = ZApplicationCreateSchema.safeParse(fields);
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFields(parsed.error.issues);

  let form: CagriFormuRow | null = null;
  let prepared: PreparedAnswers | null = null;
  const cagri = ZCagriField.safeParse(fields.cagri);
  if (cagri.success && cagri.data !== undefined) {
    const row = await findCagriRow(tx, cagri.data, { share: true });
    if (!row) errors.cagri = [MSG.application.callNotFound];
    else {
      // Why the call takes no applications (closed by staff, no end date, deadline passed): the
      // same words the apply page shows.
      const state = callApplyState(toCagri(row));
      if (!state.open) errors.cagri = [state.message];
      form = (await currentFormOf(tx, row.id))?.row ?? null;
      if (form) {
        const json = typeof fields.cevaplar === 'string' ? fields.cevaplar : undefined;
        prepared = prepareAnswers(form.tanim, { json, uploads: input.answers, stored: {}, partial: taslak });
        Object.assign(errors, prepared.errors);
      }
    }
  }
  // A call without a form takes no file answers.
  if (!form) for (const upload of input.answers.raw) errors[answerErrorKey(upload.key)] = [FORM_MSG.fileUnexpected];
  const sirket = ZSirketField.safeParse(fields.sirket_id);
  if (sirket.success && sirket.data !== undefined) {
    const rol = await membershipRole(tx, actor.id, sirket.data, { share: true });
    if (!canApplyForCompany(actor, rol === null ? null : { rol })) errors.sirket_id = [MSG.application.companyNotMember];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.fields(errors);

  const data = parsed.data;
  const cevaplar: StoredAnswers = prepared ? (await prepared.commit()).answers : {};
  const id = await answerViolations(
    insertBasvuru(tx, {
      cagri_id: data.cagri,
      basvuran_id: actor.id,
      sirket_id: data.sirket_id ?? null,
      proje_basligi: data.proje_basligi,
      aciklama: data.aciklama,
      durum: taslak ? 'TASLAK' : 'GONDERILDI',
      ek_dosya_id: input.fileId,
      cagri_formu_id: form?.id ?? null,
      cevaplar,
    }),
    // The user or the company went away meanwhile.
    { '23503': () => ApiError.detail(400, API_MESSAGES.invalid) },
  );
  // A draft is nobody's news until it is sent.
  if (!taslak) await notify(tx, 'basvuru_yeni', id);
  const row = await findBasvuruRow(tx, id, ownApplications(actor));
  if (!row) throw new Error('inserted application not found');
  return toBasvuru(input.links, row);
}
