// GET kaynaklar/ (spec 7): every resource, active or not (a plain array).
import { api } from '@portal/api-client';
import { listResults, type Kaynak, type ListResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getKaynaklar(): Promise<Kaynak[]> {
  const body = await api.get('kaynaklar/').json<ListResponse<Kaynak>>();
  return listResults(body);
}

export function useKaynaklar() {
  return useQuery({ queryKey: queryKeys.kaynaklar(), queryFn: getKaynaklar });
}
