// Calls for signed-in users (spec 2 Open calls, 7 Applicant): every call, newest first, as a plain
// array (the screen filters active/closed itself by acik_mi), and one call by id.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { toCall, ZCall } from '../services/calls';
import { routeId } from '../services/route-ids';

const cagrilar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cagrilar/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['cagrilar'], summary: 'All calls, newest first (plain array)', response: { 200: z.array(ZCall) } },
    },
    async () => {
      const rows = await app.db.select().from(calls).orderBy(desc(calls.olusturuldu), desc(calls.id));
      const now = new Date();
      return rows.map((row) => toCall(row, now));
    },
  );

  app.get(
    '/cagrilar/:id/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['cagrilar'], summary: 'One call', params: z.object({ id: z.string() }), response: { 200: ZCall } },
    },
    async (request) => {
      const [row] = await app.db.select().from(calls).where(eq(calls.id, routeId(request.params.id)));
      if (!row) throw ApiError.notFound();
      return toCall(row);
    },
  );
};

export default cagrilar;
