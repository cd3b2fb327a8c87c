// A call's rubric (değerlendirme ölçütleri) and the scores given by it: what staff save and read,
// what a mentor sends per criterion, the per-application criterion table and a call's ranking.
import { z } from 'zod';
import { MSG } from '../messages';
import { ONERILEN_DURUMLAR, BASVURU_DURUMLARI } from '../status';
import { numberish, zId, zOptionalText, zRequiredText } from '../validation/helpers';

const M = MSG.rubric;

export const RUBRIC_MAX_CRITERIA = 20;
export const CRITERION_NAME_MAX = 120;
export const CRITERION_DESCRIPTION_MAX = 1000;
export const CRITERION_WEIGHT_MIN = 1;
export const CRITERION_WEIGHT_MAX = 100;
export const CRITERION_SCALE_MIN = 0;
export const CRITERION_SCALE_MAX = 100;
export const CRITERION_COMMENT_MAX = 2000;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(numberish, z.number({ error: message }).int(message).min(min, message).max(max, message));

/** One criterion as staff write it; its order is its place in the list. */
export const ZOlcutInput = z
  .object({
    ad: zRequiredText(M.nameRequired, { length: CRITERION_NAME_MAX, message: M.nameTooLong }),
    aciklama: zOptionalText(CRITERION_DESCRIPTION_MAX, M.descriptionTooLong, { multiline: true }).transform((v) => v ?? ''),
    agirlik: wholeNumber(M.weightRange, CRITERION_WEIGHT_MIN, CRITERION_WEIGHT_MAX),
    olcek_min: wholeNumber(M.scaleRange, CRITERION_SCALE_MIN, CRITERION_SCALE_MAX),
    olcek_max: wholeNumber(M.scaleRange, CRITERION_SCALE_MIN, CRITERION_SCALE_MAX),
  })
  .refine((o) => o.olcek_max > o.olcek_min, { message: M.scaleOrder, path: ['olcek_max'] });
export type OlcutInput = z.input<typeof ZOlcutInput>;

/** Names compared as people read them: trimmed, case folded the Turkish way. */
const foldName = (s: string) => s.trim().toLocaleLowerCase('tr-TR');

/** PUT admin/cagrilar/{id}/olcutler/: the whole rubric (an empty list removes it). */
export const ZRubricSave = z.object({
  olcutler: z
    .array(ZOlcutInput, { error: M.nameRequired })
    .max(RUBRIC_MAX_CRITERIA, M.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((o, i) => {
        const key = foldName(o.ad);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.duplicateName, path: [i, 'ad'] });
        seen.add(key);
      });
    }),
});
export type RubricSavePayload = z.input<typeof ZRubricSave>;
export type RubricSaveData = z.output<typeof ZRubricSave>;

export const ZOlcut = z.object({
  id: z.number(),
  sira: z.number().int(),
  ad: z.string(),
  aciklama: z.string(),
  agirlik: z.number().int(),
  olcek_min: z.number().int(),
  olcek_max: z.number().int(),
});
export type Olcut = z.infer<typeof ZOlcut>;

/**
 * GET/PUT admin/cagrilar/{id}/olcutler/ and GET degerlendirmeler/olcutler/?atama=: a call's rubric,
 * criteria in order (empty: the call is scored by one 0..100 number). `kilitli`: an application of
 * the call has been evaluated, so the rubric can no longer change.
 */
export const ZCagriRubric = z.object({
  cagri_id: z.number(),
  olcutler: z.array(ZOlcut),
  kilitli: z.boolean(),
});
export type CagriRubric = z.infer<typeof ZCagriRubric>;

/** GET degerlendirmeler/olcutler/?atama={id}. */
export const ZRubricOfAssignmentQuery = z.object({ atama: zId(MSG.evaluation.assignmentRequired) });

/** One criterion's score in a new evaluation: a whole number (its scale is checked against the rubric), an optional comment. */
export const ZOlcutPuaniInput = z.object({
  olcut_id: zId(M.unknownCriterion),
  puan: z.preprocess(numberish, z.number({ error: M.scoreRequired }).int(M.scoreRequired)),
  yorum: zOptionalText(CRITERION_COMMENT_MAX, M.commentTooLong, { multiline: true }).transform((v) => v ?? ''),
});
export type OlcutPuaniInput = z.input<typeof ZOlcutPuaniInput>;

/**
 * The criterion scores of an evaluation against its call's rubric: every criterion exactly once,
 * each score within its criterion's scale. The server checks the body by it and the mentor's form
 * builds its resolver from it, so both refuse the same with the same words.
 */
export function makeRubricScoresSchema(olcutler: ReadonlyArray<Pick<Olcut, 'id' | 'ad' | 'olcek_min' | 'olcek_max'>>) {
  const byId = new Map(olcutler.map((o) => [o.id, o]));
  // Each score against its criterion on its own, so one blank score does not hide another's scale.
  const score = ZOlcutPuaniInput.superRefine((s, ctx) => {
    const o = byId.get(s.olcut_id);
    if (!o) ctx.addIssue({ code: 'custom', message: M.unknownCriterion, path: ['olcut_id'] });
    else if (s.puan < o.olcek_min || s.puan > o.olcek_max) ctx.addIssue({ code: 'custom', message: M.scoreOutOfScale(o.ad, o.olcek_min, o.olcek_max), path: ['puan'] });
  });
  return z.array(score, { error: M.scoreRequired }).superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((s, i) => {
      if (seen.has(s.olcut_id)) ctx.addIssue({ code: 'custom', message: M.duplicateScore, path: [i, 'olcut_id'] });
      seen.add(s.olcut_id);
    });
    for (const o of olcutler) if (!seen.has(o.id)) ctx.addIssue({ code: 'custom', message: M.scoreMissing(o.ad), path: [] });
  });
}

/** A criterion's score as evaluations answer it (with the criterion, so a breakdown needs no second read). */
export const ZOlcutPuani = z.object({
  olcut_id: z.number(),
  ad: z.string(),
  agirlik: z.number().int(),
  olcek_min: z.number().int(),
  olcek_max: z.number().int(),
  puan: z.number().int(),
  yorum: z.string(),
});
export type OlcutPuani = z.infer<typeof ZOlcutPuani>;

const ZStats = z.object({
  count: z.number().int(),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  spread: z.number().nullable(),
  flagged: z.boolean(),
});

const ZMentorRef = z.object({ id: z.number(), ad_soyad: z.string(), unvan: z.string() });

/**
 * GET admin/basvurular/{id}/olcut-puanlari/: each criterion's scores by mentor (each mentor's latest
 * evaluation of the application), with mean, spread and the consensus flag; the same for the total.
 */
export const ZApplicationCriterionScores = z.object({
  basvuru_id: z.number(),
  cagri_id: z.number(),
  olcutler: z.array(
    ZOlcut.extend({
      puanlar: z.array(z.object({ mentor: ZMentorRef, puan: z.number().int(), yorum: z.string() })),
      istatistik: ZStats,
    }),
  ),
  toplam: z.object({
    puanlar: z.array(z.object({ mentor: ZMentorRef, puan: z.number().int(), onerilen_durum: z.enum(ONERILEN_DURUMLAR), degerlendirme_id: z.number() })),
    istatistik: ZStats,
  }),
});
export type ApplicationCriterionScores = z.infer<typeof ZApplicationCriterionScores>;

/**
 * GET admin/cagrilar/{id}/siralama/: the call's sent applications by the mean of their mentors'
 * weighted totals (each mentor's latest evaluation), highest first; equal means share a rank;
 * applications without an evaluation last, `sira` and `puan` null.
 */
export const ZCallRanking = z.object({
  cagri: z.object({ id: z.number(), baslik: z.string() }),
  olcutler: z.array(ZOlcut),
  basvurular: z.array(
    z.object({
      sira: z.number().int().nullable(),
      basvuru_id: z.number(),
      proje_basligi: z.string(),
      basvuran: z.string(),
      durum: z.enum(BASVURU_DURUMLARI),
      degerlendirme_sayisi: z.number().int(),
      /** Mean weighted total, one decimal; null: not evaluated. */
      puan: z.number().nullable(),
      /** Per criterion (in the rubric's order): the mean score on its own scale, one decimal, or null. */
      olcut_ortalamalari: z.array(z.object({ olcut_id: z.number(), ortalama: z.number().nullable() })),
      flagged: z.boolean(),
    }),
  ),
});
export type CallRanking = z.infer<typeof ZCallRanking>;
