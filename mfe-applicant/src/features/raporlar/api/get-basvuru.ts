// GET basvurular/{id}/ (spec 7): the application a report page belongs to (project title, applicant
// name, application date).
import { api } from '@portal/api-client';
import type { Basvuru, Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getBasvuru(id: Id): Promise<Basvuru> {
  return api.get(`basvurular/${id}/`).json<Basvuru>();
}

/** `id` null = no valid id in the URL: nothing is fetched. */
export function useBasvuru(id: Id | null) {
  return useQuery({
    queryKey: queryKeys.basvuru(id ?? 0),
    queryFn: () => getBasvuru(id as Id),
    enabled: id !== null,
  });
}
