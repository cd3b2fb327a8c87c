// GET sirketler/{sirket_id}/calisan-raporlari/ (spec 7): the reports of the company's employees, only
// for the company's owner. A plain array (a paged body is read too).
import { api } from '@portal/api-client';
import { listResults, type CalisanRaporu, type Id, type ListResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export const calisanRaporlariKey = (sirketId: Id) => ['sirketler', sirketId, 'calisan-raporlari'] as const;

export async function getCalisanRaporlari(sirketId: Id): Promise<CalisanRaporu[]> {
  const body = await api.get(`sirketler/${sirketId}/calisan-raporlari/`).json<ListResponse<CalisanRaporu>>();
  return listResults(body);
}

/** `sirketId` null = no company (or no owner): nothing is fetched. */
export function useCalisanRaporlari(sirketId: Id | null) {
  return useQuery({
    queryKey: calisanRaporlariKey(sirketId ?? 0),
    queryFn: () => getCalisanRaporlari(sirketId as Id),
    enabled: sirketId !== null,
  });
}
