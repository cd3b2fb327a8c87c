// The mentors of one application (its assignments) and the application itself for the header.
import { atamalarApi, basvurularApi } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const atamaKeys = {
  ofBasvuru: (basvuruId: Id) => ['atamalar', { basvuru: basvuruId }] as const,
};

/** `basvuruId` null = no valid id in the URL: nothing is fetched. */
export function useBasvuruAtamalari(basvuruId: Id | null) {
  return useQuery({
    queryKey: atamaKeys.ofBasvuru(basvuruId ?? 0),
    queryFn: () => atamalarApi.list(basvuruId as Id),
    enabled: basvuruId !== null,
  });
}

export function useBasvuruHeader(id: Id | null) {
  return useQuery({ queryKey: queryKeys.basvuru(id ?? 0), queryFn: () => basvurularApi.get(id as Id), enabled: id !== null });
}
