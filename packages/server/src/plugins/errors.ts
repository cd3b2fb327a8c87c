// Every error leaves the API in the DRF shape the client reads: {"detail": "..."} or
// {"field": ["message"]}. Validation failures are 400s with Turkish messages from @portal/domain;
// 5xx messages are never shown (logged instead).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasControlCharacters, MSG } from '@portal/domain';
import { pgErrorCode } from '../db/client';
import { ApiError, API_MESSAGES, issuesToFields, type Issue } from '../lib/errors';

/**
 * PostgreSQL errors that only input can cause: class 22 (data exception: a character the encoding
 * cannot hold, a number or date out of range, text that is not a number) and 54000 (program limit,
 * e.g. an index row too large). The schemas refuse such input first; this is the net under them,
 * so that one missed field is a 400 and never a 500.
 */
export function isInputDatabaseError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code === '54000');
}

/**
 * Errors Fastify answers before any route runs (a path that is not valid percent-encoding, a
 * failing route constraint), in the DRF shape. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ detail: status === 404 ? API_MESSAGES.notFound : API_MESSAGES.invalid });
}

/** A request so malformed that HTTP cannot parse it: answered on the socket, in the DRF shape. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy(error);
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({ detail: tooLarge ? 'İstek başlıkları çok büyük.' : API_MESSAGES.invalid });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The text rule for the query string, whatever the route's schema says: a control character in
 * any parameter is a 400 on that parameter ({"search": ["..."]}). Bodies are checked field by field
 * by the domain schemas; path parameters are ids, and anything that is not one is a 404.
 */
function controlCharactersIn(values: unknown): Record<string, string[]> | null {
  if (!values || typeof values !== 'object') return null;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const texts = Array.isArray(value) ? value : [value];
    if (hasControlCharacters(key) || texts.some((v) => typeof v === 'string' && hasControlCharacters(v))) {
      out[hasControlCharacters(key) ? 'non_field_errors' : key] = [MSG.common.controlCharacters];
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const fields = controlCharactersIn(request.query);
    if (fields) throw new ApiError(400, fields);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (isInputDatabaseError(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send({ detail: API_MESSAGES.invalid });
    }
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
