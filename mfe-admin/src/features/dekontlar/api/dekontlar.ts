// admin/dekontlar/: the page list (filters from the URL, cleaned), status changes and deletes.
import { adminDekontlarApi } from '@portal/api-client';
import { ZDekontAdminListQuery } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const dekontlar = adminListHooks('dekontlar', adminDekontlarApi, ZDekontAdminListQuery);

export const DEKONTLAR_KEY = dekontlar.key;
export const useDekontlar = dekontlar.useList;
export const useUpdateDekontStatus = dekontlar.useUpdateStatus;
export const useDeleteDekont = dekontlar.useDelete;

/** The coverage grid: months x a page of the active companies (`search` in their names; `eksik`: 'true' for those missing last month). */
export function useDekontKapsam(params: { page: number; page_size: number; search: string; eksik: string }) {
  return useQuery({
    queryKey: [...DEKONTLAR_KEY, 'coverage', params],
    queryFn: () => adminDekontlarApi.coverage(params),
    // The page shown stays while the next one loads (the pager waits meanwhile).
    placeholderData: keepPreviousData,
  });
}
export const useBulkDekontStatus = dekontlar.useBulkStatus;
