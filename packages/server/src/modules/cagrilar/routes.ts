// Calls for signed-in users: every call, newest first, as a plain array (the screen filters
// active/closed itself by acik_mi), and one call by id.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagri, ZIdParams } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { keptAnswers } from '../../lib/kept-answers';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { cagriListVersion, findCagriRow, listCagriRows } from './repository';
import { nextClosing, toCagri } from './service';

const cagrilar: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'cagrilar', 'authenticated');

  // The same for every caller: kept once (lib/kept-answers.ts), until a call changes or closes.
  const kept = keptAnswers();
  route.get('/cagrilar/', { summary: 'All calls, newest first (plain array)', response: z.array(ZCagri) }, async (_request, reply) =>
    kept.send(reply, {
      key: 'all',
      version: () => cagriListVersion(app.db),
      items: async () => {
        const now = new Date();
        return (await listCagriRows(app.db)).map((row) => toCagri(row, now));
      },
      changesAt: nextClosing,
    }),
  );

  route.get('/cagrilar/:id/', { summary: 'One call', params: ZIdParams, response: ZCagri }, async (request) => {
    const row = await findCagriRow(app.db, routeId(request.params.id));
    if (!row) throw ApiError.notFound();
    return toCagri(row);
  });
};

export default cagrilar;
