// POST raporlar/ (spec 3, 7): multipart with basvuru_id, donem_baslangic, ozet and the optional
// ek_dosya (the server derives donem_bitis). The body goes through XMLHttpRequest so the form can
// show upload progress.
import { api, createProgressFetch, toFormData, type UploadProgressHandler } from '@portal/api-client';
import type { RaporCreatePayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function createRapor(input: RaporCreatePayload, onProgress?: UploadProgressHandler): Promise<void> {
  const body = toFormData({
    basvuru_id: input.basvuru_id,
    donem_baslangic: input.donem_baslangic,
    ozet: input.ozet,
    ek_dosya: input.ek_dosya ?? null,
  });
  await api.post('raporlar/', { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) });
}

/** Sends the report; on success that application's reports are refetched. */
export function useCreateRapor(onProgress?: UploadProgressHandler) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RaporCreatePayload) => createRapor(input, onProgress),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: queryKeys.raporlar(input.basvuru_id) }),
  });
}
