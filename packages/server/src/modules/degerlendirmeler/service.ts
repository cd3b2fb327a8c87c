// Evaluations: the response shape, who reads which and the rules of writing one.
import type { z } from 'zod';
import { MSG, type CagriRubric, type Degerlendirme, type OlcutPuani, type ZDegerlendirmeCreate } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { isMentor, isStaff } from '../../policies';
import type { AuthUser } from '../../services/session-user';
import { assignmentAccess } from '../atamalar/repository';
import {
  findDegerlendirmeRow,
  insertDegerlendirme,
  listDegerlendirmeRows,
  listDegerlendirmeRowsWrittenBy,
  listMyDegerlendirmeRows,
  ofAssignment,
  type DegerlendirmeRow,
} from './repository';
import { notify } from '../bildirimler/service';
import { insertCriterionScores } from '../olcutler/repository';
import { isoIstanbul } from '../../lib/dates';
import { criterionScoresByEvaluation, rubricOfApplication, scoreOfEvaluation } from '../olcutler/service';

/** The rows as answers, each with its criterion scores (only an evaluation given by a rubric has some). */
async function withScores(db: Tx, rows: DegerlendirmeRow[]): Promise<Degerlendirme[]> {
  const scores = await criterionScoresByEvaluation(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDegerlendirme(r, scores.get(r.id)));
}

export type DegerlendirmeCreateData = z.output<typeof ZDegerlendirmeCreate>;

export function toDegerlendirme(row: DegerlendirmeRow, puanlar?: OlcutPuani[]): Degerlendirme {
  return {
    ...(puanlar && puanlar.length > 0 ? { puanlar } : {}),
    id: row.id,
    atama_id: row.atama_id,
    puan: row.puan,
    yorum: row.yorum,
    onerilen_durum: row.onerilen_durum,
    olusturuldu: isoIstanbul(row.olusturuldu),
    atama: { id: row.atama_id, aktif: row.atama_aktif, basvuru: { id: row.basvuru_id, proje_basligi: row.proje_basligi } },
    mentor: { id: row.mentor_id, unvan: row.mentor_unvan, user: { first_name: row.mentor_first_name, last_name: row.mentor_last_name } },
  };
}

const assignmentNotFound = () => ApiError.detail(404, MSG.assignment.assignmentNotFound);

type Access = NonNullable<Awaited<ReturnType<typeof assignmentAccess>>>;
/** The assignment's mentor while it is active. */
const isActiveMentorOf = (u: AuthUser, a: Access) => u.is_mentor && u.mentor_id === a.mentor_id && a.aktif;
/** Evaluations of an assignment: the application's applicant, the assignment's active mentor, staff. */
const canReadEvaluationsOf = (u: AuthUser, a: Access) => isStaff(u) || a.basvuran_id === u.id || isActiveMentorOf(u, a);

/** GET degerlendirmeler/[?atama=]: mine (see listMyDegerlendirmeRows), or one assignment's for its readers (others 404). */
export async function listDegerlendirmelerFor(db: Tx, actor: AuthUser, atamaId: number | undefined): Promise<Degerlendirme[]> {
  if (atamaId === undefined) return withScores(db, await listMyDegerlendirmeRows(db, actor));
  const access = await assignmentAccess(db, atamaId);
  if (!access || !canReadEvaluationsOf(actor, access)) throw assignmentNotFound();
  return withScores(db, await listDegerlendirmeRows(db, ofAssignment(atamaId)));
}

/** GET degerlendirmeler/olcutler/?atama=: the rubric of the assignment's call, for the readers of its evaluations (others 404). */
export async function rubricOfAssignment(db: Tx, actor: AuthUser, atamaId: number): Promise<CagriRubric> {
  const access = await assignmentAccess(db, atamaId);
  if (!access || !canReadEvaluationsOf(actor, access)) throw assignmentNotFound();
  return rubricOfApplication(db, access.basvuru_id);
}

/**
 * GET degerlendirmeler/as_mentor/: what the caller wrote as a mentor, removed assignments included
 * (their `atama.aktif` is false: read-only history); newest first. Not a mentor: [].
 */
export async function listWrittenDegerlendirmeler(db: Tx, actor: AuthUser): Promise<Degerlendirme[]> {
  if (!isMentor(actor)) return [];
  return withScores(db, await listDegerlendirmeRowsWrittenBy(db, actor.mentor_id!));
}

/**
 * POST degerlendirmeler/: only the mentor of an ACTIVE assignment writes (the assignment locked FOR
 * SHARE until the row is in, so a concurrent removal waits). Who before what: an assignment the
 * caller may not read is a 404; a reader who may not write (the applicant, staff, the mentor of a
 * removed assignment) a 403.
 */
export async function createDegerlendirme(tx: Tx, actor: AuthUser, data: DegerlendirmeCreateData): Promise<Degerlendirme> {
  const access = await assignmentAccess(tx, data.atama_id, { lock: true });
  const formerMentor = access !== null && actor.mentor_id === access.mentor_id && !access.aktif;
  if (!access || !(canReadEvaluationsOf(actor, access) || formerMentor)) throw assignmentNotFound();
  if (formerMentor) throw ApiError.forbidden(MSG.evaluation.assignmentInactive);
  if (!isActiveMentorOf(actor, access)) throw ApiError.forbidden(MSG.evaluation.notAssigned);
  const { puan, puanlar } = await scoreOfEvaluation(tx, access.basvuru_id, data);
  const id = await insertDegerlendirme(tx, { atama_id: data.atama_id, puan, yorum: data.yorum, onerilen_durum: data.onerilen_durum });
  await insertCriterionScores(tx, id, puanlar);
  await notify(tx, 'degerlendirme_yeni', id);
  const row = await findDegerlendirmeRow(tx, id);
  if (!row) throw new Error('inserted evaluation not found');
  return (await withScores(tx, [row]))[0]!;
}
