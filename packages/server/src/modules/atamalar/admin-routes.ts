// Admin assignment actions (policy 'staff'):
// - PATCH admin/mentor-atamalari/{id}/toggle_status/ (no body): active -> passive (the screen's
//   "remove"), passive -> active again (through the same checks as a new assignment: an inactive
//   mentor, a draft or rejected application or a conflict of interest is a 400 with `error`).
//   Unknown id 404. Answers the assignment.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAtama, ZIdParams } from '@portal/domain';
import { adminRoutes } from '../../lib/admin-list';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';
import { toggleAssignment } from './service';

const adminAtamalar: FastifyPluginAsyncZod = async (app) => {
  adminRoutes(app).patch(
    '/admin/mentor-atamalari/:id/toggle_status/',
    {
      summary: 'Toggle an assignment active/passive (no body); re-activation passes the assignment checks',
      params: ZIdParams,
      body: z.object({}).passthrough().nullish().describe('no body'),
      response: ZAtama,
    },
    async (request) => {
      const id = routeId(request.params.id);
      return withTransaction(app.db, (tx) => toggleAssignment(tx, request.user!, id), { retryOn: ['40P01'] });
    },
  );
};

export default adminAtamalar;
