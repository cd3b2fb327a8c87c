// History (issue 15, item 3):
// - GET gecmis/?nesne=&id= (authenticated): one object's history, oldest first, for those who may
//   read the object itself: the applicant (and the application's assigned mentors) for an
//   application and its reports, the booker for a reservation, the company's owner for a receipt,
//   oneself for one's account; staff any (the edit history of calls, resources, companies, mentors
//   and assignments only staff). Anyone else, or an unknown object: 404 (nobody learns what exists).
// - GET admin/gecmis/?nesne=&id= (staff): the same for any object, also one deleted since.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGecmisKaydi, ZGecmisQuery, type GecmisNesne } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { moduleRoutes } from '../../lib/routes';
import type { Tx } from '../../lib/transaction';
import { isStaff, ownsCompany, visibleApplications, visibleReports, visibleReservations } from '../../policies';
import type { AuthUser } from '../../services/session-user';
import { findBasvuruRow } from '../basvurular/repository';
import { findDekontRow } from '../dekontlar/repository';
import { findRaporRow } from '../raporlar/repository';
import { findRezervasyonRow } from '../rezervasyonlar/repository';
import { listHistory } from './repository';

/** Whether `actor` may read the object itself (and so its history). */
async function canReadObject(db: Tx, actor: AuthUser, nesne: GecmisNesne, id: number): Promise<boolean> {
  if (isStaff(actor)) return true;
  switch (nesne) {
    case 'basvuru':
      return (await findBasvuruRow(db, id, visibleApplications(actor))) !== null;
    case 'rapor':
      return (await findRaporRow(db, id, visibleReports(actor))) !== null;
    case 'rezervasyon':
      return (await findRezervasyonRow(db, id, visibleReservations(actor))) !== null;
    case 'dekont': {
      const row = await findDekontRow(db, id);
      return row !== null && ownsCompany(actor, row.sirket_id);
    }
    case 'kullanici':
      // One's own account (anonymised accounts can no longer sign in: staff read theirs).
      return id === actor.id;
    case 'cagri':
    case 'kaynak':
    case 'sirket':
    case 'mentor':
    case 'atama':
      // Their edits are staff's business (a call or a resource itself is public, its edits are not).
      return false;
  }
}

const gecmis: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'gecmis');
  const response = z.array(ZGecmisKaydi);

  route.get(
    '/gecmis/',
    { policy: 'authenticated', errors: [404], summary: "One of the caller's objects' history (status changes, who, when, note)", querystring: ZGecmisQuery, response },
    async (request) => {
      const { nesne, id } = request.query;
      if (!(await canReadObject(app.db, request.user!, nesne, id))) throw ApiError.notFound();
      return listHistory(app.db, nesne, id);
    },
  );

  route.get(
    '/admin/gecmis/',
    { policy: 'staff', tags: ['gecmis', 'admin'], summary: "Any object's history", querystring: ZGecmisQuery, response },
    async (request) => listHistory(app.db, request.query.nesne, request.query.id),
  );
};

export default gecmis;
