// The routes the admin remote owns: the whole /admin area, staff only, one entry per admin page
// (its document title) and /admin/* for the rest (an /admin path without a page answers not-found).
// The admin frame draws the pages of app/admin-pages.ts, titled from here. The build writes this
// list to routes.json, from which the shell builds its guarded routes at run time.
// Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  { path: '/admin', access: 'admin', title: 'Yönetim Paneli' },
  { path: '/admin/dashboard', access: 'admin', title: 'Yönetim Paneli' },
  { path: '/admin/applications', access: 'admin', title: 'Başvuru Yönetimi' },
  { path: '/admin/calls', access: 'admin', title: 'Çağrı Yönetimi' },
  { path: '/admin/reports', access: 'admin', title: 'Rapor Yönetimi' },
  { path: '/admin/users', access: 'admin', title: 'Kullanıcı Yönetimi' },
  { path: '/admin/companies', access: 'admin', title: 'Şirket Yönetimi' },
  { path: '/admin/mentors', access: 'admin', title: 'Mentor Yönetimi' },
  { path: '/admin/mentor-assignments', access: 'admin', title: 'Mentor Atamaları' },
  { path: '/admin/resources', access: 'admin', title: 'Kaynak Yönetimi' },
  { path: '/admin/reservations', access: 'admin', title: 'Rezervasyon Yönetimi' },
  { path: '/admin/receipts', access: 'admin', title: 'Dekont Yönetimi' },
  { path: '/admin/*', access: 'admin', title: 'Yönetim' },
] as const satisfies readonly RouteManifestEntry[];

export type AdminPath = (typeof routeManifest)[number]['path'];

