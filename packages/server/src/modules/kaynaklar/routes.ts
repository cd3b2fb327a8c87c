// Resources for signed-in users:
// - GET kaynaklar/: every resource, active and inactive (the screen counts both and disables
//   booking of inactive ones), by name, plain array;
// - GET kaynaklar/{id}/: one resource; unknown or malformed id 404.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZKaynak } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { findKaynak, listKaynaklar } from './repository';

const kaynaklar: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'kaynaklar', 'authenticated');

  route.get('/kaynaklar/', { summary: 'All resources by name (plain array)', response: z.array(ZKaynak) }, async () => listKaynaklar(app.db));

  route.get('/kaynaklar/:id/', { summary: 'One resource', params: ZIdParams, response: ZKaynak }, async (request) => {
    const found = await findKaynak(app.db, routeId(request.params.id));
    if (!found) throw ApiError.notFound();
    return found;
  });
};

export default kaynaklar;
