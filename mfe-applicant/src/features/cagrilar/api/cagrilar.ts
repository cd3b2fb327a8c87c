// Calls: the open-calls list, one call (its page), and the caller's applications (those to a call).
import { basvurularApi, cagrilarApi } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useCagrilar() {
  return useQuery({ queryKey: queryKeys.cagrilar(), queryFn: cagrilarApi.list });
}

/** `id` null = no valid id in the URL: nothing is fetched. */
export function useCagriDetail(id: Id | null) {
  return useQuery({ queryKey: queryKeys.cagri(id ?? 0), queryFn: () => cagrilarApi.get(id as Id), enabled: id !== null });
}

/** The caller's own applications (the same query as /my-applications). */
export function useOwnApplications() {
  return useQuery({ queryKey: queryKeys.basvurular(), queryFn: basvurularApi.list });
}
