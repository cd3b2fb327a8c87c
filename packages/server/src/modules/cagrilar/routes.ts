// Calls for signed-in users: every call, newest first, as a plain array (the screen filters
// active/closed itself by acik_mi) with an ETag of its bytes (If-None-Match -> 304 while
// unchanged), and one call by id with its current application form (issue 51) when it has one.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagri, ZCagriDetay, ZIdParams } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { sendWithEtag } from '../../lib/etag';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { listCagriRows, readCagriRow } from './repository';
import { toCagri } from './service';
import { currentFormOf } from '../cagri-formlari/service';

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

  route.get(
    '/cagrilar/:id/',
    { summary: 'One call, with its application form (`form`) when it has one', params: ZIdParams, response: ZCagriDetay },
    async (request) => {
      const row = await readCagriRow(app.db, routeId(request.params.id));
      if (!row) throw ApiError.notFound();
      const current = await currentFormOf(app.db, row.id);
      return current ? { ...toCagri(row), form: current.form } : toCagri(row);
    },
  );
};

export default cagrilar;
