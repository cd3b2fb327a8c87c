// DELETE admin/raporlar/{id}/ -> 204
import { api } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RAPORLAR_KEY } from './get-raporlar';

export async function deleteRapor(id: Id): Promise<void> {
  await api.delete(`admin/raporlar/${id}/`);
}

export function useDeleteRapor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRapor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RAPORLAR_KEY }),
  });
}
