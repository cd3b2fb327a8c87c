// The signed-in user's own profile: GET, and PATCH either the profile fields or the password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfile, ZProfilePatchBody } from '@portal/domain';
import { loadProfile, updateProfile } from './service';

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['profile'], summary: 'The signed-in user', response: { 200: ZProfile } },
    },
    async (request) => loadProfile(app.db, request.user!),
  );

  app.patch(
    '/profile/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: 'Update profile fields, or change the password with current_password + new_password',
        body: ZProfilePatchBody,
        response: { 200: ZProfile },
      },
    },
    async (request, reply) => {
      // A password check: throttled per account and per client address before any hashing.
      if (request.body.current_password !== undefined || request.body.new_password !== undefined) {
        await app.passwordAttempts.check(request, reply, request.user!.username);
      }
      return updateProfile(app.db, request.user!, request.body);
    },
  );
};

export default profile;
