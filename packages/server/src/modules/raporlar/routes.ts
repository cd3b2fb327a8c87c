// Reports of an application:
// - GET raporlar/?basvuru={id}: the application's applicant, its actively assigned mentors and staff
//   read its reports (plain array, newest first); anyone else, and an unknown application, 404;
//   `basvuru` missing or not a positive 32-bit integer: 400 {basvuru: [...]}.
// - POST raporlar/: multipart (basvuru_id, donem_baslangic, ozet, optional ek_dosya PDF/DOC/DOCX up
//   to 10 MB by content); the rules in service.ts. Every failure leaves nothing behind.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, zId, ZRapor, ZRaporCreateForm, ZRaporListQuery } from '@portal/domain';
import { fileLinks } from '../../lib/file-links';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { canReadReports } from '../../policies';
import { applicationAccess, listRaporlarOfBasvuru } from './repository';
import { applicationNotFound, createRapor, toRapor } from './service';

/** `?basvuru=`: a positive 32-bit integer (the domain's id rule). */
const ZQueryId = zId(MSG.report.invalidApplicationId);

const raporlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'raporlar', 'authenticated');

  route.get(
    '/raporlar/',
    {
      summary: "An application's reports, newest first (plain array): its applicant, active mentors and staff",
      querystring: ZRaporListQuery.extend({
        basvuru: ZRaporListQuery.shape.basvuru.transform((v, ctx) => {
          const id = ZQueryId.safeParse(v);
          if (id.success) return id.data;
          ctx.addIssue({ code: 'custom', message: MSG.report.invalidApplicationId });
          return z.NEVER;
        }),
      }),
      response: z.array(ZRapor),
    },
    async (request) => {
      const user = request.user!;
      const basvuruId = request.query.basvuru;
      const access = await applicationAccess(app.db, basvuruId);
      if (!access || !canReadReports(user, access, access.activeMentorIds)) throw applicationNotFound();
      const rows = await listRaporlarOfBasvuru(app.db, basvuruId);
      return rows.map((row) => toRapor(links, row));
    },
  );

  route.post(
    '/raporlar/',
    {
      summary: 'File a report on an own application (multipart: basvuru_id, donem_baslangic, ozet, ek_dosya?)',
      multipart: ZRaporCreateForm,
      status: 201,
      response: ZRapor,
    },
    async (request) =>
      app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report }, ({ fields, file, tx }) =>
        createRapor(tx, request.user!, { fields, fileId: file?.id ?? null, links }),
      ),
  );
};

export default raporlar;
