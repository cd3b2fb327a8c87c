// The one TanStack Query client of the page, for the screens that use server state (every remote's
// screens, settings). Loaded with the first of them, not at start-up: the login page, home and the
// layout use none (docs/bundles.md). Module-level, so the cache lives as long as the page.
import { createQueryClient } from '@portal/app-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// The full shared entries, loaded by the shell itself with the first screen that needs them (before
// that screen's code runs): the singletons a remote uses come from the shell's build and are loaded
// by it (the federation runtime records the first loader as `from`; shell.test.ts checks it).
import '@portal/ui';
import '@portal/domain';

const client = createQueryClient();

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
