// The thread of an application (policy 'authenticated'; its readers are its applicant, the owners of
// its company, its active mentors and staff; anyone else, and an unknown application, 404):
// - GET basvurular/{id}/mesajlar/: the messages, oldest first, the reader's position and unread
//   count, and whether a request waits (yanit_bekleniyor); an ETag, If-None-Match -> 304 while
//   nothing changed (what the open thread polls, like the bell). Internal notes never.
// - POST basvurular/{id}/mesajlar/: multipart (metin, bilgi_talebi?, ek_dosya? as a report's file).
// - PATCH basvurular/{id}/mesajlar/{mesajId}/ {metin}: the author, within the edit window.
// - POST basvurular/{id}/mesajlar/okundu/ {son_id}: the reader's position.
// - GET mesajlar/ozet/: the caller's threads with unread messages or an open request (cards, lists).
// - GET mesajlar/: the caller's messages and those of their threads (the data export).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZMesaj, ZMesajCreateForm, ZMesajEditSchema, ZMesajlarim, ZMesajOkunduSchema, ZMesajOzetleri, ZMesajParams, ZMesajThread } from '@portal/domain';
import { ifNoneMatchHas, tagged } from '../../lib/etag';
import { fileLinks } from '../../lib/file-links';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { withTransaction } from '../../lib/transaction';
import { FILE_RULES } from '../../plugins/files';
import { messagesOfPerson, threadAccess, threadSummaries, threadVersion } from './repository';
import { readableThread, readThread, threadOf, toMesaj, updateMessage, writeMessage } from './service';
import { threadEtag } from './thread-etag';

const mesajlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'mesajlar', 'authenticated');

  route.get(
    '/basvurular/:id/mesajlar/',
    {
      summary: "An application's thread (not its internal notes), oldest first, with the reader's position; ETag, If-None-Match -> 304",
      params: ZIdParams,
      response: { 200: ZMesajThread, 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const user = request.user!;
      const basvuruId = routeId(request.params.id);
      const access = await readableThread(app.db, user, basvuruId);
      const version = await threadVersion(app.db, basvuruId, false, user.id);
      const etag = threadEtag('m', user.id, basvuruId, version);
      tagged(reply, etag);
      if (ifNoneMatchHas(request, etag)) return reply.code(304).send();
      return threadOf(app.db, links, user, access, false, version.okunan);
    },
  );

  route.post(
    '/basvurular/:id/mesajlar/',
    {
      summary: 'Write in the thread (multipart: metin, bilgi_talebi? for mentors and staff, ek_dosya? PDF/DOC/DOCX up to 10 MB)',
      params: ZIdParams,
      multipart: ZMesajCreateForm,
      status: 201,
      response: ZMesaj,
    },
    async (request) => {
      const basvuruId = routeId(request.params.id);
      // Who before what: a caller who cannot read the thread learns nothing, not even a file rule.
      await readableThread(app.db, request.user!, basvuruId);
      return app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report }, ({ fields, file, tx }) =>
        writeMessage(tx, request.user!, basvuruId, { fields, fileId: file?.id ?? null, icNot: false, links }),
      );
    },
  );

  route.patch(
    '/basvurular/:id/mesajlar/:mesajId/',
    {
      errors: [403, 409],
      summary: 'Edit an own message within the edit window (others 403; hidden or too late 409)',
      params: ZMesajParams,
      body: ZMesajEditSchema,
      response: ZMesaj,
    },
    async (request) =>
      withTransaction(app.db, (tx) => updateMessage(tx, request.user!, routeId(request.params.id), routeId(request.params.mesajId), request.body.metin, links)),
  );

  route.post(
    '/basvurular/:id/mesajlar/okundu/',
    { summary: "Move the reader's position in the thread to son_id", params: ZIdParams, body: ZMesajOkunduSchema, response: z.object({ son_okunan_id: z.number().int() }) },
    async (request) => ({
      son_okunan_id: await withTransaction(app.db, (tx) => readThread(tx, request.user!, routeId(request.params.id), request.body.son_id)),
    }),
  );

  route.get(
    '/mesajlar/ozet/',
    { summary: "The caller's threads with unread messages or an open request for information", response: ZMesajOzetleri },
    async (request) => {
      const basvurular = await threadSummaries(app.db, request.user!);
      return { toplam: basvurular.reduce((n, b) => n + b.okunmamis, 0), basvurular };
    },
  );

  route.get('/mesajlar/', { summary: "The caller's messages and those of their threads, never internal notes (the data export)", response: ZMesajlarim }, async (request) => {
    const user = request.user!;
    const rows = await messagesOfPerson(app.db, user);
    const accessOf = new Map<number, Awaited<ReturnType<typeof threadAccess>>>();
    const out = [];
    for (const row of rows) {
      if (!accessOf.has(row.basvuru_id)) accessOf.set(row.basvuru_id, await threadAccess(app.db, row.basvuru_id));
      const access = accessOf.get(row.basvuru_id) ?? { applicantIds: [] };
      out.push({ ...toMesaj(links, row, user, access ?? { applicantIds: [] }), proje_basligi: row.proje_basligi });
    }
    return out;
  });
};

export default mesajlar;
