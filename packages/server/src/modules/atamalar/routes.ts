// Mentor assignments as their parties read them:
// - GET atamalar/?basvuru={id}: every assignment (active and passive) of that application, for its
//   applicant and staff; its actively assigned mentor reads its own active one; anyone else, and an
//   unknown application, 404. `basvuru` not a positive 32-bit id: 400 {basvuru: [...]}.
// - GET atamalar/: the caller's active assignments as a mentor (the mentor's task list); a user who
//   is not an active mentor gets an empty list. Active first, newest first, plain array.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAtama, ZAtamaListQuery } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { listAtamalarFor } from './service';

const atamalar: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'atamalar', 'authenticated').get(
    '/atamalar/',
    {
      summary: "An application's assignments (?basvuru=, its applicant, its active mentor, staff) or the caller's own as mentor",
      querystring: ZAtamaListQuery,
      response: z.array(ZAtama),
    },
    async (request) => listAtamalarFor(app.db, request.user!, request.query.basvuru),
  );
};

export default atamalar;
