// The admin dashboard: admin/dashboard/overview/ and recent_activities/.
import type { DashboardOverview, RecentActivities } from '@portal/domain';
import { api } from '../client';

export const adminDashboardApi = {
  /** GET admin/dashboard/overview/: nine totals with their active/pending counts, and last month's missing receipts. */
  overview: (): Promise<DashboardOverview> => api.get('admin/dashboard/overview/').json<DashboardOverview>(),
  /** GET admin/dashboard/recent_activities/: the 5 newest applications, reports and users. */
  recentActivities: (): Promise<RecentActivities> => api.get('admin/dashboard/recent_activities/').json<RecentActivities>(),
};
