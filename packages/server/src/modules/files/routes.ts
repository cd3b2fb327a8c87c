// GET /api/files/:id/?exp=&sig= : downloads through short-lived signed URLs only. The signature is
// the permission (policy 'anonymous'): routes hand out app.files.signedUrl() only after checking
// that the caller may see the object the file belongs to.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { moduleRoutes } from '../../lib/routes';
import { FILE_MESSAGES } from '../../plugins/files';
import { STORED_FILE_MIMES } from '../../services/file-rules';
import { findStoredFile } from './repository';
import { contentDisposition } from '../../lib/content-disposition';

const files: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'files', 'anonymous').get(
    '/files/:id/',
    {
      errors: [403],
      summary: 'Download a stored file through a signed URL',
      // Lenient on purpose: a missing or malformed signature is a 403, not a validation error.
      params: ZIdParams,
      querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      file: { description: 'The file as it was uploaded (its type checked by content)', types: STORED_FILE_MIMES, download: true },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!app.files.verifySignature(id, exp, sig)) throw ApiError.forbidden(FILE_MESSAGES.badLink);
      const file = await findStoredFile(app.db, Number(id));
      if (!file) throw ApiError.notFound();
      let stream;
      try {
        stream = await app.files.storage.get(file.storage_key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          request.log.error({ fileId: file.id }, 'stored file bytes missing');
          throw ApiError.notFound();
        }
        throw error;
      }
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.original_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
};

export default files;
