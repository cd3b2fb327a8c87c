// Mentors: the response shapes, the CRUD rules, the assignment screen's panels, single and bulk
// assignment (through atamalar/service's one rule set), suggestions, the plan and consensus.
import type { z } from 'zod';
import {
  MSG,
  spreadDisagrees,
  STAR_DIVISOR,
  workloadLevel,
  ZBulkAssignRow,
  type Atama,
  type AvailableMentor,
  type BulkAssignmentResult,
  type Consensus,
  type Mentor,
  type MentorPerformance,
  type MentorSuggestionsResponse,
  type OnerilenDurum,
  type SuggestedPlan,
  type UnassignedProject,
  type ZMentorUpdate,
  type ZMentorWrite,
} from '@portal/domain';
import { answerViolations } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import type { AuthUser } from '../../services/session-user';
import { assignmentError, readAtama, tryAssign } from '../atamalar/service';
import {
  activeMentorIdsOf,
  companiesOfApplications,
  conflictCompaniesOfMentors,
  evaluationSpreadRows,
  findMentorRow,
  findProjectRow,
  insertMentor,
  listActiveMentorRows,
  listUnassignedProjectRows,
  mentorIdOfUser,
  performanceRows,
  updateMentor,
  userExists,
  type MentorRow,
  type ProjectRow,
} from './repository';
import { planAssignments, rankMentors, round2, type CandidateMentor, type CandidateProject } from './suggestions';

export function toMentor(row: MentorRow): Mentor {
  return {
    id: row.id,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, username: row.username, email: row.email },
    unvan: row.unvan,
    uzmanlik: row.uzmanlik,
    aktif: row.aktif,
    kapasite: row.kapasite,
    active_assignments: row.active_assignments,
  };
}

async function readMentor(db: Tx, id: number): Promise<Mentor> {
  const row = await findMentorRow(db, id);
  if (!row) throw ApiError.notFound();
  return toMentor(row);
}

/** POST admin/mentorler/: the user must exist and not be a mentor yet (the unique index decides under concurrency). */
export async function createMentor(tx: Tx, data: z.output<typeof ZMentorWrite>): Promise<Mentor> {
  if (!(await userExists(tx, data.user_id))) throw ApiError.fields({ user_id: MSG.mentor.userNotFound });
  if ((await mentorIdOfUser(tx, data.user_id)) !== null) throw ApiError.fields({ user_id: MSG.mentor.alreadyMentor });
  const id = await answerViolations(insertMentor(tx, data.user_id, { unvan: data.unvan, uzmanlik: data.uzmanlik, aktif: data.aktif, kapasite: data.kapasite }), {
    '23505': () => ApiError.fields({ user_id: MSG.mentor.alreadyMentor }),
    '23503': () => ApiError.fields({ user_id: MSG.mentor.userNotFound }),
  });
  return readMentor(tx, id);
}

/** PUT admin/mentorler/{id}/: unvan, uzmanlik, aktif and (when sent) kapasite; the user cannot change. */
export async function updateMentorById(tx: Tx, actor: AuthUser, id: number, data: z.output<typeof ZMentorUpdate>): Promise<Mentor> {
  const values = { unvan: data.unvan, uzmanlik: data.uzmanlik, aktif: data.aktif, ...(data.kapasite === undefined ? {} : { kapasite: data.kapasite }) };
  if (!(await updateMentor(tx, id, values, actor.id))) throw ApiError.notFound();
  return readMentor(tx, id);
}

export function toAvailableMentor(row: MentorRow): AvailableMentor {
  return {
    id: row.id,
    name: row.name,
    unvan: row.unvan,
    uzmanlik: row.uzmanlik,
    active_assignments: row.active_assignments,
    workload_level: workloadLevel(row.active_assignments),
    kapasite: row.kapasite,
  };
}

export async function availableMentors(db: Tx): Promise<AvailableMentor[]> {
  return (await listActiveMentorRows(db)).map(toAvailableMentor);
}

export function toUnassignedProject(row: ProjectRow): UnassignedProject {
  return {
    id: row.id,
    proje_basligi: row.proje_basligi,
    durum: row.durum,
    basvuran: { ad_soyad: row.basvuran_ad_soyad, firma_adi: row.basvuran_firma_adi.trim() === '' ? null : row.basvuran_firma_adi },
    cagri: { id: row.cagri_id, baslik: row.cagri_baslik },
  };
}

export async function unassignedProjects(db: Tx): Promise<UnassignedProject[]> {
  return (await listUnassignedProjectRows(db)).map(toUnassignedProject);
}

/** Each mentor's assignments (total, active, completed) and average score, read on every call. */
export async function mentorPerformance(db: Tx): Promise<MentorPerformance[]> {
  const rows = await performanceRows(db);
  return rows.map((r) => {
    const avg = r.average === null ? null : Number(r.average);
    return {
      mentor: { id: r.id, name: r.name, unvan: r.unvan },
      total_assignments: r.total,
      active_assignments: r.active,
      completed_assignments: r.total - r.active,
      average_score: avg === null ? null : round2(avg / STAR_DIVISOR),
      average_puan: avg === null ? null : round2(avg),
      evaluation_count: r.evaluation_count,
    };
  });
}

type SpreadRow = Awaited<ReturnType<typeof evaluationSpreadRows>>[number];

export function toConsensus(row: SpreadRow): Consensus {
  const statuses = row.statuses.split(',').filter((s) => s !== '') as OnerilenDurum[];
  const spread = row.max - row.min;
  const scoreDisagreement = spreadDisagrees(spread);
  const statusDisagreement = statuses.length > 1;
  return {
    basvuru_id: row.basvuru_id,
    proje_basligi: row.proje_basligi,
    evaluation_count: row.n,
    min_puan: row.min,
    max_puan: row.max,
    spread,
    statuses,
    score_disagreement: scoreDisagreement,
    status_disagreement: statusDisagreement,
    flagged: scoreDisagreement || statusDisagreement,
  };
}

export async function consensusAll(db: Tx): Promise<Consensus[]> {
  return (await evaluationSpreadRows(db)).map(toConsensus);
}

export async function consensusOf(db: Tx, basvuruId: number): Promise<Consensus | null> {
  if (!(await findProjectRow(db, basvuruId))) throw ApiError.detail(404, MSG.assignment.applicationNotFound);
  const [row] = await evaluationSpreadRows(db, basvuruId);
  return row ? toConsensus(row) : null;
}

/** POST admin/mentorler/{mentorId}/assign_to_application/: 201 with the assignment, or a 400/404 with `error`. */
export async function assignToApplication(tx: Tx, mentorId: number, basvuruId: number): Promise<Atama> {
  const result = await tryAssign(tx, mentorId, basvuruId);
  if ('refusal' in result) {
    // An unknown mentor in the path is a 404 (the path names it); everything else a 400.
    throw assignmentError(result.refusal, result.refusal === MSG.assignment.mentorNotFound ? 404 : 400);
  }
  return readAtama(tx, result.id);
}

type BulkRow = z.output<typeof ZBulkAssignRow>;
type BulkFailure = NonNullable<BulkAssignmentResult['errors']>[number];

/** The 400 of bulk_assign: nothing saved; `error` sums up, `errors` names each refused row (1-based). */
export function bulkRefusal(total: number, errors: BulkFailure[]): ApiError {
  const first = errors[0]!;
  const summary = `${MSG.assignment.bulkNothingSaved(errors.length)} ${MSG.assignment.bulkRowError(first.row, first.message)}`;
  return new ApiError(400, {
    detail: summary,
    error: summary,
    total_successful: 0,
    total_failed: errors.length,
    total_rows: total,
    errors,
  });
}

/**
 * POST admin/mentorler/bulk_assign/: every row through the same checks, in ONE transaction; rows
 * are written in (mentor_id, basvuru_id) order, so that concurrent bulk calls take the index's
 * locks in one order. Any refused row (or the same pair twice) -> 400 and nothing is saved.
 */
export async function bulkAssign(tx: Tx, rows: readonly BulkRow[]): Promise<BulkAssignmentResult> {
  const errors: BulkFailure[] = [];
  const seen = new Set<string>();
  const order = rows.map((row, index) => ({ row, index })).sort((a, b) => a.row.mentor_id - b.row.mentor_id || a.row.basvuru_id - b.row.basvuru_id || a.index - b.index);
  const ids: number[] = [];
  for (const { row, index } of order) {
    const key = `${row.mentor_id}:${row.basvuru_id}`;
    const fail = (message: string) => errors.push({ row: index + 1, mentor_id: row.mentor_id, basvuru_id: row.basvuru_id, message });
    if (seen.has(key)) {
      fail(MSG.assignment.bulkDuplicateRows);
      continue;
    }
    seen.add(key);
    const result = await tryAssign(tx, row.mentor_id, row.basvuru_id);
    if ('refusal' in result) fail(result.refusal);
    else ids.push(result.id);
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw bulkRefusal(rows.length, errors);
  }
  const assignments: Atama[] = [];
  for (const id of ids) assignments.push(await readAtama(tx, id));
  return { total_successful: rows.length, total_failed: 0, assignments };
}

/** The candidates (active mentors with their loads and conflict companies) the suggestions rank. */
async function candidateMentors(db: Tx): Promise<CandidateMentor[]> {
  const rows = await listActiveMentorRows(db);
  const conflicts = await conflictCompaniesOfMentors(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    unvan: r.unvan,
    uzmanlik: r.uzmanlik,
    active: r.active_assignments,
    kapasite: r.kapasite,
    conflictCompanies: conflicts.get(r.id)!,
    userId: r.user_id,
  }));
}

async function candidateProjects(db: Tx, rows: readonly ProjectRow[], activeMentors: (id: number) => Promise<number[]>): Promise<CandidateProject[]> {
  const companies = await companiesOfApplications(
    db,
    rows.map((r) => r.id),
  );
  const out: CandidateProject[] = [];
  for (const r of rows) {
    out.push({
      id: r.id,
      proje_basligi: r.proje_basligi,
      text: { project: `${r.proje_basligi} ${r.aciklama}`, call: `${r.cagri_baslik} ${r.cagri_aciklama}` },
      basvuranId: r.basvuran_id,
      companies: companies.get(r.id)!,
      activeMentorIds: new Set(await activeMentors(r.id)),
    });
  }
  return out;
}

/** GET admin/mentorler/suggestions/?basvuru=: ranked mentors for one application (any state; the assignment checks still apply when applied). */
export async function suggestionsFor(db: Tx, basvuruId: number): Promise<MentorSuggestionsResponse> {
  const row = await findProjectRow(db, basvuruId);
  if (!row) throw ApiError.detail(404, MSG.assignment.applicationNotFound);
  const [project] = await candidateProjects(db, [row], (id) => activeMentorIdsOf(db, id));
  const { ranked, excluded } = rankMentors(await candidateMentors(db), project!);
  return {
    basvuru_id: basvuruId,
    suggestions: ranked.map((r) => ({
      mentor: { id: r.mentor.id, name: r.mentor.name, unvan: r.mentor.unvan, uzmanlik: r.mentor.uzmanlik },
      score: r.score,
      matched_words: r.matched,
      active_assignments: r.mentor.active,
      kapasite: r.mentor.kapasite,
      workload_level: workloadLevel(r.mentor.active),
    })),
    excluded: excluded.map((e) => ({ mentor_id: e.mentor.id, name: e.mentor.name, reason: e.reason })),
  };
}

/** POST admin/mentorler/suggested_plan/: the balanced plan for the unassigned projects (or the named ones among them); nothing saved. */
export async function suggestedPlan(db: Tx, basvuruIds: readonly number[] | undefined): Promise<SuggestedPlan> {
  const rows = await listUnassignedProjectRows(db, basvuruIds);
  // Unassigned projects have no active mentor by definition.
  const projects = await candidateProjects(db, rows, async () => []);
  const mentors = await candidateMentors(db);
  const { pairs, unplaced, totalScore } = planAssignments(mentors, projects);
  const mentorName = new Map(mentors.map((m) => [m.id, m.name]));
  const title = new Map(projects.map((p) => [p.id, p.proje_basligi]));
  return {
    assignments: pairs.map((p) => ({
      mentor_id: p.mentorId,
      basvuru_id: p.basvuruId,
      mentor_name: mentorName.get(p.mentorId)!,
      proje_basligi: title.get(p.basvuruId)!,
      score: p.score,
      matched_words: p.matched,
    })),
    unplaced: unplaced.map((p) => ({ basvuru_id: p.id, proje_basligi: p.proje_basligi })),
    total_score: totalScore,
  };
}

/**
 * A bulk body the schema refused (no rows, or incomplete rows): the same 400 as a refused row,
 * with the field errors beside it; never a 500 whatever the body.
 */
export function bulkBodyRefusal(body: unknown): ApiError {
  const rows = (body as { assignments?: unknown } | null)?.assignments;
  if (!Array.isArray(rows) || rows.length === 0) {
    const message = MSG.assignment.bulkEmpty;
    return new ApiError(400, { detail: message, error: message, assignments: [message], total_successful: 0, total_failed: 0 });
  }
  const errors: BulkFailure[] = [];
  rows.forEach((row: unknown, index) => {
    if (!ZBulkAssignRow.safeParse(row).success) {
      const r = (row ?? {}) as { mentor_id?: unknown; basvuru_id?: unknown };
      errors.push({ row: index + 1, mentor_id: r.mentor_id ?? null, basvuru_id: r.basvuru_id ?? null, message: MSG.assignment.bulkRowIncomplete });
    }
  });
  if (errors.length === 0) errors.push({ row: 1, mentor_id: null, basvuru_id: null, message: MSG.assignment.bulkRowIncomplete });
  const refusal = bulkRefusal(rows.length, errors);
  return new ApiError(400, { ...refusal.body, assignments: [MSG.assignment.bulkRowIncomplete] });
}
