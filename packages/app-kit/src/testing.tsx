// '@portal/app-kit/testing': render a screen the way the shell does (UiProvider + a fresh TanStack
// Query client + a router), for the component tests of the shell and the remotes. Never imported by
// production code.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from '@portal/ui/testing';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from './app-providers';

export interface RenderScreenOptions extends Omit<RenderWithProvidersOptions, 'wrapper'> {
  /** The route pattern the screen is mounted at, e.g. '/cagri/:cagriId/basvur'. Default: '*'. */
  path?: string;
  /** The URL the router starts at. Default: the path when it has no parameters, else '/'. */
  route?: string;
  /** Other screens by path, e.g. { '/basvuru-basarili': <p>ok</p> }, to follow navigation. */
  otherRoutes?: Record<string, ReactNode>;
  /** Default: a fresh client with the portal's defaults (no retries). */
  queryClient?: QueryClient;
}

export type RenderScreenResult = RenderWithProvidersResult & {
  queryClient: QueryClient;
  /** The router's current path + search (follows navigation). */
  location: () => string;
};

/** A fresh query client per test (the portal's defaults: no retries, no refetch on focus). */
export function createTestQueryClient(): QueryClient {
  return createQueryClient();
}

/** Render a screen at a route inside the portal's providers. */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}): RenderScreenResult {
  const { path = '*', route, otherRoutes = {}, queryClient = createTestQueryClient(), ...rest } = options;
  const initial = route ?? (path.includes(':') || path === '*' ? '/' : path);
  const current = { value: initial };
  function LocationProbe() {
    const location = useLocation();
    current.value = `${location.pathname}${location.search}`;
    return null;
  }
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initial]}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(otherRoutes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    rest,
  );
  return Object.assign(result, { queryClient, location: () => current.value });
}
