// Liveness and database check for load balancers and `npm start`'s readiness probe.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../lib/routes';
import { pingDatabase } from './repository';

const health: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'system', 'anonymous').get(
    '/health/',
    { summary: 'Liveness and database check', response: z.object({ status: z.literal('ok'), database: z.string() }) },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: 'ok' };
    },
  );
};

export default health;
