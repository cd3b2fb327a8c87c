// admin/kaynaklar/ (spec 7 Admin): GET ?page=&page_size=&search=&aktif=&ordering=, POST, PUT {id}/,
// DELETE {id}/; payload {ad, kapasite, aktif}.
import { api } from '@portal/api-client';
import type { Id, Kaynak, KaynakPayload, Paginated } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toSearchParams } from '../../../lib/list-params';

export interface KaynaklarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** 'true' | 'false'; anything else is no filter. */
  aktif?: string;
  ordering?: string;
}

export const KAYNAKLAR_KEY = ['admin', 'kaynaklar'] as const;

export function getKaynaklar(query: KaynaklarQuery): Promise<Paginated<Kaynak>> {
  const aktif = query.aktif === 'true' || query.aktif === 'false' ? query.aktif : undefined;
  return api.get('admin/kaynaklar/', { searchParams: toSearchParams({ ...query, aktif }) }).json<Paginated<Kaynak>>();
}

export function useKaynaklar(query: KaynaklarQuery) {
  return useQuery({ queryKey: [...KAYNAKLAR_KEY, 'list', query], queryFn: () => getKaynaklar(query), placeholderData: keepPreviousData });
}

export function saveKaynak({ id, payload }: { id: Id | null; payload: KaynakPayload }): Promise<Kaynak> {
  return (id === null ? api.post('admin/kaynaklar/', { json: payload }) : api.put(`admin/kaynaklar/${id}/`, { json: payload })).json<Kaynak>();
}

export function useSaveKaynak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveKaynak, onSuccess: () => queryClient.invalidateQueries({ queryKey: KAYNAKLAR_KEY }) });
}

export async function deleteKaynak(id: Id): Promise<void> {
  await api.delete(`admin/kaynaklar/${id}/`);
}

export function useDeleteKaynak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKaynak, onSuccess: () => queryClient.invalidateQueries({ queryKey: KAYNAKLAR_KEY }) });
}
