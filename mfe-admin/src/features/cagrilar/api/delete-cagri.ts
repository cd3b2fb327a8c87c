// DELETE admin/cagrilar/{id}/ -> 204; 409 (or 400) {detail} while applications point at the call
import { api } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAGRILAR_KEY } from './get-cagrilar';

export async function deleteCagri(id: Id): Promise<void> {
  await api.delete(`admin/cagrilar/${id}/`);
}

export function useDeleteCagri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCagri,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAGRILAR_KEY }),
  });
}
