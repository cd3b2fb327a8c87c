// SimpleJWT-shaped auth: POST token/ (login), token/refresh/ (rotates: the old refresh token is
// blacklisted atomically), auth/logout/ (ends the session: its refresh chain and access tokens) and
// auth/logout-all/ (ends every session of the signed-in user).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API_MESSAGES, TWO_FACTOR_CHALLENGE_SECONDS, ZLoginBody, ZLogoutAllBody, ZRefreshBody, ZTokenPair, ZTwoFactorChallenge } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { moduleRoutes } from '../../lib/routes';
import { tokenNotValid } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rate-limit';
import { hashPassword, needsRehash, verifyPassword } from '../../services/passwords';
import { accessKey, sessionKey } from '../../services/revocations';
import { loadAuthUser } from '../../services/session-user';
import { TokenError, type RefreshClaims } from '../../services/tokens';
import { recordSecurityEvent } from '../guvenlik-olaylari/repository';
import { hasTwoFactor, passkeysOf } from '../iki-adim/repository';
import { blacklistedWithin, blacklistJti, bumpTokenVersion, findLoginUser, recordLogin, replaceLegacyHash } from './repository';

const ZResetContent = z.null().describe('Reset Content: no body');

/** A replay this soon after the rotation is the same client refreshing twice at once, not a thief. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const noActiveAccount = () => ApiError.detail(401, AUTH_API_MESSAGES.noActiveAccount, { code: 'no_active_account' });

const auth: FastifyPluginAsyncZod = async (app) => {
  const endSession = (claims: { sid: string; user_id: number }) =>
    // As long as the longest-lived token of the chain could still be used.
    app.revocations.revoke(sessionKey(claims.sid), claims.user_id, new Date(Date.now() + app.tokens.refreshSeconds * 1000));

  /** A refresh token's claims when its signature and expiry hold, else the 401 `token_not_valid`. */
  async function verifiedRefresh(token: string): Promise<RefreshClaims> {
    try {
      return await app.tokens.verifyRefresh(token);
    } catch (err) {
      if (err instanceof TokenError) throw tokenNotValid();
      throw err;
    }
  }

  /**
   * Checks a refresh token and blacklists its jti in one INSERT: the primary key makes the second
   * use of a token (even one running in parallel) insert nothing. A second use means the token was
   * rotated (or logged out) and then replayed, perhaps by someone who stole it: the whole chain ends.
   * Unless the rotation is only seconds old (REFRESH_REUSE_GRACE_MS): then it is the same person
   * refreshing twice at once (two tabs, a retried request), who gets a 401 for the loser only, and the
   * chain the winner received lives on.
   */
  async function consumeRefresh(token: string, options: { requireActiveUser: boolean }) {
    const claims = await verifiedRefresh(token);
    const user = await loadAuthUser(app.db, claims.user_id);
    if (options.requireActiveUser && (!user || user.token_version !== claims.ver)) throw tokenNotValid();
    const fresh = await blacklistJti(app.db, { jti: claims.jti, user_id: claims.user_id, expires_at: new Date(claims.exp * 1000) });
    if (!fresh) {
      if (!(await blacklistedWithin(app.db, claims.jti, REFRESH_REUSE_GRACE_MS))) await endSession(claims);
      throw tokenNotValid();
    }
    if (await app.revocations.anyRevoked([sessionKey(claims.sid)])) throw tokenNotValid();
    return { claims, user };
  }

  const route = moduleRoutes(app, 'auth');

  route.post(
    '/token/',
    {
      policy: 'anonymous',
      rateLimit: loginRateLimit(app.config),
      errors: [401],
      summary: 'Log in: username + password -> {access, refresh}; with two-factor sign-in on, the challenge of POST token/2fa/',
      body: ZLoginBody,
      response: z.union([ZTokenPair, ZTwoFactorChallenge]),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Per account (the address is counted by the route's rate limit), before any hashing.
      await app.passwordAttempts.check(request, reply, username, { perAddress: false });
      const row = await findLoginUser(app.db, username);
      // One hash either way: an unknown user is checked against a dummy hash.
      const ok = await verifyPassword(password, row?.password ?? null);
      if (!row) throw noActiveAccount();
      if (!ok || !row.is_active) {
        // A failed sign-in of an existing account is a security event the person sees.
        await recordSecurityEvent(app.db, row.id, 'giris_basarisiz', request);
        throw noActiveAccount();
      }
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw noActiveAccount();
      // An old (scrypt) hash becomes argon2id now that the password is known.
      if (needsRehash(row.password)) await replaceLegacyHash(app.db, row.id, row.password, await hashPassword(password));
      // Two-factor sign-in: no tokens yet, a short-lived signed challenge for the second step.
      if (await hasTwoFactor(app.db, row.id)) {
        return {
          two_factor_required: true as const,
          challenge: await app.tokens.issueChallenge(user, TWO_FACTOR_CHALLENGE_SECONDS),
          methods: [
            'totp' as const,
            'recovery_code' as const,
            ...((await passkeysOf(app.db, row.id)).length > 0 ? ['passkey' as const] : []),
          ],
          expires_in: TWO_FACTOR_CHALLENGE_SECONDS,
        };
      }
      await recordLogin(app.db, row.id);
      await recordSecurityEvent(app.db, row.id, 'giris', request);
      return app.tokens.issuePair(user);
    },
  );

  route.post(
    '/token/refresh/',
    {
      policy: 'anonymous',
      errors: [401],
      summary: 'Rotate a refresh token -> {access, refresh}; the old one is blacklisted, a reused one ends its session',
      body: ZRefreshBody,
      response: ZTokenPair,
    },
    async (request) => {
      const { claims, user } = await consumeRefresh(request.body.refresh, { requireActiveUser: true });
      return app.tokens.issuePair(user!, claims.sid);
    },
  );

  route.post(
    '/auth/logout/',
    {
      // The refresh token in the body is the proof; the client's bearer token is not required.
      policy: 'anonymous',
      errors: [401],
      summary: 'Log out: end the session (its refresh chain and access tokens) (205, no body)',
      body: ZRefreshBody,
      status: 205,
      response: ZResetContent,
    },
    async (request) => {
      // Any validly signed refresh token of a live session ends it, also one that a refresh racing
      // this logout has just rotated: the session must not live on in the tokens that refresh handed
      // out. A session already ended (a second logout) is a 401, as a spent token is elsewhere.
      const claims = await verifiedRefresh(request.body.refresh);
      const fresh = await blacklistJti(app.db, { jti: claims.jti, user_id: claims.user_id, expires_at: new Date(claims.exp * 1000) });
      if (!fresh && (await app.revocations.anyRevoked([sessionKey(claims.sid)]))) throw tokenNotValid();
      await endSession(claims);
      const access = request.accessClaims;
      if (access) await app.revocations.revoke(accessKey(access.jti), access.user_id, new Date(access.exp * 1000));
    },
  );

  route.post(
    '/auth/logout-all/',
    {
      policy: 'authenticated',
      summary: 'Log out everywhere: every token of the signed-in user stops working (205, no body)',
      body: ZLogoutAllBody,
      status: 205,
      response: ZResetContent,
    },
    async (request) => {
      await bumpTokenVersion(app.db, request.user!.id);
      await recordSecurityEvent(app.db, request.user!.id, 'tum_oturumlar_kapatildi', request);
    },
  );
};

export default auth;
