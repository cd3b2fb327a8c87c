// Resources: every resource, active and inactive.
import { kaynaklarApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useKaynaklar() {
  return useQuery({ queryKey: queryKeys.kaynaklar(), queryFn: kaynaklarApi.list });
}
