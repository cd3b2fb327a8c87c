// Calls: the open-calls list.
import { cagrilarApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useCagrilar() {
  return useQuery({ queryKey: queryKeys.cagrilar(), queryFn: cagrilarApi.list });
}
