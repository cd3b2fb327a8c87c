// Every error leaves the API in the DRF shape the client reads: {"detail": "..."} or
// {"field": ["message"]}. Validation failures are 400s with Turkish messages from @portal/domain;
// 5xx messages are never shown (logged instead).
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@portal/domain';

export const API_MESSAGES = {
  notFound: 'Bulunamadı.',
  serverError: MSG.common.serverError,
  malformedJson: 'Geçersiz JSON gövdesi.',
  tooLarge: 'İstek gövdesi çok büyük.',
  unsupportedMedia: 'Desteklenmeyen içerik türü.',
  invalid: 'Geçersiz istek.',
  required: MSG.common.required,
  notAuthenticated: 'Kimlik doğrulama bilgileri sağlanmadı.',
  forbidden: MSG.permission.forbidden,
} as const;

/** A 4xx the route decided on; `body` is sent as is (DRF shape). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
  static detail(statusCode: number, detail: string, extra: Record<string, unknown> = {}) {
    return new ApiError(statusCode, { detail, ...extra });
  }
  static fields(fields: Record<string, string | string[]>) {
    const body: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(fields)) body[k] = Array.isArray(v) ? v : [v];
    return new ApiError(400, body);
  }
  static notFound() {
    return ApiError.detail(404, API_MESSAGES.notFound);
  }
  static forbidden(detail: string = API_MESSAGES.forbidden) {
    return ApiError.detail(403, detail);
  }
}

type Issue = { path?: PropertyKey[]; instancePath?: string; message?: string; code?: string; params?: Record<string, unknown> };

/** Zod issues -> {field: [messages]}; issues about the whole body go to non_field_errors. */
export function issuesToFields(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const first = issue.path?.length ? String(issue.path[0]) : (issue.instancePath ?? '').split('/')[1];
    const field = first || 'non_field_errors';
    const message =
      issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')
        ? API_MESSAGES.required
        : issue.message || API_MESSAGES.invalid;
    (out[field] ??= []).push(message);
  }
  return out;
}

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
