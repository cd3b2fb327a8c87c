// Accepting an invitation, for anyone signed out (the link's token is the proof):
// - POST auth/invitation/accept/ {token, new_password} -> 200 {detail, username}: sets the password
//   (the password rules), spends the link, and signs nobody in (the person signs in next); 400 on
//   `token` (unknown, used, replaced, expired) or `new_password`. Limited per client address as the
//   login and the reset are. The invitations themselves are made by admin/users/ (invite_user/,
//   {id}/resend_invite/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITATION_MESSAGES, ZInvitationAccept, ZInvitationAcceptAnswer } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { loginRateLimit } from '../../plugins/rate-limit';
import { acceptInvitation } from './service';

const davetler: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'auth', 'anonymous');

  route.post(
    '/auth/invitation/accept/',
    {
      rateLimit: loginRateLimit(app.config),
      summary: 'Set the password of an invited account with the token of its invitation link (signs nothing in)',
      body: ZInvitationAccept,
      response: ZInvitationAcceptAnswer,
    },
    async (request) => {
      const username = await acceptInvitation(app.db, request.body.token, request.body.new_password, request);
      return { detail: INVITATION_MESSAGES.done, username };
    },
  );
};

export default davetler;
