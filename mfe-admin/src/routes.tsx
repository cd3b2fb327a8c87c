// The screens of the admin remote, exposed as 'admin/routes' (an array of react-router route objects
// with ABSOLUTE paths). The shell guards the paths of route-manifest.ts (the whole /admin area, read
// from /remotes.json at run time), loads this module and renders the matching route; an /admin path
// without a page answers the shell's not-found page.
// The pages come from ONE list (app/admin-pages.ts): each
// page with a screen gets a route here and a link in the admin frame.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
import { SkeletonList } from '@portal/ui';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminLayout } from './app/admin-layout';
import { ADMIN_SUB_PAGES, builtPages } from './app/admin-pages';

// The listed pages, then the pages under them (not in the navigation).
const pages = [...builtPages(), ...builtPages(ADMIN_SUB_PAGES)];

export const routes: RouteObject[] = [
  // /admin is the dashboard too (the admin panel button goes there).
  { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
  {
    // The admin frame around every admin page (a pathless layout route: the children keep absolute paths).
    element: <AdminLayout pages={pages.map(({ path, label, title, subPage }) => ({ path, label, title, subPage }))} />,
    children: pages.map(({ path, screen: Screen }) => ({
      path,
      element: (
        <Suspense fallback={<SkeletonList label="Yükleniyor..." variant="page" />}>
          <Screen />
        </Suspense>
      ),
    })),
  },
];

export default routes;
