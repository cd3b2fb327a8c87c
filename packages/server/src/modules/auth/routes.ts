// SimpleJWT-shaped auth: POST token/ (login), token/refresh/ (rotates: the old
// refresh token is blacklisted atomically), auth/logout/ (blacklists the refresh token).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API_MESSAGES, ZLoginBody, ZRefreshBody, ZTokenPair } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { tokenNotValid } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rate-limit';
import { verifyPassword } from '../../services/passwords';
import { loadAuthUser } from '../../services/session-user';
import { issuedBeforePasswordChange, TokenError, waitPastPasswordChange, type RefreshClaims } from '../../services/tokens';
import { blacklistJti, findLoginUser, passwordChangedAt, recordLogin } from './repository';

const ZResetContent = z.null().describe('Reset Content: no body');

const noActiveAccount = () => ApiError.detail(401, AUTH_API_MESSAGES.noActiveAccount, { code: 'no_active_account' });

const auth: FastifyPluginAsyncZod = async (app) => {
  /**
   * Checks a refresh token and blacklists its jti in one INSERT: the primary key makes the second
   * use of a token (even one running in parallel) insert nothing, and that use is refused.
   */
  async function consumeRefresh(token: string, options: { requireActiveUser: boolean }) {
    let claims: RefreshClaims;
    try {
      claims = await app.tokens.verifyRefresh(token);
    } catch (err) {
      if (err instanceof TokenError) throw tokenNotValid();
      throw err;
    }
    const row = await passwordChangedAt(app.db, claims.user_id);
    if (!row || issuedBeforePasswordChange(claims.iat, row.password_changed_at)) throw tokenNotValid();
    const user = options.requireActiveUser ? await loadAuthUser(app.db, claims.user_id) : null;
    if (options.requireActiveUser && !user) throw tokenNotValid();
    const fresh = await blacklistJti(app.db, { jti: claims.jti, user_id: claims.user_id, expires_at: new Date(claims.exp * 1000) });
    if (!fresh) throw tokenNotValid(); // already used (rotated or logged out)
    return { claims, user };
  }

  app.post(
    '/token/',
    {
      config: { policy: 'anonymous', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Log in: username + password -> {access, refresh}',
        body: ZLoginBody,
        response: { 200: ZTokenPair },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const row = await findLoginUser(app.db, username);
      // One scrypt hash either way: an unknown user is checked against a dummy hash.
      const ok = await verifyPassword(password, row?.password ?? null);
      if (!row || !ok || !row.is_active) throw noActiveAccount();
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw noActiveAccount();
      await recordLogin(app.db, row.id);
      await waitPastPasswordChange(row.password_changed_at);
      return app.tokens.issuePair(user);
    },
  );

  app.post(
    '/token/refresh/',
    {
      config: { policy: 'anonymous' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token -> {access, refresh}; the old one is blacklisted',
        body: ZRefreshBody,
        response: { 200: ZTokenPair },
      },
    },
    async (request) => {
      const { user } = await consumeRefresh(request.body.refresh, { requireActiveUser: true });
      return app.tokens.issuePair(user!);
    },
  );

  app.post(
    '/auth/logout/',
    {
      // The refresh token in the body is the proof; the client's bearer token is not required.
      config: { policy: 'anonymous' },
      schema: {
        tags: ['auth'],
        summary: 'Log out: blacklist the refresh token (205, no body)',
        body: ZRefreshBody,
        response: { 205: ZResetContent },
      },
    },
    async (request, reply) => {
      await consumeRefresh(request.body.refresh, { requireActiveUser: false });
      return reply.code(205).send();
    },
  );
};

export default auth;
