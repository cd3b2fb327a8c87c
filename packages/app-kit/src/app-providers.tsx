// The providers every screen runs inside: the design system (theme, colour mode, toaster) and the
// one TanStack Query client (server state: caching, refetch, mutations). The shell renders them once
// at its root; remotes' screens find them through the shared singletons.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@portal/ui/core';
import { useState, type ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries once after a token refresh; a failed screen offers its own retry.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <UiProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </UiProvider>
  );
}
