// Two-factor sign-in (packages/domain/src/contracts/iki-adim.ts has the shapes):
// - POST token/2fa/ {challenge, code | recovery_code} -> {access, refresh}: the second step of a
//   login whose POST token/ answered a challenge. Limited per account and client address, apart
//   from the password checks. The challenge is spent by the login it completes.
// - GET auth/2fa/, POST auth/2fa/totp/setup/, auth/2fa/totp/confirm/, auth/2fa/recovery-codes/,
//   auth/2fa/disable/: the signed-in user's own settings.
// - Passkeys: GET-less (listed by GET auth/2fa/), POST auth/2fa/passkeys/options/ then
//   POST auth/2fa/passkeys/ registers one, DELETE auth/2fa/passkeys/:id/ removes one; at login,
//   POST token/2fa/passkey/options/ {challenge} gives the request options and POST token/2fa/
//   {challenge, passkey} completes it.
// - POST admin/users/:id/reset_two_factor/ (superuser): turns off another person's 2FA.
import { recordSecurityEvent } from '../guvenlik-olaylari/repository';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_MESSAGES as M,
  ZRecoveryCodes,
  ZRecoveryCodesBody,
  ZPasskey,
  ZPasskeyLoginOptions,
  ZPasskeyLoginOptionsBody,
  ZPasskeyOptionsBody,
  ZPasskeyRegisterBody,
  ZPasskeyRegistrationOptions,
  ZIdParams,
  ZNoContent,
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
import { routeId } from '../../lib/route-id';
import { moduleRoutes } from '../../lib/routes';
import { loginRateLimit } from '../../plugins/rate-limit';
import { loadSecret } from '../../services/secret';
import { loadAuthUser } from '../../services/session-user';
import { TokenError } from '../../services/tokens';
import { passkeyState, relyingParty } from '../../services/passkeys';
import { twoFactorCrypto } from '../../services/two-factor';
import { blacklistJti, recordLogin } from '../auth/repository';
import {
  addPasskey,
  disableTwoFactor,
  enableTotp,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  removePasskey,
  resetTwoFactorByStaff,
  startTotpSetup,
  twoFactorStatus,
  verifySecondFactor,
} from './service';

/** The counters of code checks (plugins/rate-limit.ts), apart from those of password checks. */
export const TWO_FACTOR_RATE_SCOPE = '2fa';

const challengeNotValid = () => ApiError.detail(401, M.challengeInvalid, { code: 'challenge_not_valid' });

const ikiAdim: FastifyPluginAsyncZod = async (app) => {
  const secret = loadSecret(app.config);
  const crypto = twoFactorCrypto(secret);
  const rp = relyingParty(app.config.mail.portalUrl);
  const passkeys = passkeyState(secret);
  const route = moduleRoutes(app, 'auth', 'authenticated');

  /** A login challenge's claims, or the 401 for an expired, forged or other token. */
  async function verifiedChallenge(challenge: string) {
    try {
      return await app.tokens.verifyChallenge(challenge);
    } catch (err) {
      if (err instanceof TokenError) throw challengeNotValid();
      throw err;
    }
  }

  route.post(
    '/token/2fa/',
    {
      policy: 'anonymous',
      rateLimit: loginRateLimit(app.config),
      errors: [401],
      summary: "Log in, second step: the challenge of POST token/ and a TOTP or recovery code -> {access, refresh}",
      body: ZTwoFactorLoginBody,
      response: ZTokenPair,
    },
    async (request, reply) => {
      const { challenge, code, recovery_code, passkey } = request.body;
      const claims = await verifiedChallenge(challenge);
      await app.passwordAttempts.check(request, reply, `user-${claims.user_id}`, { scope: TWO_FACTOR_RATE_SCOPE });
      const user = await loadAuthUser(app.db, claims.user_id);
      // Deactivated, or the password changed (every session ended) since the first step.
      if (!user || user.token_version !== claims.ver) throw challengeNotValid();
      try {
        await verifySecondFactor(app.db, crypto, user.id, { code, recovery_code, passkey }, { rp, state: passkeys, jti: claims.jti });
      } catch (err) {
        await recordSecurityEvent(app.db, user.id, 'giris_basarisiz', request);
        throw err;
      }
      // Spent: a challenge completes one login.
      const fresh = await blacklistJti(app.db, { jti: claims.jti, user_id: user.id, expires_at: new Date(claims.exp * 1000) });
      if (!fresh) throw challengeNotValid();
      await recordLogin(app.db, user.id);
      if (recovery_code) await recordSecurityEvent(app.db, user.id, 'kurtarma_kodu_kullanildi', request);
      await recordSecurityEvent(app.db, user.id, 'giris', request);
      return app.tokens.issuePair(user, claims.sid);
    },
  );

  route.get(
    '/auth/2fa/',
    { summary: "The signed-in user's two-factor state (and whether staff must turn it on)", response: ZTwoFactorStatus },
    async (request) => twoFactorStatus(app.db, request.user!, { staffRequire2fa: app.config.staffRequire2fa, rp }),
  );

  route.post(
    '/token/2fa/passkey/options/',
    {
      policy: 'anonymous',
      rateLimit: loginRateLimit(app.config),
      errors: [401],
      summary: "Log in, second step with a passkey: the WebAuthn request options for the challenge of POST token/",
      body: ZPasskeyLoginOptionsBody,
      response: ZPasskeyLoginOptions,
    },
    async (request) => {
      const claims = await verifiedChallenge(request.body.challenge);
      const user = await loadAuthUser(app.db, claims.user_id);
      if (!user || user.token_version !== claims.ver) throw challengeNotValid();
      return passkeyLoginOptions(app.db, user.id, { rp, state: passkeys, jti: claims.jti });
    },
  );

  route.post(
    '/auth/2fa/passkeys/options/',
    {
      summary: 'Start adding a passkey: WebAuthn creation options and the signed state of their challenge (needs TOTP on)',
      body: ZPasskeyOptionsBody,
      response: ZPasskeyRegistrationOptions,
    },
    async (request) => passkeyRegistrationOptions(app.db, rp, passkeys, request.user!),
  );

  route.post(
    '/auth/2fa/passkeys/',
    {
      summary: "Add a passkey: the options' state, the browser's answer and a name",
      body: ZPasskeyRegisterBody,
      status: 201,
      response: ZPasskey,
    },
    async (request) => {
      const added = await addPasskey(app.db, rp, passkeys, request.user!.id, request.body);
      await recordSecurityEvent(app.db, request.user!.id, 'gecis_anahtari_eklendi', request);
      return added;
    },
  );

  route.post(
    '/admin/users/:id/reset_two_factor/',
    {
      policy: 'superuser',
      tags: ['admin'],
      errors: [409],
      summary: "Turn off another person's two-factor sign-in (lost phone and recovery codes); ends their sessions",
      params: ZIdParams,
      body: ZTotpSetupBody,
      response: ZTwoFactorAnswer,
    },
    async (request) => {
      const userId = routeId(request.params.id);
      await resetTwoFactorByStaff(app.db, request.user!.id, userId);
      await recordSecurityEvent(app.db, userId, 'iki_adim_kapatildi', request);
      return { detail: M.resetDone };
    },
  );

  route.delete(
    '/auth/2fa/passkeys/:id/',
    { summary: 'Remove one of your passkeys (204; 404 for anyone else\'s)', params: ZIdParams, status: 204, response: ZNoContent },
    async (request) => {
      await removePasskey(app.db, request.user!.id, routeId(request.params.id));
      await recordSecurityEvent(app.db, request.user!.id, 'gecis_anahtari_silindi', request);
    },
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
      errors: [429],
      summary: 'Turn TOTP on with a current code -> the ten recovery codes (shown only here)',
      body: ZTotpConfirmBody,
      response: ZRecoveryCodes,
    },
    async (request, reply) => {
      await app.passwordAttempts.check(request, reply, `user-${request.user!.id}`, { scope: TWO_FACTOR_RATE_SCOPE });
      const recoveryCodes = await enableTotp(app.db, crypto, request.user!.id, request.body.code);
      await recordSecurityEvent(app.db, request.user!.id, 'iki_adim_acildi', request);
      return { recovery_codes: recoveryCodes };
    },
  );

  route.post(
    '/auth/2fa/recovery-codes/',
    {
      errors: [429],
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
      errors: [429],
      summary: 'Turn two-factor sign-in off, with the password and a current code or a recovery code',
      body: ZTwoFactorDisableBody,
      response: ZTwoFactorAnswer,
    },
    async (request, reply) => {
      await app.passwordAttempts.check(request, reply, request.user!.username);
      const { password, code, recovery_code } = request.body;
      await disableTwoFactor(app.db, crypto, request.user!.id, password, { code, recovery_code });
      await recordSecurityEvent(app.db, request.user!.id, 'iki_adim_kapatildi', request);
      return { detail: M.disabled };
    },
  );
};

export default ikiAdim;
