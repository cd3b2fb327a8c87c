// Under test (NODE_ENV=test, as jest runs and as the browser flows start their portals; see app.ts)
// every /api request and answer is checked against the served OpenAPI document with Ajv (JSON
// Schema 2020-12), so every request of the suite guards the document:
// - The answer: its status must be one the route declares, its media type one the status declares,
//   its required headers (ETag, Retry-After, Content-Disposition) present, and a JSON body must
//   match the status's schema.
// - The request: path parameters, the query (coerced from strings as a client's query string
//   sends them), the JSON body and the multipart fields are validated against the document's
//   request schemas, beside the server's own zod validation of the same parts. Two disagreements
//   are drift: the document allows a part the server's schema refuses (too loose: the server
//   answers 400 to a request a client built from the document), and the document refuses a
//   request the server accepts (too strict: a client would not send what works). A request both
//   refuse and the server answers 4xx is a test of a 4xx: agreement.
// A drift turns the answer into a 500 and prints its route, field and reason (and appends it to the
// file CONTRACT_DRIFT_LOG names, if set).
import { appendFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { z } from 'zod';

interface Header {
  required?: boolean;
}
interface Response {
  headers?: Record<string, Header>;
  content?: Record<string, { schema?: object }>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
  responses?: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Where a request problem is: the path, the query string or the body (JSON or multipart). */
export type RequestPart = 'path' | 'query' | 'body';

/** One reason a part of a request is refused: `field` is '' for the part as a whole. */
export interface RequestProblem {
  part: RequestPart;
  field: string;
  reason: string;
}

/** A request as the server received it, before its own validation. */
export interface RequestParts {
  params?: unknown;
  query?: unknown;
  /** The parsed JSON body (undefined without one). */
  body?: unknown;
  /** The multipart fields as the route read them, a file as any string; undefined when not read. */
  multipart?: Record<string, string>;
}

/** What is wrong with an answer, or null when the document allows it. */
export type ContractCheck = (method: string, routeUrl: string, status: number, headers: Record<string, string | undefined>, body: string | null) => string | null;

/** What the document refuses in a request ([] when it allows it all), or null for an undocumented route. */
export type RequestCheck = (method: string, routeUrl: string, request: RequestParts) => RequestProblem[] | null;

const openApiPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');
const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

function newAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

type Schema = { type?: string | string[]; anyOf?: Schema[]; oneOf?: Schema[]; items?: Schema; properties?: Record<string, Schema>; required?: string[] };

/** Every JSON type a schema allows (through anyOf/oneOf). */
function typesOf(schema: Schema | undefined): Set<string> {
  const out = new Set<string>();
  if (!schema) return out;
  for (const t of [schema.type ?? []].flat()) out.add(t);
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) typesOf(s).forEach((t) => out.add(t));
  return out;
}

const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** One text value as the type its schema gives: decimal digits a number, 'true'/'false' a boolean. */
function coerceOne(schema: Schema | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const types = typesOf(schema);
  if (types.has('string')) return value;
  if ((types.has('integer') || types.has('number')) && DECIMAL.test(value)) return Number(value);
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Text fields (path, query string, multipart form) read as a browser sends them: each value as its
 * schema's type (decimal digits for numbers, 'true'/'false' for booleans: what a client built from
 * the document writes), a lone value for an array as an array of one, and an empty value of an
 * optional field as no value (an empty form field).
 */
function coerceText(schema: Schema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = schema.properties?.[key];
    if (value === '' && !schema.required?.includes(key) && !typesOf(field).has('string')) continue;
    out[key] = typesOf(field).has('array') ? [value].flat().map((v) => coerceOne(field?.items, v)) : coerceOne(field, value);
  }
  return out;
}

/** The check of answers against `doc`, compiling each response schema on first use. */
export function contractChecker(doc: Document): ContractCheck {
  const ajv = newAjv();
  const compiled = new Map<object, ValidateFunction>();
  return (method, routeUrl, status, headers, body) => {
    const operation = doc.paths[openApiPath(routeUrl)]?.[method.toLowerCase()];
    if (!operation) return null; // not a documented route (an unknown path's 404)
    const response = operation.responses?.[String(status)] ?? operation.responses?.default;
    if (!response) return `${method} ${routeUrl} answered ${status}, which its document does not list (${Object.keys(operation.responses ?? {}).join(', ')})`;
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && headers[name.toLowerCase()] === undefined) return `${method} ${routeUrl} answered ${status} without the ${name} header its document requires`;
    }
    const contentType = headers['content-type'];
    const declared = Object.keys(response.content ?? {});
    if (body !== null && body !== '' && contentType !== undefined && declared.length > 0 && !declared.includes(mediaType(contentType))) {
      return `${method} ${routeUrl} answered ${status} as ${contentType}, which its document does not list (${declared.join(', ')})`;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema || body === null || !contentType?.startsWith('application/json')) return null;
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${method} ${routeUrl} answered ${status} with a body that is not JSON`;
    }
    if (validate(value)) return null;
    return `${method} ${routeUrl} answered ${status} with a body its document does not allow: ${ajv.errorsText(validate.errors)}; body ${body.slice(0, 300)}`;
  };
}

function problemsOf(part: RequestPart, errors: ErrorObject[] | null | undefined): RequestProblem[] {
  return (errors ?? []).map((error) => {
    const path = error.instancePath.split('/').slice(1);
    if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String((error.params as { additionalProperty: string }).additionalProperty));
    return { part, field: path.join('.'), reason: error.message ?? error.keyword };
  });
}

/**
 * The check of requests against `doc`: path and query parameters as the strings they arrive as
 * (coerced like a query string: '5' is an integer, a single value an array of one), JSON bodies as
 * they are, multipart fields as strings.
 */
export function requestChecker(doc: Document): RequestCheck {
  const ajv = newAjv();
  type Compiled = { schema: Schema; validate: ValidateFunction };
  const text = (schema: Schema): Compiled => ({ schema, validate: ajv.compile(schema) });
  const compiled = new Map<string, { path: Compiled; query: Compiled; body?: ValidateFunction; form?: Compiled; bodyRequired: boolean }>();
  const compile = (operation: Operation) => {
    const parameters = (where: string) => {
      const list = (operation.parameters ?? []).filter((p) => p.in === where);
      return {
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
        required: list.filter((p) => p.required).map((p) => p.name),
      };
    };
    const content = operation.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const formSchema = content['multipart/form-data']?.schema;
    return {
      path: text(parameters('path')),
      query: text(parameters('query')),
      ...(jsonSchema && { body: ajv.compile(jsonSchema) }),
      ...(formSchema && { form: text(formSchema as Schema) }),
      bodyRequired: operation.requestBody?.required === true,
    };
  };
  return (method, routeUrl, request) => {
    const key = `${method.toLowerCase()} ${openApiPath(routeUrl)}`;
    const operation = doc.paths[openApiPath(routeUrl)]?.[method.toLowerCase()];
    if (!operation) return null;
    let validators = compiled.get(key);
    if (!validators) compiled.set(key, (validators = compile(operation)));
    const problems: RequestProblem[] = [];
    const check = (part: RequestPart, validate: ValidateFunction, value: unknown) => {
      if (!validate(value)) problems.push(...problemsOf(part, validate.errors));
    };
    const checkText = (part: RequestPart, { schema, validate }: Compiled, values: unknown) => check(part, validate, coerceText(schema, { ...(values as object) }));
    checkText('path', validators.path, request.params);
    checkText('query', validators.query, request.query);
    if (validators.form) {
      if (request.multipart !== undefined) checkText('body', validators.form, request.multipart);
    } else if (validators.body) {
      if (request.body === undefined) {
        if (validators.bodyRequired) problems.push({ part: 'body', field: '', reason: 'a body is required' });
      } else check('body', validators.body, request.body);
    }
    return problems;
  };
}

/**
 * What the server's own zod schemas (the route's params, querystring and body, or its multipart
 * form) refuse in a request. Refinements (zod's 'custom' issues: a day that does not exist, an end
 * before its start, the password rules) are rules JSON Schema cannot state, so they are left out:
 * every other check (type, required, length, pattern, format, enum, range) has a JSON Schema form
 * the document must carry.
 */
export function serverProblems(schemas: { params?: unknown; querystring?: unknown; body?: unknown; multipart?: unknown }, request: RequestParts): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const parts: [RequestPart, unknown, unknown][] = [
    ['path', schemas.params, request.params],
    ['query', schemas.querystring, request.query],
    ['body', schemas.body, request.body],
    ['body', schemas.multipart, request.multipart],
  ];
  for (const [part, zod, value] of parts) {
    if (!zod || value === undefined && part === 'body' && zod === schemas.multipart) continue;
    if (typeof (zod as z.ZodType).safeParse !== 'function') continue;
    const result = (zod as z.ZodType).safeParse(value);
    if (result.success) continue;
    for (const issue of result.error.issues) if (issue.code !== 'custom') problems.push({ part, field: issue.path.join('.'), reason: issue.message });
  }
  return problems;
}

const listed = (problems: RequestProblem[]) => problems.map((p) => `${p.part}${p.field ? `.${p.field}` : ''}: ${p.reason}`).join('; ');

/**
 * A disagreement between the document's verdict on a request and the server's, or null. `server`
 * holds what the server's schemas refused (multipart fields are read by the route: its 400 tells).
 */
export function requestDrift(method: string, routeUrl: string, status: number, document: RequestProblem[], server: RequestProblem[]): string | null {
  const parts: RequestPart[] = ['path', 'query', 'body'];
  const looseIn = parts.filter((part) => server.some((p) => p.part === part) && !document.some((p) => p.part === part));
  if (looseIn.length > 0) {
    return `document too loose: ${method} ${routeUrl}: the document allows what the server refuses (${status}): ${listed(server.filter((p) => looseIn.includes(p.part)))}`;
  }
  if (document.length > 0 && status < 400) return `document too strict: ${method} ${routeUrl} answered ${status} to a request its document refuses: ${listed(document)}`;
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the document and the server's schemas refused in this request (contract check, under test). */
    contractVerdict?: { document: RequestProblem[]; server: RequestProblem[] } | null;
  }
}

export default fp(
  async (app) => {
    let checkAnswer: ContractCheck | undefined;
    let checkRequest: RequestCheck | undefined;
    const isApi = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') === true;

    // Before the server's own validation (which replaces params, query and body by what it parsed).
    app.addHook('preValidation', async (request) => {
      if (!isApi(request)) return;
      checkRequest ??= requestChecker(app.swagger() as unknown as Document);
      const parts: RequestParts = { params: request.params, query: request.query, body: request.body };
      const document = checkRequest(request.method, request.routeOptions.url!, parts);
      request.contractVerdict = document && { document, server: serverProblems({ ...request.routeOptions.schema }, parts) };
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isApi(request) || reply.statusCode >= 500) return payload;
      const routeUrl = request.routeOptions.url!;
      const problem = requestProblem(request, reply.statusCode) ?? answerProblem(request, reply, routeUrl, payload);
      if (problem === null) return payload;
      console.error(`[contract] ${problem}`);
      // A portal the browser flows start prints to a pipe they show only on failure: CONTRACT_DRIFT_LOG collects them.
      if (process.env.CONTRACT_DRIFT_LOG) appendFileSync(process.env.CONTRACT_DRIFT_LOG, `${problem}\n`);
      // A 500 whatever the status was (an error thrown here would otherwise keep a 4xx).
      throw Object.assign(new Error(`contract: ${problem}`), { statusCode: 500 });
    });

    function requestProblem(request: FastifyRequest, status: number): string | null {
      const verdict = request.contractVerdict;
      if (!verdict) return null; // refused before validation (401, a control character in the query, ...)
      const document = [...verdict.document];
      const server = [...verdict.server];
      // Multipart fields are read by the route after validation: checked now that it has read them,
      // by the document and by the route's form schema (the rules its service applies).
      const form = request.multipartForm;
      if (form) {
        const parts = { multipart: form.values };
        document.push(...(checkRequest!(request.method, request.routeOptions.url!, parts) ?? []).filter((p) => p.part === 'body'));
        server.push(...serverProblems({ multipart: request.routeOptions.config.multipart }, parts));
      }
      return requestDrift(request.method, request.routeOptions.url!, status, document, server);
    }

    function answerProblem(request: FastifyRequest, reply: FastifyReply, routeUrl: string, payload: unknown): string | null {
      checkAnswer ??= contractChecker(app.swagger() as unknown as Document);
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      const headers = Object.fromEntries(Object.entries(reply.getHeaders()).map(([name, value]) => [name.toLowerCase(), value === undefined ? undefined : String(value)]));
      return checkAnswer(request.method, routeUrl, reply.statusCode, headers, body);
    }
  },
  { name: 'contract-check' },
);
