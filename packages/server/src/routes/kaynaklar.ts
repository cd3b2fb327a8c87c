// Resources for signed-in users (spec 2 Resources, 3 Resource, 7 Applicant):
// - GET kaynaklar/: every resource, active and inactive (the screen counts both and disables
//   booking of inactive ones), by name, plain array of {id, ad, kapasite, aktif};
// - GET kaynaklar/{id}/: one resource; unknown or malformed id 404.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { toResource, ZResource } from '../services/reservations';
import { routeId } from '../services/route-ids';

const kaynaklar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/kaynaklar/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['kaynaklar'], summary: 'All resources by name (plain array)', response: { 200: z.array(ZResource) } },
    },
    async () => {
      const rows = await app.db.select().from(resources).orderBy(asc(resources.ad), asc(resources.id));
      return rows.map(toResource);
    },
  );

  app.get(
    '/kaynaklar/:id/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['kaynaklar'], summary: 'One resource', params: z.object({ id: z.string() }), response: { 200: ZResource } },
    },
    async (request) => {
      const [row] = await app.db.select().from(resources).where(eq(resources.id, routeId(request.params.id)));
      if (!row) throw ApiError.notFound();
      return toResource(row);
    },
  );
};

export default kaynaklar;
