// Rent receipts of the caller's company (policy 'owner': anyone who owns no company gets 403):
// - GET dekontlar/: the receipts of the owner's company (plain array, newest payment first);
// - POST dekontlar/: multipart (odeme_tarihi required, aciklama optional, dekont_dosyasi required:
//   PDF/JPG/JPEG/PNG up to 10 MB, checked by content) -> 201, status YUKLENDI; the same document
//   twice in one company is refused naming the earlier receipt. Every failure leaves nothing behind.
// - GET dekontlar/coverage/?months=: the owner's company's row of the coverage grid.
// - DELETE dekontlar/{id}/ -> 204 and POST dekontlar/{id}/replace_file/ (multipart dekont_dosyasi)
//   -> the receipt with its new document: only while YUKLENDI (after staff decided 409); another
//   company's receipt 404. The old document's bytes go after the commit.
// Document links are signed and handed out only here (owner) and in admin/dekontlar/ (staff).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDekont, ZDekontCreateForm, ZDekontKapsam, ZDekontKapsamQuery, ZDekontReplaceFileForm, ZIdParams, ZNoContent } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';
import { canManageCompany } from '../../policies';
import { fileLinks } from '../../lib/file-links';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { findDekontRow, listDekontRowsOfSirket } from './repository';
import { createDekont, deleteOwnDekont, receiptCoverage, replaceOwnDekontFile, toDekont } from './service';

const dekontlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'dekontlar', 'owner');

  route.get('/dekontlar/', { summary: "The receipts of the caller's company (its owner only), newest payment first", response: z.array(ZDekont) }, async (request) =>
    (await listDekontRowsOfSirket(app.db, request.user!.sirket_id!)).map((row) => toDekont(links, row)),
  );

  route.post(
    '/dekontlar/',
    { summary: 'Upload a rent receipt (multipart: odeme_tarihi, aciklama?, dekont_dosyasi)', multipart: ZDekontCreateForm, status: 201, response: ZDekont },
    async (request) =>
      app.files.withUpload(request, { fileField: 'dekont_dosyasi', rule: FILE_RULES.receipt }, ({ fields, file, tx }) =>
        createDekont(tx, request.user!, { fields, file, links }),
      ),
  );

  /** Bytes of documents whose rows went with a committed transaction; a failure leaves them to the sweep. */
  const deleteBytes = async (keys: string[], log: FastifyBaseLogger) => {
    for (const key of keys) await app.files.storage.delete(key).catch((err: unknown) => log.warn({ err }, 'file bytes not deleted'));
  };

  route.delete(
    '/dekontlar/:id/',
    { errors: [409], summary: "Delete an own company's receipt while it waits (YUKLENDI), with its document", params: ZIdParams, status: 204, response: ZNoContent },
    async (request) => {
      const id = routeId(request.params.id);
      const { fileKeys } = await withTransaction(app.db, (tx) => deleteOwnDekont(tx, request.user!, id));
      await deleteBytes(fileKeys, request.log);
      return null;
    },
  );

  route.post(
    '/dekontlar/:id/replace_file/',
    {
      errors: [409],
      summary: "Replace the document of an own company's receipt while it waits (YUKLENDI; multipart: dekont_dosyasi)",
      params: ZIdParams,
      multipart: ZDekontReplaceFileForm,
      response: ZDekont,
    },
    async (request) => {
      const id = routeId(request.params.id);
      // Another company's receipt answers 404 before its upload is read (the locked check repeats it).
      const row = await findDekontRow(app.db, id);
      if (!row || !canManageCompany(request.user!, row.sirket_id)) throw ApiError.notFound();
      const { dekont, fileKeys } = await app.files.withUpload(request, { fileField: 'dekont_dosyasi', rule: FILE_RULES.receipt }, ({ file, tx }) =>
        replaceOwnDekontFile(tx, request.user!, id, { file, links }),
      );
      await deleteBytes(fileKeys, request.log);
      return dekont;
    },
  );

  route.get(
    '/dekontlar/coverage/',
    { summary: "Receipt coverage of the caller's company: one row, the last `months` months", querystring: ZDekontKapsamQuery, response: ZDekontKapsam },
    async (request) => {
      const months = request.query.months === undefined ? undefined : Number(request.query.months);
      return (await receiptCoverage(app.db, { months, of: { ids: [request.user!.sirket_id!] } })).grid;
    },
  );
};

export default dekontlar;
