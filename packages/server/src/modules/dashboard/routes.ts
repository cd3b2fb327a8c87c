// The admin dashboard (policy 'staff'):
// - GET admin/dashboard/overview/: per area the total and its active or pending count (calls open
//   by the call rule, applications GONDERILDI or INCELEME, reports GONDERILDI, active users,
//   companies, mentors and resources, reservations BEKLEME, receipts YUKLENDI), and how many active
//   companies miss last month's receipt;
// - GET admin/dashboard/recent_activities/: the 5 newest applications, reports and users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardOverview, ZRecentActivities } from '@portal/domain';
import { fileLinks } from '../../lib/file-links';
import { dashboardOverview, recentActivities } from './service';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);

  app.get(
    '/admin/dashboard/overview/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'Nine totals with their active/pending counts', response: { 200: ZDashboardOverview } },
    },
    async () => dashboardOverview(app.db),
  );

  app.get(
    '/admin/dashboard/recent_activities/',
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: 'The 5 newest applications, reports and users', response: { 200: ZRecentActivities } },
    },
    async () => recentActivities(app.db, links),
  );
};

export default dashboard;
