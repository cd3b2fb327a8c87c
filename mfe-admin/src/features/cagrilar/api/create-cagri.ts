// POST admin/cagrilar/ {baslik, aciklama, baslangic, bitis (ISO), aktif, detay_url}
import { api } from '@portal/api-client';
import type { Cagri, CagriPayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAGRILAR_KEY } from './get-cagrilar';

export function createCagri(payload: CagriPayload): Promise<Cagri> {
  return api.post('admin/cagrilar/', { json: payload }).json<Cagri>();
}

export function useCreateCagri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCagri,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAGRILAR_KEY }),
  });
}
