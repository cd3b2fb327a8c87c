// The screens of the mentor remote, exposed as 'mentor/routes': one react-router route object (with an
// ABSOLUTE path) per entry of route-manifest.ts that has a screen here. The shell guards the paths of
// the manifest (it reads them from /remotes.json at run time), loads this module and renders the
// matching route; a manifest path without a screen answers the shell's not-found page.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
import { SkeletonList, PageFrame } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifest, type MentorPath } from './route-manifest';

const MentorEvaluationPage = lazy(() =>
  import('./features/degerlendirmeler/components/mentor-evaluation-page').then((m) => ({ default: m.MentorEvaluationPage })),
);

const EvaluationWorkspacePage = lazy(() =>
  import('./features/degerlendirmeler/components/evaluation-workspace-page').then((m) => ({ default: m.EvaluationWorkspacePage })),
);

const screens: Partial<Record<MentorPath, LazyExoticComponent<ComponentType>>> = {
  '/mentor-evaluation': MentorEvaluationPage,
  '/mentor-evaluation/:atamaId': EvaluationWorkspacePage,
};

export const routes: RouteObject[] = routeManifest.flatMap(({ path }) => {
  const Screen = screens[path];
  return Screen
    ? [
        {
          path,
          // The portal's PageFrame (width and margins); the screen draws its PageHeader.
          element: (
            <PageFrame>
              <Suspense fallback={<SkeletonList label="Yükleniyor..." variant="page" />}>
                <Screen />
              </Suspense>
            </PageFrame>
          ),
        },
      ]
    : [];
});

export default routes;
