// The screens of the company remote, exposed as 'company/routes': one react-router route object (with an
// ABSOLUTE path) per entry of route-manifest.ts that has a screen here. The shell guards the paths of
// the manifest (it reads them from /remotes.json at run time), loads this module and renders the
// matching route; a manifest path without a screen answers the shell's not-found page.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
import { SkeletonList, PageFrame } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifest, type CompanyPath } from './route-manifest';

const DekontlarPage = lazy(() => import('./features/dekontlar/components/dekontlar-page').then((m) => ({ default: m.DekontlarPage })));
const CalisanlarimPage = lazy(() =>
  import('./features/calisanlarim/components/calisanlarim-page').then((m) => ({ default: m.CalisanlarimPage })),
);
const CalisanRaporlariPage = lazy(() =>
  import('./features/calisan-raporlari/components/calisan-raporlari-page').then((m) => ({ default: m.CalisanRaporlariPage })),
);

/** Every company screen in the portal's PageFrame (width and margins); the screen draws its PageHeader. */
function screen(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <PageFrame>
      <Suspense fallback={<SkeletonList label="Yükleniyor..." variant="page" />}>
        <Screen />
      </Suspense>
    </PageFrame>
  );
}

const screens: Partial<Record<CompanyPath, LazyExoticComponent<ComponentType>>> = {
  '/dekontlar': DekontlarPage,
  '/calisanlarim': CalisanlarimPage,
  '/calisan-raporlari': CalisanRaporlariPage,
};

export const routes: RouteObject[] = routeManifest.flatMap(({ path }) => {
  const Screen = screens[path];
  return Screen ? [{ path, element: screen(Screen) }] : [];
});

export default routes;
