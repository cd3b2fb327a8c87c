// Admin mentors and assignments (policy 'staff'):
// - admin/mentorler/: GET (paged: page, page_size, search over username, names, e-mail, unvan,
//   uzmanlik; aktif; ordering), POST {user_id, unvan, uzmanlik, aktif, kapasite?} -> 201 (user
//   unknown or already a mentor: 400 {user_id}), PUT {id}/ (the user cannot change), DELETE {id}/
//   (its assignments and their evaluations go with it).
// - GET candidate_users/?search= {users}: active users who are not mentors yet (the picker); e-mails
//   only for superusers.
// - GET available_mentors/ {mentors}, unassigned_projects/ {unassigned_projects},
//   assignments_overview/ {assignments, consensus}, assignment_statistics/ {mentor_performance}.
// - POST {mentorId}/assign_to_application/ {application_id} -> 201 the assignment; refusals 400
//   ({detail, error}), an unknown mentor 404. Twice the same pair: 400, also when concurrent.
// - POST bulk_assign/ {assignments: [{mentor_id, basvuru_id}]}: ONE transaction, all or none ->
//   201 {total_successful, total_failed: 0, assignments}, or 400 {error, detail, total_successful: 0,
//   total_failed, errors: [{row, mentor_id, basvuru_id, message}]} with nothing saved.
// - Beyond the spec: GET suggestions/?basvuru= (ranked mentors), POST suggested_plan/ (a balanced
//   plan, preview only; apply it with bulk_assign), GET consensus/?basvuru= (do its evaluations agree).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MENTOR_CANDIDATE_LIMIT,
  MSG,
  ZAssignmentsOverview,
  ZAssignToApplication,
  ZAtama,
  ZAvailableMentorsResponse,
  ZBulkAssign,
  ZBulkAssignResult,
  ZConsensusQuery,
  ZConsensusResponse,
  ZIdParams,
  ZMentor,
  ZMentorAdminListQuery,
  ZMentorCandidateQuery,
  ZMentorCandidatesResponse,
  ZMentorPerformanceResponse,
  ZMentorSuggestionQuery,
  ZMentorSuggestionsResponse,
  ZMentorUpdate,
  ZMentorWrite,
  ZSuggestedPlan,
  ZSuggestedPlanRequest,
  ZUnassignedProjectsResponse,
} from '@portal/domain';
import { adminCreateRoute, adminDeleteRoute, adminListRoute, adminReplaceRoute, adminRoutes } from '../../lib/admin-list';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';
import { assignmentError } from '../atamalar/service';
import { listAtamaRows } from '../atamalar/repository';
import { toAtama } from '../atamalar/service';
import { candidateUserRows, deleteMentor, mentorAdminList } from './repository';
import {
  assignToApplication,
  availableMentors,
  bulkAssign,
  bulkBodyRefusal,
  consensusAll,
  consensusOf,
  createMentor,
  mentorPerformance,
  suggestedPlan,
  suggestionsFor,
  toMentor,
  unassignedProjects,
  updateMentorById,
} from './service';

const URL = '/admin/mentorler/';
/** Deadlocks between concurrent assignment transactions are retried (each attempt starts clean). */
const retry = { retryOn: ['40P01'] } as const;

const adminMentorler: FastifyPluginAsyncZod = async (app) => {
  adminListRoute(app, {
    url: URL,
    summary: 'Mentors, paged (page, page_size, search, aktif, ordering)',
    querystring: ZMentorAdminListQuery,
    item: ZMentor,
    definition: mentorAdminList,
    toItem: toMentor,
  });

  adminCreateRoute(app, {
    url: URL,
    summary: 'Make a user a mentor (user_id, unvan, uzmanlik, aktif, kapasite?)',
    body: ZMentorWrite,
    item: ZMentor,
    create: (db, body) => withTransaction(db, (tx) => createMentor(tx, body)),
  });

  adminReplaceRoute(app, {
    url: URL,
    summary: 'Edit a mentor (unvan, uzmanlik, aktif, kapasite?; the user cannot change)',
    body: ZMentorUpdate,
    item: ZMentor,
    replace: (db, id, body, actor) => withTransaction(db, (tx) => updateMentorById(tx, actor, id, body)),
  });

  adminDeleteRoute(app, { url: URL, summary: 'Delete a mentor with its assignments and their evaluations', remove: deleteMentor });

  const route = adminRoutes(app);

  route.get(
    `${URL}candidate_users/`,
    {
      summary: 'Active users who are not mentors yet (the create dialog picker; search, at most 50)',
      querystring: ZMentorCandidateQuery,
      response: ZMentorCandidatesResponse,
    },
    async (request) => ({ users: await candidateUserRows(app.db, request.query.search, MENTOR_CANDIDATE_LIMIT, request.user!.is_superuser) }),
  );

  route.get(
    `${URL}available_mentors/`,
    { summary: 'Active mentors with their workload', response: ZAvailableMentorsResponse },
    async () => ({ mentors: await availableMentors(app.db) }),
  );

  route.get(
    `${URL}unassigned_projects/`,
    { summary: 'Applications that may take a mentor (sent, under review, approved) and have no active one', response: ZUnassignedProjectsResponse },
    async () => ({ unassigned_projects: await unassignedProjects(app.db) }),
  );

  route.get(
    `${URL}assignments_overview/`,
    { summary: 'Every assignment (active first) and the consensus of every application with two or more evaluations', response: ZAssignmentsOverview },
    async () => ({ assignments: (await listAtamaRows(app.db, undefined)).map(toAtama), consensus: await consensusAll(app.db) }),
  );

  route.get(
    `${URL}assignment_statistics/`,
    { summary: 'Per mentor: assignments (total, active, completed) and the average score', response: ZMentorPerformanceResponse },
    async () => ({ mentor_performance: await mentorPerformance(app.db) }),
  );

  route.post(
    `${URL}:id/assign_to_application/`,
    {
      summary: 'Assign the mentor to an application (application_id)',
      params: ZIdParams,
      body: ZAssignToApplication,
      attachValidation: true,
      status: 201,
      response: ZAtama,
    },
    async (request) => {
      const mentorId = routeId(request.params.id);
      if (request.validationError) throw assignmentError(MSG.assignment.projectRequired);
      const basvuruId = request.body.application_id;
      return withTransaction(app.db, (tx) => assignToApplication(tx, mentorId, basvuruId), retry);
    },
  );

  route.post(
    `${URL}bulk_assign/`,
    { summary: 'Assign many (mentor_id, basvuru_id) pairs: all or none', body: ZBulkAssign, attachValidation: true, status: 201, response: ZBulkAssignResult },
    async (request) => {
      if (request.validationError) throw bulkBodyRefusal(request.body);
      const rows = request.body.assignments;
      return withTransaction(app.db, (tx) => bulkAssign(tx, rows), retry);
    },
  );

  route.get(
    `${URL}suggestions/`,
    {
      summary: 'Mentors ranked by fit for one application (expertise, workload; never a conflict)',
      querystring: ZMentorSuggestionQuery,
      response: ZMentorSuggestionsResponse,
    },
    async (request) => suggestionsFor(app.db, request.query.basvuru),
  );

  route.post(
    `${URL}suggested_plan/`,
    { summary: 'A balanced plan for the unassigned projects (preview; apply with bulk_assign)', body: ZSuggestedPlanRequest, response: ZSuggestedPlan },
    async (request) => suggestedPlan(app.db, request.body.basvuru_ids),
  );

  route.get(
    `${URL}consensus/`,
    { errors: [404], summary: "Whether an application's evaluations disagree (null below two)", querystring: ZConsensusQuery, response: ZConsensusResponse },
    async (request) => ({ basvuru_id: request.query.basvuru, consensus: await consensusOf(app.db, request.query.basvuru) }),
  );
};

export default adminMentorler;
