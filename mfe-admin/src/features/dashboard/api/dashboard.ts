// admin/dashboard/: the nine totals (overview) and the three latest lists (recent_activities).
import { adminDashboardApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

export function useDashboardOverview() {
  return useQuery({ queryKey: [...DASHBOARD_KEY, 'overview'], queryFn: () => adminDashboardApi.overview() });
}

export function useRecentActivities() {
  return useQuery({ queryKey: [...DASHBOARD_KEY, 'recent'], queryFn: () => adminDashboardApi.recentActivities() });
}
