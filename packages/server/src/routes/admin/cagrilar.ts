// Admin calls (spec 2 Admin calls, 7 Admin; policy 'staff'):
// - GET admin/cagrilar/: paged; search (baslik, aciklama; case- and Turkish-diacritic-insensitive),
//   aktif=true|false, ordering (baslik, baslangic, bitis, olusturuldu, '-' for descending;
//   default -olusturuldu);
// - POST (ZCallFormSchema: a new call starts active) -> 201; PUT {id}/ -> 200;
// - DELETE {id}/ -> 204, or 409 {detail} while applications point at the call (RESTRICT: staff
//   deactivate it instead; docs/architecture.md, Deletion rules).
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZCallFormSchema } from '@portal/domain';
import { pgErrorCode } from '../../db/client';
import { calls } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { orderingOf, paginated, pagingOf, searchWhere, ZAdminListQuery, zBooleanParam } from '../../services/admin-lists';
import { callValues, toCall, ZCall } from '../../services/calls';
import { routeId } from '../../services/route-ids';

const ORDERING = {
  baslik: calls.baslik,
  baslangic: calls.baslangic,
  bitis: calls.bitis,
  olusturuldu: calls.olusturuldu,
};

const ZParams = z.object({ id: z.string() });
const ZPage = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(ZCall) });

const adminCagrilar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cagrilar/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Calls, paged (page, page_size, search, aktif, ordering)',
        querystring: z.object({ ...ZAdminListQuery, aktif: zBooleanParam() }),
        response: { 200: ZPage },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const order = orderingOf(q.ordering, ORDERING, '-olusturuldu', [desc(calls.id)]);
      const where = and(
        searchWhere(q.search, [calls.baslik, calls.aciklama]),
        q.aktif === undefined ? undefined : eq(calls.aktif, q.aktif),
      );
      const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(calls).where(where);
      const rows = await app.db
        .select()
        .from(calls)
        .where(where)
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset(paging.offset);
      const now = new Date();
      return paginated(request, paging, n, rows.map((row) => toCall(row, now)));
    },
  );

  app.post(
    '/admin/cagrilar/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Create a call', body: ZCallFormSchema, response: { 201: ZCall } },
    },
    async (request, reply) => {
      const [row] = await app.db.insert(calls).values(callValues(request.body)).returning();
      return reply.code(201).send(toCall(row!));
    },
  );

  app.put(
    '/admin/cagrilar/:id/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Replace a call', params: ZParams, body: ZCallFormSchema, response: { 200: ZCall } },
    },
    async (request) => {
      const [row] = await app.db
        .update(calls)
        .set(callValues(request.body))
        .where(eq(calls.id, routeId(request.params.id)))
        .returning();
      if (!row) throw ApiError.notFound();
      return toCall(row);
    },
  );

  app.delete(
    '/admin/cagrilar/:id/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a call that has no applications (409 otherwise)',
        params: ZParams,
        response: { 204: z.null().describe('No Content') },
      },
    },
    async (request, reply) => {
      let deleted: { id: number }[];
      try {
        // The foreign key decides (RESTRICT), atomically: no check-then-delete race.
        deleted = await app.db.delete(calls).where(eq(calls.id, routeId(request.params.id))).returning({ id: calls.id });
      } catch (error) {
        if (pgErrorCode(error) === '23503') throw ApiError.detail(409, MSG.call.deleteHasApplications);
        throw error;
      }
      if (deleted.length === 0) throw ApiError.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default adminCagrilar;
