// Mentor evaluations (degerlendirmeler): what the mentor and the applicant read, and the body of a new one.
import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN } from '../constants';
import { MSG } from '../messages';
import { ONERILEN_DURUMLAR } from '../status';
import { numberish, zOptionalId } from '../validation/helpers';
import { ZEvaluationSchema } from '../validation/evaluation';

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
});
export type Degerlendirme = z.infer<typeof ZDegerlendirme>;

/** GET degerlendirmeler/?atama={id}: optional; a positive 32-bit id. */
export const ZDegerlendirmeListQuery = z.object({ atama: zOptionalId(MSG.common.invalidId) });

/** POST degerlendirmeler/ {atama_id, puan 0..100 integer, yorum (required), onerilen_durum (default INCELEME)}. */
export const ZDegerlendirmeCreate = ZEvaluationSchema.extend({
  // The stored score is an integer: 85.5 is refused with the range message, never rounded silently.
  puan: z.preprocess(
    numberish,
    z
      .number({ error: (iss) => (iss.input === undefined ? MSG.evaluation.required : MSG.evaluation.scoreRange) })
      .int(MSG.evaluation.scoreRange)
      .min(SCORE_MIN, MSG.evaluation.scoreRange)
      .max(SCORE_MAX, MSG.evaluation.scoreRange),
  ),
});
export type DegerlendirmeCreatePayload = z.input<typeof ZDegerlendirmeCreate>;
