// Health for load balancers, orchestrators and `npm start`'s readiness probe:
// - GET health/: the database answers (npm start waits for it);
// - GET health/live/: the process serves HTTP (a failing liveness probe restarts the process);
// - GET health/ready/: the database answers and has every committed migration: 200, else 503 with
//   the reason (a failing readiness probe only takes the process out of the rotation).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiDetailError } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { HEALTH_MESSAGES, migrationsApplied, pingDatabase } from './repository';

const health: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'system', 'anonymous');
  route.get('/health/', { summary: 'Liveness and database check', response: z.object({ status: z.literal('ok'), database: z.string() }) }, async () => {
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: 'ok' };
  });

  route.get('/health/live/', { summary: 'Liveness: the process serves HTTP', response: z.object({ status: z.literal('ok') }) }, async () => ({ status: 'ok' as const }));

  route.get(
    '/health/ready/',
    {
      summary: 'Readiness: the database answers and every migration ran (503 otherwise)',
      response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('ok') }), 503: ZApiDetailError },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch {
        return reply.code(503).send({ detail: HEALTH_MESSAGES.databaseDown });
      }
      if (!(await migrationsApplied(app.db))) return reply.code(503).send({ detail: HEALTH_MESSAGES.migrationsPending });
      return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const };
    },
  );
};

export default health;
