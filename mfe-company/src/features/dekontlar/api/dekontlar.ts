// The owner's company's receipts: GET dekontlar/, the upload (POST dekontlar/, multipart), and while
// one waits (YUKLENDI) its deletion and the replacement of its document.
import { dekontlarApi, type UploadProgressHandler } from '@portal/api-client';
import type { DekontCreatePayload } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const DEKONTLAR_KEY = ['dekontlar'] as const;

/** `enabled` false (not an owner): nothing is fetched. */
export function useDekontlar(enabled: boolean) {
  return useQuery({ queryKey: DEKONTLAR_KEY, queryFn: () => dekontlarApi.list(), enabled });
}

/** The company's row of the coverage grid (the last months). */
export function useDekontKapsam(enabled: boolean) {
  return useQuery({ queryKey: [...DEKONTLAR_KEY, 'coverage'], queryFn: () => dekontlarApi.coverage(), enabled });
}

export function useUploadDekont() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, onProgress }: { payload: DekontCreatePayload; onProgress?: UploadProgressHandler }) =>
      dekontlarApi.create(payload, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: DEKONTLAR_KEY }),
  });
}

/** DELETE dekontlar/{id}/; the list, counters and coverage row refresh. */
export function useDeleteDekont() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dekontlarApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: DEKONTLAR_KEY }),
  });
}

/** POST dekontlar/{id}/replace_file/ with upload progress; the list refreshes. */
export function useReplaceDekontFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: number; file: File; onProgress?: UploadProgressHandler }) => dekontlarApi.replaceFile(id, file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: DEKONTLAR_KEY }),
  });
}
