// Who is calling: reads `Authorization: Bearer <access token>` on every /api/ request and sets
// request.user from the database (loadAuthUser), so that a deactivated user is refused at once even
// with a still-valid token. A token is also refused when its session was ended (logout, reuse of a
// rotated refresh token: the deny list in services/revocations.ts) or when the user's token_version
// moved on since it was issued (password change, deactivation, "log out everywhere"). The policy
// plugin then decides whether the route may be called.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';
import { loadAuthUser } from '../services/session-user';
import { loadSecret } from '../services/secret';
import { accessKey, dbRevocations, purgeExpired, sessionKey, type Revocations } from '../services/revocations';
import { createTokenService, TokenError, type AccessClaims, type TokenService, type TokenType } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    revocations: Revocations;
  }
  interface FastifyRequest {
    /** The claims of the accepted bearer token (logout denies its jti). */
    accessClaims?: AccessClaims;
  }
}

// Server-only wording of token errors (the client acts on the 401 and `code`, not on this text).
export const AUTH_MESSAGES = {
  tokenNotValid: 'Geçersiz veya süresi dolmuş oturum anahtarı.',
  tokenMessage: 'Oturum anahtarı geçersiz veya süresi dolmuş.',
  headerMalformed: 'Authorization başlığı "Bearer <anahtar>" biçiminde olmalıdır.',
} as const;

const TOKEN_CLASS: Record<TokenType, string> = { access: 'AccessToken', refresh: 'RefreshToken', two_factor: 'TwoFactorChallenge' };

/** SimpleJWT's 401: {"detail", "code": "token_not_valid", "messages": [...]} (messages only for a bearer token). */
export function tokenNotValid(tokenType?: TokenType, detail: string = AUTH_MESSAGES.tokenNotValid): ApiError {
  return ApiError.detail(401, detail, {
    code: 'token_not_valid',
    ...(tokenType
      ? { messages: [{ token_class: TOKEN_CLASS[tokenType], token_type: tokenType, message: AUTH_MESSAGES.tokenMessage }] }
      : {}),
  });
}

/** The bearer token of the request: undefined without one (or with another scheme), null when malformed. */
function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'bearer') return undefined; // not ours (DRF ignores other schemes)
  return parts.length === 2 && parts[1] ? parts[1] : null;
}

export default fp(
  async (app) => {
    const tokens = createTokenService(loadSecret(app.config), app.config);
    app.decorate('tokens', tokens);
    const revocations = dbRevocations(app.db);
    app.decorate('revocations', revocations);
    app.decorateRequest('accessClaims', undefined);
    // Expired rows of token_blacklist deny nothing any more: dropped at start, in the background.
    app.addHook('onReady', async () => {
      void purgeExpired(app.db).catch((err: unknown) => app.log.warn({ msg: (err as Error).message }, 'token blacklist purge failed'));
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerToken(request);
      if (token === undefined) return;
      // Routes open to anyone (token/, token/refresh/, auth/logout/, unknown paths) ignore a stale
      // or broken header instead of answering 401: the client sends it on every request.
      const policy = request.routeOptions.config?.policy;
      const lenient = policy === undefined || policy === 'anonymous';
      const refuse = (detail?: string) => {
        reply.header('WWW-Authenticate', 'Bearer realm="api"');
        return tokenNotValid('access', detail);
      };
      if (token === null) {
        if (lenient) return;
        throw refuse(AUTH_MESSAGES.headerMalformed);
      }
      let claims: AccessClaims;
      try {
        claims = await tokens.verifyAccess(token);
      } catch (err) {
        if (!(err instanceof TokenError)) throw err;
        if (lenient) return;
        throw refuse();
      }
      const keys = [accessKey(claims.jti), sessionKey(claims.sid)] as const;
      // The deny list is checked by the same query that loads the user.
      const user = await loadAuthUser(app.db, claims.user_id, keys);
      const revoked = user?.denied === true;
      // Deactivated or deleted, logged out, or every session ended since the token was issued.
      if (!user || revoked || user.token_version !== claims.ver) {
        if (lenient) return;
        throw refuse();
      }
      request.user = user;
      request.accessClaims = claims;
    });
  },
  { name: 'auth' },
);
