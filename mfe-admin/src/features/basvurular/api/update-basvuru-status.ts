// PATCH admin/basvurular/{id}/update_status/ {durum}: any of the five statuses (the status dialog
// and the quick approve / reject buttons)
import { api } from '@portal/api-client';
import type { Basvuru, BasvuruDurum, Id, StatusUpdatePayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BASVURULAR_KEY } from './get-basvurular';

export function updateBasvuruStatus({ id, durum }: { id: Id; durum: BasvuruDurum }): Promise<Basvuru> {
  const json: StatusUpdatePayload<BasvuruDurum> = { durum };
  return api.patch(`admin/basvurular/${id}/update_status/`, { json }).json<Basvuru>();
}

export function useUpdateBasvuruStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBasvuruStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BASVURULAR_KEY }),
  });
}
