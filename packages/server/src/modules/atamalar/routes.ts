// Mentor assignments as their parties read them:
// - GET atamalar/?basvuru={id}: every assignment (active and passive) of that application, for its
//   applicant and staff; its actively assigned mentor reads its own active one; anyone else, and an
//   unknown application, 404. `basvuru` not a positive 32-bit id: 400 {basvuru: [...]}.
// - GET atamalar/: the caller's active assignments as a mentor (the mentor's task list); a user who
//   is not an active mentor gets an empty list. Active first, newest first, plain array.
// - GET atamalar/queue/: the same assignments as the mentor's work queue (what needs the mentor
//   first, with the reason, the last evaluation and the reports since); a non-mentor gets [].
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAtama, ZAtamaListQuery, ZMentorQueueItem } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { listAtamalarFor, mentorQueueFor } from './service';

const atamalar: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'atamalar', 'authenticated');
  route.get(
    '/atamalar/',
    {
      errors: [404],
      summary: "An application's assignments (?basvuru=, its applicant, its active mentor, staff) or the caller's own as mentor",
      querystring: ZAtamaListQuery,
      response: z.array(ZAtama),
    },
    async (request) => listAtamalarFor(app.db, request.user!, request.query.basvuru),
  );
  route.get(
    '/atamalar/queue/',
    {
      summary: "The caller's active assignments as a mentor, in the order of what needs evaluating (not evaluated, new report, the rest)",
      response: z.array(ZMentorQueueItem),
    },
    async (request) => mentorQueueFor(app.db, request.user!),
  );
};

export default atamalar;
