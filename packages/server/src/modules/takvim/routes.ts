// Calendars (iCal, RFC 5545):
// - GET calendar/feed/ (authenticated): {url} of the caller's secret feed; the token is made on the
//   first call. POST calendar/feed/regenerate/ (authenticated): a new token, the old URL 404s at once.
// - GET calendar/<token>.ics (anonymous: the secret is the permission, as a calendar client polls
//   without a bearer token): the token owner's approved reservations; with ?kaynak=<id> that
//   resource's approved bookings, with who and why only on the owner's own ones (staff: all).
//   An unknown token, an inactive owner or an unknown resource: 404.
// - GET calendar/rezervasyonlar/<id>/ (authenticated): one reservation as a .ics download ("add to
//   calendar"); its booker and staff, everyone else 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_TOKEN_RE, MSG, ZCalendarFeed, ZCalendarFeedQuery, ZIdParams } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { visibleReservations } from '../../policies';
import { loadAuthUser } from '../../services/session-user';
import { findRezervasyonRow } from '../rezervasyonlar/repository';
import {
  approvedReservationsIn,
  bookedBy,
  bookingsOf,
  calendarTokenOf,
  resourceName,
  setCalendarToken,
  userIdOfCalendarToken,
} from './repository';
import {
  CALENDAR_MIME,
  calendarFeedPath,
  feedWindow,
  newCalendarToken,
  personalCalendar,
  resourceCalendar,
  singleEventCalendar,
} from './service';

const takvim: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'takvim');

  route.get('/calendar/feed/', { policy: 'authenticated', summary: "The caller's secret iCal feed URL (made on first use)", response: ZCalendarFeed }, async (request) => {
    const userId = request.user!.id;
    const token = (await calendarTokenOf(app.db, userId)) ?? (await setCalendarToken(app.db, userId, newCalendarToken(), { onlyIfEmpty: true }));
    return { url: calendarFeedPath(token) };
  });

  route.post(
    '/calendar/feed/regenerate/',
    {
      policy: 'authenticated',
      summary: 'A new secret feed URL; the old one stops working at once',
      body: z.object({}).passthrough().nullish().describe('no body'),
      response: ZCalendarFeed,
    },
    async (request) => ({ url: calendarFeedPath(await setCalendarToken(app.db, request.user!.id, newCalendarToken())) }),
  );

  route.get(
    '/calendar/:token.ics',
    {
      policy: 'anonymous',
      summary: "A user's approved reservations (or, with kaynak, a resource's bookings) as iCal; the secret URL is the permission",
      params: z.object({ token: z.string() }),
      querystring: ZCalendarFeedQuery,
      file: { description: 'An iCalendar feed', types: [CALENDAR_MIME], download: false },
    },
    async (request, reply) => {
      const { token } = request.params;
      const userId = CALENDAR_TOKEN_RE.test(token) ? await userIdOfCalendarToken(app.db, token) : null;
      const reader = userId === null ? null : await loadAuthUser(app.db, userId);
      if (!reader) throw ApiError.notFound();
      const { from, to } = feedWindow();
      let body: string;
      if (request.query.kaynak === undefined) {
        body = personalCalendar(await approvedReservationsIn(app.db, bookedBy(reader.id), from, to));
      } else {
        const name = await resourceName(app.db, request.query.kaynak);
        if (name === null) throw ApiError.notFound();
        body = resourceCalendar(name, await approvedReservationsIn(app.db, bookingsOf(request.query.kaynak), from, to), reader);
      }
      return reply.header('Content-Type', CALENDAR_MIME).header('Cache-Control', 'private, no-store').send(body);
    },
  );

  route.get(
    '/calendar/rezervasyonlar/:id/',
    {
      policy: 'authenticated',
      summary: 'One reservation as an .ics file (its booker and staff; others 404)',
      params: ZIdParams,
      file: { description: 'The reservation as an .ics file', types: [CALENDAR_MIME], download: true },
    },
    async (request, reply) => {
      const row = await findRezervasyonRow(app.db, routeId(request.params.id), visibleReservations(request.user!));
      if (!row) throw ApiError.detail(404, MSG.reservation.notFound);
      return reply
        .header('Content-Type', CALENDAR_MIME)
        .header('Content-Disposition', contentDisposition(`rezervasyon-${row.id}.ics`))
        .header('Cache-Control', 'private, no-store')
        .send(singleEventCalendar(row));
    },
  );
};

export default takvim;
