// The screens of the applicant remote, exposed as 'applicant/routes': one react-router route object (with an
// ABSOLUTE path) per entry of route-manifest.ts that has a screen here. The shell guards the paths of
// the manifest (it reads them from /remotes.json at run time), loads this module and renders the
// matching route; a manifest path without a screen answers the shell's not-found page.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
// Every screen sits in the portal's PageFrame (width and margins; forms narrower than lists), so its
// loading, error and empty states share the page's margins; the screen draws its own PageHeader.
import { LoadingState, PageFrame, type PageWidth } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifest, type ApplicantPath } from './route-manifest';

const CagriListPage = lazy(() =>
  import('./features/cagrilar/components/cagri-list-page').then((m) => ({ default: m.CagriListPage })),
);
const BasvuruFormPage = lazy(() =>
  import('./features/basvurular/components/basvuru-form-page').then((m) => ({ default: m.BasvuruFormPage })),
);
const BasvuruSuccessPage = lazy(() =>
  import('./features/basvurular/components/basvuru-success-page').then((m) => ({ default: m.BasvuruSuccessPage })),
);
const MyApplicationsPage = lazy(() =>
  import('./features/basvurular/components/my-applications-page').then((m) => ({ default: m.MyApplicationsPage })),
);
const RaporlarPage = lazy(() =>
  import('./features/raporlar/components/raporlar-page').then((m) => ({ default: m.RaporlarPage })),
);
const RaporFormPage = lazy(() =>
  import('./features/raporlar/components/rapor-form-page').then((m) => ({ default: m.RaporFormPage })),
);

const KaynakListPage = lazy(() =>
  import('./features/kaynaklar/components/kaynak-list-page').then((m) => ({ default: m.KaynakListPage })),
);
const NewReservationPage = lazy(() =>
  import('./features/rezervasyonlar/components/new-reservation-page').then((m) => ({ default: m.NewReservationPage })),
);
const MyReservationsPage = lazy(() =>
  import('./features/rezervasyonlar/components/my-reservations-page').then((m) => ({ default: m.MyReservationsPage })),
);
const UpdateReservationPage = lazy(() =>
  import('./features/rezervasyonlar/components/update-reservation-page').then((m) => ({ default: m.UpdateReservationPage })),
);
const MentorlarPage = lazy(() =>
  import('./features/mentorler/components/mentorlar-page').then((m) => ({ default: m.MentorlarPage })),
);
const MyEvaluationsPage = lazy(() =>
  import('./features/degerlendirmeler/components/my-evaluations-page').then((m) => ({ default: m.MyEvaluationsPage })),
);

function screen(Screen: LazyExoticComponent<ComponentType>, width: PageWidth) {
  return (
    <PageFrame width={width}>
      <Suspense fallback={<LoadingState label="Yükleniyor..." />}>
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
]);

const screens: Partial<Record<ApplicantPath, LazyExoticComponent<ComponentType>>> = {
  '/cagrilar': CagriListPage,
  '/cagri/:cagriId/basvur': BasvuruFormPage,
  '/basvuru-basarili': BasvuruSuccessPage,
  '/my-applications': MyApplicationsPage,
  '/basvuru/:basvuruId/raporlar': RaporlarPage,
  '/basvuru/:basvuruId/reports': RaporlarPage,
  '/basvuru/:basvuruId/rapor/yeni': RaporFormPage,
  '/basvuru/:basvuruId/mentorlar': MentorlarPage,
  '/kaynaklar': KaynakListPage,
  '/kaynak/:kaynakId/rezervasyon/yeni': NewReservationPage,
  '/my-reservations': MyReservationsPage,
  '/rezervasyon/:rezervasyonId/guncelle': UpdateReservationPage,
  '/my-evaluations': MyEvaluationsPage,
};

export const routes: RouteObject[] = routeManifest.flatMap(({ path }) => {
  const Screen = screens[path];
  return Screen ? [{ path, element: screen(Screen, NARROW.has(path) ? 'narrow' : 'default') }] : [];
});

export default routes;
