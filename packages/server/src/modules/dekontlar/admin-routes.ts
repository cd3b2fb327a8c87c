// Admin receipts (policy 'staff'):
// - GET admin/dekontlar/: paged; search over company name, uploader (username, first and last
//   name) and description; filters durum and sirket; ordering (id, sirket, olusturan, odeme_tarihi,
//   yukleme_tarihi, durum; default -yukleme_tarihi);
// - DELETE {id}/ -> 204, with its stored document (row in the transaction, bytes after it);
// - PATCH {id}/update_status/ {durum}: any of YUKLENDI, ONAYLANDI, REDDEDILDI (quick approve/reject
//   only from YUKLENDI is a screen rule), unknown -> 400 {durum: [...]};
// - GET admin/dekontlar/coverage/?months=: months x active companies, and how many companies miss
//   last month's receipt.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDekont, ZDekontAdminListQuery, ZDekontKapsam, ZDekontKapsamQuery, ZDekontStatusUpdateSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute, adminRoutes, adminStatusRoute, setThenRead } from '../../lib/admin-list';
import { fileLinks } from '../../lib/file-links';
import { dekontAdminList, deleteDekont, findDekontRow, setDekontDurum } from './repository';
import { receiptCoverage, toDekont } from './service';
import { notifyOn } from '../bildirimler/service';
import { statusHistory } from '../gecmis/repository';

const URL = '/admin/dekontlar/';

const adminDekontlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);

  adminRoutes(app).get(
    `${URL}coverage/`,
    { summary: 'Receipt coverage: the last `months` months x every active company', querystring: ZDekontKapsamQuery, response: ZDekontKapsam },
    async (request) => {
      const months = request.query.months === undefined ? undefined : Number(request.query.months);
      return receiptCoverage(app.db, { months });
    },
  );

  adminListRoute(app, {
    url: URL,
    summary: 'Receipts, paged (page, page_size, search, durum, sirket, ordering)',
    querystring: ZDekontAdminListQuery,
    item: ZDekont,
    definition: dekontAdminList,
    toItem: (row) => toDekont(links, row),
  });

  adminDeleteRoute(app, { url: URL, summary: 'Delete a receipt with its document', remove: deleteDekont });

  adminStatusRoute(app, {
    url: URL,
    summary: 'Set the status of a receipt (any of the three)',
    body: ZDekontStatusUpdateSchema,
    item: ZDekont,
    update: setThenRead(setDekontDurum, findDekontRow, (row) => toDekont(links, row)),
    history: statusHistory('dekont'),
    onChanged: notifyOn('dekont_durum'),
  });
};

export default adminDekontlar;
