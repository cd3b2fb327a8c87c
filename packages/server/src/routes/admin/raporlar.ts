// Admin reports (spec 2 Admin reports, 4 Report durum, 7 Admin; policy 'staff'):
// - GET admin/raporlar/: paged; search over project title, applicant name (ad_soyad, first and last
//   name), username, e-mail and the summary; filters durum and basvuru; ordering (id, proje_basligi,
//   basvuran, donem_baslangic, donem_bitis, durum, olusturuldu; default -olusturuldu);
// - DELETE {id}/ -> 204, with its stored attachment (row in the transaction, bytes after it);
// - PATCH {id}/update_status/ {durum}: any of TASLAK, GONDERILDI, ONAY, RED (quick approve/reject
//   only from GONDERILDI is a screen rule), unknown -> 400 {durum: [...]}.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, RAPOR_DURUMLARI, zOptionalId, ZRaporStatusUpdateSchema } from '@portal/domain';
import type { Db } from '../../db/client';
import { applications, reports, storedFiles, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { orderingOf, paginated, pagingOf, searchWhere, ZAdminListQuery } from '../../services/admin-lists';
import { applicantName } from '../../services/applications';
import { countReports, findReport, selectReports, toReport, ZReport } from '../../services/reports';
import { routeId } from '../../services/route-ids';

const ORDERING = {
  id: reports.id,
  proje_basligi: applications.proje_basligi,
  basvuran: applicantName,
  donem_baslangic: reports.donem_baslangic,
  donem_bitis: reports.donem_bitis,
  durum: reports.durum,
  olusturuldu: reports.olusturuldu,
};

const ZParams = z.object({ id: z.string() });
const ZPage = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZReport),
});

const adminRaporlar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/raporlar/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Reports, paged (page, page_size, search, durum, basvuru, ordering)',
        querystring: z.object({
          ...ZAdminListQuery,
          durum: z.enum(RAPOR_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
          basvuru: zOptionalId(MSG.common.invalidId),
        }),
        response: { 200: ZPage },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const order = orderingOf(q.ordering, ORDERING, '-olusturuldu', [desc(reports.id)]);
      const where = and(
        searchWhere(q.search, [
          applications.proje_basligi,
          applicantName,
          users.first_name,
          users.last_name,
          users.username,
          users.email,
          reports.ozet,
        ]),
        q.durum === undefined ? undefined : eq(reports.durum, q.durum),
        q.basvuru === undefined ? undefined : eq(reports.basvuru_id, q.basvuru),
      );
      const [{ n } = { n: 0 }] = await countReports(app.db).where(where);
      const rows = await selectReports(app.db)
        .where(where)
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset(paging.offset);
      return paginated(request, paging, n, rows.map((row) => toReport(app, row)));
    },
  );

  app.delete(
    '/admin/raporlar/:id/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a report with its attachment',
        params: ZParams,
        response: { 204: z.null().describe('No Content') },
      },
    },
    async (request, reply) => {
      const id = routeId(request.params.id);
      const removedKeys = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await tx.select({ ek_dosya_id: reports.ek_dosya_id }).from(reports).where(eq(reports.id, id)).for('update');
        if (!row) throw ApiError.notFound();
        await tx.delete(reports).where(eq(reports.id, id));
        if (row.ek_dosya_id === null) return [];
        const files = await tx.delete(storedFiles).where(eq(storedFiles.id, row.ek_dosya_id)).returning({ key: storedFiles.storage_key });
        return files.map((f) => f.key);
      });
      // The bytes go after the commit (a rollback must not lose them); a failure only leaves an orphan.
      for (const key of removedKeys) await app.files.storage.delete(key).catch((err) => request.log.warn({ err }, 'file bytes not deleted'));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/raporlar/:id/update_status/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Set the status of a report (any of the four)',
        params: ZParams,
        body: ZRaporStatusUpdateSchema,
        response: { 200: ZReport },
      },
    },
    async (request) => {
      const id = routeId(request.params.id);
      const updated = await app.db.update(reports).set({ durum: request.body.durum }).where(eq(reports.id, id)).returning({ id: reports.id });
      if (updated.length === 0) throw ApiError.notFound();
      const found = await findReport(app, app.db, id);
      if (!found) throw ApiError.notFound();
      return found;
    },
  );
};

export default adminRaporlar;
