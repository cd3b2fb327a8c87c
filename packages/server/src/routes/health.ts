import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      config: { policy: 'anonymous' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.db ? 'ok' : 'down' };
    },
  );
};

export default health;
