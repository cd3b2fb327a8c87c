// Reservations of signed-in users:
// - GET rezervasyonlar/: the caller's own reservations (every role), newest first, plain array,
//   with an ETag of its bytes (If-None-Match -> 304 while unchanged);
// - GET rezervasyonlar/?kaynak={id}&month={m}&year={y}[&date=YYYY-MM-DD]: availability for any
//   signed-in user: ONLY {baslangic, bitis, durum} of that resource's BEKLEME and ONAY reservations
//   overlapping that Istanbul month (or that day), by start. Nobody's ids, names or descriptions;
// - GET rezervasyonlar/{id}/: the booker or staff; anyone else 404;
// - POST rezervasyonlar/ JSON {kaynak, basvuru, baslangic, bitis, aciklama?} and PATCH {id}/ (the
//   whole edited reservation): the rules in service.ts;
// - POST rezervasyonlar/{id}/iptal/ (no body): the booker cancels their own BEKLEME reservation
//   (IPTAL); anyone else 404, another state 403 with that state's message.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZIdParams, ZRezervasyon, ZRezervasyonAvailability, ZRezervasyonIptal, ZRezervasyonListQuery, ZRezervasyonWrite } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { sendWithEtag } from '../../lib/etag';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { visibleReservations } from '../../policies';
import { findRezervasyonRow, listOwnRezervasyonRows } from './repository';
import { availabilityOf, callerAsBooker, cancelRezervasyon, createRezervasyon, toRezervasyon, toRezervasyonBy, updateRezervasyon } from './service';

const rezervasyonlar: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'rezervasyonlar', 'authenticated');

  route.get(
    '/rezervasyonlar/',
    {
      summary: "The caller's own reservations; with kaynak & month & year [& date] the resource's availability",
      querystring: ZRezervasyonListQuery,
      response: { 200: z.union([z.array(ZRezervasyon), z.array(ZRezervasyonAvailability)]), 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.kaynak === undefined) {
        const booker = callerAsBooker(request.user!);
        const rows = await listOwnRezervasyonRows(app.db, booker.id);
        return sendWithEtag(request, reply, rows.map((row) => toRezervasyonBy(row, booker)));
      }
      return sendWithEtag(request, reply, await availabilityOf(app.db, { kaynak: q.kaynak, year: q.year, month: q.month, date: q.date }));
    },
  );

  route.get('/rezervasyonlar/:id/', { summary: 'One reservation: its booker and staff (others 404)', params: ZIdParams, response: ZRezervasyon }, async (request) => {
    const row = await findRezervasyonRow(app.db, routeId(request.params.id), visibleReservations(request.user!));
    if (!row) throw ApiError.detail(404, MSG.reservation.notFound);
    return toRezervasyon(row);
  });

  route.post(
    '/rezervasyonlar/',
    {
      errors: [409],
      summary: 'Book a resource with an own approved application (JSON: kaynak, basvuru, baslangic, bitis, aciklama?)',
      body: ZRezervasyonWrite,
      status: 201,
      response: ZRezervasyon,
    },
    async (request) => withTransaction(app.db, (tx) => createRezervasyon(tx, request.user!, request.body)),
  );

  route.patch(
    '/rezervasyonlar/:id/',
    { errors: [403], summary: 'Edit an own waiting (BEKLEME) reservation; same rules as booking', params: ZIdParams, body: ZRezervasyonWrite, response: ZRezervasyon },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => updateRezervasyon(tx, request.user!, id, request.body));
    },
  );

  route.post(
    '/rezervasyonlar/:id/iptal/',
    {
      errors: [403],
      summary: 'Cancel an own waiting (BEKLEME) reservation -> IPTAL (others 404; other states 403)',
      params: ZIdParams,
      body: ZRezervasyonIptal,
      response: ZRezervasyon,
    },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => cancelRezervasyon(tx, request.user!, id));
    },
  );
};

export default rezervasyonlar;
