// The signed-in user's notifications (policy 'authenticated'; every query is limited to the
// caller's own rows, so another person's notification is a 404):
// - GET bildirimler/: paged (page, page_size), ordering 'okunmamis' (unread first, then newest;
//   default) or '-olusturuldu' (newest first);
// - GET bildirimler/okunmamis/: {okunmamis, son_id} with an ETag; If-None-Match with the same ETag
//   answers 304 with no body (what the bell polls);
// - POST bildirimler/{id}/okundu/: marks one read, answers it;
// - POST bildirimler/okundu/: marks all read, answers how many;
// - GET/PUT bildirimler/tercihler/: the caller's e-mail choice per type they can receive.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBildirim,
  ZBildirimListQuery,
  ZBildirimOkunduSonuc,
  ZBildirimSayac,
  ZBildirimTercihGuncelle,
  ZBildirimTercihleri,
  ZIdParams,
  zPage,
} from '@portal/domain';
import { ifNoneMatchHas, tagged } from '../../lib/etag';
import { paginated, pagingOf } from '../../lib/list-query';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { countNotifications, listNotificationRows, markAllRead, unreadState } from './repository';
import { markOneRead, preferencesOf, toBildirim, updatePreferences } from './service';

const noBody = z.object({}).passthrough().nullish().describe('no body');

const bildirimler: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'bildirimler', 'authenticated');

  route.get(
    '/bildirimler/',
    {
      summary: "The caller's notifications, paged; ordering okunmamis (unread first, default) or -olusturuldu",
      querystring: ZBildirimListQuery,
      response: zPage(ZBildirim),
    },
    async (request) => {
      const paging = pagingOf(request.query);
      const userId = request.user!.id;
      const unreadFirst = (request.query.ordering ?? 'okunmamis') === 'okunmamis';
      const rows = await listNotificationRows(app.db, userId, { unreadFirst, limit: paging.pageSize, offset: paging.offset });
      const count = paging.offset === 0 && rows.length < paging.pageSize ? rows.length : await countNotifications(app.db, userId);
      return paginated(request, paging, count, rows.map(toBildirim));
    },
  );

  route.get(
    '/bildirimler/okunmamis/',
    {
      summary: 'Unread count and newest id, with an ETag (If-None-Match -> 304 while unchanged)',
      response: { 200: ZBildirimSayac, 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const state = await unreadState(app.db, userId);
      // The user is part of the tag: a browser cache shared by two sign-ins never mixes them up.
      const etag = `"b${userId}-${state.okunmamis}-${state.son_id ?? 0}"`;
      tagged(reply, etag);
      if (ifNoneMatchHas(request, etag)) return reply.code(304).send();
      return state;
    },
  );

  route.post(
    '/bildirimler/:id/okundu/',
    { summary: "Mark one of the caller's notifications read (others 404)", params: ZIdParams, body: noBody, response: ZBildirim },
    async (request) => markOneRead(app.db, request.user!.id, routeId(request.params.id)),
  );

  route.post(
    '/bildirimler/okundu/',
    { summary: "Mark all of the caller's notifications read", body: noBody, response: ZBildirimOkunduSonuc },
    async (request) => ({ isaretlenen: await markAllRead(app.db, request.user!.id) }),
  );

  route.get('/bildirimler/tercihler/', { summary: "The caller's e-mail choice per notification type they can receive", response: ZBildirimTercihleri }, async (request) =>
    preferencesOf(app.db, request.user!),
  );

  route.put(
    '/bildirimler/tercihler/',
    { summary: 'Set e-mail choices (only types the caller can receive)', body: ZBildirimTercihGuncelle, response: ZBildirimTercihleri },
    async (request) => withTransaction(app.db, (tx) => updatePreferences(tx, request.user!, request.body)),
  );
};

export default bildirimler;
