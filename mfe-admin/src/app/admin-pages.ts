// THE list of admin pages (spec 2, the admin dashboard's list), in navigation order. A page with a
// `screen` gets its route (routes.tsx) and its link in the admin navigation (admin-layout.tsx); the
// others are built by later issues, which only add their `screen` here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminNavItem {
  path: string;
  /** Navigation label. */
  label: string;
  /** Page title shown by the admin frame. */
  title: string;
}

export interface AdminPage extends AdminNavItem {
  screen?: LazyExoticComponent<ComponentType>;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/applications',
    label: 'Başvurular',
    title: 'Başvuru Yönetimi',
    screen: lazy(() => import('../features/basvurular/components/basvurular-page')),
  },
  {
    path: '/admin/calls',
    label: 'Çağrılar',
    title: 'Çağrı Yönetimi',
    screen: lazy(() => import('../features/cagrilar/components/cagrilar-page')),
  },
  {
    path: '/admin/reports',
    label: 'Raporlar',
    title: 'Rapor Yönetimi',
    screen: lazy(() => import('../features/raporlar/components/raporlar-page')),
  },
  { path: '/admin/users', label: 'Kullanıcılar', title: 'Kullanıcı Yönetimi' },
  { path: '/admin/companies', label: 'Şirketler', title: 'Şirket Yönetimi' },
  {
    path: '/admin/mentors',
    label: 'Mentorlar',
    title: 'Mentor Yönetimi',
    screen: lazy(() => import('../features/mentorler/components/mentorler-page')),
  },
  {
    path: '/admin/mentor-assignments',
    label: 'Mentor Atamaları',
    title: 'Mentor Atamaları',
    screen: lazy(() => import('../features/mentor-atamalari/components/mentor-atamalari-page')),
  },
  {
    path: '/admin/resources',
    label: 'Kaynaklar',
    title: 'Kaynak Yönetimi',
    screen: lazy(() => import('../features/kaynaklar/components/kaynaklar-page')),
  },
  {
    path: '/admin/reservations',
    label: 'Rezervasyonlar',
    title: 'Rezervasyon Yönetimi',
    screen: lazy(() => import('../features/rezervasyonlar/components/rezervasyonlar-page')),
  },
  { path: '/admin/receipts', label: 'Dekontlar', title: 'Dekont Yönetimi' },
];

/** The pages that have a screen: their routes and their navigation links. */
export function builtPages(pages: readonly AdminPage[] = ADMIN_PAGES): Array<AdminPage & { screen: LazyExoticComponent<ComponentType> }> {
  return pages.filter((p): p is AdminPage & { screen: LazyExoticComponent<ComponentType> } => p.screen !== undefined);
}
