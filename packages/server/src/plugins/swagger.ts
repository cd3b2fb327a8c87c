// The OpenAPI 3.1 document (JSON Schema 2020-12), built from the routes' zod contracts and browsable
// at /api/docs, served as JSON at /api/docs/json.
// - Requests are described as a client sends them (zod's input side): a field the server accepts
//   without (optional, or with a default) is not required; what a preprocessing step also takes
//   ('' and null as absent, an id as digits: PREPROCESSED_INPUTS) and the format a pipe checks are
//   part of the input. Path and query parameters are described by the values they stand for (an id
//   is an integer, sent as its digits).
// - Multipart routes stream their body (the file is checked while it arrives): they declare their
//   fields in `config.multipart` (the validation schema their service applies, plus the file),
//   described here as multipart/form-data, files as binary strings.
// - Every answer a route can give is declared: its success (and 304 where it sends ETags, with the
//   ETag header), and each error status routeErrors (lib/routes.ts) gives it, in the DRF shapes of
//   the domain's ZApiError (429 with Retry-After). A route answering bytes declares their media
//   types (CSV, XLSX, ZIP, iCalendar, the stored files' types) and Content-Disposition for a download.
//   Under test every request and answer is checked against this document (plugins/contract-check.ts).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { API_ERROR_DESCRIPTIONS, PREPROCESSED_INPUTS, ZApiDetailError, ZApiError, type ApiErrorStatus } from '@portal/domain';
import type { FileAnswer } from '../lib/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart fields of a streaming upload route (documentation only; the route checks them). */
    multipart?: z.ZodObject;
    /** The error statuses the route can answer (lib/routes.ts, routeErrors). */
    errors?: ApiErrorStatus[];
    /** The bytes a route answers instead of JSON (lib/routes.ts). */
    file?: FileAnswer;
  }
}

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12, without the `$schema` line the document does not want. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', override: io === 'input' ? inputForms : undefined }) as Json;
  return rest;
}

/**
 * zod describes a pipe's input by its first schema alone: text trimmed and then checked as an
 * e-mail address (`.pipe(z.email())`) would be any text. The format the second schema checks is
 * the input's too.
 */
interface ZodDef {
  type: string;
  format?: string;
  transform?: (v: unknown) => unknown;
  in?: { _zod: { def: ZodDef } };
  out?: z.ZodType & { _zod: { def: ZodDef } };
}

/**
 * The same for a preprocessing step (`z.preprocess`): zod describes only its schema, and the step
 * may take more (PREPROCESSED_INPUTS: '' and null as absent, an id as digits), which the input allows.
 */
function inputForms(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const def = (ctx.zodSchema as { _zod: { def: ZodDef } })._zod.def;
  if (def.type !== 'pipe' || !def.out) return;
  const out = def.out._zod.def;
  if (out.type === 'string' && out.format && ctx.jsonSchema.format === undefined) ctx.jsonSchema.format = out.format;
  const step = def.in?._zod.def.type === 'transform' ? def.in._zod.def.transform : undefined;
  const extra = step && PREPROCESSED_INPUTS.get(step);
  if (!extra) return;
  const forms: object[] = [{ ...ctx.jsonSchema }];
  if (extra.text) forms.push(extra.text);
  if ((extra.blank || extra.null) && def.out.safeParse(undefined).success) forms.push({ type: 'null' });
  if (extra.blank && def.out.safeParse(undefined).success) forms.push({ type: 'string', pattern: '^\\s*$' });
  if (forms.length === 1) return;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  ctx.jsonSchema.anyOf = forms;
}

/**
 * An object schema as the client sends it: a key is required only when the schema refuses it
 * missing (a default, an optional, or a preprocessing step that turns '' into nothing all accept
 * a missing key, whatever zod's own reading of the input side says).
 */
function requestSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = jsonSchema(schema, io);
  if (!(schema instanceof z.ZodObject)) return json;
  const required = Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
  const { required: _, ...rest } = json;
  return required.length > 0 ? { ...rest, required } : rest;
}

/** Multipart fields: files (described as 'file: ...') are binary strings. */
function multipartSchema(form: z.ZodObject): Json {
  const json = requestSchema(form, 'input');
  const properties = Object.fromEntries(
    Object.entries((json.properties ?? {}) as Record<string, Json>).map(([key, field]) =>
      typeof field.description === 'string' && field.description.startsWith('file') ? [key, { ...field, type: 'string', contentMediaType: 'application/octet-stream' }] : [key, field],
    ),
  );
  return { ...json, properties };
}

const ERROR_SCHEMA = jsonSchema(ZApiError, 'output');
const DETAIL_SCHEMA = jsonSchema(ZApiDetailError, 'output');

function errorResponse(status: ApiErrorStatus): Json {
  return {
    description: API_ERROR_DESCRIPTIONS[status],
    ...(status === 400 ? ERROR_SCHEMA : DETAIL_SCHEMA),
    ...(status === 429 && { headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again', required: true } } }),
  };
}

const ETAG_HEADER = { type: 'string', description: 'The answer\'s version; send it back in If-None-Match to get 304 while it is unchanged' };

/** A route's bytes: each media type it sends (without parameters), and Content-Disposition for a download. */
function fileResponse(file: FileAnswer): Json {
  const types = [...new Set(file.types.map((type) => type.split(';')[0]!.trim()))];
  return {
    description: file.description,
    ...(file.download && { headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="..."; filename*=UTF-8\'\'...', required: true } } }),
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

/** `GET /api/admin/basvurular/:id/update_status/` -> `patchAdminBasvurularIdUpdateStatus` style ids. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kuluçka Portalı API', version: '0.1.0', description: 'Bearer JWT (SimpleJWT shape). Errors in the DRF shapes: {"detail": "..."} or {"field": ["message"]}.' },
      servers: [{ url: '/', description: 'This portal: the API under /api/, the browsable document at /api/docs' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // @fastify/swagger copies a response header's fields into its schema: `required` belongs to the header.
    transformObject: (documentObject) => {
      const openapiObject = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      for (const operations of Object.values(openapiObject.paths ?? {}) as Record<string, { responses?: Record<string, { headers?: Record<string, Json> }> }>[]) {
        for (const operation of Object.values(operations)) {
          for (const header of Object.values(operation.responses ?? {}).flatMap((r) => Object.values(r.headers ?? {}))) {
            const schema = header.schema as Json | undefined;
            if (schema?.required === true) {
              delete schema.required;
              header.required = true;
            }
          }
        }
      }
      return openapiObject;
    },
    transform: ({ schema = {}, url, route }) => {
      const config = (route.config ?? {}) as { multipart?: z.ZodObject; file?: FileAnswer; errors?: ApiErrorStatus[]; policy?: string };
      const { params, querystring, body, response, ...rest } = schema as Json & { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; response?: Record<string, z.ZodType> };
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const responses: Record<string, Json> = {};
      for (const [code, answer] of Object.entries(response ?? {})) {
        responses[code] = answer instanceof z.ZodType ? { description: answer.description ?? (code === '304' ? 'Not Modified' : 'OK'), ...jsonSchema(answer, 'output') } : (answer as Json);
      }
      // (Only our routes' `file`: the web plugin's static routes have a `file` of their own.)
      if (Array.isArray(config.file?.types)) responses[200] = fileResponse(config.file);
      else if (!response) responses[200] = { description: 'Default Response' }; // only test routes: contracts.test.ts requires the rest to declare
      // An answer that can be 304 carries the ETag the client sends back in If-None-Match.
      if (responses[304]) {
        responses[200] = { ...responses[200], headers: { ...(responses[200]?.headers as Json), ETag: { ...ETAG_HEADER, required: true } } };
        responses[304] = { ...responses[304], headers: { ETag: ETAG_HEADER } };
      }
      for (const status of config.errors ?? []) responses[status] = errorResponse(status);
      const out: Json = {
        ...rest,
        operationId: operationId(method, url),
        ...(config.policy === 'anonymous' && { security: [] }),
        ...(params && { params: requestSchema(params, 'input') }),
        ...(querystring && { querystring: requestSchema(querystring, 'input') }),
        ...(body && { body: requestSchema(body, 'input') }),
        ...(config.multipart && { body: multipartSchema(config.multipart) }),
        response: responses,
      };
      return { schema: out, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
