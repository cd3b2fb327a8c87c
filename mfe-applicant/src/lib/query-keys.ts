// TanStack Query keys of the applicant remote, in one place so that one feature can invalidate
// another's data (a new application refreshes 'basvurular') without importing that feature.
import type { Id } from '@portal/domain';

export const queryKeys = {
  cagrilar: () => ['cagrilar'] as const,
  cagri: (id: Id) => ['cagrilar', id] as const,
  basvurular: () => ['basvurular'] as const,
  sirket: (id: Id) => ['sirketler', id] as const,
};
