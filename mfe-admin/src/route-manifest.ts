// The routes the admin remote owns: the whole /admin area, staff only, one entry per admin page
// (its document title) and /admin/* for the rest (an /admin path without a page answers not-found).
// The admin frame draws the pages of app/admin-pages.ts, titled from here. The build writes this
// list to routes.json, from which the shell builds its guarded routes at run time.
// Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

/** An entry of the admin area: every one of them is staff only. */
const staffOnly = <P extends string>(path: P, title: string) => ({ path, access: 'admin' as const, title });

export const routeManifest = [
  staffOnly('/admin', 'Yönetim Paneli'),
  staffOnly('/admin/dashboard', 'Yönetim Paneli'),
  staffOnly('/admin/applications', 'Başvuru Yönetimi'),
  staffOnly('/admin/calls', 'Çağrı Yönetimi'),
  staffOnly('/admin/calls/:cagriId/ranking', 'Çağrı Sıralaması'),
  staffOnly('/admin/reports', 'Rapor Yönetimi'),
  staffOnly('/admin/users', 'Kullanıcı Yönetimi'),
  staffOnly('/admin/companies', 'Şirket Yönetimi'),
  staffOnly('/admin/mentors', 'Mentor Yönetimi'),
  staffOnly('/admin/mentor-assignments', 'Mentor Atamaları'),
  staffOnly('/admin/resources', 'Kaynak Yönetimi'),
  staffOnly('/admin/reservations', 'Rezervasyon Yönetimi'),
  staffOnly('/admin/receipts', 'Dekont Yönetimi'),
  staffOnly('/admin/*', 'Yönetim'),
] as const satisfies readonly RouteManifestEntry[];

export type AdminPath = (typeof routeManifest)[number]['path'];

