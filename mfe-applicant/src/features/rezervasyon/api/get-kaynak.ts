// GET kaynaklar/{id}/ (spec 7): the resource being booked, shown read-only on the form.
import { api } from '@portal/api-client';
import type { Id, Kaynak } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getKaynak(id: Id): Promise<Kaynak> {
  return api.get(`kaynaklar/${id}/`).json<Kaynak>();
}

/** `id` null = no valid id: nothing is fetched. */
export function useKaynak(id: Id | null) {
  return useQuery({ queryKey: queryKeys.kaynak(id ?? 0), queryFn: () => getKaynak(id as Id), enabled: id !== null });
}
