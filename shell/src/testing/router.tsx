// Renders route objects in a declarative MemoryRouter (jsdom has no fetch Request, which data routers
// need), with a probe that exposes the current location, the last navigation type and navigate().
import { createTestQueryClient } from '@portal/app-kit/testing';
import { renderWithProviders } from '@portal/ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';

export interface RouterProbe {
  pathname: string;
  action: NavigationType | null;
  navigate: NavigateFunction | null;
}

function Probe({ probe }: { probe: RouterProbe }) {
  probe.pathname = useLocation().pathname;
  probe.action = useNavigationType();
  probe.navigate = useNavigate();
  return null;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderRoutes(routes: RouteObject[], options: { initialEntries: string[]; initialIndex?: number }) {
  const probe: RouterProbe = { pathname: '', action: null, navigate: null };
  // The layout's notification bell runs a query: a fresh client per render.
  const view = renderWithProviders(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={options.initialEntries} initialIndex={options.initialIndex}>
        <Probe probe={probe} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, probe };
}
