// The routes the remotes own, built at run time from /remotes.json (each remote's build writes its
// route manifest there; the shell lists none of them). Every path is guarded by its access:
// public -> any visitor; user -> signed-in users, staff sent to the admin home; sirket_sahibi -> its
// owners, other signed-in users read 'Bu sayfayı görüntüleme yetkiniz yok.'; admin -> staff, others
// sent home. A 'user' path is open to every signed-in user whichever remote owns it
// (/mentor-evaluation shows a non-mentor its empty state); RemoteRoute keeps the role-gated paths to
// the remotes of the user's roles. A path no remote claims answers not-found, except that a remote whose manifest could not be
// read (it is down) is tried for the signed-in user's roles, so its error panel shows instead.
import { rolesOf, useAuthStore } from '@portal/auth-store';
import { REMOTE_NAMES, type RemoteName, type RouteAccess } from '@portal/mf-config/remotes';
import { ErrorPanel } from '@portal/ui/core';
import { Component, Suspense, use, useMemo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NoPageAccess } from '../features/auth/no-page-access';
import { RequireAuth } from '../features/auth/require-auth';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { REMOTE_ERROR_MESSAGE, REMOTE_ERROR_TITLE } from './remote-error-boundary';
import { RemoteLoading, RemoteRoute, type RemoteRoutesLoader } from './remote-route';
import type { RemotesConfig } from './remotes-config';

export interface RemotesConfigLoader {
  load: () => Promise<RemotesConfig>;
}

/** The remotes of `config` whose route manifest is unknown (their build could not be read). */
function unreadableRemotes(config: RemotesConfig): RemoteName[] {
  return REMOTE_NAMES.filter((name) => config[name] !== undefined && config[name]!.routes === null);
}

function UnclaimedPath({ unreadable, loader }: { unreadable: readonly RemoteName[]; loader: RemoteRoutesLoader }) {
  const user = useAuthStore((s) => s.user);
  const candidate = user ? rolesOf(user).find((name) => unreadable.includes(name)) : undefined;
  if (!candidate) return <NotFoundPage />;
  return <RemoteRoute remote={candidate} loader={loader} />;
}

/** Route objects for every path in the remotes' manifests, grouped under their guards. */
export function remoteOwnedRoutes(config: RemotesConfig, loader: RemoteRoutesLoader): RouteObject[] {
  const byAccess: Record<RouteAccess, RouteObject[]> = { public: [], user: [], sirket_sahibi: [], admin: [] };
  for (const remote of REMOTE_NAMES) {
    for (const { path, access, title } of config[remote]?.routes ?? []) {
      const screen = <RemoteRoute remote={remote} isPublic={access === 'public'} anySignedIn={access === 'user'} loader={loader} title={title} />;
      byAccess[access].push({
        path,
        // A company page names itself and says why it stays closed (the remote is not loaded).
        element: access === 'sirket_sahibi' ? <RequireAuth role="sirket_sahibi" denied={<NoPageAccess title={title} />}>{screen}</RequireAuth> : screen,
      });
    }
  }
  return [
    ...byAccess.public,
    { element: <RequireAuth staffToAdmin />, children: byAccess.user },
    ...byAccess.sirket_sahibi,
    { element: <RequireAuth role="admin" />, children: byAccess.admin },
    { path: '*', element: <UnclaimedPath unreadable={unreadableRemotes(config)} loader={loader} /> },
  ];
}

function RemoteOwnedRoutesView({ configLoader, loader }: { configLoader: RemotesConfigLoader; loader: RemoteRoutesLoader }) {
  const config = use(configLoader.load());
  const routes = useMemo(() => remoteOwnedRoutes(config, loader), [config, loader]);
  return useRoutes(routes);
}

/** /remotes.json could not be fetched: the error panel, whose retry fetches it again. */
class RemotesConfigBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        data-testid="remote-error"
        data-remote="remotes.json"
        title={REMOTE_ERROR_TITLE}
        message={REMOTE_ERROR_MESSAGE}
        onRetry={() => this.setState({ failed: false })}
        retryLabel="Tekrar Dene"
        maxW="3xl"
        mx="auto"
        px="4"
      />
    );
  }
}

export interface RemoteOwnedRoutesProps {
  configLoader: RemotesConfigLoader;
  loader: RemoteRoutesLoader;
}

/** Rendered for every path the shell does not own itself. */
export function RemoteOwnedRoutes({ configLoader, loader }: RemoteOwnedRoutesProps) {
  return (
    <RemotesConfigBoundary>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteOwnedRoutesView configLoader={configLoader} loader={loader} />
      </Suspense>
    </RemotesConfigBoundary>
  );
}
