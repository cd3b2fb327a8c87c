// admin/dekontlar/: the page list (filters from the URL, cleaned), status changes and deletes.
import { adminDekontlarApi } from '@portal/api-client';
import { ZDekontAdminListQuery } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const dekontlar = adminListHooks('dekontlar', adminDekontlarApi, ZDekontAdminListQuery);

export const DEKONTLAR_KEY = dekontlar.key;
export const useDekontlar = dekontlar.useList;
export const useUpdateDekontStatus = dekontlar.useUpdateStatus;
export const useDeleteDekont = dekontlar.useDelete;

/** The coverage grid: months x active companies. */
export function useDekontKapsam() {
  return useQuery({ queryKey: [...DEKONTLAR_KEY, 'coverage'], queryFn: () => adminDekontlarApi.coverage() });
}
