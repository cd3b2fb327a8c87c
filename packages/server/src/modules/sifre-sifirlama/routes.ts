// A forgotten password, for anyone signed out:
// - POST auth/password-reset/ {email} -> 200 {detail}: the same answer, at once, whether or not the
//   address belongs to an account; the link is made and e-mailed after the answer. Limited per
//   client address (as the login) and per address asked for.
// - POST auth/password-reset/confirm/ {token, new_password} -> 200 {detail}, or 400 on `token`
//   (unknown, used, expired) or `new_password` (the password rules). Limited per client address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, ZPasswordResetAnswer, ZPasswordResetConfirm, ZPasswordResetRequest } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { loginRateLimit } from '../../plugins/rate-limit';
import { loadSecret } from '../../services/secret';
import { eventSource } from '../guvenlik-olaylari/repository';
import { confirmReset, requestReset } from './service';

const sifreSifirlama: FastifyPluginAsyncZod = async (app) => {
  const secret = loadSecret(app.config);
  /** Requests still making their link; the app waits for them when it closes. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  const route = moduleRoutes(app, 'auth', 'anonymous');

  route.post(
    '/auth/password-reset/',
    {
      rateLimit: loginRateLimit(app.config),
      summary: 'Ask for a password reset link by e-mail (the same answer for any address)',
      body: ZPasswordResetRequest,
      response: ZPasswordResetAnswer,
    },
    async (request, reply) => {
      const email = request.body.email;
      await app.passwordAttempts.check(request, reply, `sifre-sifirlama:${email}`, { perAddress: false });
      const work = requestReset(app.db, secret, email, eventSource(request))
        .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { detail: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  route.post(
    '/auth/password-reset/confirm/',
    {
      rateLimit: loginRateLimit(app.config),
      summary: 'Set a new password with the token of a reset link; ends every session of the account',
      body: ZPasswordResetConfirm,
      response: ZPasswordResetAnswer,
    },
    async (request) => {
      await confirmReset(app.db, request.body.token, request.body.new_password, eventSource(request));
      return { detail: PASSWORD_RESET_MESSAGES.done };
    },
  );
};

export default sifreSifirlama;
