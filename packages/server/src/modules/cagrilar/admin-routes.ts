// Admin calls (policy 'staff'):
// - GET admin/cagrilar/: paged; search (baslik, aciklama; case- and Turkish-diacritic-insensitive),
//   aktif=true|false, ordering (baslik, baslangic, bitis, olusturuldu; default -olusturuldu);
// - POST (ZCallFormSchema: a new call starts active) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204, or 409 {detail} while applications point at the call (RESTRICT: staff
//   deactivate it instead; docs/architecture.md, Deletion rules).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagri, ZCagriAdminListQuery, ZCallFormSchema, ZIdParams } from '@portal/domain';
import { adminDeleteRoute, adminListRoute } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { cagriAdminList, deleteCagri, insertCagri, updateCagri } from './repository';
import { cagriValues, toCagri } from './service';

const URL = '/admin/cagrilar/';

const adminCagrilar: FastifyPluginAsyncZod = async (app) => {
  adminListRoute(app, {
    url: URL,
    summary: 'Calls, paged (page, page_size, search, aktif, ordering)',
    querystring: ZCagriAdminListQuery,
    item: ZCagri,
    definition: cagriAdminList,
    toItem: (row) => toCagri(row),
  });

  app.post(
    URL,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Create a call', body: ZCallFormSchema, response: { 201: ZCagri } },
    },
    async (request, reply) => reply.code(201).send(toCagri(await insertCagri(app.db, cagriValues(request.body)))),
  );

  app.put(
    `${URL}:id/`,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Replace a call', params: ZIdParams, body: ZCallFormSchema, response: { 200: ZCagri } },
    },
    async (request) => {
      const row = await updateCagri(app.db, routeId(request.params.id), cagriValues(request.body), request.user!.id);
      if (!row) throw ApiError.notFound();
      return toCagri(row);
    },
  );

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a call that has no applications (409 otherwise)',
    remove: deleteCagri,
  });
};

export default adminCagrilar;
