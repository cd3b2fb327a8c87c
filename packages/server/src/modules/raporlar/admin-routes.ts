// Admin reports (policy 'staff'):
// - GET admin/raporlar/: paged; search over project title, applicant name (ad_soyad, first and last
//   name), username, e-mail and the summary; filters durum and basvuru; ordering (id, proje_basligi,
//   basvuran, donem_baslangic, donem_bitis, durum, olusturuldu; default -olusturuldu);
// - DELETE {id}/ -> 204, with its stored attachment (row in the transaction, bytes after it);
// - PATCH {id}/update_status/ {durum}: any of TASLAK, GONDERILDI, ONAY, RED (quick approve/reject
//   only from GONDERILDI is a screen rule), unknown -> 400 {durum: [...]}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRapor, ZRaporAdminListQuery, ZRaporStatusUpdateSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute } from '../../lib/admin-list';
import { adminStatusRoute, setThenRead } from '../kararlar/status-route';
import { fileLinks } from '../../lib/file-links';
import { deleteRapor, findRaporRow, raporAdminList, setRaporDurum } from './repository';
import { toRapor } from './service';
import { notifyOn } from '../bildirimler/service';
import { statusHistory } from '../gecmis/repository';

const URL = '/admin/raporlar/';

const adminRaporlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);

  adminListRoute(app, {
    url: URL,
    summary: 'Reports, paged (page, page_size, search, durum, basvuru, ordering)',
    querystring: ZRaporAdminListQuery,
    item: ZRapor,
    definition: raporAdminList,
    toItem: (row) => toRapor(links, row),
  });

  adminDeleteRoute(app, { url: URL, summary: 'Delete a report with its attachment', remove: deleteRapor });

  adminStatusRoute(app, {
    url: URL,
    summary: 'Set the status of a report (any of the four)',
    body: ZRaporStatusUpdateSchema,
    item: ZRapor,
    update: setThenRead(setRaporDurum, findRaporRow, (row) => toRapor(links, row)),
    history: statusHistory('rapor'),
    bulk: 'rapor',
    onChanged: notifyOn('rapor_durum'),
  });
};

export default adminRaporlar;
