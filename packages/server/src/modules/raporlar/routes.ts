// Reports of an application:
// - GET raporlar/?basvuru={id}: the application's applicant, its actively assigned mentors and staff
//   read its reports (plain array, newest first); anyone else, and an unknown application, 404;
//   `basvuru` missing or not a positive 32-bit integer: 400 {basvuru: [...]}.
// - POST raporlar/: multipart (basvuru_id, donem_baslangic, ozet, optional ek_dosya PDF/DOC/DOCX up
//   to 10 MB by content); the rules in service.ts. Every failure leaves nothing behind.
// - PATCH raporlar/{id}/, POST raporlar/{id}/gonder/: the applicant completes and sends a draft
//   (TASLAK) report of their own application (draft-service.ts); anyone else 404.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, zId, ZIdParams, ZNoBody, ZRapor, ZRaporCreateForm, ZRaporDraftForm, ZRaporListQuery } from '@portal/domain';
import { fileLinks } from '../../lib/file-links';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { canReadReports } from '../../policies';
import { applicationAccess, listRaporlarOfBasvuru } from './repository';
import { applicationNotFound, createRapor, toRapor } from './service';
import { submitDraftRapor, updateDraftRapor } from './draft-service';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';

/** `?basvuru=`: a positive 32-bit integer (the domain's id rule). */
const ZQueryId = zId(MSG.report.invalidApplicationId);

const raporlar: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'raporlar', 'authenticated');

  route.get(
    '/raporlar/',
    {
      errors: [404],
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
      errors: [403, 404],
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

  route.patch(
    '/raporlar/:id/',
    {
      errors: [409],
      summary: 'Complete an own draft (TASLAK) report (multipart: donem_baslangic, ozet, ek_dosya?, ek_dosya_sil?); others 404, not a draft 409',
      params: ZIdParams,
      multipart: ZRaporDraftForm,
      response: ZRapor,
    },
    async (request) => {
      const id = routeId(request.params.id);
      const { rapor, removedFileKeys } = await app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report }, ({ fields, file, tx }) =>
        updateDraftRapor(tx, request.user!, id, { fields, fileId: file?.id ?? null, links }),
      );
      // The replaced attachment's row went with the commit; its bytes go now.
      for (const key of removedFileKeys) await app.files.storage.delete(key).catch((err: unknown) => request.log.warn({ err }, 'file bytes not deleted'));
      return rapor;
    },
  );

  route.post(
    '/raporlar/:id/gonder/',
    { errors: [409], summary: 'Send an own draft report: TASLAK -> GONDERILDI (not a draft 409); others 404', params: ZIdParams, body: ZNoBody, response: ZRapor },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => submitDraftRapor(tx, request.user!, id, links));
    },
  );
};

export default raporlar;
