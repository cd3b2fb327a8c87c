// POST basvurular/ (spec 3, 7): multipart with cagri, proje_basligi, aciklama, the optional ek_dosya
// and sirket_id only when the user has one; null fields are skipped and numbers sent as text
// (toFormData). The body goes through XMLHttpRequest so the form can show upload progress.
import { api, createProgressFetch, toFormData, type UploadProgressHandler } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateBasvuruInput {
  cagri: Id;
  proje_basligi: string;
  aciklama: string;
  ek_dosya?: File | null;
  sirket_id?: Id | null;
}

export async function createBasvuru(input: CreateBasvuruInput, onProgress?: UploadProgressHandler): Promise<void> {
  const body = toFormData({
    cagri: input.cagri,
    proje_basligi: input.proje_basligi,
    aciklama: input.aciklama,
    ek_dosya: input.ek_dosya ?? null,
    sirket_id: input.sirket_id ?? null,
  });
  // The response is not read (spec 7).
  await api.post('basvurular/', { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) });
}

/** Sends the application; on success the applications list is refetched. */
export function useCreateBasvuru(onProgress?: UploadProgressHandler) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBasvuruInput) => createBasvuru(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basvurular() }),
  });
}
