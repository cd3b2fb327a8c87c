// Applications of the signed-in user:
// - GET basvurular/: the caller's own applications only (every role), newest first, plain array,
//   with an ETag of its bytes (If-None-Match -> 304 while unchanged);
// - GET basvurular/{id}/: own, or actively assigned mentor, or staff; anyone else 404;
// - POST basvurular/: multipart (cagri, proje_basligi, aciklama, optional ek_dosya, optional
//   sirket_id), the rules in service.ts; the file is checked by content (FILE_RULES.application).
//   Every failure is a 400 with field errors and leaves nothing behind (no row, no file).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBasvuru, ZBasvuruCreateForm, ZIdParams } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { fileLinks } from '../../lib/file-links';
import { sendWithEtag } from '../../lib/etag';
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { FILE_RULES } from '../../plugins/files';
import { visibleApplications } from '../../policies';
import { findBasvuruRow, listOwnBasvuruRows } from './repository';
import { callerAsApplicant, createBasvuru, toBasvuru, toBasvuruOf } from './service';

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
    { summary: 'One application: its applicant, its active mentors and staff (others 404)', params: ZIdParams, response: ZBasvuru },
    async (request) => {
      const row = await findBasvuruRow(app.db, routeId(request.params.id), visibleApplications(request.user!));
      if (!row) throw ApiError.notFound();
      return toBasvuru(links, row);
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
      app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.application }, ({ fields, file, tx }) =>
        createBasvuru(tx, request.user!, { fields, fileId: file?.id ?? null, links }),
      ),
  );
};

export default basvurular;
