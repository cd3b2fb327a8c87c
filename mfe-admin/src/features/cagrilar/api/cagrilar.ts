// admin/cagrilar/: the page list (filters from the URL, cleaned), create, replace and delete.
import { adminCagrilarApi } from '@portal/api-client';
import { ZCagriAdminListQuery } from '@portal/domain';
import { adminListHooks } from '../../../lib/list-query';

const cagrilar = adminListHooks('cagrilar', adminCagrilarApi, ZCagriAdminListQuery);

export const CAGRILAR_KEY = cagrilar.key;
export const useCagrilar = cagrilar.useList;
export const useSaveCagri = cagrilar.useSave;
export const useDeleteCagri = cagrilar.useDelete;
