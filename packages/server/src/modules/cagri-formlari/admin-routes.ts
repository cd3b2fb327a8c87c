// A call's application form, for staff (policy 'staff'; issue 51):
// - GET admin/cagrilar/{id}/form/: the current version (none yet: surum null, no sections) and how
//   many applications answered it; no such call 404;
// - PUT admin/cagrilar/{id}/form/ (ZFormTanimi): saves it; while applications answered the current
//   version a new version is made, so they keep the definition they answered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagriFormu, ZFormTanimi, ZIdParams } from '@portal/domain';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { readCallForm, saveCallForm } from './service';

const URL = '/admin/cagrilar/:id/form/';

const adminCagriFormlari: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'cagrilar', 'staff');

  route.get(URL, { summary: "A call's application form (current version)", params: ZIdParams, response: ZCagriFormu }, async (request) =>
    withTransaction(app.db, (tx) => readCallForm(tx, routeId(request.params.id))),
  );

  route.put(
    URL,
    {
      summary: "Save a call's application form (a new version once an application answered the current one)",
      params: ZIdParams,
      body: ZFormTanimi,
      response: ZCagriFormu,
    },
    async (request) => withTransaction(app.db, (tx) => saveCallForm(tx, routeId(request.params.id), request.body)),
  );
};

export default adminCagriFormlari;
