// The admin dashboard: nine tiles of totals and the three "latest" lists.
import { z } from 'zod';
import { ZBasvuru } from './basvuru';
import { ZRapor } from './rapor';
import { ZUserRecord } from './kullanici';

export const ZDashboardCount = z.object({
  total: z.number().int(),
  /**
   * The tile's second number: active (calls open by the call rule, users, companies, mentors,
   * resources) or pending (applications INCELEME or GONDERILDI, reports GONDERILDI, reservations
   * BEKLEME, receipts YUKLENDI).
   */
  active: z.number().int(),
});
export type DashboardCount = z.infer<typeof ZDashboardCount>;

export const DASHBOARD_AREAS = [
  'calls',
  'applications',
  'reports',
  'users',
  'companies',
  'mentors',
  'resources',
  'reservations',
  'receipts',
] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** GET admin/dashboard/overview/ */
export const ZDashboardOverview = z.object({
  calls: ZDashboardCount,
  applications: ZDashboardCount,
  reports: ZDashboardCount,
  users: ZDashboardCount,
  companies: ZDashboardCount,
  mentors: ZDashboardCount,
  resources: ZDashboardCount,
  reservations: ZDashboardCount,
  receipts: ZDashboardCount,
  /** Active companies with no receipt paid in the previous month ('YYYY-MM') other than rejected ones. */
  receipt_coverage: z.object({ month: z.string(), missing: z.number().int(), companies: z.number().int() }),
});
export type DashboardOverview = z.infer<typeof ZDashboardOverview>;

/** GET admin/dashboard/recent_activities/: the 5 newest of each (DASHBOARD_RECENT_COUNT). */
export const ZRecentActivities = z.object({
  recent_applications: z.array(ZBasvuru),
  recent_reports: z.array(ZRapor),
  recent_users: z.array(ZUserRecord),
});
export type RecentActivities = z.infer<typeof ZRecentActivities>;
