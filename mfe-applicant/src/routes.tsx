// The screens of the applicant remote, exposed as 'applicant/routes' (an array of react-router route objects
// with ABSOLUTE paths). The shell guards each path it knows this remote owns, loads this module and
// renders the matching route; a path listed here but not in the shell's ownership table is never
// reached, and an owned path not listed here answers the shell's not-found page.
// Owns: /cagrilar, /cagri/:cagriId/basvur, /basvuru-basarili, /my-applications, /basvuru/:basvuruId/raporlar (+ /reports), /basvuru/:basvuruId/rapor/yeni,
// /basvuru/:basvuruId/mentorlar, /kaynaklar, /kaynak/:kaynakId/rezervasyon/yeni, /my-reservations,
// /rezervasyon/:rezervasyonId/guncelle, /my-evaluations.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
import { Center, Spinner } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

const CagriListPage = lazy(() =>
  import('./features/cagrilar/components/cagri-list-page').then((m) => ({ default: m.CagriListPage })),
);
const BasvuruFormPage = lazy(() =>
  import('./features/basvuru/components/basvuru-form-page').then((m) => ({ default: m.BasvuruFormPage })),
);
const BasvuruSuccessPage = lazy(() =>
  import('./features/basvuru/components/basvuru-success-page').then((m) => ({ default: m.BasvuruSuccessPage })),
);
const MyApplicationsPage = lazy(() =>
  import('./features/basvurularim/components/my-applications-page').then((m) => ({ default: m.MyApplicationsPage })),
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
  import('./features/rezervasyon/components/new-reservation-page').then((m) => ({ default: m.NewReservationPage })),
);
const MyReservationsPage = lazy(() =>
  import('./features/rezervasyonlarim/components/my-reservations-page').then((m) => ({ default: m.MyReservationsPage })),
);
const UpdateReservationPage = lazy(() =>
  import('./features/rezervasyon/components/update-reservation-page').then((m) => ({ default: m.UpdateReservationPage })),
);

function ScreenLoading() {
  return (
    <Center py="20" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.primary" aria-label="Yükleniyor..." />
    </Center>
  );
}

function screen(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: '/cagrilar', element: screen(CagriListPage) },
  { path: '/cagri/:cagriId/basvur', element: screen(BasvuruFormPage) },
  { path: '/basvuru-basarili', element: screen(BasvuruSuccessPage) },
  { path: '/my-applications', element: screen(MyApplicationsPage) },
  { path: '/basvuru/:basvuruId/raporlar', element: screen(RaporlarPage) },
  { path: '/basvuru/:basvuruId/reports', element: screen(RaporlarPage) },
  { path: '/basvuru/:basvuruId/rapor/yeni', element: screen(RaporFormPage) },
  { path: '/kaynaklar', element: screen(KaynakListPage) },
  { path: '/kaynak/:kaynakId/rezervasyon/yeni', element: screen(NewReservationPage) },
  { path: '/my-reservations', element: screen(MyReservationsPage) },
  { path: '/rezervasyon/:rezervasyonId/guncelle', element: screen(UpdateReservationPage) },
];

export default routes;
