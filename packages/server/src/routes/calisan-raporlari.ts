// GET sirketler/{id}/calisan-raporlari/ (spec 2 Employee reports, 6 Company owner, 7 Applicant):
// policy 'owner' (anyone who owns no company: 403); only an owner (sahip) of THIS company reads it,
// another owner or an unknown company 404. The reports whose author is an employee (calisan) of the
// company (never the owner's own), newest first, plain array: each report in the spec 3 shape plus
// `calisan` (its author) and `durum_calisan` (beklemede / onaylandi / reddedildi by the domain's
// raporDurumToCalisanDurum). The screen counts, filters and searches on the client.
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyMembers, reports } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { canReadEmployeeReports, employeeReportsOf, membershipOf } from '../policies';
import { selectReports, toEmployeeReport, ZEmployeeReport } from '../services/reports';
import { routeId } from '../services/route-ids';

const calisanRaporlari: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sirketler/:id/calisan-raporlari/',
    {
      config: { policy: 'owner' },
      schema: {
        tags: ['sirketler'],
        summary: "Reports of the company's employees (not the owner's), newest first: that company's owner only",
        params: z.object({ id: z.string() }),
        response: { 200: z.array(ZEmployeeReport) },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = routeId(request.params.id);
      const [membership] = await app.db.select({ rol: companyMembers.rol }).from(companyMembers).where(membershipOf(user.id, id));
      if (!canReadEmployeeReports(user, membership ?? null)) throw ApiError.notFound();
      const rows = await selectReports(app.db)
        .where(employeeReportsOf(id))
        .orderBy(desc(reports.olusturuldu), desc(reports.id));
      return rows.map((row) => toEmployeeReport(app, row));
    },
  );
};

export default calisanRaporlari;
