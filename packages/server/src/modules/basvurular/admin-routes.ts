// Admin applications (policy 'staff'):
// - GET admin/basvurular/: paged; search over project title, applicant name (ad_soyad, first and
//   last name), username, e-mail, company name and call title; filters durum and cagri; ordering
//   (id, proje_basligi, basvuran, sirket, cagri, durum, olusturuldu; default -olusturuldu);
// - DELETE {id}/ -> 204: its reports, mentor assignments (with their evaluations) and reservations
//   go with it, and so do the stored attachments of it and of its reports;
// - PATCH {id}/update_status/ {durum}: any of TASLAK, GONDERILDI, INCELEME, ONAY, RED (quick
//   approve/reject only from INCELEME is a screen rule), unknown -> 400 {durum: [...]}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBasvuru, ZBasvuruAdminListQuery, ZBasvuruStatusUpdateSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute } from '../../lib/admin-list';
import { adminStatusRoute, setThenRead } from '../kararlar/status-route';
import { fileLinks } from '../../lib/file-links';
import { basvuruAdminList, deleteBasvuru, findBasvuruRow, setBasvuruDurum } from './repository';
import { toBasvuru } from './service';
import { notifyOn } from '../bildirimler/service';
import { statusHistory } from '../gecmis/repository';

const URL = '/admin/basvurular/';

const adminBasvurular: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);

  adminListRoute(app, {
    url: URL,
    summary: 'Applications, paged (page, page_size, search, durum, cagri, ordering)',
    querystring: ZBasvuruAdminListQuery,
    item: ZBasvuru,
    definition: basvuruAdminList,
    toItem: (row) => toBasvuru(links, row),
  });

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete an application with its reports, assignments, evaluations, reservations and attachments',
    remove: deleteBasvuru,
  });

  adminStatusRoute(app, {
    url: URL,
    summary: 'Set the status of an application (any of the five)',
    body: ZBasvuruStatusUpdateSchema,
    item: ZBasvuru,
    update: setThenRead(setBasvuruDurum, findBasvuruRow, (row) => toBasvuru(links, row)),
    history: statusHistory('basvuru'),
    bulk: 'basvuru',
    onChanged: notifyOn('basvuru_durum'),
  });
};

export default adminBasvurular;
