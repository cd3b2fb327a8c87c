// Admin resources (spec 2 Admin resources, 3 Resource, 5 Resource, 7 Admin; policy 'staff'):
// - GET admin/kaynaklar/: paged; search over ad (case- and Turkish-letter-insensitive),
//   aktif=true|false, ordering (id, ad, kapasite, aktif, olusturuldu; default ad);
// - POST {ad, kapasite, aktif} (ZResourceSchema: name non-blank, capacity an integer >= 1,
//   default 1; aktif default true) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204: its reservations go with it (ON DELETE CASCADE; docs/architecture.md,
//   Deletion rules). Staff usually deactivate a resource instead.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResourceSchema } from '@portal/domain';
import { resources } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { orderingOf, paginated, pagingOf, searchWhere, ZAdminListQuery, zBooleanParam } from '../../services/admin-lists';
import { toResource, ZResource } from '../../services/reservations';
import { routeId } from '../../services/route-ids';

const ORDERING = {
  id: resources.id,
  ad: resources.ad,
  kapasite: resources.kapasite,
  aktif: resources.aktif,
  olusturuldu: resources.olusturuldu,
};

const ZParams = z.object({ id: z.string() });
const ZPage = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(ZResource) });

const adminKaynaklar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/kaynaklar/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Resources, paged (page, page_size, search, aktif, ordering)',
        querystring: z.object({ ...ZAdminListQuery, aktif: zBooleanParam() }),
        response: { 200: ZPage },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const order = orderingOf(q.ordering, ORDERING, 'ad', [asc(resources.id)]);
      const where = and(searchWhere(q.search, [resources.ad]), q.aktif === undefined ? undefined : eq(resources.aktif, q.aktif));
      const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(resources).where(where);
      const rows = await app.db
        .select()
        .from(resources)
        .where(where)
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset(paging.offset);
      return paginated(request, paging, n, rows.map(toResource));
    },
  );

  app.post(
    '/admin/kaynaklar/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Create a resource', body: ZResourceSchema, response: { 201: ZResource } },
    },
    async (request, reply) => {
      const [row] = await app.db.insert(resources).values(request.body).returning();
      return reply.code(201).send(toResource(row!));
    },
  );

  app.put(
    '/admin/kaynaklar/:id/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Replace a resource', params: ZParams, body: ZResourceSchema, response: { 200: ZResource } },
    },
    async (request) => {
      const [row] = await app.db
        .update(resources)
        .set(request.body)
        .where(eq(resources.id, routeId(request.params.id)))
        .returning();
      if (!row) throw ApiError.notFound();
      return toResource(row);
    },
  );

  app.delete(
    '/admin/kaynaklar/:id/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a resource with its reservations',
        params: ZParams,
        response: { 204: z.null().describe('No Content') },
      },
    },
    async (request, reply) => {
      const deleted = await app.db.delete(resources).where(eq(resources.id, routeId(request.params.id))).returning({ id: resources.id });
      if (deleted.length === 0) throw ApiError.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default adminKaynaklar;
