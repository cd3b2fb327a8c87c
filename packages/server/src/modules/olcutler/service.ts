// A call's rubric: reading and replacing it (refused once the call has been evaluated), checking an
// evaluation's criterion scores against it, and reading the scores: one application's criterion
// table and a call's ranking.
import {
  MSG,
  makeRubricScoresSchema,
  rankByScore,
  scoreStats,
  weightedTotal,
  type ApplicationCriterionScores,
  type CagriRubric,
  type CallRanking,
  type OlcutPuani,
  type RubricSaveData,
} from '@portal/domain';
import type { z } from 'zod';
import { ApiError, issuesToFields } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import {
  callHasEvaluations,
  callOfApplication,
  criterionScoresOf,
  findCall,
  latestEvaluations,
  listCriteria,
  replaceCriteria,
  sentApplicationsOf,
  type CriterionRow,
} from './repository';
import type { ZOlcutPuaniInput } from '@portal/domain';

const callNotFound = () => ApiError.detail(404, MSG.application.callNotFound);

async function rubricOf(db: Tx, cagriId: number): Promise<CagriRubric> {
  const [olcutler, kilitli] = [await listCriteria(db, cagriId), await callHasEvaluations(db, cagriId)];
  return { cagri_id: cagriId, olcutler, kilitli };
}

/** GET admin/cagrilar/{id}/olcutler/. */
export async function readRubric(db: Tx, cagriId: number): Promise<CagriRubric> {
  if (!(await findCall(db, cagriId))) throw callNotFound();
  return rubricOf(db, cagriId);
}

/**
 * PUT admin/cagrilar/{id}/olcutler/: replaces the criteria. Refused (409) once an application of the
 * call has been evaluated: the ranking compares the call's applications, which is fair only while
 * every one of them is scored against the same criteria. The call row is locked FOR UPDATE; an
 * evaluation locks it FOR SHARE, so a concurrent evaluation waits or the change does.
 */
export async function saveRubric(tx: Tx, cagriId: number, data: RubricSaveData): Promise<CagriRubric> {
  if (!(await findCall(tx, cagriId, 'update'))) throw callNotFound();
  if (await callHasEvaluations(tx, cagriId)) throw ApiError.detail(409, MSG.rubric.locked);
  await replaceCriteria(tx, cagriId, data.olcutler);
  return rubricOf(tx, cagriId);
}

/** The rubric of an application's call (for whoever may read the application's evaluations). */
export async function rubricOfApplication(db: Tx, basvuruId: number): Promise<CagriRubric> {
  const cagriId = await callOfApplication(db, basvuruId);
  if (cagriId === null) throw ApiError.notFound();
  return rubricOf(db, cagriId);
}

type ScoreInput = z.output<typeof ZOlcutPuaniInput>;

/**
 * The `puan` an evaluation of this application stores and the criterion scores that go with it.
 * The call is locked FOR SHARE (see saveRubric). A call without criteria takes the one 0..100
 * number as always; a call with criteria takes every criterion's score within its scale, and
 * `puan` is their weighted total (a `puan` sent as well is refused, not silently replaced).
 */
export async function scoreOfEvaluation(
  tx: Tx,
  basvuruId: number,
  data: { puan?: number | undefined; puanlar?: ScoreInput[] | undefined },
): Promise<{ puan: number; puanlar: ScoreInput[] }> {
  const cagriId = await callOfApplication(tx, basvuruId);
  if (cagriId === null) throw ApiError.notFound();
  await findCall(tx, cagriId, 'share');
  const olcutler = await listCriteria(tx, cagriId);
  if (olcutler.length === 0) {
    if (data.puanlar !== undefined) throw ApiError.fields({ puanlar: MSG.rubric.noRubric });
    return { puan: data.puan!, puanlar: [] };
  }
  if (data.puan !== undefined) throw ApiError.fields({ puan: MSG.rubric.totalIsComputed });
  const parsed = makeRubricScoresSchema(olcutler).safeParse(data.puanlar ?? []);
  if (!parsed.success) throw new ApiError(400, { puanlar: Object.values(issuesToFields(parsed.error.issues)).flat() });
  const puan = weightedTotal(olcutler, parsed.data);
  if (puan === null) throw ApiError.fields({ puanlar: MSG.rubric.scoreRequired });
  return { puan, puanlar: parsed.data };
}

/** The criterion scores of each evaluation, for the answers (`puanlar`, only where there are some). */
export async function criterionScoresByEvaluation(db: Tx, degerlendirmeIds: readonly number[]): Promise<Map<number, OlcutPuani[]>> {
  const out = new Map<number, OlcutPuani[]>();
  for (const r of await criterionScoresOf(db, degerlendirmeIds)) {
    const { degerlendirme_id, ...score } = r;
    const list = out.get(degerlendirme_id) ?? [];
    list.push(score);
    out.set(degerlendirme_id, list);
  }
  return out;
}

type Latest = Awaited<ReturnType<typeof latestEvaluations>>[number];
const mentorOf = (e: Latest) => ({ id: e.mentor_id, ad_soyad: e.mentor_name, unvan: e.mentor_unvan });

/** GET admin/basvurular/{id}/olcut-puanlari/: each criterion's scores by mentor, mean, spread and flag. */
export async function applicationCriterionScores(db: Tx, basvuruId: number): Promise<ApplicationCriterionScores> {
  const cagriId = await callOfApplication(db, basvuruId);
  if (cagriId === null) throw ApiError.detail(404, MSG.assignment.applicationNotFound);
  const olcutler = await listCriteria(db, cagriId);
  const latest = await latestEvaluations(db, { basvuruId });
  const scores = await criterionScoresByEvaluation(
    db,
    latest.map((e) => e.id),
  );
  return {
    basvuru_id: basvuruId,
    cagri_id: cagriId,
    olcutler: olcutler.map((o) => {
      const puanlar = latest.flatMap((e) => {
        const s = scores.get(e.id)?.find((p) => p.olcut_id === o.id);
        return s ? [{ mentor: mentorOf(e), puan: s.puan, yorum: s.yorum }] : [];
      });
      return { ...o, puanlar, istatistik: scoreStats(puanlar.map((p) => p.puan), o.olcek_min, o.olcek_max) };
    }),
    toplam: {
      puanlar: latest.map((e) => ({ mentor: mentorOf(e), puan: e.puan, onerilen_durum: e.onerilen_durum, degerlendirme_id: e.id })),
      istatistik: scoreStats(latest.map((e) => e.puan)),
    },
  };
}

const meanOf = (values: readonly number[]) => scoreStats(values).mean;

/** Per criterion, the mean of the given evaluations' scores (null: none). */
function criterionMeans(olcutler: readonly CriterionRow[], evaluationIds: readonly number[], scores: Map<number, OlcutPuani[]>) {
  return olcutler.map((o) => ({
    olcut_id: o.id,
    ortalama: meanOf(evaluationIds.flatMap((id) => scores.get(id)?.filter((s) => s.olcut_id === o.id).map((s) => s.puan) ?? [])),
  }));
}

/**
 * GET admin/cagrilar/{id}/siralama/: the call's sent applications ranked by the mean weighted total
 * of each mentor's latest evaluation (one decimal; equal means share a rank), those not evaluated
 * last without a rank; `flagged` when the totals disagree (the consensus rule) or a criterion does.
 */
export async function callRanking(db: Tx, cagriId: number): Promise<CallRanking> {
  const cagri = await findCall(db, cagriId);
  if (!cagri) throw callNotFound();
  const olcutler = await listCriteria(db, cagriId);
  const [applicationsOfCall, latest] = [await sentApplicationsOf(db, cagriId), await latestEvaluations(db, { cagriId })];
  const scores = await criterionScoresByEvaluation(
    db,
    latest.map((e) => e.id),
  );
  const rows = applicationsOfCall.map((a) => {
    const own = latest.filter((e) => e.basvuru_id === a.id);
    const totals = scoreStats(own.map((e) => e.puan));
    const means = criterionMeans(
      olcutler,
      own.map((e) => e.id),
      scores,
    );
    const criterionFlag = olcutler.some((o) =>
      scoreStats(own.flatMap((e) => scores.get(e.id)?.filter((s) => s.olcut_id === o.id).map((s) => s.puan) ?? []), o.olcek_min, o.olcek_max).flagged,
    );
    const statusDisagreement = new Set(own.map((e) => e.onerilen_durum)).size > 1;
    return {
      basvuru_id: a.id,
      proje_basligi: a.proje_basligi,
      basvuran: a.basvuran,
      durum: a.durum,
      degerlendirme_sayisi: own.length,
      puan: totals.mean,
      olcut_ortalamalari: means,
      flagged: totals.flagged || statusDisagreement || criterionFlag,
    };
  });
  return {
    cagri,
    olcutler,
    basvurular: rankByScore(rows, (r) => r.puan).map(({ item, sira }) => ({ sira, ...item })),
  };
}
