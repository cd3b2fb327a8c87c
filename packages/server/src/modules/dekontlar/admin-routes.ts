// Admin receipts (policy 'staff'):
// - GET admin/dekontlar/: paged; search over company name, uploader (username, first and last
//   name) and description; filters durum and sirket; ordering (id, sirket, olusturan, odeme_tarihi,
//   yukleme_tarihi, durum; default -yukleme_tarihi);
// - DELETE {id}/ -> 204, with its stored document (row in the transaction, bytes after it);
// - PATCH {id}/update_status/ {durum}: any of YUKLENDI, ONAYLANDI, REDDEDILDI (quick approve/reject
//   only from YUKLENDI is a screen rule), unknown -> 400 {durum: [...]};
// - GET admin/dekontlar/coverage/?months=&page=&page_size=&search=&eksik=: months x a page of the
//   active companies (by name; search in their names; eksik=true: only those missing last month's
//   receipt), how many there are and how many miss last month's receipt.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminDekontKapsam, ZAdminDekontKapsamQuery, ZDekont, ZDekontAdminListQuery, ZDekontStatusUpdateSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute, adminRoutes } from '../../lib/admin-list';
import { adminStatusRoute, setThenRead } from '../kararlar/status-route';
import { fileLinks } from '../../lib/file-links';
import { pageLinks, pagingOf } from '../../lib/list-query';
import { dekontAdminList, deleteDekont, findDekontRow, setDekontDurum } from './repository';
import { receiptCoverage, toDekont } from './service';
import { notifyOn } from '../bildirimler/service';
import { statusHistory } from '../gecmis/repository';

const URL = '/admin/dekontlar/';

const adminDekontlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);

  adminRoutes(app).get(
    `${URL}coverage/`,
    {
      summary: 'Receipt coverage: the last `months` months x a page of the active companies (page, page_size, search, eksik)',
      querystring: ZAdminDekontKapsamQuery,
      response: ZAdminDekontKapsam,
    },
    async (request) => {
      const { months, search, eksik } = request.query;
      const paging = pagingOf(request.query);
      const { grid, count } = await receiptCoverage(app.db, {
        months: months === undefined ? undefined : Number(months),
        of: { search },
        missingOnly: eksik === true,
        page: { limit: paging.pageSize, offset: paging.offset },
      });
      return { ...grid, ...pageLinks(request, paging, count) };
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
    bulk: 'dekont',
    onChanged: notifyOn('dekont_durum'),
  });
};

export default adminDekontlar;
