// Staff's side of the threads (policy 'staff'):
// - GET admin/basvurular/{id}/ic-notlar/: the internal notes, oldest first (ETag as the thread's);
// - POST admin/basvurular/{id}/ic-notlar/: multipart (metin, ek_dosya?): a note no applicant or
//   mentor ever reads, nor any list, export or notification;
// - POST admin/basvurular/{id}/mesajlar/{mesajId}/gizle/ {gizli}: hide a message from the applicant
//   and the mentors (or show it again), recorded in the application's history;
// - GET admin/basvurular/{id}/mesajlar/export/: the thread as plain text (internal notes never).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDateTime, MESAJ_MESSAGES, ZIdParams, ZMesaj, ZMesajCreateForm, ZMesajGizleSchema, ZMesajParams, ZMesajThread } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition';
import { ifNoneMatchHas, tagged } from '../../lib/etag';
import { fileLinks } from '../../lib/file-links';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { FILE_RULES } from '../../plugins/files';
import { listThread, threadVersion } from './repository';
import { hideMessage, readableThread, threadOf, toMesaj, writeMessage } from './service';
import { threadEtag } from './thread-etag';

const adminMesajlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'mesajlar', 'staff');

  route.get(
    '/admin/basvurular/:id/ic-notlar/',
    {
      summary: "An application's internal notes (staff only), oldest first; ETag, If-None-Match -> 304",
      params: ZIdParams,
      response: { 200: ZMesajThread, 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const user = request.user!;
      const basvuruId = routeId(request.params.id);
      const access = await readableThread(app.db, user, basvuruId);
      const version = await threadVersion(app.db, basvuruId, true, user.id);
      const etag = threadEtag('n', user.id, basvuruId, version);
      tagged(reply, etag);
      if (ifNoneMatchHas(request, etag)) return reply.code(304).send();
      return threadOf(app.db, links, user, access, true, version.okunan);
    },
  );

  route.post(
    '/admin/basvurular/:id/ic-notlar/',
    { summary: 'Write an internal note (multipart: metin, ek_dosya?); read by staff alone', params: ZIdParams, multipart: ZMesajCreateForm, status: 201, response: ZMesaj },
    async (request) => {
      const basvuruId = routeId(request.params.id);
      await readableThread(app.db, request.user!, basvuruId);
      return app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report }, ({ fields, file, tx }) =>
        writeMessage(tx, request.user!, basvuruId, { fields, fileId: file?.id ?? null, icNot: true, links }),
      );
    },
  );

  route.post(
    '/admin/basvurular/:id/mesajlar/:mesajId/gizle/',
    { summary: 'Hide a message from the applicant and mentors (gizli true) or show it again; recorded in the history', params: ZMesajParams, body: ZMesajGizleSchema, response: ZMesaj },
    async (request) =>
      withTransaction(app.db, (tx) => hideMessage(tx, request.user!, routeId(request.params.id), routeId(request.params.mesajId), request.body.gizli, links)),
  );

  route.get(
    '/admin/basvurular/:id/mesajlar/export/',
    { summary: "The application's thread as plain text (internal notes never)", params: ZIdParams, file: { description: 'The thread as a text file', types: ['text/plain'], download: true } },
    async (request, reply) => {
      const user = request.user!;
      const basvuruId = routeId(request.params.id);
      const access = await readableThread(app.db, user, basvuruId);
      const rows = await listThread(app.db, basvuruId, false);
      const lines = [`${access.proje_basligi}: ${MESAJ_MESSAGES.title}`, ''];
      for (const row of rows) {
        const m = toMesaj(links, row, user, access);
        const marks = [m.bilgi_talebi ? `${MESAJ_MESSAGES.requestBadge} (${m.yanitlandi ? MESAJ_MESSAGES.answered : MESAJ_MESSAGES.awaitingReply})` : null, m.gizli ? MESAJ_MESSAGES.hiddenForStaff : null, m.duzenlendi ? MESAJ_MESSAGES.edited : null]
          .filter(Boolean)
          .join(', ');
        lines.push(`[${formatDateTime(m.olusturuldu)}] ${m.yazar} (${MESAJ_MESSAGES.roles[m.yazar_rolu]})${marks ? ` · ${marks}` : ''}`);
        lines.push(m.metin);
        if (m.ek_dosya_adi) lines.push(`${MESAJ_MESSAGES.attachment}: ${m.ek_dosya_adi}`);
        lines.push('');
      }
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', contentDisposition(`basvuru-${basvuruId}-mesajlar.txt`))
        .header('Cache-Control', 'private, no-store')
        .send(lines.join('\n'));
    },
  );
};

export default adminMesajlar;
