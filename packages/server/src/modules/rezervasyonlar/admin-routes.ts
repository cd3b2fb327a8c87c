// Admin reservations (policy 'staff'):
// - GET admin/rezervasyonlar/: paged; filters durum, kaynak, baslangic_gte / baslangic_lte
//   (YYYY-MM-DD, Istanbul days, both inclusive); search over resource name, project title, booker
//   first/last name and username, description; ordering (id, baslangic, bitis, durum, kaynak,
//   basvuru, olusturan, olusturuldu; default -baslangic);
// - DELETE {id}/ -> 204;
// - PATCH {id}/update_status/ {durum}: any of BEKLEME, ONAY, RED, IPTAL from any state; an
//   approval that overlaps an approved reservation of the resource is a 409 (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRezervasyon, ZRezervasyonAdminListQuery, ZRezervasyonStatusUpdateSchema } from '@portal/domain';
import { adminDeleteRoute, adminListRoute } from '../../lib/admin-list';
import { adminStatusRoute } from '../kararlar/status-route';
import { deleteRezervasyon, rezervasyonAdminList } from './repository';
import { setRezervasyonStatus, toRezervasyon } from './service';
import { notifyOn } from '../bildirimler/service';
import { statusHistory } from '../gecmis/repository';

const URL = '/admin/rezervasyonlar/';

const adminRezervasyonlar: FastifyPluginAsyncZod = async (app) => {
  adminListRoute(app, {
    url: URL,
    summary: 'Reservations, paged (page, page_size, search, durum, kaynak, baslangic_gte, baslangic_lte, ordering)',
    querystring: ZRezervasyonAdminListQuery,
    item: ZRezervasyon,
    definition: rezervasyonAdminList,
    toItem: toRezervasyon,
  });

  adminDeleteRoute(app, {
    url: URL,
    summary: 'Delete a reservation',
    remove: deleteRezervasyon,
  });

  adminStatusRoute(app, {
    url: URL,
    summary: 'Set the status of a reservation (any of the four); an overlapping approval is a 409',
    errors: [409],
    body: ZRezervasyonStatusUpdateSchema,
    item: ZRezervasyon,
    update: setRezervasyonStatus,
    history: statusHistory('rezervasyon'),
    bulk: 'rezervasyon',
    onChanged: notifyOn('rezervasyon_durum'),
  });
};

export default adminRezervasyonlar;
