// Every error leaves the API in the DRF shape the client reads: {"detail": "..."} or
// {"field": ["message"]}. Validation failures are 400s with Turkish messages from @portal/domain;
// 5xx messages are never shown (logged instead).
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, API_MESSAGES, issuesToFields, type Issue } from '../lib/errors';

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const fields = issuesToFields(
        error.validation.map((v) => ({ instancePath: v.instancePath, message: v.message, code: v.keyword })),
      );
      // Problems in the query string or path are reported as fields too; the client reads them alike.
      return reply.code(400).send(where === 'body' || where === 'querystring' ? fields : { detail: API_MESSAGES.invalid, ...fields });
    }
    if (error.validation) return reply.code(400).send(issuesToFields(error.validation as Issue[]));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: error.message });
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
          ? API_MESSAGES.malformedJson
          : status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? API_MESSAGES.tooLarge
            : status === 415
              ? API_MESSAGES.unsupportedMedia
              : status === 404
                ? API_MESSAGES.notFound
                : API_MESSAGES.invalid;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: API_MESSAGES.serverError });
  });
});
