// Security events of an account (issue 49, item 5), newest first, paged (page, page_size):
// - GET guvenlik-olaylari/ (authenticated): the caller's own;
// - GET admin/users/{id}/guvenlik-olaylari/ (superuser, as the whole users area): any user's; an
//   unknown user is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGuvenlikOlayPage, ZGuvenlikOlayQuery, ZIdParams } from '@portal/domain';
import { adminRoutes } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { paginated, pagingOf } from '../../lib/list-query';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { userExists } from '../kullanicilar/repository';
import { listSecurityEvents } from './repository';

const guvenlikOlaylari: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'guvenlik-olaylari', 'authenticated');

  route.get(
    '/guvenlik-olaylari/',
    { summary: "The caller's security events (sign-ins, failed sign-ins, password changes ...), newest first, paged", querystring: ZGuvenlikOlayQuery, response: ZGuvenlikOlayPage },
    async (request) => {
      const paging = pagingOf(request.query);
      const { count, rows } = await listSecurityEvents(app.db, request.user!.id, { limit: paging.pageSize, offset: paging.offset });
      return paginated(request, paging, count, rows);
    },
  );

  adminRoutes(app, 'superuser').get(
    '/admin/users/:id/guvenlik-olaylari/',
    { summary: "A user's security events, newest first, paged: superusers only", params: ZIdParams, querystring: ZGuvenlikOlayQuery, response: ZGuvenlikOlayPage },
    async (request) => {
      const id = routeId(request.params.id);
      if (!(await userExists(app.db, id))) throw ApiError.notFound();
      const paging = pagingOf(request.query);
      const { count, rows } = await listSecurityEvents(app.db, id, { limit: paging.pageSize, offset: paging.offset });
      return paginated(request, paging, count, rows);
    },
  );
};

export default guvenlikOlaylari;
