// Two-factor sign-in (packages/domain/src/contracts/iki-adim.ts has the shapes):
// - POST token/2fa/ {challenge, code | recovery_code} -> {access, refresh}: the second step of a
//   login whose POST token/ answered a challenge. Limited per account and client address, apart
//   from the password checks. The challenge is spent by the login it completes.
// - GET auth/2fa/, POST auth/2fa/totp/setup/, auth/2fa/totp/confirm/, auth/2fa/recovery-codes/,
//   auth/2fa/disable/: the signed-in user's own settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_MESSAGES as M,
  ZRecoveryCodes,
  ZRecoveryCodesBody,
  ZTokenPair,
  ZTotpConfirmBody,
  ZTotpSetup,
  ZTotpSetupBody,
  ZTwoFactorAnswer,
  ZTwoFactorDisableBody,
  ZTwoFactorLoginBody,
  ZTwoFactorStatus,
} from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { moduleRoutes } from '../../lib/routes';
import { loginRateLimit } from '../../plugins/rate-limit';
import { loadSecret } from '../../services/secret';
import { loadAuthUser } from '../../services/session-user';
import { TokenError } from '../../services/tokens';
import { twoFactorCrypto } from '../../services/two-factor';
import { blacklistJti, recordLogin } from '../auth/repository';
import { disableTwoFactor, enableTotp, regenerateRecoveryCodes, startTotpSetup, twoFactorStatus, verifySecondFactor } from './service';

/** The counters of code checks (plugins/rate-limit.ts), apart from those of password checks. */
export const TWO_FACTOR_RATE_SCOPE = '2fa';

const challengeNotValid = () => ApiError.detail(401, M.challengeInvalid, { code: 'challenge_not_valid' });

const ikiAdim: FastifyPluginAsyncZod = async (app) => {
  const crypto = twoFactorCrypto(loadSecret(app.config));
  const route = moduleRoutes(app, 'auth', 'authenticated');

  route.post(
    '/token/2fa/',
    {
      policy: 'anonymous',
      rateLimit: loginRateLimit(app.config),
      summary: "Log in, second step: the challenge of POST token/ and a TOTP or recovery code -> {access, refresh}",
      body: ZTwoFactorLoginBody,
      response: ZTokenPair,
    },
    async (request, reply) => {
      const { challenge, code, recovery_code } = request.body;
      let claims;
      try {
        claims = await app.tokens.verifyChallenge(challenge);
      } catch (err) {
        if (err instanceof TokenError) throw challengeNotValid();
        throw err;
      }
      await app.passwordAttempts.check(request, reply, `user-${claims.user_id}`, { scope: TWO_FACTOR_RATE_SCOPE });
      const user = await loadAuthUser(app.db, claims.user_id);
      // Deactivated, or the password changed (every session ended) since the first step.
      if (!user || user.token_version !== claims.ver) throw challengeNotValid();
      await verifySecondFactor(app.db, crypto, user.id, { code, recovery_code });
      // Spent: a challenge completes one login.
      const fresh = await blacklistJti(app.db, { jti: claims.jti, user_id: user.id, expires_at: new Date(claims.exp * 1000) });
      if (!fresh) throw challengeNotValid();
      await recordLogin(app.db, user.id);
      return app.tokens.issuePair(user, claims.sid);
    },
  );

  route.get(
    '/auth/2fa/',
    { summary: "The signed-in user's two-factor state (and whether staff must turn it on)", response: ZTwoFactorStatus },
    async (request) => twoFactorStatus(app.db, request.user!, app.config.staffRequire2fa),
  );

  route.post(
    '/auth/2fa/totp/setup/',
    {
      summary: 'Start the TOTP setup: a new secret with its otpauth URI and QR code (shown only here); 400 when 2FA is on',
      body: ZTotpSetupBody,
      response: ZTotpSetup,
    },
    async (request) => startTotpSetup(app.db, crypto, request.user!.id),
  );

  route.post(
    '/auth/2fa/totp/confirm/',
    {
      summary: 'Turn TOTP on with a current code -> the ten recovery codes (shown only here)',
      body: ZTotpConfirmBody,
      response: ZRecoveryCodes,
    },
    async (request, reply) => {
      await app.passwordAttempts.check(request, reply, `user-${request.user!.id}`, { scope: TWO_FACTOR_RATE_SCOPE });
      return { recovery_codes: await enableTotp(app.db, crypto, request.user!.id, request.body.code) };
    },
  );

  route.post(
    '/auth/2fa/recovery-codes/',
    {
      summary: 'Ten new recovery codes (the old ones stop working), with the password and a current code',
      body: ZRecoveryCodesBody,
      response: ZRecoveryCodes,
    },
    async (request, reply) => {
      await app.passwordAttempts.check(request, reply, request.user!.username);
      const { password, code } = request.body;
      return { recovery_codes: await regenerateRecoveryCodes(app.db, crypto, request.user!.id, password, code) };
    },
  );

  route.post(
    '/auth/2fa/disable/',
    {
      summary: 'Turn two-factor sign-in off, with the password and a current code or a recovery code',
      body: ZTwoFactorDisableBody,
      response: ZTwoFactorAnswer,
    },
    async (request, reply) => {
      await app.passwordAttempts.check(request, reply, request.user!.username);
      const { password, code, recovery_code } = request.body;
      await disableTwoFactor(app.db, crypto, request.user!.id, password, { code, recovery_code });
      return { detail: M.disabled };
    },
  );
};

export default ikiAdim;
