// The screens of the company remote, exposed as 'company/routes' (an array of react-router route objects
// with ABSOLUTE paths). The shell guards each path it knows this remote owns, loads this module and
// renders the matching route; a path listed here but not in the shell's ownership table is never
// reached, and an owned path not listed here answers the shell's not-found page.
// Owns: /dekontlar, /calisanlarim, /calisan-raporlari (role sirket_sahibi).
// Screens only, no loaders/actions: the shell renders matches outside its data router.
// Every screen is its own lazy chunk, so loading this module costs the shell almost nothing.
import { Center, Spinner } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

const CalisanRaporlariPage = lazy(() =>
  import('./features/calisan-raporlari/components/calisan-raporlari-page').then((m) => ({ default: m.CalisanRaporlariPage })),
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

export const routes: RouteObject[] = [{ path: '/calisan-raporlari', element: screen(CalisanRaporlariPage) }];

export default routes;
