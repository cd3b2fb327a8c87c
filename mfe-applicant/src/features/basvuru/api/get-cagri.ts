// GET cagrilar/{id}/ (spec 7): the call an applicant is applying to.
import { api } from '@portal/api-client';
import type { Cagri, Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getCagri(id: Id): Promise<Cagri> {
  return api.get(`cagrilar/${id}/`).json<Cagri>();
}

/** `id` null = no valid id in the URL: nothing is fetched. */
export function useCagri(id: Id | null) {
  return useQuery({
    queryKey: queryKeys.cagri(id ?? 0),
    queryFn: () => getCagri(id as Id),
    enabled: id !== null,
  });
}
