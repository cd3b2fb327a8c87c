// Admin resources (policy 'staff'):
// - GET admin/kaynaklar/: paged; search over ad (case- and Turkish-letter-insensitive),
//   aktif=true|false, ordering (id, ad, kapasite, aktif, olusturuldu; default ad);
// - POST {ad, kapasite, aktif} (ZResourceSchema: name non-blank, capacity an integer >= 1,
//   default 1; aktif default true) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204: its reservations go with it (docs/architecture.md, Deletion rules). Staff
//   usually deactivate a resource instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZKaynak, ZKaynakAdminListQuery, ZResourceSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { deleteKaynak, insertKaynak, kaynakAdminList, toKaynak, updateKaynak } from './repository';

const URL = '/admin/kaynaklar/';

const adminKaynaklar: FastifyPluginAsyncZod = async (app) => {
  adminListRoute(app, {
    url: URL,
    summary: 'Resources, paged (page, page_size, search, aktif, ordering)',
    querystring: ZKaynakAdminListQuery,
    item: ZKaynak,
    definition: kaynakAdminList,
    toItem: toKaynak,
  });

  app.post(
    URL,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Create a resource', body: ZResourceSchema, response: { 201: ZKaynak } },
    },
    async (request, reply) => reply.code(201).send(await insertKaynak(app.db, request.body)),
  );

  app.put(
    `${URL}:id/`,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Replace a resource', params: ZIdParams, body: ZResourceSchema, response: { 200: ZKaynak } },
    },
    async (request) => {
      const updated = await updateKaynak(app.db, routeId(request.params.id), request.body, request.user!.id);
      if (!updated) throw ApiError.notFound();
      return updated;
    },
  );

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a resource with its reservations',
    remove: deleteKaynak,
  });
};

export default adminKaynaklar;
