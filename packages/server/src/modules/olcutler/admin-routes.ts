// A call's rubric and the scores given by it (policy 'staff'):
// - GET admin/cagrilar/{id}/olcutler/: the call's criteria in order and `kilitli` (evaluated already);
// - PUT admin/cagrilar/{id}/olcutler/ {olcutler: [{ad, aciklama, agirlik, olcek_min, olcek_max}]}:
//   replaces them (an empty list removes the rubric); 409 once an application of the call has been
//   evaluated (docs/mentoring.md, "Rubrics");
// - GET admin/cagrilar/{id}/siralama/: the call's sent applications ranked by weighted total;
// - GET admin/basvurular/{id}/olcut-puanlari/: one application's criterion scores by mentor.
// Unknown ids 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApplicationCriterionScores, ZCagriRubric, ZCallRanking, ZIdParams, ZRubricSave } from '@portal/domain';
import { adminRoutes } from '../../lib/admin-list';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';
import { applicationCriterionScores, callRanking, readRubric, saveRubric } from './service';

const adminOlcutler: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);

  route.get(
    '/admin/cagrilar/:id/olcutler/',
    { summary: "A call's rubric (criteria in order; kilitli once the call has been evaluated)", params: ZIdParams, response: ZCagriRubric },
    async (request) => readRubric(app.db, routeId(request.params.id)),
  );

  route.put(
    '/admin/cagrilar/:id/olcutler/',
    {
      errors: [409],
      summary: "Replace a call's rubric (an empty list removes it); 409 once an application of the call has been evaluated",
      params: ZIdParams,
      body: ZRubricSave,
      response: ZCagriRubric,
    },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => saveRubric(tx, id, request.body));
    },
  );

  route.get(
    '/admin/cagrilar/:id/siralama/',
    { summary: "A call's sent applications ranked by the mean weighted total (ties share a rank; not evaluated last)", params: ZIdParams, response: ZCallRanking },
    async (request) => callRanking(app.db, routeId(request.params.id)),
  );

  route.get(
    '/admin/basvurular/:id/olcut-puanlari/',
    { summary: "An application's criterion scores by mentor, with mean, spread and the consensus flag", params: ZIdParams, response: ZApplicationCriterionScores },
    async (request) => applicationCriterionScores(app.db, routeId(request.params.id)),
  );
};

export default adminOlcutler;
