// Admin applications (spec 2 Admin applications, 7 Admin; policy 'staff'):
// - GET admin/basvurular/: paged; search over project title, applicant name (ad_soyad, first and
//   last name), username, e-mail, company name and call title; filters durum and cagri; ordering
//   (id, proje_basligi, basvuran, sirket, cagri, durum, olusturuldu; default -olusturuldu);
// - DELETE {id}/ -> 204: its reports, mentor assignments (with their evaluations) and reservations
//   go with it (ON DELETE CASCADE), and so do the stored attachments of it and of its reports;
// - PATCH {id}/update_status/ {durum}: any of TASLAK, GONDERILDI, INCELEME, ONAY, RED (quick
//   approve/reject only from INCELEME is a screen rule), unknown -> 400 {durum: [...]}.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BASVURU_DURUMLARI, MSG, zOptionalId, ZBasvuruStatusUpdateSchema } from '@portal/domain';
import type { Db } from '../../db/client';
import { applications, calls, companies, reports, storedFiles, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { orderingOf, paginated, pagingOf, searchWhere, ZAdminListQuery } from '../../services/admin-lists';
import {
  applicantName,
  countApplications,
  findApplication,
  selectApplications,
  toApplication,
  ZApplication,
} from '../../services/applications';
import { routeId } from '../../services/route-ids';

const ORDERING = {
  id: applications.id,
  proje_basligi: applications.proje_basligi,
  basvuran: applicantName,
  sirket: companies.adi,
  cagri: calls.baslik,
  durum: applications.durum,
  olusturuldu: applications.olusturuldu,
};

const ZParams = z.object({ id: z.string() });
const ZPage = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZApplication),
});

const adminBasvurular: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/basvurular/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Applications, paged (page, page_size, search, durum, cagri, ordering)',
        querystring: z.object({
          ...ZAdminListQuery,
          durum: z.enum(BASVURU_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
          cagri: zOptionalId(MSG.common.invalidId),
        }),
        response: { 200: ZPage },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const order = orderingOf(q.ordering, ORDERING, '-olusturuldu', [desc(applications.id)]);
      const where = and(
        searchWhere(q.search, [
          applications.proje_basligi,
          applicantName,
          users.first_name,
          users.last_name,
          users.username,
          users.email,
          companies.adi,
          calls.baslik,
        ]),
        q.durum === undefined ? undefined : eq(applications.durum, q.durum),
        q.cagri === undefined ? undefined : eq(applications.cagri_id, q.cagri),
      );
      const [{ n } = { n: 0 }] = await countApplications(app.db).where(where);
      const rows = await selectApplications(app.db)
        .where(where)
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset(paging.offset);
      return paginated(request, paging, n, rows.map((row) => toApplication(app, row)));
    },
  );

  app.delete(
    '/admin/basvurular/:id/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Delete an application with its reports, assignments, evaluations, reservations and attachments',
        params: ZParams,
        response: { 204: z.null().describe('No Content') },
      },
    },
    async (request, reply) => {
      const id = routeId(request.params.id);
      const removedKeys = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await tx
          .select({ ek_dosya_id: applications.ek_dosya_id })
          .from(applications)
          .where(eq(applications.id, id))
          .for('update');
        if (!row) throw ApiError.notFound();
        const reportFiles = await tx
          .select({ id: reports.ek_dosya_id })
          .from(reports)
          .where(and(eq(reports.basvuru_id, id), isNotNull(reports.ek_dosya_id)));
        const fileIds = [row.ek_dosya_id, ...reportFiles.map((r) => r.id)].filter((f): f is number => f !== null);
        // Reports, assignments (-> evaluations) and reservations go by ON DELETE CASCADE.
        await tx.delete(applications).where(eq(applications.id, id));
        if (fileIds.length === 0) return [];
        const files = await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ key: storedFiles.storage_key });
        return files.map((f) => f.key);
      });
      // The bytes go after the commit (a rollback must not lose them); a failure only leaves an orphan.
      for (const key of removedKeys) await app.files.storage.delete(key).catch((err) => request.log.warn({ err }, 'file bytes not deleted'));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/basvurular/:id/update_status/',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Set the status of an application (any of the five)',
        params: ZParams,
        body: ZBasvuruStatusUpdateSchema,
        response: { 200: ZApplication },
      },
    },
    async (request) => {
      const id = routeId(request.params.id);
      const updated = await app.db
        .update(applications)
        .set({ durum: request.body.durum, guncellendi: sql`now()` })
        .where(eq(applications.id, id))
        .returning({ id: applications.id });
      if (updated.length === 0) throw ApiError.notFound();
      const found = await findApplication(app, app.db, id);
      if (!found) throw ApiError.notFound();
      return found;
    },
  );
};

export default adminBasvurular;
