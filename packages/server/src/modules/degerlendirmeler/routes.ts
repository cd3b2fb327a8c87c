// Mentor evaluations:
// - GET degerlendirmeler/: "my evaluations": those of the caller's own applications, for every role
//   (a mentor's own writing is under as_mentor/; staff: all); newest first, plain array.
// - GET degerlendirmeler/as_mentor/: the evaluations the caller wrote as a mentor, on active and
//   removed assignments (atama.aktif tells which); a non-mentor gets []. Newest first.
// - GET degerlendirmeler/?atama={id}: one assignment's evaluations, for the application's applicant,
//   the assignment's mentor while it is active, and staff; anyone else, and an unknown id, 404.
// - POST degerlendirmeler/ {atama_id, puan (integer 0..100), yorum (required), onerilen_durum
//   (ONAY, RED, INCELEME; default INCELEME)}: only the mentor of an active assignment -> 201. On a
//   call with a rubric `puanlar` [{olcut_id, puan, yorum?}] instead of `puan`, which becomes their
//   weighted total (olcutler/service.ts).
// - GET degerlendirmeler/olcutler/?atama={id}: the assignment's call's rubric, same readers as ?atama=.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCagriRubric, ZDegerlendirme, ZDegerlendirmeCreate, ZDegerlendirmeListQuery, ZRubricOfAssignmentQuery } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { createDegerlendirme, listDegerlendirmelerFor, listWrittenDegerlendirmeler, rubricOfAssignment } from './service';

const degerlendirmeler: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'degerlendirmeler', 'authenticated');

  route.get(
    '/degerlendirmeler/',
    {
      errors: [404],
      summary: "My evaluations (those of my own applications), or one assignment's (?atama=)",
      querystring: ZDegerlendirmeListQuery,
      response: z.array(ZDegerlendirme),
    },
    async (request) => listDegerlendirmelerFor(app.db, request.user!, request.query.atama),
  );

  route.get(
    '/degerlendirmeler/as_mentor/',
    { summary: 'The evaluations I wrote as a mentor, removed assignments included (read-only history)', response: z.array(ZDegerlendirme) },
    async (request) => listWrittenDegerlendirmeler(app.db, request.user!),
  );

  route.get(
    '/degerlendirmeler/olcutler/',
    {
      errors: [404],
      summary: "The rubric of an assignment's call (empty: one 0..100 score), for the readers of its evaluations",
      querystring: ZRubricOfAssignmentQuery,
      response: ZCagriRubric,
    },
    async (request) => rubricOfAssignment(app.db, request.user!, request.query.atama),
  );

  route.post(
    '/degerlendirmeler/',
    {
      errors: [403, 404],
      summary: 'Evaluate an application as the mentor of its active assignment (atama_id, puan or, on a call with a rubric, puanlar; yorum, onerilen_durum)',
      body: ZDegerlendirmeCreate,
      status: 201,
      response: ZDegerlendirme,
    },
    async (request) => withTransaction(app.db, (tx) => createDegerlendirme(tx, request.user!, request.body)),
  );
};

export default degerlendirmeler;
