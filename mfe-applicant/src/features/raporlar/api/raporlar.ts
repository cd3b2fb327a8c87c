// Reports of an application, filing one (with upload progress), and the application they belong to.
import { basvurularApi, raporlarApi, type RaporDraftInput, type UploadProgressHandler } from '@portal/api-client';
import type { Id, RaporCreatePayload } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** `basvuruId` null = no valid id in the URL: nothing is fetched. */
export function useRaporlar(basvuruId: Id | null) {
  return useQuery({ queryKey: queryKeys.raporlar(basvuruId ?? 0), queryFn: () => raporlarApi.list(basvuruId as Id), enabled: basvuruId !== null });
}

/** The application a report page belongs to (project title, applicant, date). */
export function useBasvuru(id: Id | null) {
  return useQuery({ queryKey: queryKeys.basvuru(id ?? 0), queryFn: () => basvurularApi.get(id as Id), enabled: id !== null });
}

/** Sends the report; on success that application's reports are refetched. */
export function useCreateRapor(onProgress?: UploadProgressHandler) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RaporCreatePayload) => raporlarApi.create(input, onProgress),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: queryKeys.raporlar(input.basvuru_id) }),
  });
}

/** Saves a draft report's fields (PATCH raporlar/{id}/); that application's reports are read again. */
export function useUpdateDraftRapor(basvuruId: Id, raporId: Id, onProgress?: UploadProgressHandler) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RaporDraftInput) => raporlarApi.updateDraft(raporId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.raporlar(basvuruId) }),
  });
}

/** Sends a draft report (TASLAK -> GONDERILDI). */
export function useSubmitDraftRapor(basvuruId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (raporId: Id) => raporlarApi.submitDraft(raporId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.raporlar(basvuruId) }),
  });
}
