// Renders the screen a remote owns at the current path: loads '<remote>/routes' (an array of
// react-router route objects with absolute paths), matches the location against it and renders the
// match. A path the remote does not (yet) implement answers the shell's not-found page.
import { rolesOf, useAuthStore } from '@portal/auth-store';
import type { RemoteName } from '@portal/mf-config/remotes';
import { PageFrame, SkeletonList } from '@portal/ui/core';
import { Suspense, use, type ReactNode } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type RouteObject } from 'react-router-dom';
import { useDocumentTitle } from '../features/layout/document-title';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteRoutesLoader {
  load: (remote: RemoteName) => Promise<RouteObject[]>;
  forgetFailed: (remote: RemoteName) => void;
}

function RemoteRoutesView({ remote, loader }: { remote: RemoteName; loader: RemoteRoutesLoader }) {
  const routes = use(loader.load(remote));
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  if (!matches) return <NotFoundPage />;
  return renderMatches(matches);
}

/** The route frame's loading state while a remote's routes load (also the shell's lazy routes): the
 *  grey shape of a page (a heading, rows) in the page's margins, not a spinner. */
export function RemoteLoading() {
  return (
    <PageFrame>
      <SkeletonList label="Yükleniyor..." variant="page" />
    </PageFrame>
  );
}

export interface RemoteRouteProps {
  remote: RemoteName;
  /** Open to any visitor (the remote is registered on demand); otherwise the user's roles decide. */
  isPublic?: boolean;
  /**
   * Open to every signed-in user whatever their roles (a route of access 'user', already behind the
   * sign-in guard): the remote is registered on demand, e.g. /mentor-evaluation, whose screen shows
   * its empty state to someone who is not a mentor.
   */
  anySignedIn?: boolean;
  loader: RemoteRoutesLoader;
  /** The page title from the remote's route manifest. */
  title?: string;
  fallback?: ReactNode;
}

export function RemoteRoute({ remote, isPublic = false, anySignedIn = false, loader, title, fallback }: RemoteRouteProps) {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  useDocumentTitle(title);
  // Otherwise a signed-in user only loads the remotes of their roles (a role-gated path of another
  // remote goes home, like a route lacking its role).
  const open = isPublic || (anySignedIn && !!user);
  if (!open && (!user || !rolesOf(user).includes(remote))) return <Navigate to="/" replace />;
  return (
    <RemoteErrorBoundary remote={remote} resetKey={pathname} onReset={() => loader.forgetFailed(remote)}>
      <Suspense fallback={fallback ?? <RemoteLoading />}>
        <RemoteRoutesView remote={remote} loader={loader} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
