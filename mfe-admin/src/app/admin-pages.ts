// THE list of admin pages (spec 2, the admin dashboard's list), in navigation order. A page with a
// `screen` gets its route (routes.tsx) and its link in the admin navigation (admin-layout.tsx); the
// others are built by later issues, which only add their `screen` here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeManifest, type AdminPath } from '../route-manifest';

/** The title of an admin page: its route manifest entry's (the frame's h1 and the document title agree). */
export function adminTitle(path: AdminPath): string {
  return routeManifest.find((r) => r.path === path)?.title ?? 'Yönetim';
}

export interface AdminNavItem {
  path: AdminPath;
  /** Navigation label. */
  label: string;
  /** Page title shown by the admin frame (from the route manifest). */
  title: string;
  /** A page under another one (a call's ranking, reached from its row): routed and titled, not in the navigation. */
  subPage?: boolean;
}

export interface AdminPage extends AdminNavItem {
  screen?: LazyExoticComponent<ComponentType>;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/dashboard',
    label: 'Genel Bakış',
    title: adminTitle('/admin/dashboard'),
    screen: lazy(() => import('../features/dashboard/components/dashboard-page')),
  },
  {
    path: '/admin/applications',
    label: 'Başvurular',
    title: adminTitle('/admin/applications'),
    screen: lazy(() => import('../features/basvurular/components/basvurular-page')),
  },
  {
    path: '/admin/calls',
    label: 'Çağrılar',
    title: adminTitle('/admin/calls'),
    screen: lazy(() => import('../features/cagrilar/components/cagrilar-page')),
  },
  {
    path: '/admin/reports',
    label: 'Raporlar',
    title: adminTitle('/admin/reports'),
    screen: lazy(() => import('../features/raporlar/components/raporlar-page')),
  },
  {
    path: '/admin/users',
    label: 'Kullanıcılar',
    title: adminTitle('/admin/users'),
    screen: lazy(() => import('../features/kullanicilar/components/kullanicilar-page')),
  },
  {
    path: '/admin/companies',
    label: 'Şirketler',
    title: adminTitle('/admin/companies'),
    screen: lazy(() => import('../features/sirketler/components/sirketler-page')),
  },
  {
    path: '/admin/mentors',
    label: 'Mentorlar',
    title: adminTitle('/admin/mentors'),
    screen: lazy(() => import('../features/mentorler/components/mentorler-page')),
  },
  {
    path: '/admin/mentor-assignments',
    label: 'Mentor Atamaları',
    title: adminTitle('/admin/mentor-assignments'),
    screen: lazy(() => import('../features/mentor-atamalari/components/mentor-atamalari-page')),
  },
  {
    path: '/admin/resources',
    label: 'Kaynaklar',
    title: adminTitle('/admin/resources'),
    screen: lazy(() => import('../features/kaynaklar/components/kaynaklar-page')),
  },
  {
    path: '/admin/reservations',
    label: 'Rezervasyonlar',
    title: adminTitle('/admin/reservations'),
    screen: lazy(() => import('../features/rezervasyonlar/components/rezervasyonlar-page')),
  },
  {
    path: '/admin/receipts',
    label: 'Dekontlar',
    title: adminTitle('/admin/receipts'),
    screen: lazy(() => import('../features/dekontlar/components/dekontlar-page')),
  },
];

/** Pages under a listed one, reached from it (a call's ranking from the call's row): routed and titled, not in the navigation. */
export const ADMIN_SUB_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/calls/:cagriId/ranking',
    label: 'Çağrı Sıralaması',
    title: adminTitle('/admin/calls/:cagriId/ranking'),
    subPage: true,
    screen: lazy(() => import('../features/cagrilar/components/ranking-page')),
  },
];

/** The pages that have a screen: their routes and their navigation links. */
export function builtPages(pages: readonly AdminPage[] = ADMIN_PAGES): Array<AdminPage & { screen: LazyExoticComponent<ComponentType> }> {
  return pages.filter((p): p is AdminPage & { screen: LazyExoticComponent<ComponentType> } => p.screen !== undefined);
}
