// The signed-in user's own profile: GET, and PATCH either the profile fields or the password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfile, ZProfilePatchBody } from '@portal/domain';
import { moduleRoutes } from '../../lib/routes';
import { eventSource } from '../guvenlik-olaylari/repository';
import { ownProfile, updateProfile } from './service';

const profile: FastifyPluginAsyncZod = async (app) => {
  const route = moduleRoutes(app, 'profile', 'authenticated');

  route.get('/profile/', { summary: 'The signed-in user', response: ZProfile }, async (request) => ownProfile(request.user!));

  route.patch(
    '/profile/',
    { errors: [429], summary: 'Update profile fields, or change the password with current_password + new_password', body: ZProfilePatchBody, response: ZProfile },
    async (request, reply) => {
      // A password check: throttled per account and per client address before any hashing.
      if (request.body.current_password !== undefined || request.body.new_password !== undefined) {
        await app.passwordAttempts.check(request, reply, request.user!.username);
      }
      return updateProfile(app.db, request.user!, request.body, eventSource(request));
    },
  );
};

export default profile;
