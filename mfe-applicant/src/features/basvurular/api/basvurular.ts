// Applications: the caller's own list, applying (with upload progress), what the apply page reads
// (the call, the caller's company), and the caller's drafts (edit, send, withdraw).
import { basvurularApi, cagrilarApi, sirketlerApi, type BasvuruCreateInput, type BasvuruDraftInput, type UploadProgressHandler } from '@portal/api-client';
import type { Basvuru, BasvuruDetay, Id } from '@portal/domain';
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

/** Every call (the same query as the calls page). */
export function useCagriList() {
  return useQuery({ queryKey: queryKeys.cagrilar(), queryFn: cagrilarApi.list });
}

/** `id` null = no valid id in the URL: nothing is fetched. */
export function useCagri(id: Id | null) {
  return useQuery({ queryKey: queryKeys.cagri(id ?? 0), queryFn: () => cagrilarApi.get(id as Id), enabled: id !== null });
}

/** `id` null = the user has no company: nothing is fetched. */
export function useSirket(id: Id | null | undefined) {
  return useQuery({ queryKey: queryKeys.sirket(id ?? 0), queryFn: () => sirketlerApi.get(id as Id), enabled: id !== null && id !== undefined });
}

/** One of the caller's applications (the draft page); `id` null fetches nothing. */
export function useOwnBasvuru(id: Id | null) {
  return useQuery({ queryKey: queryKeys.basvuru(id ?? 0), queryFn: () => basvurularApi.get(id as Id), enabled: id !== null });
}

/**
 * After a draft changed: the caller's list and that application are read again. The answer of a
 * change has no answers to the call's form: the ones held stay until the application is read again.
 */
function useRefreshBasvuru() {
  const queryClient = useQueryClient();
  return (basvuru: Basvuru) => {
    const held = queryClient.getQueryData<BasvuruDetay>(queryKeys.basvuru(basvuru.id));
    queryClient.setQueryData(queryKeys.basvuru(basvuru.id), held?.form ? { ...basvuru, form: held.form } : basvuru);
    if (held?.form) void queryClient.invalidateQueries({ queryKey: queryKeys.basvuru(basvuru.id), exact: true });
    return queryClient.invalidateQueries({ queryKey: queryKeys.basvurular(), exact: true });
  };
}

/** Saves a draft's fields (PATCH basvurular/{id}/). */
export function useUpdateDraftBasvuru(id: Id, onProgress?: UploadProgressHandler) {
  const refresh = useRefreshBasvuru();
  return useMutation({ mutationFn: (input: BasvuruDraftInput) => basvurularApi.updateDraft(id, input, onProgress), onSuccess: refresh });
}

/** Sends a draft (TASLAK -> GONDERILDI). */
export function useSubmitDraftBasvuru() {
  const refresh = useRefreshBasvuru();
  return useMutation({ mutationFn: (id: Id) => basvurularApi.submitDraft(id), onSuccess: refresh });
}

/** Withdraws a sent application not decided yet (back to TASLAK). */
export function useWithdrawBasvuru() {
  const refresh = useRefreshBasvuru();
  return useMutation({ mutationFn: (id: Id) => basvurularApi.withdraw(id), onSuccess: refresh });
}
