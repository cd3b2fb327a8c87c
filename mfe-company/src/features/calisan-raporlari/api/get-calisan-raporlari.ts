// The employees' reports of the owner's company (GET sirketler/{id}/calisan-raporlari/).
import { sirketlerApi } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export const calisanRaporlariKey = (sirketId: Id) => ['sirketler', sirketId, 'calisan-raporlari'] as const;

/** `sirketId` null = no company (or no owner): nothing is fetched. */
export function useCalisanRaporlari(sirketId: Id | null) {
  return useQuery({
    queryKey: calisanRaporlariKey(sirketId ?? 0),
    queryFn: () => sirketlerApi.employeeReports(sirketId as Id),
    enabled: sirketId !== null,
  });
}
