// SimpleJWT-shaped auth (spec 7 Auth): POST token/ (login), token/refresh/ (rotates: the old
// refresh token is blacklisted atomically), auth/logout/ (blacklists the refresh token).
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/client';
import { tokenBlacklist, users } from '../db/schema';
import { ApiError, API_MESSAGES } from '../plugins/errors';
import { tokenNotValid } from '../plugins/auth';
import { loginRateLimit } from '../plugins/rate-limit';
import { verifyPassword } from '../services/passwords';
import { loadAuthUser } from '../services/session-user';
import { issuedBeforePasswordChange, TokenError, waitPastPasswordChange, type RefreshClaims } from '../services/tokens';

// Server-side wording of the token endpoints (SimpleJWT's, in Turkish). The client shows its own
// spec 8 messages by status code, so these are for API users and logs.
export const AUTH_ROUTE_MESSAGES = {
  noActiveAccount: 'Verilen bilgilerle aktif bir hesap bulunamadı.',
  blank: 'Bu alan boş bırakılamaz.',
  notAString: 'Geçerli bir metin değil.',
  tooLong: 'Bu alan çok uzun.',
  notAnObject: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.',
} as const;

const M = AUTH_ROUTE_MESSAGES;

/** A required string field with DRF-like Turkish messages (missing, wrong type, blank, too long). */
export const requiredText = (max: number, options: { trim?: boolean } = {}) => {
  const text = z.string({ error: (issue) => (issue.input === undefined ? API_MESSAGES.required : M.notAString) });
  return (options.trim ? text.trim() : text).min(1, M.blank).max(max, M.tooLong);
};

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: M.notAnObject });

// The login form's own rule (ZLoginSchema) is client-side; the server only bounds the fields.
const ZLoginBody = body({
  username: requiredText(150, { trim: true }),
  password: requiredText(4096),
});
const ZRefreshBody = body({ refresh: requiredText(4096) });
const ZTokenPair = z.object({ access: z.string(), refresh: z.string() });

const noActiveAccount = () => ApiError.detail(401, M.noActiveAccount, { code: 'no_active_account' });

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
    const [row] = await app.db
      .select({ password_changed_at: users.password_changed_at })
      .from(users)
      .where(eq(users.id, claims.user_id));
    if (!row || issuedBeforePasswordChange(claims.iat, row.password_changed_at)) throw tokenNotValid();
    const user = options.requireActiveUser ? await loadAuthUser(app.db, claims.user_id) : null;
    if (options.requireActiveUser && !user) throw tokenNotValid();
    let inserted: { jti: string }[];
    try {
      inserted = await app.db
        .insert(tokenBlacklist)
        .values({ jti: claims.jti, user_id: claims.user_id, expires_at: new Date(claims.exp * 1000) })
        .onConflictDoNothing({ target: tokenBlacklist.jti })
        .returning({ jti: tokenBlacklist.jti });
    } catch (err) {
      // 23505: a concurrent insert of the same jti; 23503: the user was deleted meanwhile.
      if (pgErrorCode(err) === '23505' || pgErrorCode(err) === '23503') throw tokenNotValid();
      throw err;
    }
    if (inserted.length !== 1) throw tokenNotValid(); // already used (rotated or logged out)
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
      const [row] = await app.db
        .select({ id: users.id, password: users.password, is_active: users.is_active, password_changed_at: users.password_changed_at })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      // One scrypt hash either way: an unknown user is checked against a dummy hash.
      const ok = await verifyPassword(password, row?.password ?? null);
      if (!row || !ok || !row.is_active) throw noActiveAccount();
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw noActiveAccount();
      await app.db.update(users).set({ last_login: new Date() }).where(eq(users.id, row.id));
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
        response: { 205: z.null().describe('Reset Content: no body') },
      },
    },
    async (request, reply) => {
      await consumeRefresh(request.body.refresh, { requireActiveUser: false });
      return reply.code(205).send();
    },
  );
};

export default auth;
