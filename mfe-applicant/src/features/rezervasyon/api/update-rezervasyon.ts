// PATCH rezervasyonlar/{id}/ with the whole edited reservation (spec 7); only while BEKLEME.
import { api } from '@portal/api-client';
import type { Id, Rezervasyon, RezervasyonCreatePayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function updateRezervasyon({ id, payload }: { id: Id; payload: RezervasyonCreatePayload }): Promise<Rezervasyon> {
  return api.patch(`rezervasyonlar/${id}/`, { json: payload }).json<Rezervasyon>();
}

export function useUpdateRezervasyon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRezervasyon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rezervasyonlar() }),
  });
}
