// Mentor assignments: the response shape, who reads which, and the one rule set every way of
// assigning goes through (single, bulk, a plan applied, a passive assignment toggled back on).
//
// Decisions (the spec leaves them open):
// - Assignable applications: GONDERILDI, INCELEME, ONAY; a draft (TASLAK) or a rejected (RED) one
//   takes no mentor.
// - The mentor must be active (aktif) and free of a conflict of interest: not the applicant, not a
//   member of the application's company or of any company its applicant belongs to, no declared
//   conflict (mentor_cakismalari) with one of them.
// - The cap (kapasite) steers suggestions and the plan; staff assigning by hand may exceed it.
// - Assigning a pair that is already active is a 400 (the unique index decides, so concurrent calls
//   create exactly one row); assigning a pair whose assignment was removed (passive) re-activates
//   that row, keeping its date and its evaluations. Toggling a passive assignment back on is the
//   same re-activation and passes the same checks.
import { compareMentorQueue, mentorQueueReason, MSG, type Atama, type MentorQueueItem } from '@portal/domain';
import { pgErrorCode } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { companiesOfApplications, conflictCompaniesOfMentors, lockApplication, lockMentor, ASSIGNABLE_DURUMLAR } from '../mentorler/repository';
import { hasConflict } from '../mentorler/suggestions';
import { canReadApplication, isMentor, isStaff, ownsApplication } from '../../policies';
import type { AuthUser } from '../../services/session-user';
import { applicationAccess } from '../raporlar/repository';
import {
  activeOfMentor,
  findAtamaRow,
  insertOrReactivate,
  listActiveAtamaRowsOfMentor,
  listAtamaRows,
  lockAssignment,
  queueFactsOfMentor,
  ofApplication,
  setAssignmentAktif,
  type AtamaRow,
} from './repository';
import { notify } from '../bildirimler/service';
import { toBasvuran } from '../basvurular/service';
import { isoIstanbul } from '../../lib/dates';

export function toAtama(row: AtamaRow): Atama {
  return {
    id: row.id,
    tarih: isoIstanbul(row.tarih),
    aktif: row.aktif,
    basvuru: {
      id: row.basvuru_id,
      proje_basligi: row.proje_basligi,
      durum: row.basvuru_durum,
      basvuran: toBasvuran(row),
      cagri: { id: row.cagri_id, baslik: row.cagri_baslik },
    },
    mentor: {
      id: row.mentor_id,
      name: row.mentor_name,
      aktif: row.mentor_aktif,
      unvan: row.mentor_unvan,
      uzmanlik: row.mentor_uzmanlik,
      user: {
        id: row.mentor_user_id,
        first_name: row.mentor_first_name,
        last_name: row.mentor_last_name,
        username: row.mentor_username,
        email: row.mentor_email,
      },
    },
    evaluation_count: row.evaluation_count,
  };
}

export async function readAtama(db: Tx, id: number): Promise<Atama> {
  const row = await findAtamaRow(db, id);
  if (!row) throw new Error(`assignment ${id} not found after writing it`);
  return toAtama(row);
}

/** Why a pair may not be assigned (a message of MSG.assignment), or null when it may. */
export async function assignmentRefusal(tx: Tx, mentorId: number, basvuruId: number): Promise<string | null> {
  const mentor = await lockMentor(tx, mentorId);
  if (!mentor) return MSG.assignment.mentorNotFound;
  const application = await lockApplication(tx, basvuruId);
  if (!application) return MSG.assignment.applicationNotFound;
  if (!mentor.aktif) return MSG.assignment.mentorInactive;
  if (!mentor.user_active) return MSG.assignment.mentorUserInactive;
  if (!(ASSIGNABLE_DURUMLAR as readonly string[]).includes(application.durum)) return MSG.assignment.notAssignable;
  const companies = (await companiesOfApplications(tx, [basvuruId])).get(basvuruId)!;
  const conflictCompanies = (await conflictCompaniesOfMentors(tx, [mentorId])).get(mentorId)!;
  if (hasConflict({ userId: mentor.user_id, conflictCompanies }, { basvuranId: application.basvuran_id, companies })) {
    return MSG.assignment.conflictOfInterest;
  }
  return null;
}

/** A refusal in the shape the assignment screens read: DRF `detail` and the spec's `error`, same text. */
export const assignmentError = (message: string, status = 400) => ApiError.detail(status, message, { error: message });

/**
 * Assigns (or re-activates) the pair inside the caller's transaction; the message of the refusal
 * when it may not (nothing written), else the assignment id.
 */
export async function tryAssign(tx: Tx, mentorId: number, basvuruId: number): Promise<{ id: number; created: boolean } | { refusal: string }> {
  const refusal = await assignmentRefusal(tx, mentorId, basvuruId);
  if (refusal) return { refusal };
  let row: { id: number; created: boolean } | null;
  try {
    row = await insertOrReactivate(tx, mentorId, basvuruId);
  } catch (error) {
    // The statement resolves conflicts itself; should the unique index still refuse, the
    // transaction is spoilt, so this ends it (nothing written) with the same answer.
    if (pgErrorCode(error) === '23505') throw assignmentError(MSG.assignment.duplicate);
    throw error;
  }
  if (row) await notify(tx, 'atama_yeni', row.id);
  return row ?? { refusal: MSG.assignment.duplicate };
}

/** GET atamalar/ (see routes.ts): with an application, its parties; without, the caller's active assignments as mentor. */
export async function listAtamalarFor(db: Tx, actor: AuthUser, basvuruId: number | undefined): Promise<Atama[]> {
  if (basvuruId === undefined) {
    if (!isMentor(actor)) return [];
    return (await listActiveAtamaRowsOfMentor(db, actor.mentor_id!)).map(toAtama);
  }
  const access = await applicationAccess(db, basvuruId);
  if (!access || !canReadApplication(actor, access, access.activeMentorIds)) throw ApiError.detail(404, MSG.assignment.applicationNotFound);
  const seesAll = isStaff(actor) || ownsApplication(actor, access);
  const where = seesAll ? ofApplication(basvuruId) : ofApplication(basvuruId, activeOfMentor(actor.mentor_id!));
  return (await listAtamaRows(db, where)).map(toAtama);
}

/**
 * GET atamalar/queue/: the caller's active assignments as a mentor in the order of what needs them
 * (the domain's compareMentorQueue), each with the reason, the last evaluation and the reports
 * since. A user who is not a mentor gets [].
 */
export async function mentorQueueFor(db: Tx, actor: AuthUser): Promise<MentorQueueItem[]> {
  if (!isMentor(actor)) return [];
  const rows = await listActiveAtamaRowsOfMentor(db, actor.mentor_id!);
  const facts = await queueFactsOfMentor(db, actor.mentor_id!);
  const factsOf = new Map(facts.map((f) => [f.atama_id, f]));
  const items = rows.map((row): MentorQueueItem => {
    const f = factsOf.get(row.id);
    const last =
      f && f.son_id !== null && f.son_puan !== null && f.son_durum !== null && f.son_olusturuldu !== null
        ? { id: f.son_id, puan: f.son_puan, onerilen_durum: f.son_durum, olusturuldu: isoIstanbul(f.son_olusturuldu) }
        : null;
    const yeni = f?.yeni_rapor_sayisi ?? 0;
    return {
      atama: toAtama(row),
      neden: mentorQueueReason({ lastEvaluationAt: last?.olusturuldu ?? null, newReports: yeni }),
      son_degerlendirme: last,
      son_rapor: isoIstanbul(f?.son_rapor ?? null),
      yeni_rapor_sayisi: yeni,
    };
  });
  const entry = (i: MentorQueueItem) => ({ reason: i.neden, assignedAt: i.atama.tarih, lastEvaluationAt: i.son_degerlendirme?.olusturuldu ?? null, id: i.atama.id });
  return items.sort((a, b) => compareMentorQueue(entry(a), entry(b)));
}

/** PATCH admin/mentor-atamalari/{id}/toggle_status/ (see admin-routes.ts). */
export async function toggleAssignment(tx: Tx, actor: AuthUser, id: number): Promise<Atama> {
  const row = await lockAssignment(tx, id);
  if (!row) throw ApiError.notFound();
  if (row.aktif) {
    await setAssignmentAktif(tx, id, false, actor.id);
  } else {
    const refusal = await assignmentRefusal(tx, row.mentor_id, row.basvuru_id);
    if (refusal) throw assignmentError(refusal);
    await setAssignmentAktif(tx, id, true, actor.id);
  }
  return readAtama(tx, id);
}
