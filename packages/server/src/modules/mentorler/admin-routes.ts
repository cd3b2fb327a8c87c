// Admin mentors and assignments (policy 'staff'):
// - admin/mentorler/: GET (paged: page, page_size, search over username, names, e-mail, unvan,
//   uzmanlik; aktif; ordering), POST {user_id, unvan, uzmanlik, aktif, kapasite?} -> 201 (user
//   unknown or already a mentor: 400 {user_id}), PUT {id}/ (the user cannot change), DELETE {id}/
//   (its assignments and their evaluations go with it).
// - GET candidate_users/?search= {users}: active users who are not mentors yet (the picker).
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
import { adminCreateRoute, adminDeleteRoute, adminListRoute, adminReplaceRoute } from '../../lib/admin-list';
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
const staff = { policy: 'staff' as const };
const tags = ['admin'];
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

  app.get(
    `${URL}candidate_users/`,
    {
      config: staff,
      schema: { tags, summary: 'Active users who are not mentors yet (the create dialog picker; search, at most 50)', querystring: ZMentorCandidateQuery, response: { 200: ZMentorCandidatesResponse } },
    },
    async (request) => ({ users: await candidateUserRows(app.db, request.query.search, MENTOR_CANDIDATE_LIMIT) }),
  );

  app.get(
    `${URL}available_mentors/`,
    { config: staff, schema: { tags, summary: 'Active mentors with their workload', response: { 200: ZAvailableMentorsResponse } } },
    async () => ({ mentors: await availableMentors(app.db) }),
  );

  app.get(
    `${URL}unassigned_projects/`,
    {
      config: staff,
      schema: { tags, summary: 'Applications that may take a mentor (sent, under review, approved) and have no active one', response: { 200: ZUnassignedProjectsResponse } },
    },
    async () => ({ unassigned_projects: await unassignedProjects(app.db) }),
  );

  app.get(
    `${URL}assignments_overview/`,
    {
      config: staff,
      schema: { tags, summary: 'Every assignment (active first) and the consensus of every application with two or more evaluations', response: { 200: ZAssignmentsOverview } },
    },
    async () => ({ assignments: (await listAtamaRows(app.db, undefined)).map(toAtama), consensus: await consensusAll(app.db) }),
  );

  app.get(
    `${URL}assignment_statistics/`,
    { config: staff, schema: { tags, summary: 'Per mentor: assignments (total, active, completed) and the average score', response: { 200: ZMentorPerformanceResponse } } },
    async () => ({ mentor_performance: await mentorPerformance(app.db) }),
  );

  app.post(
    `${URL}:id/assign_to_application/`,
    {
      config: staff,
      attachValidation: true,
      schema: { tags, summary: 'Assign the mentor to an application (application_id)', params: ZIdParams, body: ZAssignToApplication, response: { 201: ZAtama } },
    },
    async (request, reply) => {
      const mentorId = routeId(request.params.id);
      if (request.validationError) throw assignmentError(MSG.assignment.projectRequired);
      const basvuruId = request.body.application_id;
      const created = await withTransaction(app.db, (tx) => assignToApplication(tx, mentorId, basvuruId), retry);
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${URL}bulk_assign/`,
    {
      config: staff,
      attachValidation: true,
      schema: { tags, summary: 'Assign many (mentor_id, basvuru_id) pairs: all or none', body: ZBulkAssign, response: { 201: ZBulkAssignResult } },
    },
    async (request, reply) => {
      if (request.validationError) throw bulkBodyRefusal(request.body);
      const rows = request.body.assignments;
      const result = await withTransaction(app.db, (tx) => bulkAssign(tx, rows), retry);
      return reply.code(201).send(result);
    },
  );

  app.get(
    `${URL}suggestions/`,
    {
      config: staff,
      schema: { tags, summary: 'Mentors ranked by fit for one application (expertise, workload; never a conflict)', querystring: ZMentorSuggestionQuery, response: { 200: ZMentorSuggestionsResponse } },
    },
    async (request) => suggestionsFor(app.db, request.query.basvuru),
  );

  app.post(
    `${URL}suggested_plan/`,
    {
      config: staff,
      schema: { tags, summary: 'A balanced plan for the unassigned projects (preview; apply with bulk_assign)', body: ZSuggestedPlanRequest, response: { 200: ZSuggestedPlan } },
    },
    async (request) => suggestedPlan(app.db, request.body.basvuru_ids),
  );

  app.get(
    `${URL}consensus/`,
    {
      config: staff,
      schema: { tags, summary: "Whether an application's evaluations disagree (null below two)", querystring: ZConsensusQuery, response: { 200: ZConsensusResponse } },
    },
    async (request) => ({ basvuru_id: request.query.basvuru, consensus: await consensusOf(app.db, request.query.basvuru) }),
  );
};

export default adminMentorler;
