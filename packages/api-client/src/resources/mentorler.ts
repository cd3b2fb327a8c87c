// Mentors: admin/mentorler/ (CRUD and the assignment screen's panels, single and bulk assignment,
// suggestions, the suggested plan and consensus).
import type {
  Atama,
  AssignmentsOverview,
  AvailableMentorsResponse,
  BulkAssignmentPayload,
  BulkAssignmentResult,
  ConsensusResponse,
  Id,
  Mentor,
  MentorCandidatesResponse,
  MentorPerformanceResponse,
  MentorSuggestionsResponse,
  MentorWrite,
  SuggestedPlan,
  SuggestedPlanRequest,
  UnassignedProjectsResponse,
} from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

const path = 'admin/mentorler/';

export const adminMentorlerApi = {
  /** list (page, page_size, search, aktif, ordering), create, update (PUT; user cannot change), remove. */
  ...adminResource<Mentor, MentorWrite>('mentorler'),
  /** GET admin/mentorler/candidate_users/?search= -> {users}: active users who are not mentors yet (the create dialog's picker). */
  candidateUsers: (search?: string) =>
    api.get(`${path}candidate_users/`, search ? { searchParams: { search } } : {}).json<MentorCandidatesResponse>(),
  /** GET admin/mentorler/available_mentors/ -> {mentors} (active mentors with workload). */
  availableMentors: () => api.get(`${path}available_mentors/`).json<AvailableMentorsResponse>(),
  /** GET admin/mentorler/unassigned_projects/ -> {unassigned_projects}. */
  unassignedProjects: () => api.get(`${path}unassigned_projects/`).json<UnassignedProjectsResponse>(),
  /** GET admin/mentorler/assignments_overview/ -> {assignments, consensus}. */
  assignmentsOverview: () => api.get(`${path}assignments_overview/`).json<AssignmentsOverview>(),
  /** GET admin/mentorler/assignment_statistics/ -> {mentor_performance}. */
  assignmentStatistics: () => api.get(`${path}assignment_statistics/`).json<MentorPerformanceResponse>(),
  /** POST admin/mentorler/{mentorId}/assign_to_application/ {application_id} -> the assignment (a 400 body has `error`). */
  assignToApplication: (mentorId: Id, applicationId: Id) =>
    api.post(`${path}${mentorId}/assign_to_application/`, { json: { application_id: applicationId } }).json<Atama>(),
  /** POST admin/mentorler/bulk_assign/ {assignments} -> {total_successful, total_failed}; all or none (a 400 body has `error`). */
  bulkAssign: (payload: BulkAssignmentPayload) => api.post(`${path}bulk_assign/`, { json: payload }).json<BulkAssignmentResult>(),
  /** GET admin/mentorler/suggestions/?basvuru={id} -> ranked mentors for one project. */
  suggestions: (basvuruId: Id) => api.get(`${path}suggestions/`, { searchParams: { basvuru: basvuruId } }).json<MentorSuggestionsResponse>(),
  /** POST admin/mentorler/suggested_plan/ -> a balanced plan (preview; apply it with bulkAssign). */
  suggestedPlan: (payload: SuggestedPlanRequest = {}) => api.post(`${path}suggested_plan/`, { json: payload }).json<SuggestedPlan>(),
  /** GET admin/mentorler/consensus/?basvuru={id} -> whether the application's evaluations disagree. */
  consensus: (basvuruId: Id) => api.get(`${path}consensus/`, { searchParams: { basvuru: basvuruId } }).json<ConsensusResponse>(),
};
