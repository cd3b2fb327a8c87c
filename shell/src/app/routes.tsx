// The shell's route table: its own routes (/login, /logout, /sifremi-unuttum, /sifre-sifirla, /davet, /,
// /settings) and, for every other path, the routes the remotes own, built at run time from their
// manifests in /remotes.json (federation/remote-owned-routes.tsx). No remote path is written in the shell.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { RequireAuth } from '../features/auth/require-auth';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from '../features/layout/app-layout';
import { RemoteOwnedRoutes, type RemotesConfigLoader } from '../federation/remote-owned-routes';
import { RemoteLoading, type RemoteRoutesLoader } from '../federation/remote-route';

// Settings carries the form library; it loads on first visit, not with the login page.
const LazySettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
// The query client (TanStack Query) comes with the first screen that uses server state.
const QueryProvider = lazy(() => import('./query-provider'));
const withQueries = (element: ReactNode) => (
  <Suspense fallback={<RemoteLoading />}>
    <QueryProvider>{element}</QueryProvider>
  </Suspense>
);
const settings = withQueries(<LazySettingsPage />);
// A forgotten password: signed-out pages with the form library, loaded on first visit.
const LazyForgotPasswordPage = lazy(() => import('../features/sifre-sifirlama/password-reset-pages').then((m) => ({ default: m.ForgotPasswordPage })));
const LazyResetPasswordPage = lazy(() => import('../features/sifre-sifirlama/password-reset-pages').then((m) => ({ default: m.ResetPasswordPage })));
// An invitation's set-password page, the same way.
const LazyInvitationPage = lazy(() => import('../features/sifre-sifirlama/invitation-page').then((m) => ({ default: m.InvitationPage })));
const loading = (element: ReactNode) => <Suspense fallback={<RemoteLoading />}>{element}</Suspense>;

export function createAppRoutes(loader: RemoteRoutesLoader, configLoader: RemotesConfigLoader): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/logout', element: <LogoutPage /> },
        { path: '/sifremi-unuttum', element: loading(<LazyForgotPasswordPage />) },
        { path: '/sifre-sifirla', element: loading(<LazyResetPasswordPage />) },
        { path: '/davet', element: loading(<LazyInvitationPage />) },
        {
          // General routes: signed-in users; staff go to /admin/dashboard.
          element: <RequireAuth staffToAdmin />,
          children: [{ path: '/', element: <HomePage configLoader={configLoader} /> }],
        },
        // Settings: every signed-in user, staff included (their account type reads 'Yönetici').
        { element: <RequireAuth />, children: [{ path: '/settings', element: settings }] },
        // The staff settings' former address.
        { path: '/admin/settings', element: <Navigate to="/settings" replace /> },
        // Everything else: a remote's route, or not-found.
        { path: '*', element: withQueries(<RemoteOwnedRoutes configLoader={configLoader} loader={loader} />) },
      ],
    },
  ];
}
