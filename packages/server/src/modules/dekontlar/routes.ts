// Rent receipts of the caller's company (policy 'owner': anyone who owns no company gets 403):
// - GET dekontlar/: the receipts of the owner's company (plain array, newest payment first);
// - POST dekontlar/: multipart (odeme_tarihi required, aciklama optional, dekont_dosyasi required:
//   PDF/JPG/JPEG/PNG up to 10 MB, checked by content) -> 201, status YUKLENDI; the same document
//   twice in one company is refused naming the earlier receipt. Every failure leaves nothing behind.
// - GET dekontlar/coverage/?months=: the owner's company's row of the coverage grid.
// Document links are signed and handed out only here (owner) and in admin/dekontlar/ (staff).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDekont, ZDekontCreateForm, ZDekontKapsam, ZDekontKapsamQuery } from '@portal/domain';
import { fileLinks } from '../../lib/file-links';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { listDekontRowsOfSirket } from './repository';
import { createDekont, receiptCoverage, toDekont } from './service';

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
