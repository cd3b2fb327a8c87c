// Reservations of signed-in users (spec 2 New reservation, My reservations, Update reservation;
// 3 Reservation; 4 Reservation durum; 5 Reservation; 7 Applicant; 8 Reservations):
// - GET rezervasyonlar/: the caller's own reservations (every role), newest first, plain array;
// - GET rezervasyonlar/?kaynak={id}&month={m}&year={y}[&date=YYYY-MM-DD]: availability for any
//   signed-in user: ONLY {baslangic, bitis, durum} of that resource's BEKLEME and ONAY reservations
//   overlapping that Istanbul month (or that day when `date` is given), by start. Nobody's ids,
//   names or descriptions;
// - GET rezervasyonlar/{id}/: the booker or staff; anyone else 404;
// - POST rezervasyonlar/ JSON {kaynak, basvuru, baslangic, bitis, aciklama?}: the domain's rules
//   (required fields; today or later; 30-minute grid; 09:00-18:00 Istanbul; end after start), the
//   resource exists and is active, the application is the caller's own and ONAY (400 with field
//   errors, all together); overlapping an ONAY reservation of the resource 409 {detail}. Starts
//   as BEKLEME. The create-time overlap check is a courtesy: the guarantee that two ONAY never
//   overlap is the exclusion constraint at approval time (admin/rezervasyonlar update_status);
// - PATCH rezervasyonlar/{id}/ (the whole edited reservation; missing fields keep their value,
//   durum and other fields are ignored): only the booker (others 404), only while BEKLEME (else
//   403 {detail} with the state's message), same rules as POST.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityWindow, DEFAULT_REZERVASYON_DURUM, MSG, zOptionalId, type RezervasyonDurum } from '@portal/domain';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/client';
import { reservations, resources } from '../db/schema';
import { ApiError, API_MESSAGES } from '../plugins/errors';
import { canEditReservation, ownReservations, visibleReservations } from '../policies';
import { isoIstanbul } from '../services/calls';
import {
  activeReservationsOf,
  checkBooking,
  findReservation,
  selectReservations,
  toReservation,
  ZAvailability,
  ZReservation,
} from '../services/reservations';
import { routeId } from '../services/route-ids';

const ZParams = z.object({ id: z.string() });

const ZListQuery = z.object({
  kaynak: zOptionalId(MSG.reservation.resourceNotFound),
  month: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\s*\d{1,2}\s*$/.test(v) && Number(v) >= 1 && Number(v) <= 12), MSG.reservation.invalidMonth)
    .transform((v) => (v === undefined ? undefined : Number(v))),
  year: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\s*\d{4}\s*$/.test(v), MSG.reservation.invalidYear)
    .transform((v) => (v === undefined ? undefined : Number(v))),
  date: z
    .string()
    .optional()
    .refine((v) => v === undefined || availabilityWindow({ date: v }) !== null, MSG.reservation.invalidDate),
});

/** 23503: the resource or the application went away between the check and the write. */
function foreignKeyGone(error: unknown): never {
  if (pgErrorCode(error) === '23503') throw ApiError.detail(400, API_MESSAGES.invalid);
  throw error;
}

const rezervasyonlar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rezervasyonlar/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['rezervasyonlar'],
        summary: "The caller's own reservations; with kaynak & month & year [& date] the resource's availability",
        querystring: ZListQuery,
        response: { 200: z.union([z.array(ZReservation), z.array(ZAvailability)]) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.kaynak === undefined) {
        const rows = await selectReservations(app.db)
          .where(ownReservations(request.user!))
          .orderBy(desc(reservations.olusturuldu), desc(reservations.id));
        return rows.map(toReservation);
      }
      const window = availabilityWindow({ year: q.year, month: q.month, date: q.date });
      if (!window) throw ApiError.fields({ month: MSG.reservation.availabilityWindowRequired });
      const [resource] = await app.db.select({ id: resources.id }).from(resources).where(eq(resources.id, q.kaynak));
      if (!resource) throw ApiError.fields({ kaynak: MSG.reservation.resourceNotFound });
      const rows = await activeReservationsOf(app.db, q.kaynak, window.start.toJSDate(), window.end.toJSDate());
      return rows.map((r) => ({ baslangic: isoIstanbul(r.baslangic)!, bitis: isoIstanbul(r.bitis)!, durum: r.durum as RezervasyonDurum }));
    },
  );

  app.get(
    '/rezervasyonlar/:id/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['rezervasyonlar'],
        summary: 'One reservation: its booker and staff (others 404)',
        params: ZParams,
        response: { 200: ZReservation },
      },
    },
    async (request) => {
      const found = await findReservation(app.db, routeId(request.params.id), visibleReservations(request.user!));
      if (!found) throw ApiError.detail(404, MSG.reservation.notFound);
      return found;
    },
  );

  app.post(
    '/rezervasyonlar/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['rezervasyonlar'],
        summary: 'Book a resource with an own approved application (JSON: kaynak, basvuru, baslangic, bitis, aciklama?)',
        response: { 201: ZReservation },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const created = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const values = await checkBooking(tx, user, request.body);
        const [row] = await tx
          .insert(reservations)
          .values({ ...values, olusturan_id: user.id, durum: DEFAULT_REZERVASYON_DURUM })
          .returning({ id: reservations.id })
          .catch(foreignKeyGone);
        const found = await findReservation(tx, row!.id);
        if (!found) throw new Error('inserted reservation not found');
        return found;
      });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/rezervasyonlar/:id/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['rezervasyonlar'],
        summary: 'Edit an own waiting (BEKLEME) reservation; same rules as booking',
        params: ZParams,
        response: { 200: ZReservation },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = routeId(request.params.id);
      return app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const current = await findReservation(tx, id, ownReservations(user));
        if (!current) throw ApiError.detail(404, MSG.reservation.notFound);
        const refuse = (durum: string) =>
          ApiError.forbidden(MSG.reservation.notEditable[durum as keyof typeof MSG.reservation.notEditable] ?? MSG.reservation.notEditableLabel);
        if (!canEditReservation(user, { olusturan_id: current.olusturan.id, durum: current.durum })) throw refuse(current.durum);
        const values = await checkBooking(tx, user, request.body, {
          excludeId: id,
          fallback: {
            kaynak: current.kaynak_id,
            basvuru: current.basvuru_id,
            baslangic: current.baslangic,
            bitis: current.bitis,
            aciklama: current.aciklama,
          },
        });
        // Only while still waiting: an approval that committed meanwhile wins.
        const updated = await tx
          .update(reservations)
          .set(values)
          .where(and(eq(reservations.id, id), eq(reservations.olusturan_id, user.id), eq(reservations.durum, 'BEKLEME')))
          .returning({ id: reservations.id })
          .catch(foreignKeyGone);
        if (updated.length === 0) {
          const now = await findReservation(tx, id, ownReservations(user));
          if (!now) throw ApiError.detail(404, MSG.reservation.notFound);
          throw refuse(now.durum);
        }
        const found = await findReservation(tx, id);
        if (!found) throw ApiError.detail(404, MSG.reservation.notFound);
        return found;
      });
    },
  );
};

export default rezervasyonlar;
