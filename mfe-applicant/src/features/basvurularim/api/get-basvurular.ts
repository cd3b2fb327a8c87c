// GET basvurular/ (spec 7): the caller's own applications.
import { api } from '@portal/api-client';
import { listResults, type Basvuru, type ListResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getBasvurular(): Promise<Basvuru[]> {
  const body = await api.get('basvurular/').json<ListResponse<Basvuru>>();
  return listResults(body);
}

export function useBasvurular() {
  return useQuery({ queryKey: queryKeys.basvurular(), queryFn: getBasvurular });
}
