// Mentor evaluations (degerlendirmeler): what the mentor and the applicant read, and the body of a new one.
import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN } from '../constants';
import { MSG } from '../messages';
import { ONERILEN_DURUMLAR } from '../status';
import { numberish, zOptionalId } from '../validation/helpers';
import { ZEvaluationSchema } from '../validation/evaluation';
import { makeRubricScoresSchema, ZOlcutPuani, ZOlcutPuaniInput, type Olcut } from './olcut';

export const ZDegerlendirme = z.object({
  id: z.number(),
  atama_id: z.number(),
  puan: z.number().int(),
  yorum: z.string(),
  onerilen_durum: z.enum(ONERILEN_DURUMLAR),
  olusturuldu: z.string(),
  atama: z.object({
    id: z.number(),
    aktif: z.boolean(),
    basvuru: z.object({ id: z.number(), proje_basligi: z.string() }),
  }),
  mentor: z.object({
    id: z.number(),
    unvan: z.string(),
    user: z.object({ first_name: z.string(), last_name: z.string() }),
  }),
  /** Only on an evaluation given by its call's rubric: the criteria's scores, in the rubric's order; `puan` is their weighted total. */
  puanlar: z.array(ZOlcutPuani).optional(),
});
export type Degerlendirme = z.infer<typeof ZDegerlendirme>;

/** GET degerlendirmeler/?atama={id}: optional; a positive 32-bit id. */
export const ZDegerlendirmeListQuery = z.object({ atama: zOptionalId(MSG.common.invalidId) });

const scoreRange = z
  .number({ error: (iss) => (iss.input === undefined ? MSG.evaluation.required : MSG.evaluation.scoreRange) })
  .int(MSG.evaluation.scoreRange)
  .min(SCORE_MIN, MSG.evaluation.scoreRange)
  .max(SCORE_MAX, MSG.evaluation.scoreRange);

/**
 * POST degerlendirmeler/ {atama_id, puan 0..100 integer, yorum (required), onerilen_durum (default
 * INCELEME)}; on a call with a rubric `puanlar` [{olcut_id, puan, yorum?}] instead of `puan` (the
 * server checks them against the rubric with makeRubricScoresSchema and stores their weighted total).
 */
export const ZDegerlendirmeCreate = ZEvaluationSchema.extend({
  // The stored score is an integer: 85.5 is refused with the range message, never rounded silently.
  puan: z.preprocess(numberish, scoreRange.optional()),
  puanlar: z.array(ZOlcutPuaniInput, { error: MSG.rubric.scoreRequired }).max(100, MSG.rubric.unknownCriterion).optional(),
}).refine((v) => v.puanlar !== undefined || v.puan !== undefined, {
  // Without criterion scores the one number is required, as it always was; checked also when other
  // fields fail, so a form left empty hears about every missing field at once.
  message: MSG.evaluation.required,
  path: ['puan'],
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
/** What a client sends: `puan`, or `puanlar` on a call with a rubric. */
export type DegerlendirmeCreatePayload = Omit<z.input<typeof ZDegerlendirmeCreate>, 'puan'> & { puan?: number | string };

/**
 * The mentor's evaluation form of an assignment: the call's criteria scored one by one (each within
 * its scale, by makeRubricScoresSchema, the rule the server applies) with the comment and the
 * suggested status; without criteria the one 0..100 number (ZDegerlendirmeCreate).
 */
export function makeEvaluationFormSchema(olcutler: ReadonlyArray<Pick<Olcut, 'id' | 'ad' | 'olcek_min' | 'olcek_max'>>) {
  if (olcutler.length === 0) return ZDegerlendirmeCreate;
  return ZEvaluationSchema.omit({ puan: true }).extend({ puanlar: makeRubricScoresSchema(olcutler) });
}
