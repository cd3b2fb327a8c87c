// Calls for signed-in users: every call, newest first, as a plain array (the screen filters
// active/closed itself by acik_mi) with an ETag of its bytes (If-None-Match -> 304 while
// unchanged), and one call by id.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagri, ZIdParams } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { sendWithEtag } from '../../lib/etag';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { listCagriRows, readCagriRow } from './repository';
import { toCagri } from './service';

const cagrilar: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'cagrilar', 'authenticated');

  route.get(
    '/cagrilar/',
    {
      summary: 'All calls, newest first (plain array), with an ETag (If-None-Match -> 304 while unchanged)',
      response: { 200: z.array(ZCagri), 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const now = new Date();
      return sendWithEtag(request, reply, (await listCagriRows(app.db)).map((row) => toCagri(row, now)));
    },
  );

  route.get('/cagrilar/:id/', { summary: 'One call', params: ZIdParams, response: ZCagri }, async (request) => {
    const row = await readCagriRow(app.db, routeId(request.params.id));
    if (!row) throw ApiError.notFound();
    return toCagri(row);
  });
};

export default cagrilar;
