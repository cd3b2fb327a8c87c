// The shell's route table (spec section 2). Every path a remote owns is registered here, guarded per
// the route table, and drawn by the remote (federation/remote-route.tsx).
import type { RouteObject } from 'react-router-dom';
import { REMOTE_OWNED_PATHS, type RouteAccess } from '../config/remote-ownership';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { RequireAuth } from '../features/auth/require-auth';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from '../features/layout/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SettingsPage } from '../features/settings/settings-page';
import { RemoteRoute, type RemoteRoutesLoader } from '../federation/remote-route';

function remoteRoutes(access: RouteAccess, loader: RemoteRoutesLoader): RouteObject[] {
  return REMOTE_OWNED_PATHS.filter((owned) => owned.access === access).map((owned) => ({
    path: owned.path,
    element: <RemoteRoute remote={owned.remote} isPublic={access === 'public'} loader={loader} />,
  }));
}

export function createAppRoutes(loader: RemoteRoutesLoader): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/logout', element: <LogoutPage /> },
        // Open to any visitor, under the shared layout.
        ...remoteRoutes('public', loader),
        {
          // General routes: signed-in users; staff go to /admin/dashboard.
          element: <RequireAuth staffToAdmin />,
          children: [
            { path: '/', element: <HomePage /> },
            { path: '/settings', element: <SettingsPage /> },
            ...remoteRoutes('user', loader),
          ],
        },
        { element: <RequireAuth role="sirket_sahibi" />, children: remoteRoutes('sirket_sahibi', loader) },
        {
          element: <RequireAuth role="admin" />,
          children: [
            // Staff settings (the route table sends staff away from /settings).
            { path: '/admin/settings', element: <SettingsPage /> },
            ...remoteRoutes('admin', loader),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
