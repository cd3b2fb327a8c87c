// GET rezervasyonlar/{id}/ (spec 7): one reservation of the caller (owner or staff; others 403/404).
import { api } from '@portal/api-client';
import type { Id, Rezervasyon } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getRezervasyon(id: Id): Promise<Rezervasyon> {
  return api.get(`rezervasyonlar/${id}/`).json<Rezervasyon>();
}

export function useRezervasyon(id: Id | null) {
  return useQuery({
    queryKey: queryKeys.rezervasyon(id ?? 0),
    queryFn: () => getRezervasyon(id as Id),
    enabled: id !== null,
  });
}
