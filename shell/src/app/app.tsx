// The shell's root: the design system's provider (the query client comes with the screens that use
// it, see query-provider.tsx), session bootstrap, remote registration per role, the router.
import { setOnSessionExpired } from '@portal/api-client';
import { rolesOf, useAuthStore, type AuthState } from '@portal/auth-store';
import type { RemoteName } from '@portal/mf-config/remotes';
import { UiProvider } from '@portal/ui/core';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { forgetFailedRemoteRoutes, loadRemoteRoutes, registerRemotesFor } from '../federation/remote-registry';
import { loadRemotesConfig } from '../federation/remotes-config';
import { releaseHeldSubmits } from './held-submits';
import { createAppRoutes } from './routes';

const router = createBrowserRouter(
  createAppRoutes({ load: loadRemoteRoutes, forgetFailed: forgetFailedRemoteRoutes }, { load: loadRemotesConfig }),
);

function remotesOf(state: AuthState): RemoteName[] {
  return state.status === 'authenticated' && state.user ? rolesOf(state.user) : [];
}

let started = false;

/** Once per page: wire the API client's session-expired redirect, bootstrap the session, and keep the
 *  registered remotes in step with the signed-in user's roles. */
function startSession(): void {
  if (started) return;
  started = true;
  // The remotes' routes are needed by the first remote path: fetch them while the session starts.
  loadRemotesConfig().catch(() => undefined);
  setOnSessionExpired((loginPath) => {
    void router.navigate(loginPath, { replace: true });
  });
  let current = '';
  const sync = (state: AuthState) => {
    const names = remotesOf(state);
    const key = names.join(',');
    if (key === current) return;
    current = key;
    void registerRemotesFor(names);
    // Signed in: the next screens use server state and the full shared entries; fetch them now.
    if (names.length) void import('./query-provider').catch(() => undefined);
  };
  useAuthStore.subscribe(sync);
  void Promise.resolve(useAuthStore.getState().bootstrap()).finally(() => sync(useAuthStore.getState()));
}

export function App() {
  useEffect(startSession, []);
  useEffect(releaseHeldSubmits, []);
  return (
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>
  );
}
