// admin/dekontlar/: the page list (filters from the URL, cleaned), status changes and deletes.
import { adminDekontlarApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import { isDekontDurum } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export interface DekontlarQuery {
  page: number;
  page_size: number;
  search?: string;
  durum?: string;
  sirket?: string;
  ordering?: string;
}

const dekontlar = createAdminHooks(['admin', 'dekontlar'], {
  ...adminDekontlarApi,
  list: (q: DekontlarQuery) =>
    adminDekontlarApi.list({
      ...q,
      durum: isDekontDurum(q.durum) ? q.durum : undefined,
      sirket: q.sirket && /^\d+$/.test(q.sirket) ? q.sirket : undefined,
    }),
});

export const DEKONTLAR_KEY = dekontlar.key;
export const useDekontlar = dekontlar.useList;
export const useUpdateDekontStatus = dekontlar.useUpdateStatus;
export const useDeleteDekont = dekontlar.useDelete;

/** The coverage grid: months x active companies. */
export function useDekontKapsam() {
  return useQuery({ queryKey: [...DEKONTLAR_KEY, 'coverage'], queryFn: () => adminDekontlarApi.coverage() });
}
