// Applications: the caller's own list, applying (with upload progress), and what the apply page
// reads (the call, the caller's company).
import { basvurularApi, cagrilarApi, sirketlerApi, type BasvuruCreateInput, type UploadProgressHandler } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The caller's applications; `enabled` false fetches nothing (e.g. the apply page without a call id). */
export function useBasvurular(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.basvurular(), queryFn: basvurularApi.list, enabled: options.enabled ?? true });
}

/** Sends the application; on success the applications list is refetched. */
export function useCreateBasvuru(onProgress?: UploadProgressHandler) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BasvuruCreateInput) => basvurularApi.create(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basvurular() }),
  });
}

/** `id` null = no valid id in the URL: nothing is fetched. */
export function useCagri(id: Id | null) {
  return useQuery({ queryKey: queryKeys.cagri(id ?? 0), queryFn: () => cagrilarApi.get(id as Id), enabled: id !== null });
}

/** `id` null = the user has no company: nothing is fetched. */
export function useSirket(id: Id | null | undefined) {
  return useQuery({ queryKey: queryKeys.sirket(id ?? 0), queryFn: () => sirketlerApi.get(id as Id), enabled: id !== null && id !== undefined });
}
