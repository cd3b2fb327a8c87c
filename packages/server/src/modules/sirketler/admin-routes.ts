// Admin companies (policy 'staff'):
// - GET admin/sirketler/: paged; search over the name, filter aktif, ordering (id, adi, aktif,
//   member_count, olusturuldu; default adi); each row with member_count and its members (uyeler);
// - GET {id}/: the same shape (the details dialog);
// - POST {adi, aktif} (name non-empty after trimming, aktif default true) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204 with its memberships; 409 {detail} while applications or receipts belong
//   to it (docs/architecture.md, Deletion rules). Staff usually deactivate a company instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminSirket, ZIdParams, ZSirketAdminListQuery, ZSirketWrite } from '@portal/domain';
import { adminCreateRoute, adminDeleteRoute, adminListRoute, adminReplaceRoute, adminRoutes } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { findAdminSirketRow, insertSirket, sirketAdminList, updateSirket } from './repository';
import { deleteSirket, toAdminSirket } from './service';

const URL = '/admin/sirketler/';

const adminSirketler: FastifyPluginAsyncZod = async (app) => {
  const read = async (id: number) => {
    const row = await findAdminSirketRow(app.db, id);
    if (!row) throw ApiError.notFound();
    return toAdminSirket(row);
  };

  adminListRoute(app, {
    url: URL,
    summary: 'Companies, paged (page, page_size, search, aktif, ordering), with member_count and members',
    querystring: ZSirketAdminListQuery,
    item: ZAdminSirket,
    definition: sirketAdminList,
    toItem: toAdminSirket,
  });

  adminRoutes(app).get(`${URL}:id/`, { summary: 'A company with its members', params: ZIdParams, response: ZAdminSirket }, async (request) =>
    read(routeId(request.params.id)),
  );

  adminCreateRoute(app, {
    url: URL,
    summary: 'Create a company',
    body: ZSirketWrite,
    item: ZAdminSirket,
    create: async (db, body) => read(await insertSirket(db, body)),
  });

  adminReplaceRoute(app, {
    url: URL,
    summary: 'Replace a company (adi, aktif)',
    body: ZSirketWrite,
    item: ZAdminSirket,
    replace: async (db, id, body, actor) => ((await updateSirket(db, id, body, actor.id)) ? read(id) : null),
  });

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a company with its memberships (409 while it has applications or receipts)',
    errors: [409],
    remove: deleteSirket,
  });
};

export default adminSirketler;
