// Under test (NODE_ENV=test, as jest runs; see app.ts) every /api answer is checked against the
// served OpenAPI document: its status must be one the route declares, and a JSON body must match
// that status's schema (Ajv, JSON Schema 2020-12). An answer that does not is turned into a 500
// whose reason is printed, so every request of the suite guards the document: a route that starts
// answering a status or a field it does not declare fails the build.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** What is wrong with an answer, or null when the document allows it. */
export type ContractCheck = (method: string, routeUrl: string, status: number, contentType: string | undefined, body: string | null) => string | null;

/** The check against `doc`, compiling each response schema on first use. */
export function contractChecker(doc: Document): ContractCheck {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  const compiled = new Map<object, ValidateFunction>();
  return (method, routeUrl, status, contentType, body) => {
    const path = routeUrl.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return null; // not a documented route (an unknown path's 404)
    const response = operation.responses?.[String(status)] ?? operation.responses?.default;
    if (!response) return `${method} ${routeUrl} answered ${status}, which its document does not list (${Object.keys(operation.responses ?? {}).join(', ')})`;
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

export default fp(
  async (app) => {
    let check: ContractCheck | undefined;
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const routeUrl = request.routeOptions.url;
      if (!routeUrl?.startsWith('/api/') || reply.statusCode >= 500) return payload;
      check ??= contractChecker(app.swagger() as unknown as Document);
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      const contentType = reply.getHeader('content-type');
      const problem = check(request.method, routeUrl, reply.statusCode, typeof contentType === 'string' ? contentType : undefined, body);
      if (problem === null) return payload;
      console.error(`[contract] ${problem}`);
      throw new Error(`contract: ${problem}`);
    });
  },
  { name: 'contract-check' },
);
