// Admin resources (policy 'staff'):
// - GET admin/kaynaklar/: paged; search over ad (case- and Turkish-letter-insensitive),
//   aktif=true|false, ordering (id, ad, kapasite, aktif, olusturuldu; default ad);
// - POST {ad, kapasite, aktif} (ZResourceSchema: name non-blank, capacity an integer >= 1,
//   default 1; aktif default true) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204: refused (409 with the count) while approved reservations of it have not
//   ended; its other reservations go with it (docs/architecture.md, Deletion rules). Staff usually
//   deactivate a resource instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZKaynak, ZKaynakAdminListQuery, ZResourceSchema } from '@portal/domain';
import { adminCreateRoute, adminDeleteRoute, adminListRoute, adminReplaceRoute } from '../../lib/admin-list';
import { deleteKaynakUnlessBooked } from './service';
import { insertKaynak, kaynakAdminList, toKaynak, updateKaynak } from './repository';

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

  adminCreateRoute(app, { url: URL, summary: 'Create a resource', body: ZResourceSchema, item: ZKaynak, create: insertKaynak });

  adminReplaceRoute(app, {
    url: URL,
    summary: 'Replace a resource',
    body: ZResourceSchema,
    item: ZKaynak,
    replace: (db, id, body, actor) => updateKaynak(db, id, body, actor.id),
  });

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a resource with its reservations (409 while approved ones have not ended)',
    errors: [409],
    remove: deleteKaynakUnlessBooked,
  });
};

export default adminKaynaklar;
