// POST rezervasyonlar/ JSON {kaynak, basvuru, baslangic, bitis, aciklama} (spec 7); starts BEKLEME.
import { api } from '@portal/api-client';
import type { Rezervasyon, RezervasyonCreatePayload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function createRezervasyon(payload: RezervasyonCreatePayload): Promise<Rezervasyon> {
  return api.post('rezervasyonlar/', { json: payload }).json<Rezervasyon>();
}

/** On success the own list and every calendar month are refetched. */
export function useCreateRezervasyon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRezervasyon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rezervasyonlar() }),
  });
}
