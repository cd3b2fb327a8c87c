// Admin calls (policy 'staff'):
// - GET admin/cagrilar/: paged; search (baslik, aciklama; case- and Turkish-diacritic-insensitive),
//   aktif=true|false, ordering (baslik, baslangic, bitis, olusturuldu; default -olusturuldu);
// - POST (ZCallFormSchema: a new call starts active) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204, or 409 {detail} while applications point at the call (RESTRICT: staff
//   deactivate it instead; docs/architecture.md, Deletion rules).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagri, ZCagriAdminListQuery, ZCallFormSchema } from '@portal/domain';
import { adminCreateRoute, adminDeleteRoute, adminListRoute, adminReplaceRoute } from '../../lib/admin-list';
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

  adminCreateRoute(app, {
    url: URL,
    summary: 'Create a call',
    body: ZCallFormSchema,
    item: ZCagri,
    create: async (db, body) => toCagri(await insertCagri(db, cagriValues(body))),
  });

  adminReplaceRoute(app, {
    url: URL,
    summary: 'Replace a call',
    body: ZCallFormSchema,
    item: ZCagri,
    replace: async (db, id, body, actor) => {
      const row = await updateCagri(db, id, cagriValues(body), actor.id);
      return row && toCagri(row);
    },
  });

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a call that has no applications (409 otherwise)',
    errors: [409],
    remove: deleteCagri,
  });
};

export default adminCagrilar;
