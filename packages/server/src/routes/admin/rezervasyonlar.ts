// Admin reservations (spec 2 Admin reservations, 4 Reservation durum, 7 Admin; policy 'staff'):
// - GET admin/rezervasyonlar/: paged; filters durum, kaynak, baslangic_gte / baslangic_lte
//   (YYYY-MM-DD, Istanbul days, both inclusive); search over resource name, project title, booker
//   first/last name and username, description; ordering (id, baslangic, bitis, durum, kaynak,
//   basvuru, olusturan, olusturuldu; default -baslangic);
// - DELETE {id}/ -> 204;
// - PATCH {id}/update_status/ {durum}: any of BEKLEME, ONAY, RED, IPTAL from any state. Approving
//   one that overlaps an approved reservation of the resource is refused by the database's
//   exclusion constraint (SQLSTATE 23P01) and answered 409 {detail}. Approvals of one resource
//   take its row FOR UPDATE first, so concurrent approvals queue instead of deadlocking on the
//   constraint; the constraint, not the lock, is what decides.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityWindow, MSG, REZERVASYON_DURUMLARI, zOptionalId, ZRezervasyonStatusUpdateSchema } from '@portal/domain';
import { pgErrorCode, type Db } from '../../db/client';
import { applications, reservations, resources, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { orderingOf, paginated, pagingOf, searchWhere, ZAdminListQuery } from '../../services/admin-lists';
import { bookerName, countReservations, findReservation, selectReservations, toReservation, ZReservation } from '../../services/reservations';
import { routeId } from '../../services/route-ids';

const ORDERING = {
  id: reservations.id,
  baslangic: reservations.baslangic,
  bitis: reservations.bitis,
  durum: reservations.durum,
  kaynak: resources.ad,
  basvuru: applications.proje_basligi,
  olusturan: bookerName,
  olusturuldu: reservations.olusturuldu,
};

const ZParams = z.object({ id: z.string() });
const ZPage = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(ZReservation) });
const zDay = () =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || availabilityWindow({ date: v }) !== null, MSG.reservation.invalidDate)
    .transform((v) => (v === undefined ? undefined : availabilityWindow({ date: v })!));

/** How many times an approval is retried after a deadlock (40P01) before answering 409. */
const DEADLOCK_RETRIES = 3;

const adminRezervasyonlar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/rezervasyonlar/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Reservations, paged (page, page_size, search, durum, kaynak, baslangic_gte, baslangic_lte, ordering)',
        querystring: z.object({
          ...ZAdminListQuery,
          durum: z.enum(REZERVASYON_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
          kaynak: zOptionalId(MSG.common.invalidId),
          baslangic_gte: zDay(),
          baslangic_lte: zDay(),
        }),
        response: { 200: ZPage },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const order = orderingOf(q.ordering, ORDERING, '-baslangic', [desc(reservations.id)]);
      const where = and(
        searchWhere(q.search, [
          resources.ad,
          applications.proje_basligi,
          bookerName,
          users.first_name,
          users.last_name,
          users.username,
          reservations.aciklama,
        ]),
        q.durum === undefined ? undefined : eq(reservations.durum, q.durum),
        q.kaynak === undefined ? undefined : eq(reservations.kaynak_id, q.kaynak),
        q.baslangic_gte === undefined ? undefined : gte(reservations.baslangic, q.baslangic_gte.start.toJSDate()),
        q.baslangic_lte === undefined ? undefined : lt(reservations.baslangic, q.baslangic_lte.end.toJSDate()),
      );
      const [{ n } = { n: 0 }] = await countReservations(app.db).where(where);
      const rows = await selectReservations(app.db)
        .where(where)
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset(paging.offset);
      return paginated(request, paging, n, rows.map(toReservation));
    },
  );

  app.delete(
    '/admin/rezervasyonlar/:id/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Delete a reservation', params: ZParams, response: { 204: z.null().describe('No Content') } },
    },
    async (request, reply) => {
      const deleted = await app.db
        .delete(reservations)
        .where(eq(reservations.id, routeId(request.params.id)))
        .returning({ id: reservations.id });
      if (deleted.length === 0) throw ApiError.notFound();
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/rezervasyonlar/:id/update_status/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Set the status of a reservation (any of the four); an overlapping approval is a 409',
        params: ZParams,
        body: ZRezervasyonStatusUpdateSchema,
        response: { 200: ZReservation },
      },
    },
    async (request) => {
      const id = routeId(request.params.id);
      const durum = request.body.durum;
      for (let attempt = 0; ; attempt++) {
        try {
          const done = await app.db.transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            const [row] = await tx.select({ kaynak_id: reservations.kaynak_id }).from(reservations).where(eq(reservations.id, id));
            if (!row) throw ApiError.notFound();
            if (durum === 'ONAY') await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, row.kaynak_id)).for('update');
            // kaynak_id in the WHERE: if the booker moved it to another resource meanwhile, go again.
            const updated = await tx
              .update(reservations)
              .set({ durum })
              .where(and(eq(reservations.id, id), eq(reservations.kaynak_id, row.kaynak_id)))
              .returning({ id: reservations.id });
            return updated.length > 0;
          });
          if (!done) continue;
          const found = await findReservation(app.db, id);
          if (!found) throw ApiError.notFound();
          return found;
        } catch (error) {
          const code = pgErrorCode(error);
          if (code === '23P01') throw ApiError.detail(409, MSG.reservation.approvedConflict);
          if (code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
          if (code === '40P01') throw ApiError.detail(409, MSG.reservation.approvedConflict);
          throw error;
        }
      }
    },
  );
};

export default adminRezervasyonlar;
