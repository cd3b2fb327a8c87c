// DELETE admin/basvurular/{id}/ -> 204 (its reports, assignments and reservations go with it)
import { api } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BASVURULAR_KEY } from './get-basvurular';

export async function deleteBasvuru(id: Id): Promise<void> {
  await api.delete(`admin/basvurular/${id}/`);
}

export function useDeleteBasvuru() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBasvuru,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BASVURULAR_KEY }),
  });
}
