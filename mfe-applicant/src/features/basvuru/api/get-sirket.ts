// GET sirketler/{id}/ (spec 7): the applicant's own company, shown read-only on the apply page.
import { api } from '@portal/api-client';
import type { Id, Sirket } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getSirket(id: Id): Promise<Sirket> {
  return api.get(`sirketler/${id}/`).json<Sirket>();
}

/** `id` null = the user has no company: nothing is fetched. */
export function useSirket(id: Id | null | undefined) {
  return useQuery({
    queryKey: queryKeys.sirket(id ?? 0),
    queryFn: () => getSirket(id as Id),
    enabled: id !== null && id !== undefined,
  });
}
