// PUT admin/cagrilar/{id}/ with the whole call
import { api } from '@portal/api-client';
import type { Cagri, CagriPayload, Id } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAGRILAR_KEY } from './get-cagrilar';

export function updateCagri({ id, payload }: { id: Id; payload: CagriPayload }): Promise<Cagri> {
  return api.put(`admin/cagrilar/${id}/`, { json: payload }).json<Cagri>();
}

export function useUpdateCagri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCagri,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAGRILAR_KEY }),
  });
}
