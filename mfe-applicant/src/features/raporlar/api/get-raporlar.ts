// GET raporlar/?basvuru={id} (spec 7): the reports of one application (its owner, its assigned
// mentors and staff may read; others get 404). A plain array (a paged body is read too).
import { api } from '@portal/api-client';
import { listResults, type Id, type ListResponse, type Rapor } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getRaporlar(basvuruId: Id): Promise<Rapor[]> {
  const body = await api.get('raporlar/', { searchParams: { basvuru: basvuruId } }).json<ListResponse<Rapor>>();
  return listResults(body);
}

/** `basvuruId` null = no valid id in the URL: nothing is fetched. */
export function useRaporlar(basvuruId: Id | null) {
  return useQuery({
    queryKey: queryKeys.raporlar(basvuruId ?? 0),
    queryFn: () => getRaporlar(basvuruId as Id),
    enabled: basvuruId !== null,
  });
}
