// Applications of the signed-in user (spec 2 Apply, My applications; 7 Applicant):
// - GET basvurular/: the caller's own applications only (every role), newest first, plain array;
// - GET basvurular/{id}/: own, or actively assigned mentor, or staff; anyone else 404;
// - POST basvurular/: multipart (cagri, proje_basligi, aciklama, optional ek_dosya, optional
//   sirket_id). Rules: ZApplicationCreateSchema (domain) for the fields; the call must exist and be
//   active by the domain's call rule; sirket_id only for a company the caller is a member of; the
//   file is checked by content (FILE_RULES.application). New applications start as GONDERILDI.
//   Every failure is a 400 with field errors and leaves nothing behind (no row, no file).
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCallActive, MSG, ZApplicationCreateSchema } from '@portal/domain';
import { pgErrorCode } from '../db/client';
import { applications, calls, companyMembers } from '../db/schema';
import { ApiError, API_MESSAGES, issuesToFields } from '../plugins/errors';
import { FILE_RULES } from '../plugins/files';
import { canApplyForCompany, membershipOf, ownApplications, visibleApplications } from '../policies';
import { findApplication, selectApplications, toApplication, ZApplication } from '../services/applications';
import { toCall } from '../services/calls';
import { routeId } from '../services/route-ids';

const { cagri: ZCagriField, sirket_id: ZSirketField } = ZApplicationCreateSchema.shape;

const basvurular: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/basvurular/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['basvurular'],
        summary: "The caller's own applications, newest first (plain array)",
        response: { 200: z.array(ZApplication) },
      },
    },
    async (request) => {
      const rows = await selectApplications(app.db)
        .where(ownApplications(request.user!))
        .orderBy(desc(applications.olusturuldu), desc(applications.id));
      return rows.map((row) => toApplication(app, row));
    },
  );

  app.get(
    '/basvurular/:id/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['basvurular'],
        summary: 'One application: its applicant, its active mentors and staff (others 404)',
        params: z.object({ id: z.string() }),
        response: { 200: ZApplication },
      },
    },
    async (request) => {
      const found = await findApplication(app, app.db, routeId(request.params.id), visibleApplications(request.user!));
      if (!found) throw ApiError.notFound();
      return found;
    },
  );

  app.post(
    '/basvurular/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['basvurular'],
        summary: 'Apply to an active call (multipart: cagri, proje_basligi, aciklama, ek_dosya?, sirket_id?)',
        consumes: ['multipart/form-data'],
        response: { 201: ZApplication },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const created = await app.files.withUpload(
        request,
        { fileField: 'ek_dosya', rule: FILE_RULES.application },
        async ({ fields, file, tx }) => {
          const parsed = ZApplicationCreateSchema.safeParse(fields);
          const errors: Record<string, string[]> = parsed.success ? {} : issuesToFields(parsed.error.issues);

          // The call: exists and is active by the domain rule. FOR SHARE keeps it from being deleted
          // or changed until this application is in.
          const cagri = ZCagriField.safeParse(fields.cagri);
          if (cagri.success && cagri.data !== undefined) {
            const [row] = await tx.select().from(calls).where(eq(calls.id, cagri.data)).for('share');
            if (!row) errors.cagri = [MSG.application.callNotFound];
            else if (!isCallActive(toCall(row))) errors.cagri = [MSG.call.expiredWarning];
          }

          // The company: only one the caller is a member of (owner or employee).
          const sirket = ZSirketField.safeParse(fields.sirket_id);
          if (sirket.success && sirket.data !== undefined) {
            const [membership] = await tx
              .select({ rol: companyMembers.rol })
              .from(companyMembers)
              .where(membershipOf(user.id, sirket.data))
              .for('share');
            if (!canApplyForCompany(user, membership ?? null)) errors.sirket_id = [MSG.application.companyNotMember];
          }

          if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.fields(errors);
          const data = parsed.data;
          let inserted: { id: number } | undefined;
          try {
            [inserted] = await tx
              .insert(applications)
              .values({
                cagri_id: data.cagri,
                basvuran_id: user.id,
                sirket_id: data.sirket_id ?? null,
                proje_basligi: data.proje_basligi,
                aciklama: data.aciklama,
                durum: 'GONDERILDI',
                ek_dosya_id: file?.id ?? null,
              })
              .returning({ id: applications.id });
          } catch (error) {
            // 23503: the user or the company went away meanwhile.
            if (pgErrorCode(error) === '23503') throw ApiError.detail(400, API_MESSAGES.invalid);
            throw error;
          }
          const result = await findApplication(app, tx, inserted!.id, eq(applications.basvuran_id, user.id));
          if (!result) throw new Error('inserted application not found');
          return result;
        },
      );
      return reply.code(201).send(created);
    },
  );
};

export default basvurular;
