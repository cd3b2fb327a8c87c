// The admin dashboard (policy 'staff'):
// - GET admin/dashboard/overview/: per area the total and its active or pending count (calls open
//   by the call rule, applications GONDERILDI or INCELEME, reports GONDERILDI, active users,
//   companies, mentors and resources, reservations BEKLEME, receipts YUKLENDI), and how many active
//   companies miss last month's receipt;
// - GET admin/dashboard/recent_activities/: the 5 newest applications, reports and users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardOverview, ZRecentActivities } from '@portal/domain';
import { adminRoutes } from '../../lib/admin-list';
import { fileLinks } from '../../lib/file-links';
import { dashboardOverview, recentActivities } from './service';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  const links = fileLinks(app);
  const route = adminRoutes(app);

  route.get('/admin/dashboard/overview/', { summary: 'Nine totals with their active/pending counts', response: ZDashboardOverview }, async () =>
    dashboardOverview(app.db),
  );

  route.get('/admin/dashboard/recent_activities/', { summary: 'The 5 newest applications, reports and users', response: ZRecentActivities }, async () =>
    recentActivities(app.db, links),
  );
};

export default dashboard;
