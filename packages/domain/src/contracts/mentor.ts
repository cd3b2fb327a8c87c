// Mentors (mentorler): the admin CRUD shapes, the assignment screen's panels (available mentors,
// unassigned projects, performance) and the suggestion and plan shapes that go beyond the spec.
import { z } from 'zod';
import { MSG } from '../messages';
import { BASVURU_DURUMLARI } from '../status';
import { WORKLOAD_LEVELS } from '../scores';
// The field rules are the forms' (validation/admin: ZMentorCreateSchema, ZMentorUpdateSchema); the
// API adds the cap. Built on ZAssignAsMentorSchema, the same three fields as one plain object type.
import { ZAssignAsMentorSchema } from '../validation/admin';
import { zId, zText } from '../validation/helpers';
import { ZAdminListQuery, zBooleanParam } from './page';

/** A mentor's default and largest cap of active projects (staff set it per mentor; suggestions respect it). */
export const MENTOR_CAPACITY_DEFAULT = 5;
export const MENTOR_CAPACITY_MAX = 50;

export const ZMentorUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
});
export type MentorUser = z.infer<typeof ZMentorUser>;

export const ZMentor = z.object({
  id: z.number(),
  user: ZMentorUser,
  unvan: z.string(),
  uzmanlik: z.string(),
  aktif: z.boolean(),
  /** Cap of active projects (ours). */
  kapasite: z.number().int(),
  /** Active assignments now (ours; the table and the suggestion read it). */
  active_assignments: z.number().int(),
});
export type Mentor = z.infer<typeof ZMentor>;

const zKapasite = z
  .number({ error: MSG.mentor.capacityInvalid })
  .int(MSG.mentor.capacityInvalid)
  .min(1, MSG.mentor.capacityInvalid)
  .max(MENTOR_CAPACITY_MAX, MSG.mentor.capacityInvalid);

/** POST admin/mentorler/: user_id, unvan, uzmanlik, aktif (spec) and the optional cap kapasite (default 5). */
export const ZMentorWrite = ZAssignAsMentorSchema.extend({ user_id: zId(MSG.mentor.userRequired), kapasite: zKapasite.optional() });
export type MentorWrite = z.input<typeof ZMentorWrite>;
/** PUT admin/mentorler/{id}/: the same without user_id (the user cannot change); a user_id sent is ignored. */
export const ZMentorUpdate = ZAssignAsMentorSchema.extend({ kapasite: zKapasite.optional() });
export type MentorUpdate = z.input<typeof ZMentorUpdate>;
/** Kept for the forms that were written against the old name. */
export type MentorCreatePayload = MentorWrite;

export const ZMentorAdminListQuery = ZAdminListQuery.extend({ aktif: zBooleanParam() });

/** GET admin/mentorler/candidate_users/?search=: the create dialog's user picker (active users who are not mentors yet). */
export const ZMentorCandidateQuery = z.object({ search: zText().max(200).optional() });
export const ZMentorCandidate = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Empty for staff who are not superusers (e-mail addresses belong to the users area). */
  email: z.string(),
  /** First and last name, else the username. */
  full_name: z.string(),
});
export type MentorCandidate = z.infer<typeof ZMentorCandidate>;
/** At most MENTOR_CANDIDATE_LIMIT users, by name; `search` narrows (username, names; e-mail for superusers). */
export const ZMentorCandidatesResponse = z.object({ users: z.array(ZMentorCandidate) });
export type MentorCandidatesResponse = z.infer<typeof ZMentorCandidatesResponse>;
export const MENTOR_CANDIDATE_LIMIT = 50;

/** One item of GET admin/mentorler/available_mentors/ (active mentors only). */
export const ZAvailableMentor = z.object({
  id: z.number(),
  name: z.string(),
  unvan: z.string(),
  uzmanlik: z.string(),
  active_assignments: z.number().int(),
  workload_level: z.enum(WORKLOAD_LEVELS),
  /** ours */
  kapasite: z.number().int(),
});
export type AvailableMentor = z.infer<typeof ZAvailableMentor>;
export const ZAvailableMentorsResponse = z.object({ mentors: z.array(ZAvailableMentor) });
export type AvailableMentorsResponse = z.infer<typeof ZAvailableMentorsResponse>;

/**
 * One item of GET admin/mentorler/unassigned_projects/: an application that may take a mentor
 * (GONDERILDI, INCELEME or ONAY; never TASLAK or RED) and has no active assignment.
 */
export const ZUnassignedProject = z.object({
  id: z.number(),
  proje_basligi: z.string(),
  durum: z.enum(BASVURU_DURUMLARI),
  basvuran: z.object({ ad_soyad: z.string(), firma_adi: z.string().nullable() }),
  cagri: z.object({ id: z.number(), baslik: z.string() }),
});
export type UnassignedProject = z.infer<typeof ZUnassignedProject>;
export const ZUnassignedProjectsResponse = z.object({ unassigned_projects: z.array(ZUnassignedProject) });
export type UnassignedProjectsResponse = z.infer<typeof ZUnassignedProjectsResponse>;

/** One item of GET admin/mentorler/assignment_statistics/. */
export const ZMentorPerformance = z.object({
  mentor: z.object({ id: z.number(), name: z.string(), unvan: z.string() }),
  total_assignments: z.number().int(),
  active_assignments: z.number().int(),
  completed_assignments: z.number().int(),
  /**
   * Average of the mentor's evaluation scores on the star scale (puan / 20, 0..5, two decimals):
   * the spec's chip is green at 4 or more, orange at 3 or more. Null without evaluations.
   */
  average_score: z.number().nullable(),
  /** The same average on the 0..100 score scale (ours). */
  average_puan: z.number().nullable(),
  evaluation_count: z.number().int(),
});
export type MentorPerformance = z.infer<typeof ZMentorPerformance>;
export const ZMentorPerformanceResponse = z.object({ mentor_performance: z.array(ZMentorPerformance) });
export type MentorPerformanceResponse = z.infer<typeof ZMentorPerformanceResponse>;

// ---- Suggestions (beyond the spec) -------------------------------------------------------------

/** GET admin/mentorler/suggestions/?basvuru={id} */
export const ZMentorSuggestionQuery = z.object({ basvuru: zId(MSG.assignment.projectRequired) });

export const ZMentorSuggestion = z.object({
  mentor: z.object({ id: z.number(), name: z.string(), unvan: z.string(), uzmanlik: z.string() }),
  /** Higher is better: expertise fit minus load (see the server's suggestion module for the formula). */
  score: z.number(),
  /** Expertise words found in the project's and the call's text (normalised, lower case). */
  matched_words: z.array(z.string()),
  active_assignments: z.number().int(),
  kapasite: z.number().int(),
  workload_level: z.enum(WORKLOAD_LEVELS),
});
export type MentorSuggestion = z.infer<typeof ZMentorSuggestion>;

export const MENTOR_EXCLUSION_REASONS = ['conflict', 'full', 'assigned'] as const;
export type MentorExclusionReason = (typeof MENTOR_EXCLUSION_REASONS)[number];

export const ZMentorSuggestionsResponse = z.object({
  basvuru_id: z.number(),
  /** Best first; never a mentor with a conflict, at its cap, or already actively assigned. */
  suggestions: z.array(ZMentorSuggestion),
  /** Active mentors left out, and why (conflict of interest, cap reached, already assigned). */
  excluded: z.array(z.object({ mentor_id: z.number(), name: z.string(), reason: z.enum(MENTOR_EXCLUSION_REASONS) })),
});
export type MentorSuggestionsResponse = z.infer<typeof ZMentorSuggestionsResponse>;

/** POST admin/mentorler/suggested_plan/: the projects to plan (default: every unassigned project). */
export const ZSuggestedPlanRequest = z.object({
  basvuru_ids: z.array(zId(MSG.common.invalidId)).max(500).optional(),
});
export type SuggestedPlanRequest = z.input<typeof ZSuggestedPlanRequest>;

export const ZSuggestedPlanItem = z.object({
  mentor_id: z.number(),
  basvuru_id: z.number(),
  mentor_name: z.string(),
  proje_basligi: z.string(),
  /** The suggestion score of this pair (higher is better). */
  score: z.number(),
  matched_words: z.array(z.string()),
});
export type SuggestedPlanItem = z.infer<typeof ZSuggestedPlanItem>;

/**
 * A preview, nothing is saved: `assignments` can be sent as is to bulk_assign (mentor_id,
 * basvuru_id per row). `unplaced`: projects no mentor can take (every one conflicted or full).
 */
export const ZSuggestedPlan = z.object({
  assignments: z.array(ZSuggestedPlanItem),
  unplaced: z.array(z.object({ basvuru_id: z.number(), proje_basligi: z.string() })),
  total_score: z.number(),
});
export type SuggestedPlan = z.infer<typeof ZSuggestedPlan>;
