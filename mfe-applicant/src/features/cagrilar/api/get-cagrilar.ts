// GET cagrilar/ (spec 7): the calls a signed-in user may see, with acik_mi from the server.
import { api } from '@portal/api-client';
import { listResults, type Cagri, type ListResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getCagrilar(): Promise<Cagri[]> {
  const body = await api.get('cagrilar/').json<ListResponse<Cagri>>();
  return listResults(body);
}

export function useCagrilar() {
  return useQuery({ queryKey: queryKeys.cagrilar(), queryFn: getCagrilar });
}
