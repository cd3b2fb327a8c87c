// The screens of the applicant remote, exposed as 'applicant/routes': one react-router route object (with an
// ABSOLUTE path) per entry of route-manifest.ts that has a screen here. The shell guards the paths of
// the manifest (it reads them from /remotes.json at run time), loads this module and renders the
// matching route; a manifest path without a screen answers the shell's not-found page.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
// Every screen sits in the portal's PageFrame (width and margins; forms narrower than lists), so its
// loading, error and empty states share the page's margins; the screen draws its own PageHeader.
import { SkeletonList, PageFrame, type PageWidth } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifest, type ApplicantPath } from './route-manifest';

/** A screen module loaded on first use, as its own chunk; `pick` names the screen among its exports. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

function screen(Screen: LazyExoticComponent<ComponentType>, width: PageWidth) {
  return (
    <PageFrame width={width}>
      <Suspense fallback={<SkeletonList label="Yükleniyor..." variant="page" />}>
        <Screen />
      </Suspense>
    </PageFrame>
  );
}

/** Forms and single-item pages read better narrow; lists take the ordinary width. */
const NARROW: ReadonlySet<ApplicantPath> = new Set<ApplicantPath>([
  '/cagri/:cagriId/basvur',
  '/basvuru-basarili',
  '/basvuru/:basvuruId/rapor/yeni',
  '/kaynak/:kaynakId/rezervasyon/yeni',
  '/rezervasyon/:rezervasyonId/guncelle',
  '/cagrilar/:cagriId',
  '/basvuru/:basvuruId/duzenle',
  '/basvuru/:basvuruId/rapor/:raporId/duzenle',
]);

/** The reports screen answers two paths (the spec's and its English alias): one chunk. */
const RaporlarPage = lazyScreen(() => import('./features/raporlar/components/raporlar-page'), (m) => m.RaporlarPage);

const screens: Partial<Record<ApplicantPath, LazyExoticComponent<ComponentType>>> = {
  '/cagrilar': lazyScreen(() => import('./features/cagrilar/components/cagri-list-page'), (m) => m.CagriListPage),
  '/cagri/:cagriId/basvur': lazyScreen(() => import('./features/basvurular/components/basvuru-form-page'), (m) => m.BasvuruFormPage),
  '/basvuru-basarili': lazyScreen(() => import('./features/basvurular/components/basvuru-success-page'), (m) => m.BasvuruSuccessPage),
  '/my-applications': lazyScreen(() => import('./features/basvurular/components/my-applications-page'), (m) => m.MyApplicationsPage),
  '/basvuru/:basvuruId/raporlar': RaporlarPage,
  '/basvuru/:basvuruId/reports': RaporlarPage,
  '/basvuru/:basvuruId/rapor/yeni': lazyScreen(() => import('./features/raporlar/components/rapor-form-page'), (m) => m.RaporFormPage),
  '/basvuru/:basvuruId/mesajlar': lazyScreen(() => import('./features/mesajlar/components/mesajlar-page'), (m) => m.MesajlarPage),
  '/basvuru/:basvuruId/mentorlar': lazyScreen(() => import('./features/mentorler/components/mentorlar-page'), (m) => m.MentorlarPage),
  '/kaynaklar': lazyScreen(() => import('./features/kaynaklar/components/kaynak-list-page'), (m) => m.KaynakListPage),
  '/kaynak/:kaynakId/rezervasyon/yeni': lazyScreen(() => import('./features/rezervasyonlar/components/new-reservation-page'), (m) => m.NewReservationPage),
  '/my-reservations': lazyScreen(() => import('./features/rezervasyonlar/components/my-reservations-page'), (m) => m.MyReservationsPage),
  '/rezervasyon/:rezervasyonId/guncelle': lazyScreen(() => import('./features/rezervasyonlar/components/update-reservation-page'), (m) => m.UpdateReservationPage),
  '/my-evaluations': lazyScreen(() => import('./features/degerlendirmeler/components/my-evaluations-page'), (m) => m.MyEvaluationsPage),
  '/cagrilar/:cagriId': lazyScreen(() => import('./features/cagrilar/components/cagri-page'), (m) => m.CagriPage),
  '/basvuru/:basvuruId/duzenle': lazyScreen(() => import('./features/basvurular/components/basvuru-draft-page'), (m) => m.BasvuruDraftPage),
  '/basvuru/:basvuruId/rapor/:raporId/duzenle': lazyScreen(() => import('./features/raporlar/components/rapor-draft-page'), (m) => m.RaporDraftPage),
};

export const routes: RouteObject[] = routeManifest.flatMap(({ path }) => {
  const Screen = screens[path];
  return Screen ? [{ path, element: screen(Screen, NARROW.has(path) ? 'narrow' : 'default') }] : [];
});

export default routes;
