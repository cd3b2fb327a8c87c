// Mentor evaluations:
// - GET degerlendirmeler/: "my evaluations": those of the caller's own applications and those on
//   the caller's active assignments as mentor (staff: all); newest first, plain array.
// - GET degerlendirmeler/?atama={id}: one assignment's evaluations, for the application's applicant,
//   the assignment's mentor while it is active, and staff; anyone else, and an unknown id, 404.
// - POST degerlendirmeler/ {atama_id, puan (integer 0..100), yorum (required), onerilen_durum
//   (ONAY, RED, INCELEME; default INCELEME)}: only the mentor of an active assignment -> 201.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDegerlendirme, ZDegerlendirmeCreate, ZDegerlendirmeListQuery } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { createDegerlendirme, listDegerlendirmelerFor } from './service';

const degerlendirmeler: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'degerlendirmeler', 'authenticated');

  route.get(
    '/degerlendirmeler/',
    {
      summary: "My evaluations (own applications', and mine as an active mentor), or one assignment's (?atama=)",
      querystring: ZDegerlendirmeListQuery,
      response: z.array(ZDegerlendirme),
    },
    async (request) => listDegerlendirmelerFor(app.db, request.user!, request.query.atama),
  );

  route.post(
    '/degerlendirmeler/',
    {
      summary: 'Evaluate an application as the mentor of its active assignment (atama_id, puan, yorum, onerilen_durum)',
      body: ZDegerlendirmeCreate,
      status: 201,
      response: ZDegerlendirme,
    },
    async (request) => withTransaction(app.db, (tx) => createDegerlendirme(tx, request.user!, request.body)),
  );
};

export default degerlendirmeler;
