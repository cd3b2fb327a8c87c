// PATCH admin/raporlar/{id}/update_status/ {durum}: TASLAK, GONDERILDI, ONAY or RED (the status
// dialog and the quick approve / reject buttons)
import { api } from '@portal/api-client';
import type { Id, Rapor, RaporDurum, StatusUpdatePayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RAPORLAR_KEY } from './get-raporlar';

export function updateRaporStatus({ id, durum }: { id: Id; durum: RaporDurum }): Promise<Rapor> {
  const json: StatusUpdatePayload<RaporDurum> = { durum };
  return api.patch(`admin/raporlar/${id}/update_status/`, { json }).json<Rapor>();
}

export function useUpdateRaporStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRaporStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RAPORLAR_KEY }),
  });
}
