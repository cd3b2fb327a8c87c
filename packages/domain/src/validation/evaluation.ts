/** Mentor evaluation (spec 5): score (a whole number 0..100) and comment required; onerilen_durum defaults to INCELEME. */
import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN } from '../constants';
import { MSG } from '../messages';
import { DEFAULT_ONERILEN_DURUM, ONERILEN_DURUMLAR } from '../status';
import { numberish, zId, zRequiredText } from './helpers';

const required = MSG.evaluation.required;

export const ZEvaluationSchema = z.object({
  atama_id: zId(MSG.evaluation.assignmentRequired),
  puan: z.preprocess(
    numberish,
    z
      .number({ error: (iss) => (iss.input === undefined ? required : MSG.evaluation.scoreRange) })
      .int(MSG.evaluation.scoreRange)
      .min(SCORE_MIN, MSG.evaluation.scoreRange)
      .max(SCORE_MAX, MSG.evaluation.scoreRange),
  ),
  yorum: zRequiredText(required, { length: 5000, message: MSG.evaluation.commentTooLong }, { multiline: true }),
  onerilen_durum: z.enum(ONERILEN_DURUMLAR, { error: MSG.common.invalidStatus }).default(DEFAULT_ONERILEN_DURUM),
});
export type EvaluationInput = z.input<typeof ZEvaluationSchema>;
export type EvaluationData = z.output<typeof ZEvaluationSchema>;
