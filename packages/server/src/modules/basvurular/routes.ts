// Applications of the signed-in user:
// - GET basvurular/: the caller's own applications only (every role), newest first, plain array,
//   with an ETag of its bytes (If-None-Match -> 304 while unchanged);
// - GET basvurular/{id}/: own, or actively assigned mentor, or staff; anyone else 404;
// - POST basvurular/: multipart (cagri, proje_basligi, aciklama, optional ek_dosya, optional
//   sirket_id, taslak, cevaplar + cevap_<key> files for the call's form), the rules in service.ts;
//   the file is checked by content (FILE_RULES.application), file answers by their field's rule.
//   Every failure is a 400 with field errors and leaves nothing behind (no row, no file).
// - PATCH basvurular/{id}/, POST basvurular/{id}/gonder/, POST basvurular/{id}/geri-cek/: the
//   applicant's own drafts (draft-service.ts): edit a TASLAK one, send it, withdraw a sent one.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBasvuru, ZBasvuruCreateForm, ZBasvuruDetay, ZBasvuruDraftForm, ZIdParams, ZNoBody } from '@portal/domain';
import { ANSWER_FILES, showAnswers } from '../cagri-formlari/service';
import { ApiError } from '../../lib/errors';
import { fileLinks } from '../../lib/file-links';
import { sendWithEtag } from '../../lib/etag';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { visibleApplications } from '../../policies';
import { findBasvuruRow, listOwnBasvuruRows } from './repository';
import { callerAsApplicant, createBasvuru, toBasvuru, toBasvuruOf } from './service';
import { submitDraftBasvuru, updateDraftBasvuru, withdrawBasvuru } from './draft-service';
import { withTransaction } from '../../lib/transaction';

const basvurular: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = moduleRoutes(app, 'basvurular', 'authenticated');

  route.get(
    '/basvurular/',
    {
      summary: "The caller's own applications, newest first (plain array), with an ETag (If-None-Match -> 304 while unchanged)",
      response: { 200: z.array(ZBasvuru), 304: z.null().describe('Not Modified') },
    },
    async (request, reply) => {
      const applicant = callerAsApplicant(request.user!);
      const rows = await listOwnBasvuruRows(app.db, applicant.id);
      return sendWithEtag(request, reply, rows.map((row) => toBasvuruOf(links, row, applicant)));
    },
  );

  route.get(
    '/basvurular/:id/',
    {
      summary: "One application (with its answers to the call's form and that version's definition, `form`, when it answered one): its applicant, its active mentors and staff (others 404)",
      params: ZIdParams,
      response: ZBasvuruDetay,
    },
    async (request) => {
      const row = await findBasvuruRow(app.db, routeId(request.params.id), visibleApplications(request.user!));
      if (!row) throw ApiError.notFound();
      const form = await showAnswers(app.db, links, row.cagri_formu_id, row.cevaplar);
      return form ? { ...toBasvuru(links, row), form } : toBasvuru(links, row);
    },
  );

  route.post(
    '/basvurular/',
    {
      summary: 'Apply to an active call (multipart: cagri, proje_basligi, aciklama, ek_dosya?, sirket_id?)',
      multipart: ZBasvuruCreateForm,
      status: 201,
      response: ZBasvuru,
    },
    async (request) =>
      app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.application, answerFiles: ANSWER_FILES }, ({ fields, file, tx, answers }) =>
        createBasvuru(tx, request.user!, { fields, fileId: file?.id ?? null, links, answers }),
      ),
  );

  route.patch(
    '/basvurular/:id/',
    {
      errors: [409],
      summary: 'Edit an own draft (TASLAK) application (multipart: proje_basligi, aciklama, ek_dosya?, ek_dosya_sil?); others 404, not a draft 409',
      params: ZIdParams,
      multipart: ZBasvuruDraftForm,
      response: ZBasvuru,
    },
    async (request) => {
      const id = routeId(request.params.id);
      const { basvuru, removedFileKeys } = await app.files.withUpload(
        request,
        { fileField: 'ek_dosya', rule: FILE_RULES.application, answerFiles: ANSWER_FILES },
        ({ fields, file, tx, answers }) => updateDraftBasvuru(tx, request.user!, id, { fields, fileId: file?.id ?? null, links, answers }),
      );
      // The replaced attachment's row went with the commit; its bytes go now (a failure leaves an orphan, never a dangling row).
      for (const key of removedFileKeys) await app.files.storage.delete(key).catch((err: unknown) => request.log.warn({ err }, 'file bytes not deleted'));
      return basvuru;
    },
  );

  route.post(
    '/basvurular/:id/gonder/',
    {
      errors: [409],
      summary: 'Send an own draft: TASLAK -> GONDERILDI while its call is open (closed call 409 with the reason); others 404',
      params: ZIdParams,
      body: ZNoBody,
      response: ZBasvuru,
    },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => submitDraftBasvuru(tx, request.user!, id, links));
    },
  );

  route.post(
    '/basvurular/:id/geri-cek/',
    {
      errors: [409],
      summary: 'Withdraw an own application not decided yet: GONDERILDI or INCELEME -> TASLAK (decided 409); others 404',
      params: ZIdParams,
      body: ZNoBody,
      response: ZBasvuru,
    },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => withdrawBasvuru(tx, request.user!, id, links));
    },
  );
};

export default basvurular;
