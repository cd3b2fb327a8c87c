// Every API route states who may call it (`config.policy`, set by lib/routes.ts from the route's or
// its module's policy); a route without one refuses to register. Object-level rules (whose
// application, which company) live in src/policies/.
import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import { MSG, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@portal/domain';
import { hasTwoFactor } from '../modules/iki-adim/repository';
import { ApiError, API_MESSAGES } from '../lib/errors';
import type { AuthUser, SessionUser } from '../services/session-user';

export type Policy = 'anonymous' | 'authenticated' | 'mentor' | 'owner' | 'staff' | 'superuser';

export interface ApiRoute {
  method: string;
  url: string;
  policy: Policy;
}

/** What an API route declared about its shapes (the contract test reads it). */
export interface ApiRouteContract {
  schema?: FastifySchema;
  /** A streaming upload that documents its multipart fields instead of a validated body. */
  multipart: boolean;
  /** Answers bytes (a file, an export, a calendar) of the media types it declares. */
  file: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its policy: the permission-matrix test checks each has its rows. */
    apiRoutes: ApiRoute[];
    /** The schemas of every /api route, by "METHOD url". */
    apiRouteContracts: Map<string, ApiRouteContract>;
  }
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    /** Set by the auth plugin from a valid access token; null when anonymous. */
    user: SessionUser | null;
  }
}

export const allows: Record<Policy, (user: AuthUser | null) => boolean> = {
  anonymous: () => true,
  authenticated: (u) => u !== null,
  mentor: (u) => u !== null && u.is_mentor,
  owner: (u) => u !== null && u.is_sirket_sahibi && u.sirket_id !== null,
  staff: (u) => u !== null && u.is_staff,
  /** Staff with superuser rights: the users area ("the users page additionally checks admin"). */
  superuser: (u) => u !== null && u.is_staff && u.is_superuser,
};

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorate('apiRouteContracts', new Map<string, ApiRouteContract>());

  app.addHook('onRoute', (route) => {
    // /api/docs (the OpenAPI browser) is public documentation, registered by @fastify/swagger-ui.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD') return;
    const policy = route.config?.policy;
    if (!policy) throw new Error(`Route ${route.method} ${route.url} declares no policy`);
    const check = allows[policy];
    const staffOnly = policy === 'staff' || policy === 'superuser';
    for (const method of [route.method].flat()) {
      app.apiRoutes.push({ method, url: route.url, policy });
      app.apiRouteContracts.set(`${method} ${route.url}`, { schema: route.schema, multipart: route.config?.multipart !== undefined, file: route.config?.file !== undefined });
    }
    // Checked on request, before the body is read or validated: who you are comes first.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [
      async (request) => {
        if (policy === 'anonymous') return;
        if (!request.user) throw ApiError.detail(401, API_MESSAGES.notAuthenticated, { code: 'not_authenticated' });
        if (!check(request.user)) throw ApiError.forbidden(policy === 'superuser' ? MSG.permission.adminRequired : undefined);
        // STAFF_REQUIRE_2FA: the staff routes wait until the account has turned two-factor sign-in on
        // (its own settings routes are 'authenticated', so it can).
        if (staffOnly && app.config.staffRequire2fa && !(await hasTwoFactor(app.db, request.user.id))) {
          throw ApiError.detail(403, TWO_FACTOR_MESSAGES.setupRequired, { code: TWO_FACTOR_SETUP_REQUIRED_CODE });
        }
      },
      ...existing,
    ];
  });
});
