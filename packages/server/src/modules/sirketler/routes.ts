// Companies:
// - GET sirketler/{id}/: members of the company and staff read {id, adi, aktif}; the company's
//   owner (sahip) and staff also get `uyeler`. Anyone else: 404.
// - GET sirketler/{id}/calisan-raporlari/: policy 'owner' (anyone who owns no company: 403); only
//   an owner (sahip) of THIS company reads it, another owner or an unknown company 404. The reports
//   on the company's own applications whose author is an employee (calisan) of it (never the
//   owner's own, never an employee's personal application), newest first,
//   plain array, each with `calisan` (its author) and `durum_calisan` (the domain's
//   raporDurumToCalisanDurum). The screen counts, filters and searches on the client.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCalisanRaporu, ZIdParams, ZSirket } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { fileLinks } from '../../lib/file-links';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { canReadCompany, canReadEmployeeReports, canSeeCompanyMembers, employeeReportsOf } from '../../policies';
import { listRaporRows } from '../raporlar/repository';
import { toCalisanRaporu } from '../raporlar/service';
import { findSirket, listUyeler, membershipRole } from './repository';

const sirketler: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'sirketler');

  route.get(
    '/sirketler/:id/',
    { policy: 'authenticated', summary: 'A company: members and staff read it; its owner and staff also see the members', params: ZIdParams, response: ZSirket },
    async (request) => {
      const user = request.user!;
      const id = routeId(request.params.id);
      const company = await findSirket(app.db, id);
      if (!company) throw ApiError.notFound();
      const rol = await membershipRole(app.db, user.id, id);
      const membership = rol === null ? null : { rol };
      if (!canReadCompany(user, membership)) throw ApiError.notFound();
      if (!canSeeCompanyMembers(user, membership)) return company;
      return { ...company, uyeler: await listUyeler(app.db, id) };
    },
  );

  route.get(
    '/sirketler/:id/calisan-raporlari/',
    {
      policy: 'owner',
      summary: "Reports of the company's employees (not the owner's), newest first: that company's owner only",
      params: ZIdParams,
      response: z.array(ZCalisanRaporu),
    },
    async (request) => {
      const user = request.user!;
      const id = routeId(request.params.id);
      const rol = await membershipRole(app.db, user.id, id);
      if (!canReadEmployeeReports(user, rol === null ? null : { rol })) throw ApiError.notFound();
      return (await listRaporRows(app.db, employeeReportsOf(id))).map((row) => toCalisanRaporu(links, row));
    },
  );
};

export default sirketler;
