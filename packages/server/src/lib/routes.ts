// The one way an API route is registered: a module names its OpenAPI tag once (moduleRoutes), and
// the policy once when all its routes share it; each route states flat its summary, its zod schemas
// and anything it does differently. The helper nests them into Fastify's `config` and `schema`; a
// route answering other than 200 names that status once (the document's response code and the
// reply's). Request and reply are typed from the schemas exactly as fastify-type-provider-zod does.
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorStatus } from '@portal/domain';
import type { Policy } from '../plugins/policy';

/** A success status other than 200: documented, and set on the reply before the handler runs. */
export type RouteStatus = 201 | 204 | 205;

export interface RouteSpec {
  /** Who may call it (plugins/policy.ts): the module's, unless the route states its own. */
  policy?: Policy;
  summary: string;
  /** Instead of the module's tag. */
  tags?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema (under `status`, else 200), or several by code (the handler sets the code). */
  response?: z.ZodType | Record<number, z.ZodType>;
  status?: RouteStatus;
  /** A streaming upload's form fields: the document's body (multipart/form-data); the handler reads them. */
  multipart?: z.ZodObject;
  /** A route answering bytes instead of JSON: what its success is (the document's content types). */
  file?: FileAnswer;
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** A validation error reaches the handler (request.validationError) instead of the error handler. */
  attachValidation?: boolean;
  /**
   * Error statuses this route answers beyond those its spec implies (routeErrors): e.g. 409 for a
   * state conflict, 400 for a rule checked by the service, 401 for wrong credentials.
   */
  errors?: ApiErrorStatus[];
}

/** The bytes a route answers: their content types and whether they come as a download. */
export interface FileAnswer {
  description: string;
  /** Every media type the route can send (parameters such as charset are ignored when checked). */
  types: readonly string[];
  /** Sent with `Content-Disposition: attachment; filename=...`. */
  download: boolean;
}

/** Policies that refuse a signed-in caller without the role (403). */
const ROLE_POLICIES: ReadonlySet<Policy> = new Set(['mentor', 'owner', 'staff', 'superuser']);

/**
 * Every error status a route can answer, for its document and the contract check: 400 for a
 * request it validates, 413 and 415 for a body, 404 for a path with an id, 401 unless anyone may
 * call it, 403 for a role, 429 with a rate limit, and what the route adds (`errors`).
 */
export function routeErrors(spec: Pick<RouteSpec, 'policy' | 'params' | 'querystring' | 'body' | 'multipart' | 'rateLimit' | 'errors'>): ApiErrorStatus[] {
  const errors = new Set<ApiErrorStatus>(spec.errors ?? []);
  if (spec.querystring || spec.body || spec.multipart) errors.add(400);
  if (spec.body || spec.multipart) [413, 415].forEach((s) => errors.add(s as ApiErrorStatus));
  if (spec.params) errors.add(404);
  if (spec.policy !== 'anonymous') errors.add(401);
  if (spec.policy && ROLE_POLICIES.has(spec.policy)) errors.add(403);
  if (spec.rateLimit) errors.add(429);
  return [...errors].sort((a, b) => a - b);
}

/** The Fastify schema a spec stands for, as far as the type provider reads it. */
type SchemaOf<S extends RouteSpec> = Pick<S, Extract<keyof S, 'params' | 'querystring' | 'body'>> &
  (S extends { response: infer R } ? { response: R extends z.ZodType ? Record<S extends { status: infer C extends RouteStatus } ? C : 200, R> : R } : unknown);

export type RouteHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S>,
  ZodTypeProvider
>;

/** A handler as Fastify stores it; the types of its request and reply were settled by RouteHandler. */
type StoredHandler = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchema,
  ZodTypeProvider
>;

type Register<Required> = <S extends RouteSpec & Required>(url: string, spec: S, handler: RouteHandler<S>) => void;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ModuleRoutes<Required = unknown> = Record<Method, Register<Required>>;

/**
 * A module's routes under its OpenAPI tag: `moduleRoutes(app, 'basvurular', 'authenticated').get(url,
 * spec, handler)`. Without a module policy each route must state its own.
 */
export function moduleRoutes(app: FastifyInstance, tag: string): ModuleRoutes<{ policy: Policy }>;
export function moduleRoutes(app: FastifyInstance, tag: string, policy: Policy): ModuleRoutes;
export function moduleRoutes(app: FastifyInstance, tag: string, modulePolicy?: Policy): ModuleRoutes {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const register =
    (method: Uppercase<Method>): Register<unknown> =>
    (url, spec, handler) => {
      const { policy = modulePolicy, summary, tags = [tag], params, querystring, body, response, status, multipart, file, rateLimit, attachValidation } = spec;
      const errors = routeErrors({ ...spec, policy });
      const schema = {
        tags,
        summary,
        ...(multipart && { consumes: ['multipart/form-data'] }),
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        ...(response && { response: response instanceof z.ZodType ? { [status ?? 200]: response } : response }),
      };
      // The schema built above is the one SchemaOf<S> describes, which typed the handler.
      const run = handler as unknown as StoredHandler;
      zodApp.route({
        method,
        url,
        config: { policy, errors, ...(rateLimit !== undefined && { rateLimit }), ...(multipart && { multipart }), ...(file && { file }) },
        ...(attachValidation && { attachValidation }),
        schema,
        handler:
          status === undefined
            ? run
            : function (request, reply) {
                reply.code(status);
                return run.call(this, request, reply);
              },
      });
    };
  return { get: register('GET'), post: register('POST'), put: register('PUT'), patch: register('PATCH'), delete: register('DELETE') };
}
