// admin/raporlar/: the page list (filters from the URL, cleaned), status changes and deletes.
import { adminRaporlarApi } from '@portal/api-client';
import { ZRaporAdminListQuery } from '@portal/domain';
import { adminListHooks } from '../../../lib/list-query';

const raporlar = adminListHooks('raporlar', adminRaporlarApi, ZRaporAdminListQuery);

export const RAPORLAR_KEY = raporlar.key;
export const useRaporlar = raporlar.useList;
export const useDeleteRapor = raporlar.useDelete;
export const useUpdateRaporStatus = raporlar.useUpdateStatus;
export const useBulkRaporStatus = raporlar.useBulkStatus;
