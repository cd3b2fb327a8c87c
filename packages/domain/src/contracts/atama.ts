// Mentor assignments (mentor_atamalari): what the applicant, the mentor and the admin screens read,
// the single and bulk assignment bodies and answers, and the consensus flags of an application.
import { z } from 'zod';
import { MSG } from '../messages';
import { BASVURU_DURUMLARI, ONERILEN_DURUMLAR } from '../status';
import { ZAssignToApplicationSchema, ZBulkAssignmentRowSchema, ZBulkAssignmentSchema } from '../validation/admin';
import { zId, zOptionalId } from '../validation/helpers';
import { ZBasvuran } from './basvuru';
import { ZMentorUser } from './mentor';

export const ZAtama = z.object({
  id: z.number(),
  tarih: z.string(),
  /** true = pending (active), false = completed / removed. */
  aktif: z.boolean(),
  basvuru: z.object({
    id: z.number(),
    proje_basligi: z.string(),
    durum: z.enum(BASVURU_DURUMLARI),
    basvuran: ZBasvuran,
    cagri: z.object({ id: z.number(), baslik: z.string() }),
  }),
  mentor: z.object({
    id: z.number(),
    name: z.string(),
    aktif: z.boolean(),
    unvan: z.string(),
    uzmanlik: z.string(),
    user: ZMentorUser,
  }),
  /** Evaluations written on this assignment (ours). */
  evaluation_count: z.number().int(),
});
export type Atama = z.infer<typeof ZAtama>;

/** GET atamalar/?basvuru={id}: optional; a positive 32-bit id. */
export const ZAtamaListQuery = z.object({ basvuru: zOptionalId(MSG.common.invalidId) });

/** POST admin/mentorler/{mentorId}/assign_to_application/ {application_id}. */
export const ZAssignToApplication = ZAssignToApplicationSchema;
export type AssignToApplicationPayload = z.input<typeof ZAssignToApplication>;

/** A refusal of assign_to_application or bulk_assign: the DRF `detail` and the `error` the screen reads (same text). */
export const ZAssignmentError = z.object({
  detail: z.string(),
  error: z.string(),
});

/** POST admin/mentorler/bulk_assign/ {assignments: [{mentor_id, basvuru_id}]}. */
export const ZBulkAssign = ZBulkAssignmentSchema;
export const ZBulkAssignRow = ZBulkAssignmentRowSchema;
export type BulkAssignmentRow = z.input<typeof ZBulkAssignRow>;
export type BulkAssignmentPayload = z.input<typeof ZBulkAssign>;

/**
 * The answer of bulk_assign. All or none: 201 with every row saved (total_failed 0), or 400 with
 * nothing saved, `error` the summary and `errors` one message per refused row (1-based `row`).
 */
export const ZBulkAssignResult = z.object({
  total_successful: z.number().int(),
  total_failed: z.number().int(),
  error: z.string().optional(),
  detail: z.string().optional(),
  errors: z.array(z.object({ row: z.number().int(), mentor_id: z.unknown(), basvuru_id: z.unknown(), message: z.string() })).optional(),
  assignments: z.array(ZAtama).optional(),
});
export type BulkAssignmentResult = z.infer<typeof ZBulkAssignResult>;

/** Score spread above which two evaluations of one application disagree (ours; on any scale: spreadDisagrees, rubric.ts). */
export const CONSENSUS_SCORE_SPREAD = 30;

/**
 * An application with two or more evaluations: flagged when the scores spread more than 30 points
 * or the suggested statuses differ.
 */
export const ZConsensus = z.object({
  basvuru_id: z.number(),
  proje_basligi: z.string(),
  evaluation_count: z.number().int(),
  min_puan: z.number().int(),
  max_puan: z.number().int(),
  spread: z.number().int(),
  statuses: z.array(z.enum(ONERILEN_DURUMLAR)),
  score_disagreement: z.boolean(),
  status_disagreement: z.boolean(),
  flagged: z.boolean(),
});
export type Consensus = z.infer<typeof ZConsensus>;

/** GET admin/mentorler/assignments_overview/: every assignment (active first, newest first) and the consensus of each evaluated application. */
export const ZAssignmentsOverview = z.object({
  assignments: z.array(ZAtama),
  consensus: z.array(ZConsensus),
});
export type AssignmentsOverview = z.infer<typeof ZAssignmentsOverview>;

/** GET admin/mentorler/consensus/?basvuru={id}: one application's consensus (null below two evaluations). */
export const ZConsensusQuery = z.object({ basvuru: zId(MSG.assignment.projectRequired) });
export const ZConsensusResponse = z.object({ basvuru_id: z.number(), consensus: ZConsensus.nullable() });
export type ConsensusResponse = z.infer<typeof ZConsensusResponse>;
