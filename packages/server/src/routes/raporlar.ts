// Reports of an application (spec 2 Reports, New report; 5 Report; 6 Mentor; 7 Applicant; 8 Reports):
// - GET raporlar/?basvuru={id}: the application's applicant, its actively assigned mentors and staff
//   read its reports (plain array, newest first); anyone else, and an unknown application, 404;
//   `basvuru` missing or not a positive 32-bit integer: 400 {basvuru: [...]}.
// - POST raporlar/: multipart (basvuru_id, donem_baslangic, ozet, optional ek_dosya PDF/DOC/DOCX up
//   to 10 MB by content). Only the applicant files: a reader who may not file (assigned mentor,
//   staff) gets 403, anyone else 404. Fields by the domain's ZReportCreateSchema (today = Istanbul),
//   `donem_bitis` by the domain's reportPeriodEnd (last day of the start's month); new reports
//   start as GONDERILDI. Every failure leaves nothing behind (no row, no file).
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, reportPeriodEnd, zId, ZReportCreateSchema } from '@portal/domain';
import { pgErrorCode } from '../db/client';
import { reports } from '../db/schema';
import { ApiError, API_MESSAGES, issuesToFields } from '../plugins/errors';
import { FILE_RULES } from '../plugins/files';
import { canCreateReport, canReadReports, visibleReports } from '../policies';
import { applicationAccess, findReport, selectReports, toReport, ZReport } from '../services/reports';

const { basvuru_id: ZBasvuruField } = ZReportCreateSchema.shape;

/** `?basvuru=`: a positive 32-bit integer (the domain's id rule). */
const ZQueryId = zId(MSG.report.invalidApplicationId);

const applicationNotFound = () => ApiError.detail(404, MSG.report.applicationNotFound);

const raporlar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/raporlar/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['raporlar'],
        summary: "An application's reports, newest first (plain array): its applicant, active mentors and staff",
        querystring: z.object({
          basvuru: z.string({ error: MSG.report.missingApplicationId }).transform((v, ctx) => {
            const id = ZQueryId.safeParse(v);
            if (id.success) return id.data;
            ctx.addIssue({ code: 'custom', message: MSG.report.invalidApplicationId });
            return z.NEVER;
          }),
        }),
        response: { 200: z.array(ZReport) },
      },
    },
    async (request) => {
      const user = request.user!;
      const basvuruId = request.query.basvuru;
      const access = await applicationAccess(app.db, basvuruId);
      if (!access || !canReadReports(user, access, access.activeMentorIds)) throw applicationNotFound();
      const rows = await selectReports(app.db)
        .where(and(eq(reports.basvuru_id, basvuruId), visibleReports(user)))
        .orderBy(desc(reports.olusturuldu), desc(reports.id));
      return rows.map((row) => toReport(app, row));
    },
  );

  app.post(
    '/raporlar/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['raporlar'],
        summary: 'File a report on an own application (multipart: basvuru_id, donem_baslangic, ozet, ek_dosya?)',
        consumes: ['multipart/form-data'],
        response: { 201: ZReport },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const created = await app.files.withUpload(
        request,
        { fileField: 'ek_dosya', rule: FILE_RULES.report },
        async ({ fields, file, tx }) => {
          // Who may file comes before what is filed: the application (locked FOR SHARE until the
          // report is in) decides 404 / 403.
          const basvuru = ZBasvuruField.safeParse(fields.basvuru_id);
          if (basvuru.success) {
            const access = await applicationAccess(tx, basvuru.data, { lock: true });
            if (!access || !canReadReports(user, access, access.activeMentorIds)) throw applicationNotFound();
            if (!canCreateReport(user, access)) throw ApiError.forbidden(MSG.report.forbidden);
          }
          const parsed = ZReportCreateSchema.safeParse(fields);
          if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
          const data = parsed.data;
          let inserted: { id: number } | undefined;
          try {
            [inserted] = await tx
              .insert(reports)
              .values({
                basvuru_id: data.basvuru_id,
                olusturan_id: user.id,
                donem_baslangic: data.donem_baslangic,
                donem_bitis: reportPeriodEnd(data.donem_baslangic),
                ozet: data.ozet,
                durum: 'GONDERILDI',
                ek_dosya_id: file?.id ?? null,
              })
              .returning({ id: reports.id });
          } catch (error) {
            // 23503: the user or the application went away meanwhile.
            if (pgErrorCode(error) === '23503') throw ApiError.detail(400, API_MESSAGES.invalid);
            throw error;
          }
          const result = await findReport(app, tx, inserted!.id);
          if (!result) throw new Error('inserted report not found');
          return result;
        },
      );
      return reply.code(201).send(created);
    },
  );
};

export default raporlar;
